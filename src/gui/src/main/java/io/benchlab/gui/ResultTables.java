package io.benchlab.gui;

import io.benchlab.core.bundle.BundleSummary;
import io.benchlab.core.bundle.OperationCounters;
import io.benchlab.core.bundle.Records;
import io.benchlab.core.bundle.StatusVariables;
import io.benchlab.core.bundle.StreamSamples;
import io.benchlab.core.stats.CounterChange;
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
     * Status counters side by side (one column per variant), the largest change against the first
     * column first, filtered by a case-insensitive substring. The change names the column that moved
     * and its direction ({@link CounterChange}: "V2 −99.9%", "new", "gone"); with more than two
     * columns, the column that moved most.
     */
    public static TableData counterDiff(List<String> columns, List<Map<String, Long>> values, String filter) {
        Set<String> names = new LinkedHashSet<>();
        values.forEach(m -> names.addAll(m.keySet()));
        String needle = filter == null ? "" : filter.trim().toLowerCase(Locale.ROOT);
        List<List<String>> cells = new ArrayList<>();
        List<Double> rank = new ArrayList<>();
        for (String name : names) {
            if (!needle.isEmpty() && !name.toLowerCase(Locale.ROOT).contains(needle)) {
                continue;
            }
            List<Double> vs = values.stream().map(m -> (double) m.getOrDefault(name, 0L)).toList();
            List<String> line = new ArrayList<>();
            line.add(name);
            vs.forEach(v -> line.add(count(v)));
            int moved = mostMoved(name, vs);
            CounterChange c = StatusVariables.change(name, vs.get(0), vs.get(moved));
            line.add(vs.size() < 2 ? "" : c.describe(columns.get(moved)));
            cells.add(line);
            rank.add(c.magnitude());
        }
        return new TableData(headers("Counter", columns, "Change"), ranked(cells, rank));
    }

    /**
     * The counters of one operation on two sides, per execution ({@link OperationCounters}), the
     * largest change first; the change is said from B's side ("B −99.9%", "new", "gone").
     */
    public static TableData operationCounters(String nameA, OperationCounters a, String nameB, OperationCounters b, String filter) {
        Set<String> names = new java.util.TreeSet<>(a.perExecution().keySet());
        names.addAll(b.perExecution().keySet());
        String needle = filter == null ? "" : filter.trim().toLowerCase(Locale.ROOT);
        List<List<String>> cells = new ArrayList<>();
        List<Double> rank = new ArrayList<>();
        for (String name : names) {
            double va = a.perExecution().getOrDefault(name, 0.0);
            double vb = b.perExecution().getOrDefault(name, 0.0);
            if ((va == 0 && vb == 0) || name.startsWith("Uptime")
                    || (!needle.isEmpty() && !name.toLowerCase(Locale.ROOT).contains(needle))) {
                continue; // Uptime* count the clock's seconds, not work done by the query
            }
            CounterChange c = StatusVariables.change(name, va, vb);
            cells.add(List.of(name, count(va), count(vb), c.describe("B")));
            rank.add(c.magnitude());
        }
        return new TableData(List.of("Counter", nameA + " (per run)", nameB + " (per run)", "Change"), ranked(cells, rank));
    }

    private static int mostMoved(String name, List<Double> vs) {
        int best = vs.size() - 1;
        for (int i = 1; i < vs.size(); i++) {
            if (StatusVariables.change(name, vs.get(0), vs.get(i)).magnitude() > StatusVariables.change(name, vs.get(0), vs.get(best)).magnitude()) {
                best = i;
            }
        }
        return Math.max(best, 0);
    }

    private static List<String> headers(String first, List<String> middle, String last) {
        List<String> h = new ArrayList<>();
        h.add(first);
        h.addAll(middle);
        h.add(last);
        return h;
    }

    /** Rows by descending rank, then by name (the first cell). */
    private static List<List<String>> ranked(List<List<String>> rows, List<Double> rank) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparingDouble((Integer i) -> rank.get(i)).reversed().thenComparing(i -> rows.get(i).get(0)));
        return order.stream().map(rows::get).toList();
    }

    /** A count, thousands grouped; a per-run mean that is not whole keeps one decimal. */
    static String count(double v) {
        return v == Math.rint(v) ? String.format(Locale.ROOT, "%,.0f", v) : String.format(Locale.ROOT, "%,.1f", v);
    }

    /** A range of seconds in the unit that fits its upper end: "0.91–21.97 ms", "1.02–1.31 s". */
    public static String durationRange(double low, double high) {
        String unit = duration(high).replaceAll("^[-0-9.]+ ", "");
        double scale = switch (unit) {
            case "ms" -> 1e3;
            case "µs" -> 1e6;
            default -> 1;
        };
        String decimals = unit.equals("µs") ? "%.0f" : unit.equals("ms") ? "%.2f" : "%.3f";
        return String.format(Locale.ROOT, decimals + "–" + decimals + " %s", low * scale, high * scale, unit);
    }

    /** Seconds in a unit that fits: "2.41 s", "45.6 ms", "789 µs". */
    public static String duration(double s) {
        if (Double.isNaN(s)) {
            return "–";
        }
        double a = Math.abs(s);
        if (a >= 1 || a == 0) {
            return String.format(Locale.ROOT, "%.3f s", s);
        }
        if (a >= 1e-3) {
            return String.format(Locale.ROOT, "%.2f ms", s * 1e3);
        }
        return String.format(Locale.ROOT, "%.0f µs", s * 1e6);
    }

    public static String seconds(double s) {
        return String.format(Locale.ROOT, "%.3f", s);
    }

    /** Stream results, one row per stream run (variant × phase × operation × thread count), from {@link StreamSamples}. */
    /**
     * A cluster run's nodes side by side, the report's and {@code show}'s table
     * ({@code ClusterViews.nodeTable}): per variant a row naming each node's role and what the
     * streams did there, then the figures. Columns are the nodes by name (a cluster's variants
     * share them; a variant on another cluster names its own in its first row).
     */
    public static TableData nodes(io.benchlab.core.bundle.ClusterSamples c) {
        if (c == null || c.isEmpty()) {
            return TableData.empty();
        }
        List<io.benchlab.core.bundle.ClusterSamples.NodeSummary> all = c.summaries();
        List<String> variants = all.stream().map(io.benchlab.core.bundle.ClusterSamples.NodeSummary::variant).distinct().toList();
        List<String> headers = new ArrayList<>(List.of("Variant · figure"));
        all.stream().filter(n -> n.variant().equals(variants.get(0))).forEach(n -> headers.add(n.node()));
        List<List<String>> rows = new ArrayList<>();
        for (String v : variants) {
            List<io.benchlab.core.bundle.ClusterSamples.NodeSummary> nodes = all.stream().filter(n -> n.variant().equals(v)).toList();
            io.benchlab.core.report.Views.Table t = io.benchlab.core.report.ClusterViews.nodeTable(nodes,
                    c.digests().stream().filter(d -> d.variant().equals(v)).toList());
            List<String> first = new ArrayList<>(List.of(v));
            first.addAll(t.headers());
            rows.add(first);
            for (io.benchlab.core.report.Views.Row r : t.rows()) {
                List<String> row = new ArrayList<>(List.of(v + " · " + r.label()));
                r.cells().forEach(cell -> row.add(cell.text()));
                rows.add(row);
            }
        }
        int width = rows.stream().mapToInt(List::size).max().orElse(headers.size());
        while (headers.size() < width) {
            headers.add("node " + headers.size());
        }
        rows.replaceAll(r -> {
            List<String> padded = new ArrayList<>(r);
            while (padded.size() < width) {
                padded.add("");
            }
            return padded;
        });
        return new TableData(headers, rows);
    }

    public static TableData streams(StreamSamples samples) {
        List<String> headers = List.of("Variant", "Phase", "Operation", "Threads", "Units/s", "Ops/s", "p50 ms", "p99 ms",
                "Exit velocity/s", "Errors", "Stopped by");
        List<List<String>> rows = new ArrayList<>();
        for (StreamSamples.Stream st : samples.streams()) {
            Records.StreamRecord n = st.summary();
            if (n == null) {
                continue;
            }
            // a stream that ran at the same time as others (stream.together) says with which
            String operation = n.ranTogether() ? n.operation() + " (together with "
                    + String.join(", ", n.together().stream().filter(o -> !o.equals(n.operation())).toList()) + ")" : n.operation();
            rows.add(List.of(n.variant(), n.phase(), operation, Integer.toString(n.threads()),
                    String.format(Locale.ROOT, "%,.0f", n.unitsPerSecond()), String.format(Locale.ROOT, "%,.1f", n.operationsPerSecond()),
                    millis(n.latency().p50Micros()),
                    millis(n.latency().p99Micros()), st.rows() ? String.format(Locale.ROOT, "%,.0f", st.exitVelocity()) : "",
                    Long.toString(n.errors()), n.reason()));
        }
        return new TableData(headers, rows);
    }

    /** A table of the report's with its title, as the Streams tab shows it. */
    public record Titled(String id, String title, TableData table) {
    }

    /**
     * What the streams' totals are made of — sysbench's SQL statistics, kinds, counts, errors by
     * class — in the tables the report and {@code show} print ({@code StreamBreakdownViews}), each
     * stream labelled "variant · phase/op"; empty when no stream has any of these.
     */
    public static List<Titled> breakdown(StreamSamples samples) {
        List<io.benchlab.core.report.StreamBreakdownViews.Labelled> labelled = samples.streams().stream()
                .map(st -> new io.benchlab.core.report.StreamBreakdownViews.Labelled(st.key().variant() + " · " + st.key().label(), st))
                .toList();
        return io.benchlab.core.report.StreamBreakdownViews.all(labelled).stream()
                .map(t -> new Titled(t.id(), t.title(), table(t.corner(), t.table()))).toList();
    }

    /** A report table as the workbench's text table: the row labels first, under {@code corner}. */
    static TableData table(String corner, io.benchlab.core.report.Views.Table t) {
        List<String> headers = new ArrayList<>(List.of(corner));
        headers.addAll(t.headers());
        List<List<String>> rows = new ArrayList<>();
        for (io.benchlab.core.report.Views.Row r : t.rows()) {
            List<String> row = new ArrayList<>(List.of(r.label()));
            r.cells().forEach(c -> row.add(c.text()));
            rows.add(row);
        }
        return new TableData(headers, rows);
    }

    /**
     * The thread states side by side: per operation and state (the largest share in any variant
     * first), each variant's share of the sessions' sampled time and the most sessions in it at once.
     */
    public static TableData states(io.benchlab.core.bundle.StateSamples samples) {
        List<String> variants = samples.variants();
        List<String> headers = new ArrayList<>(List.of("Operation", "State"));
        variants.forEach(v -> {
            headers.add(v + " share");
            headers.add(v + " sessions max");
        });
        List<List<String>> rows = new ArrayList<>();
        for (String op : samples.operationNames()) {
            List<io.benchlab.core.bundle.StateSamples.OperationStates> sides = variants.stream().map(v -> samples.of(v, op)).toList();
            String label = op;
            for (String state : io.benchlab.core.bundle.StateSamples.sideBySide(sides.stream().filter(java.util.Objects::nonNull).toList())) {
                List<String> row = new ArrayList<>(List.of(label, state));
                for (var o : sides) {
                    var share = o == null ? null : o.state(state);
                    row.add(share == null ? "–" : io.benchlab.core.bundle.StateSamples.percent(share.share()));
                    row.add(share == null ? "–" : Integer.toString(share.sessionsMax()));
                }
                rows.add(row);
                label = "";
            }
        }
        return new TableData(headers, rows);
    }

    /**
     * What the workloads' own rules make of their streams (the rows {@code show} prints): each declared rate over
     * the run with its ceiling share and per-interval range (TPC-C's NOPM, TPM, efficiency), then each response-time
     * limit with the observed percentile and whether it was met (TPC-C's 90th percentiles). Empty for other workloads.
     */
    public static TableData workloadFigures(StreamSamples samples) {
        List<String> headers = List.of("Variant", "Phase", "Stream", "Figure", "Value", "Ceiling / limit", "Share / met",
                "Interval min", "Interval median", "Interval max");
        List<List<String>> rows = new ArrayList<>();
        for (StreamSamples.Stream st : samples.streams()) {
            Records.StreamRecord n = st.summary();
            if (n == null) {
                continue;
            }
            String stream = n.operation() + " · " + n.threads() + "t";
            for (StreamSamples.RateFigure f : st.rateFigures()) {
                var r = f.total();
                rows.add(List.of(n.variant(), n.phase(), stream, r.name() + " per " + f.per(), number(r.value()), number(r.ceiling()),
                        r.share() == null ? "" : r.ceilingShare() + " " + String.format(Locale.ROOT, "%.1f%%", r.share() * 100),
                        number(f.intervalMin()), number(f.intervalMedian()), number(f.intervalMax())));
            }
            for (StreamSamples.LimitCheck l : st.limits()) {
                rows.add(List.of(n.variant(), n.phase(), stream, l.kind() + " p" + String.format(Locale.ROOT, "%.0f", l.percentile()),
                        l.observedMillis() == null ? "" : String.format(Locale.ROOT, "%,.2f ms", l.observedMillis()),
                        String.format(Locale.ROOT, "%,.0f ms", l.limitMillis()), l.met() == null ? "no operations" : l.met() ? "met" : "NOT MET",
                        "", "", ""));
            }
        }
        return new TableData(headers, rows);
    }

    /** A's and B's thread-state shares: operation, state, A, B, as {@code compare} prints them ("62% → 3%"). */
    public static TableData stateChanges(List<io.benchlab.core.bundle.StateSamples.ShareChange> changes) {
        List<List<String>> rows = new ArrayList<>();
        String last = null;
        for (var c : changes) {
            rows.add(List.of(c.operation().equals(last) ? "" : c.operation(), c.state(), io.benchlab.core.bundle.StateSamples.percent(c.before()),
                    io.benchlab.core.bundle.StateSamples.percent(c.after())));
            last = c.operation();
        }
        return new TableData(List.of("Operation", "State", "A", "B"), rows);
    }

    /** The notes the workloads put beside their streams' figures (TPC-C-derived, not audited; the mix), one line each. */
    public static String workloadNotes(StreamSamples samples) {
        java.util.Set<String> lines = new LinkedHashSet<>();
        for (StreamSamples.Stream st : samples.streams()) {
            Records.StreamRecord n = st.summary();
            if (n != null && n.notes() != null) {
                n.notes().forEach(note -> lines.add(n.operation() + ": " + note));
            }
        }
        return String.join("\n", lines);
    }

    private static String number(Double v) {
        return v == null || !Double.isFinite(v) ? "" : String.format(Locale.ROOT, Math.abs(v) >= 100 ? "%,.0f" : "%.2f", v);
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

    /**
     * A sweep's verdicts as the report shows them ({@link io.benchlab.core.report.SweepTable}, which
     * {@code show} prints too): one row per operation (the total first), one column per swept value,
     * the baseline value first; each cell the median seconds and the verdict against the baseline in
     * a few words.
     */
    public static TableData sweep(io.benchlab.core.report.SweepTable t) {
        List<String> headers = new ArrayList<>(List.of("Operation"));
        t.values().forEach(v -> headers.add(t.variable() + "=" + v + (v.equals(t.baselineValue()) ? " (baseline)" : "")));
        List<List<String>> rows = new ArrayList<>();
        for (io.benchlab.core.report.SweepTable.Line line : t.lines()) {
            List<String> row = new ArrayList<>(List.of(line.operation()));
            for (io.benchlab.core.report.SweepTable.Entry e : line.entries()) {
                String seconds = Double.isNaN(e.seconds()) ? "–" : duration(e.seconds());
                row.add(e.baseline() ? seconds : seconds + " · " + (e.verdict() == null ? "–" : e.verdict().brief()));
            }
            rows.add(row);
        }
        return new TableData(headers, rows);
    }
}
