package io.benchlab.gui;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BufferPoolFigures;
import io.benchlab.core.bundle.BundleSummary;
import io.benchlab.core.view.BufferPoolView;
import io.benchlab.core.bundle.OperationCounters;
import io.benchlab.core.bundle.Records;
import io.benchlab.core.bundle.StatusVariables;
import io.benchlab.core.bundle.StreamSamples;
import io.benchlab.core.stats.CounterChange;
import io.benchlab.core.stats.FiveNumberSummary;
import io.benchlab.core.util.Numbers;
import io.benchlab.core.view.LabelledStream;
import io.benchlab.core.view.StreamSummaryView;
import io.benchlab.core.view.ThreadStatesView;
import io.benchlab.core.view.WaitEventsView;
import io.benchlab.core.view.WorkloadFiguresView;
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
                row.add(s.totalText(v, p, Numbers::secondsColumn)); // the CLI's rule: whole phases only
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

    /** Counters of a variant summed over these phases (one kind of phase: cold and warm are never added together). */
    public static Map<String, Long> counters(BundleSummary s, String variant, Set<String> phases) {
        Map<String, Long> out = new LinkedHashMap<>();
        s.counters().getOrDefault(variant, Map.of()).forEach((p, c) -> {
            if (phases.contains(p)) {
                c.forEach((k, v) -> out.merge(k, v, Long::sum));
            }
        });
        return out;
    }

    /** Gauges of a variant over these phases (the first one's before, the last one's after). */
    public static Map<String, Records.Gauge> gauges(BundleSummary s, String variant, Set<String> phases) {
        Map<String, Records.Gauge> out = new java.util.TreeMap<>();
        s.gauges().getOrDefault(variant, Map.of()).forEach((p, g) -> {
            if (phases.contains(p)) {
                g.forEach((k, v) -> out.merge(k, v, (first, last) -> new Records.Gauge(first.before(), last.after())));
            }
        });
        return out;
    }

    /**
     * The buffer pool per query and phase of every variant ({@link BufferPoolView}, the table
     * {@code show} and the report print), a variant column first.
     */
    public static TableData bufferPool(BufferPoolFigures figures) {
        List<String> headers = new ArrayList<>(List.of("variant", BufferPoolView.CORNER));
        List<List<String>> rows = new ArrayList<>();
        for (String v : figures.variants()) {
            io.benchlab.core.view.Table t = BufferPoolView.ofVariant(figures.of(v));
            if (headers.size() == 2) {
                headers.addAll(t.headers());
            }
            for (io.benchlab.core.view.Row r : t.rows()) {
                List<String> row = new ArrayList<>(List.of(v, r.label()));
                r.cells().forEach(c -> row.add(c.text()));
                rows.add(row);
            }
        }
        return rows.isEmpty() ? TableData.empty() : new TableData(headers, rows);
    }

    /** Each variant's table and index sizes with its size and speed against the first ({@link io.benchlab.core.view.SizesView}). */
    public static TableData sizes(io.benchlab.core.bundle.VariantSizes sizes) {
        return table(io.benchlab.core.view.SizesView.CORNER, io.benchlab.core.view.SizesView.of(sizes));
    }

    /** A's buffer pool per query beside B's, cold with cold and warm with warm ({@link BufferPoolView#between}). */
    public static TableData bufferPoolBetween(String nameA, Bundle a, String variantA, String nameB, Bundle b, String variantB) {
        io.benchlab.core.view.Table t = BufferPoolView.between(nameA, BufferPoolFigures.of(a), variantA, nameB, BufferPoolFigures.of(b), variantB);
        return t.present() ? table(BufferPoolView.CORNER, t) : TableData.empty();
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


    /** Stream results, one row per stream run (variant × phase × operation × thread count), from {@link StreamSamples}. */
    /**
     * Each fault as each stream lived it, the report's and {@code show}'s table
     * ({@code FaultViews.faultTable}), one row per (variant, stream, fault).
     */
    public static TableData faults(io.benchlab.core.bundle.FaultSamples f, List<String> variants) {
        return perVariant("Variant · stream", io.benchlab.core.report.FaultViews.FAULT_HEADERS, variants,
                v -> io.benchlab.core.report.FaultViews.faultTable(f, v));
    }

    /** Each durability audit per node, the report's and {@code show}'s table ({@code FaultViews.auditTable}). */
    public static TableData audits(io.benchlab.core.bundle.FaultSamples f, List<String> variants) {
        return perVariant("Variant · stream", io.benchlab.core.report.FaultViews.AUDIT_HEADERS, variants,
                v -> io.benchlab.core.report.FaultViews.auditTable(f, v));
    }

    /** Each side load's executions, {@code show}'s and the report's table ({@code SideLoadsView.executions}). */
    public static TableData sideLoads(io.benchlab.core.bundle.SideLoadSamples s, List<String> variants) {
        List<String> headers = io.benchlab.core.view.SideLoadsView.executions(s, "").headers();
        return perVariant("Variant · phase", headers, variants, v -> io.benchlab.core.view.SideLoadsView.executions(s, v));
    }

    private static TableData perVariant(String first, List<String> headers, List<String> variants,
                                        java.util.function.Function<String, io.benchlab.core.view.Table> table) {
        List<String> h = new ArrayList<>(List.of(first));
        h.addAll(headers);
        List<List<String>> rows = new ArrayList<>();
        for (String v : variants) {
            for (io.benchlab.core.view.Row r : table.apply(v).rows()) {
                List<String> row = new ArrayList<>(List.of(v + " · " + r.label()));
                r.cells().forEach(cell -> row.add(cell.text()));
                rows.add(row);
            }
        }
        return rows.isEmpty() ? TableData.empty() : new TableData(h, rows);
    }

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
            io.benchlab.core.view.Table t = io.benchlab.core.report.ClusterViews.nodeTable(nodes,
                    c.digests().stream().filter(d -> d.variant().equals(v)).toList());
            List<String> first = new ArrayList<>(List.of(v));
            first.addAll(t.headers());
            rows.add(first);
            for (io.benchlab.core.view.Row r : t.rows()) {
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

    /** Heads the label column of a table of every variant's streams ("default · Run1/insert"). */
    public static final String STREAM_CORNER = "Variant · phase/op";

    /**
     * Stream results, one row per stream run (variant × phase × operation × thread count): the stream
     * summary {@code show} prints ({@link StreamSummaryView}), each row labelled by its variant.
     */
    public static TableData streams(StreamSamples samples) {
        return table(STREAM_CORNER, StreamSummaryView.totals(LabelledStream.byVariant(samples)));
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
        return io.benchlab.core.view.StreamBreakdownViews.all(LabelledStream.byVariant(samples)).stream()
                .map(t -> new Titled(t.id(), t.title(), table(t.corner(), t.table()))).toList();
    }

    /** A report table as the workbench's text table: the row labels first, under {@code corner}. */
    public static TableData table(String corner, io.benchlab.core.view.Table t) {
        List<String> headers = new ArrayList<>(List.of(corner));
        headers.addAll(t.headers());
        List<List<String>> rows = new ArrayList<>();
        for (io.benchlab.core.view.Row r : t.rows()) {
            List<String> row = new ArrayList<>(List.of(r.label()));
            r.cells().forEach(c -> row.add(c.text()));
            rows.add(row);
        }
        return new TableData(headers, rows);
    }

    /**
     * The thread states side by side ({@link ThreadStatesView#sideBySide}, the report's table): per
     * operation and state (the largest share in any variant first), each variant's share of the
     * sessions' sampled time and the most sessions in it at once.
     */
    public static TableData states(io.benchlab.core.bundle.StateSamples samples) {
        List<String> headers = new ArrayList<>(List.of("Operation", "State"));
        List<List<String>> rows = new ArrayList<>();
        for (String op : samples.operationNames()) {
            Map<String, io.benchlab.core.bundle.StateSamples.OperationStates> sides = new LinkedHashMap<>();
            samples.variants().forEach(v -> sides.put(v, samples.of(v, op)));
            io.benchlab.core.view.Table t = ThreadStatesView.sideBySide(sides);
            if (headers.size() == 2) {
                headers.addAll(t.headers());
            }
            String label = op;
            for (io.benchlab.core.view.Row r : t.rows()) {
                List<String> row = new ArrayList<>(List.of(label, r.label()));
                r.cells().forEach(c -> row.add(c.text()));
                rows.add(row);
                label = "";
            }
        }
        return new TableData(headers, rows);
    }

    /**
     * What the workloads' own rules make of their streams ({@link WorkloadFiguresView}, as {@code show} and the
     * report lay it out): each declared rate over the run with its ceiling share and per-interval range (TPC-C's
     * NOPM, TPM, efficiency). Empty for other workloads.
     */
    public static TableData workloadFigures(StreamSamples samples) {
        return table(STREAM_CORNER, WorkloadFiguresView.rates(LabelledStream.byVariant(samples)));
    }

    /** Each response-time limit with the observed percentile and whether it was met (TPC-C's 90th percentiles). */
    public static TableData workloadLimits(StreamSamples samples) {
        return table(STREAM_CORNER, WorkloadFiguresView.limits(LabelledStream.byVariant(samples)));
    }

    /** The streams' performance_schema waits and stages ({@link WaitEventsView#ofRun}, as {@code show} and the report lay them out). */
    public static TableData waits(io.benchlab.core.bundle.WaitSamples samples) {
        return table(WaitEventsView.CORNER, WaitEventsView.ofRun(samples));
    }

    /** A's and B's waits and stages: operation, kind, event, A, B ({@link WaitEventsView#changes}). */
    public static TableData waitChanges(List<io.benchlab.core.bundle.WaitSamples.EventChange> changes) {
        return table(WaitEventsView.CORNER, WaitEventsView.changes(changes));
    }

    /** A's and B's thread-state shares: operation, state, A, B ({@link ThreadStatesView#changes}: "62%", "3%"). */
    public static TableData stateChanges(List<io.benchlab.core.bundle.StateSamples.ShareChange> changes) {
        return table("Operation", ThreadStatesView.changes(changes));
    }

    /**
     * The notes the workloads put beside their streams' figures (TPC-C-derived, not audited; the mix), and which
     * streams ran together, one line each.
     */
    public static String workloadNotes(StreamSamples samples) {
        List<String> lines = new ArrayList<>();
        WorkloadFiguresView.notes(LabelledStream.byVariant(samples)).forEach((label, notes) -> notes.forEach(n -> lines.add(label + ": " + n)));
        lines.addAll(StreamSummaryView.together(samples.streams()));
        return String.join("\n", lines);
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
     * A sweep's verdicts as the report shows them ({@link io.benchlab.core.view.SweepTable}, which
     * {@code show} prints too): one row per operation (the total first), one column per swept value,
     * the baseline value first; each cell the median seconds and the verdict against the baseline in
     * a few words.
     */
    public static TableData sweep(io.benchlab.core.view.SweepTable t) {
        List<String> headers = new ArrayList<>(List.of("Operation"));
        t.values().forEach(v -> headers.add(t.variable() + "=" + v + (v.equals(t.baselineValue()) ? " (baseline)" : "")));
        List<List<String>> rows = new ArrayList<>();
        for (io.benchlab.core.view.SweepTable.Line line : t.lines()) {
            List<String> row = new ArrayList<>(List.of(line.operation()));
            for (io.benchlab.core.view.SweepTable.Entry e : line.entries()) {
                String seconds = Double.isNaN(e.seconds()) ? "–" : Numbers.seconds(e.seconds());
                row.add(e.baseline() ? seconds : seconds + " · " + (e.verdict() == null ? "–" : e.verdict().brief()));
            }
            rows.add(row);
        }
        return new TableData(headers, rows);
    }
}
