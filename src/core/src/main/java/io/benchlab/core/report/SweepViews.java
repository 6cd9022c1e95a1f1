package io.benchlab.core.report;

import io.benchlab.api.ByteSize;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.Manifest;
import io.benchlab.core.bundle.Records.VariantRecord;
import io.benchlab.core.bundle.VariantSamples;
import io.benchlab.core.experiment.SweepValues;
import io.benchlab.core.report.Views.Chart;
import io.benchlab.core.stats.Summary;
import io.benchlab.core.util.Numbers;
import io.benchlab.core.util.SizeOrNumber;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleFunction;

/** The sweep section: per bundle with a sweep and operation, the warm median against the swept setting, a line per series. */
final class SweepViews {
    private SweepViews() {
    }

    static List<Chart> charts(List<Bundle> bundles, ColumnSamples m) {
        List<Chart> charts = new ArrayList<>();
        for (Bundle b : bundles) {
            Manifest.Sweep sweep = b.manifest().sweep();
            if (sweep == null) {
                continue;
            }
            String var = sweep.variable();
            boolean logX = SweepValues.logAxis(sweep.points().stream().map(Manifest.Point::value).toList());
            // series: variants that differ only in the swept value share a line
            Map<String, Map<String, List<double[]>>> perOp = new LinkedHashMap<>();
            for (Column c : m.columns()) {
                if (c.bundle() != b) {
                    continue;
                }
                VariantRecord vr = b.variants().stream().filter(v -> v.variant().equals(c.variant())).findFirst().orElse(null);
                if (vr == null || vr.requested() == null || !vr.requested().containsKey(var)) {
                    continue;
                }
                double x = numeric(vr.requested().get(var));
                if (Double.isNaN(x)) {
                    continue;
                }
                // the series as the variant's name says it (crossed flags, declared variant), as the run recorded it
                String series = sweep.points().stream().filter(p -> p.variant().equals(c.variant())).map(Manifest.Point::series)
                        .filter(label -> !label.isEmpty()).findFirst().orElse(var);
                m.of(c).warm().forEach((op, values) -> {
                    double[] arr = VariantSamples.array(values);
                    if (arr.length > 0) {
                        perOp.computeIfAbsent(op, k -> new LinkedHashMap<>())
                                .computeIfAbsent(series, k -> new ArrayList<>()).add(new double[]{x, Summary.of(arr).median()});
                    }
                });
            }
            int i = 0;
            for (var e : perOp.entrySet()) {
                List<LineChart.Series> lines = new ArrayList<>();
                e.getValue().forEach((label, pts) -> {
                    pts.sort(Comparator.comparingDouble(p -> p[0]));
                    lines.add(new LineChart.Series(label, pts.stream().mapToDouble(p -> p[0]).toArray(),
                            pts.stream().mapToDouble(p -> p[1]).toArray()));
                });
                String title = e.getKey() + " — warm median seconds vs " + var + (bundles.size() > 1 ? " (" + b.id() + ")" : "");
                boolean bytes = b.variants().stream().anyMatch(v -> v.requested() != null && v.requested().get(var) != null
                        && SizeOrNumber.isSize(v.requested().get(var)));
                DoubleFunction<String> xText = bytes ? v -> ByteSize.format((long) v) : Numbers::tick;
                charts.add(Chart.scaled("sweep-" + charts.size() + "-" + i++, title,
                        new LineChart(title, var, logX, lines, xText, AxisUnit.SECONDS), true));
            }
        }
        return charts;
    }

    /** A setting's value as a number: 8M → 8388608, 0.5 → 0.5; NaN for ON/OFF and other words. */
    static double numeric(Object value) {
        return SizeOrNumber.orNaN(value);
    }
}
