package io.benchlab.core.report;

import io.benchlab.api.ByteSize;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleSummary;
import io.benchlab.core.experiment.Experiment;
import io.benchlab.core.experiment.ExperimentFile;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The sweep of a run as series: one series per crossed flag set or declared variant, each a list
 * of (value, variant) points in run order. The variable comes from the experiment's
 * {@code sweep} block; the variants it made are named "… VARIABLE=VALUE" (see VariantPlanner),
 * which is how values are read back. {@code show} prints it, its JSON carries it.
 *
 * @param variable the swept setting
 * @param series   label → points
 */
public record SweepSeries(String variable, Map<String, List<Point>> series) {

    /** One value of the sweep and the variant that ran it. */
    public record Point(String value, String variant) {
    }

    public static Optional<SweepSeries> of(Bundle b, BundleSummary s) {
        String variable = sweptVariable(b);
        if (variable == null) {
            return Optional.empty();
        }
        Pattern tail = Pattern.compile("^(.*?)\\s*\\b" + Pattern.quote(variable) + "=(\\S+)$");
        Map<String, List<Point>> series = new LinkedHashMap<>();
        for (String v : s.variants()) {
            Matcher m = tail.matcher(v);
            if (m.matches()) {
                series.computeIfAbsent(m.group(1).isEmpty() ? "(all)" : m.group(1), k -> new ArrayList<>()).add(new Point(m.group(2), v));
            }
        }
        return series.isEmpty() ? Optional.empty() : Optional.of(new SweepSeries(variable, series));
    }

    private static String sweptVariable(Bundle b) {
        try {
            Experiment e = ExperimentFile.parse(b.dir().resolve(BundleFormat.EXPERIMENT), b.experimentText()).experiment();
            return e.sweep() == null ? null : e.sweep().variable();
        } catch (RuntimeException unreadable) {
            return null; // an old or hand-edited experiment.yaml: the rest of `show` still works
        }
    }

    /** A geometric series (constant ratio ≥ 2 between neighbours) is best read on a log axis. */
    public static boolean logScale(List<Point> points) {
        if (points.size() < 3) {
            return false;
        }
        double prev = -1;
        double ratio = -1;
        for (Point p : points) {
            double v;
            try {
                v = ByteSize.hasUnit(p.value()) ? ByteSize.parse(p.value()) : Double.parseDouble(p.value());
            } catch (RuntimeException notNumeric) {
                return false;
            }
            if (prev > 0) {
                double r = v / prev;
                if (r < 2 || (ratio > 0 && Math.abs(r - ratio) > 1e-6 * ratio)) {
                    return false;
                }
                ratio = r;
            }
            prev = v;
        }
        return true;
    }
}
