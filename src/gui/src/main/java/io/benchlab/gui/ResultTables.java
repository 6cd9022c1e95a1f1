package io.benchlab.gui;

import io.benchlab.core.bundle.BundleSummary;
import io.benchlab.core.bundle.Records;
import io.benchlab.core.bundle.StreamSamples;
import io.benchlab.core.stats.FiveNumberSummary;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/** The tables and chart data of one bundle, computed from {@link BundleSummary} (the CLI's numbers). */
public final class ResultTables {
    /** Phase choice meaning "summed over every phase". */
    public static final String ALL_PHASES = "All phases";

    private ResultTables() {
    }

    /** Variant × phase table of total seconds. */
    public static TableData totals(BundleSummary s) {
        List<String> headers = new ArrayList<>();
        headers.add("Variant");
        headers.addAll(s.phases());
        List<List<String>> rows = new ArrayList<>();
        for (String v : s.variants()) {
            List<String> row = new ArrayList<>();
            row.add(v);
            for (String p : s.phases()) {
                row.add(s.totalText(v, p, ResultTables::seconds)); // the CLI's rule: whole phases only
            }
            rows.add(row);
        }
        return new TableData(headers, rows);
    }

    /** Seconds of one operation on one variant in a phase (or summed over all phases); null if never measured. */
    public static Double operationSeconds(BundleSummary s, String variant, String operation, String phase) {
        Map<String, Double> byPhase = s.operationSeconds().getOrDefault(variant, Map.of()).get(operation);
        if (byPhase == null) {
            return null;
        }
        if (ALL_PHASES.equals(phase)) {
            return byPhase.values().stream().mapToDouble(Double::doubleValue).sum();
        }
        return byPhase.get(phase);
    }

    /** Counters of a variant, for one phase or summed over all. */
    public static Map<String, Long> counters(BundleSummary s, String variant, String phase) {
        Map<String, Long> out = new LinkedHashMap<>();
        Map<String, Map<String, Long>> byPhase = s.counters().getOrDefault(variant, Map.of());
        byPhase.forEach((p, c) -> {
            if (ALL_PHASES.equals(phase) || p.equals(phase)) {
                c.forEach((k, v) -> out.merge(k, v, Long::sum));
            }
        });
        return out;
    }

    /** Gauges of a variant for one phase, or over all (the first phase's before, the last one's after). */
    public static Map<String, Records.Gauge> gauges(BundleSummary s, String variant, String phase) {
        Map<String, Records.Gauge> out = new java.util.TreeMap<>();
        s.gauges().getOrDefault(variant, Map.of()).forEach((p, g) -> {
            if (ALL_PHASES.equals(phase) || p.equals(phase)) {
                g.forEach((k, v) -> out.merge(k, v, (first, last) -> new Records.Gauge(first.before(), last.after())));
            }
        });
        return out;
    }

    /**
     * The counter table followed by the gauges (current values: free or dirty pages, threads
     * running…), one "before → after" cell per column; gauges are never summed or ranked by change.
     */
    public static TableData withGauges(TableData counters, List<Map<String, Records.Gauge>> gauges, String filter) {
        Set<String> names = new java.util.TreeSet<>();
        gauges.forEach(m -> names.addAll(m.keySet()));
        String needle = filter == null ? "" : filter.trim().toLowerCase(Locale.ROOT);
        List<List<String>> rows = new ArrayList<>(counters.rows());
        for (String name : names) {
            if (!needle.isEmpty() && !name.toLowerCase(Locale.ROOT).contains(needle)) {
                continue;
            }
            List<String> line = new ArrayList<>(List.of(name));
            for (Map<String, Records.Gauge> m : gauges) {
                Records.Gauge g = m.get(name);
                line.add(g == null ? "=" : String.format(Locale.ROOT, "%,d → %,d", g.before(), g.after()));
            }
            line.add("gauge");
            rows.add(line);
        }
        return new TableData(counters.headers(), rows);
    }

    /**
     * Status counters side by side (one column per variant), sorted by largest relative change
     * between the smallest and the largest value, filtered by a case-insensitive substring.
     */
    public static TableData counterDiff(List<String> columns, List<Map<String, Long>> values, String filter) {
        Set<String> names = new LinkedHashSet<>();
        values.forEach(m -> names.addAll(m.keySet()));
        String needle = filter == null ? "" : filter.trim().toLowerCase(Locale.ROOT);
        record Row(String name, List<Long> values, double change) {
        }
        List<Row> rows = new ArrayList<>();
        for (String name : names) {
            if (!needle.isEmpty() && !name.toLowerCase(Locale.ROOT).contains(needle)) {
                continue;
            }
            List<Long> vs = values.stream().map(m -> m.getOrDefault(name, 0L)).toList();
            rows.add(new Row(name, vs, relativeChange(vs)));
        }
        rows.sort(Comparator.comparingDouble(Row::change).reversed().thenComparing(Row::name));
        List<String> headers = new ArrayList<>();
        headers.add("Counter");
        headers.addAll(columns);
        headers.add("Change");
        List<List<String>> out = new ArrayList<>();
        for (Row r : rows) {
            List<String> line = new ArrayList<>();
            line.add(r.name());
            r.values().forEach(v -> line.add(String.format(Locale.ROOT, "%,d", v)));
            line.add(r.values().size() < 2 ? "" : fromOrToZero(r.values()).orElse(percent(r.change())));
            out.add(line);
        }
        return new TableData(headers, out);
    }

