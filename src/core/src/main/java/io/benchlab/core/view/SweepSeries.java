package io.benchlab.core.view;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleSummary;
import io.benchlab.core.bundle.Manifest;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The sweep of a run as series: one series per crossed flag set or declared variant, each a list
 * of (value, variant) points in run order, as the manifest records the sweep. {@code show}
 * prints it, its JSON carries it.
 *
 * @param variable the swept setting
 * @param series   label → points
 */
public record SweepSeries(String variable, Map<String, List<Point>> series) {

    /** One value of the sweep and the variant that ran it. */
    public record Point(String value, String variant) {
    }

    public static Optional<SweepSeries> of(Bundle b, BundleSummary s) {
        Manifest.Sweep sweep = b.manifest().sweep();
        if (sweep == null) {
            return Optional.empty();
        }
        Map<String, List<Point>> series = new LinkedHashMap<>();
        for (Manifest.Point p : sweep.points()) {
            if (s.variants().contains(p.variant())) {
                series.computeIfAbsent(p.series() == null || p.series().isEmpty() ? "(all)" : p.series(), k -> new ArrayList<>())
                        .add(new Point(p.value(), p.variant()));
            }
        }
        return series.isEmpty() ? Optional.empty() : Optional.of(new SweepSeries(sweep.variable(), series));
    }
}
