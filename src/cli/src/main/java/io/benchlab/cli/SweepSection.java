package io.benchlab.cli;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleSummary;
import io.benchlab.core.report.SweepSeries;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The sweep of a run printed as tables with bars: time against the swept setting's value, per {@link SweepSeries}. */
final class SweepSection {
    private static final int BAR = 40;
    private static final int MAX_OPERATION_COLUMNS = 6;

    private SweepSection() {
    }

    /** Empty when the run had no sweep. */
    static String render(Bundle b, BundleSummary s) {
        SweepSeries sweep = SweepSeries.of(b, s).orElse(null);
        if (sweep == null || s.phases().isEmpty()) {
            return "";
        }
        String variable = sweep.variable();
        Map<String, List<SweepSeries.Point>> series = sweep.series();
        String phase = s.phases().get(s.phases().size() - 1);
        List<String> ops = s.operations().size() > 1 && s.operations().size() <= MAX_OPERATION_COLUMNS ? s.operations() : List.of();
        StringBuilder out = new StringBuilder();
        for (var e : series.entrySet()) {
            out.append('\n').append("Sweep of ").append(variable).append(series.size() > 1 ? " — " + e.getKey() : "")
                    .append(": seconds in phase ").append(phase).append(SweepSeries.logScale(e.getValue()) ? " (values double: read the axis as log scale)" : "")
                    .append('\n');
            List<String> header = new ArrayList<>(List.of(variable, "Total s"));
            ops.forEach(op -> header.add(op + " s"));
            double max = e.getValue().stream().mapToDouble(p -> total(s, p.variant(), phase)).max().orElse(0);
            TextTable t = new TextTable(header);
            List<String> bars = new ArrayList<>();
            for (SweepSeries.Point point : e.getValue()) {
                double total = total(s, point.variant(), phase);
                List<String> row = new ArrayList<>(List.of(point.value(), TextTable.seconds(Double.isNaN(total) ? null : total)));
                for (String op : ops) {
                    row.add(TextTable.seconds(s.operationSeconds().getOrDefault(point.variant(), Map.of()).getOrDefault(op, Map.of()).get(phase)));
                }
                bars.add(max > 0 && !Double.isNaN(total) ? "#".repeat((int) Math.round(BAR * total / max)) : "");
                t.row(row);
            }
            // a bar per value after its row (left-aligned, which a table column is not): total seconds against the largest
            List<String> lines = t.render().lines().toList();
            for (int i = 0; i < lines.size(); i++) {
                out.append(lines.get(i)).append(i >= 2 ? "  " + bars.get(i - 2) : "").append('\n');
            }
        }
        return out.toString();
    }

    private static double total(BundleSummary s, String variant, String phase) {
        Double d = s.totalSeconds().getOrDefault(variant, Map.of()).get(phase);
        return d == null ? Double.NaN : d;
    }
}
