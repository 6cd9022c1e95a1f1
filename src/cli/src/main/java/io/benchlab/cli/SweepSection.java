package io.benchlab.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.benchlab.api.ByteSize;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleSummary;
import io.benchlab.core.bundle.Manifest;
import io.benchlab.core.util.Json;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The sweep of a run as series: time against the swept setting's value, one series per crossed
 * flag set or declared variant, as the manifest records them.
 */
final class SweepSection {
    private static final int BAR = 40;
    private static final int MAX_OPERATION_COLUMNS = 6;

    private SweepSection() {
    }

    /** The sweep's points grouped into series: label → (value, variant) in run order. */
    record Sweep(String variable, Map<String, List<String[]>> series) {
    }

    static Optional<Sweep> of(Bundle b, BundleSummary s) {
        Manifest.Sweep sweep = b.manifest().sweep();
        if (sweep == null) {
            return Optional.empty();
        }
        Map<String, List<String[]>> series = new LinkedHashMap<>();
        for (Manifest.Point p : sweep.points()) {
            if (s.variants().contains(p.variant())) {
                series.computeIfAbsent(p.series().isEmpty() ? "(all)" : p.series(), k -> new ArrayList<>()).add(new String[] {p.value(), p.variant()});
            }
        }
        return series.isEmpty() ? Optional.empty() : Optional.of(new Sweep(sweep.variable(), series));
    }

    /** For {@code show --format json}: adds "sweep", the series with every phase's total and per-operation seconds, when there is one. */
    static void json(Bundle b, BundleSummary s, ObjectNode root) {
        Sweep sweep = of(b, s).orElse(null);
        if (sweep == null) {
            return;
        }
        ObjectNode node = root.putObject("sweep").put("variable", sweep.variable());
        ArrayNode series = node.putArray("series");
        sweep.series().forEach((label, points) -> {
            ObjectNode one = series.addObject().put("label", label).put("logScale", logScale(points));
            ArrayNode ps = one.putArray("points");
            for (String[] p : points) {
                ObjectNode point = ps.addObject().put("value", p[0]).put("variant", p[1]);
                point.set("totalSeconds", Json.mapper().valueToTree(s.totalSeconds().getOrDefault(p[1], Map.of())));
                point.set("operationSeconds", Json.mapper().valueToTree(s.operationSeconds().getOrDefault(p[1], Map.of())));
            }
        });
    }

    /** Empty when the run had no sweep. */
    static String render(Bundle b, BundleSummary s) {
        Sweep sweep = of(b, s).orElse(null);
        if (sweep == null || s.phases().isEmpty()) {
            return "";
        }
        String variable = sweep.variable();
        Map<String, List<String[]>> series = sweep.series();
        String phase = s.phases().get(s.phases().size() - 1);
        List<String> ops = s.operations().size() > 1 && s.operations().size() <= MAX_OPERATION_COLUMNS ? s.operations() : List.of();
        StringBuilder out = new StringBuilder();
        for (var e : series.entrySet()) {
            out.append('\n').append("Sweep of ").append(variable).append(series.size() > 1 ? " — " + e.getKey() : "")
                    .append(": seconds in phase ").append(phase).append(logScale(e.getValue()) ? " (values double: read the axis as log scale)" : "")
                    .append('\n');
            List<String> header = new ArrayList<>(List.of(variable, "Total s"));
            ops.forEach(op -> header.add(op + " s"));
            double max = e.getValue().stream().mapToDouble(p -> total(s, p[1], phase)).max().orElse(0);
            TextTable t = new TextTable(header);
            List<String> bars = new ArrayList<>();
            for (String[] point : e.getValue()) {
                double total = total(s, point[1], phase);
                List<String> row = new ArrayList<>(List.of(point[0], TextTable.seconds(Double.isNaN(total) ? null : total)));
                for (String op : ops) {
                    row.add(TextTable.seconds(s.operationSeconds().getOrDefault(point[1], Map.of()).getOrDefault(op, Map.of()).get(phase)));
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

    /** A geometric series (constant ratio ≥ 2 between neighbours) is best read on a log axis. */
    private static boolean logScale(List<String[]> points) {
        if (points.size() < 3) {
            return false;
        }
        double prev = -1;
        double ratio = -1;
        for (String[] p : points) {
            double v;
            try {
                v = ByteSize.hasUnit(p[0]) ? ByteSize.parse(p[0]) : Double.parseDouble(p[0]);
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