    /** (max − min) / |min|, with |min| at least 1 so a counter appearing from zero ranks as its size. */
    static double relativeChange(List<Long> values) {
        if (values.size() < 2) {
            return 0;
        }
        long min = values.stream().mapToLong(Long::longValue).min().orElse(0);
        long max = values.stream().mapToLong(Long::longValue).max().orElse(0);
        return (double) (max - min) / Math.max(1, Math.abs(min));
    }

    /**
     * A counter that is zero in the first column and moved in another has no ratio: "new", as the
     * report says; one that dropped to zero is "−100%".
     */
    static java.util.Optional<String> fromOrToZero(List<Long> values) {
        boolean anyZero = values.stream().anyMatch(v -> v == 0);
        boolean anyMoved = values.stream().anyMatch(v -> v != 0);
        if (!anyZero || !anyMoved) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(values.get(0) == 0 ? "new" : "−100%");
    }

    private static String percent(double change) {
        if (change == 0) {
            return "=";
        }
        return change >= 100 ? String.format(Locale.ROOT, "×%,.0f", change + 1) : String.format(Locale.ROOT, "+%,.0f%%", change * 100);
    }

    public static String seconds(double s) {
        return String.format(Locale.ROOT, "%.3f", s);
    }

    /** Stream results, one row per stream run (variant × phase × operation × thread count), from {@link StreamSamples}. */
    public static TableData streams(StreamSamples samples) {
        List<String> headers = List.of("Variant", "Phase", "Operation", "Threads", "Units/s", "p50 ms", "p99 ms", "Exit velocity/s",
                "Errors", "Stopped by");
        List<List<String>> rows = new ArrayList<>();
        for (StreamSamples.Stream st : samples.streams()) {
            Records.StreamRecord n = st.summary();
            if (n == null) {
                continue;
            }
            rows.add(List.of(n.variant(), n.phase(), n.operation(), Integer.toString(n.threads()),
                    String.format(Locale.ROOT, "%,.0f", n.unitsPerSecond()), millis(n.latency().p50Micros()),
                    millis(n.latency().p99Micros()), st.rows() ? String.format(Locale.ROOT, "%,.0f", st.exitVelocity()) : "",
                    Long.toString(n.errors()), n.reason()));
        }
        return new TableData(headers, rows);
    }

    private static String millis(double micros) {
        return Double.isFinite(micros) ? String.format(Locale.ROOT, "%.2f", micros / 1000) : "";
    }

    /** One box of per-interval throughput: a variant's stream run ("Run1/insert · 4 threads"). */
    public record Box(String variant, String stream, FiveNumberSummary summary) {
    }

    /** Boxes of per-interval throughput (units per second), one per stream run, in bundle order. */
    public static List<Box> throughputBoxes(StreamSamples samples) {
        List<Box> out = new ArrayList<>();
        for (StreamSamples.Stream st : samples.streams()) {
            if (st.unitsPerSecond() != null) {
                out.add(new Box(st.key().variant(), st.label(), st.unitsPerSecond()));
            }
        }
        return out;
    }

    /** Rows of the variable diff: changed variables, then optimizer_switch flags, then those only some servers have; on a cluster each names its node. */
    public static TableData variables(io.benchlab.core.settings.VariableDiff d) {
        if (!d.comparable() || d.isEmpty()) {
            return TableData.empty();
        }
        List<String> headers = new ArrayList<>(List.of("Variable"));
        headers.addAll(d.variants());
        List<List<String>> rows = new ArrayList<>();
        d.changed().forEach(r -> rows.add(variableRow(r.label(), r)));
        d.optimizerSwitch().forEach(r -> rows.add(variableRow(
                (r.node() == null ? "" : r.node() + io.benchlab.core.settings.VariableDiff.NODE_SEPARATOR) + "optimizer_switch." + r.name(), r)));
        d.notEverywhere().forEach(r -> rows.add(variableRow(r.label(), r)));
        return new TableData(headers, rows);
    }

    private static List<String> variableRow(String name, io.benchlab.core.settings.VariableDiff.Row r) {
        List<String> row = new ArrayList<>(List.of(name));
        for (int i = 0; i < r.values().size(); i++) {
            row.add((r.values().get(i) == null ? "—" : r.values().get(i)) + (r.setByUser().get(i) ? " *" : ""));
        }
        return row;
    }
}
