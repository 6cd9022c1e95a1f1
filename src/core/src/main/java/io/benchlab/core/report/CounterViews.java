package io.benchlab.core.report;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BufferPoolFigures;
import io.benchlab.core.view.BufferPoolView;
import io.benchlab.core.bundle.VariantSizes;
import io.benchlab.core.view.SizesView;
import io.benchlab.core.view.TitledTable;
import io.benchlab.core.bundle.BundleSummary;
import io.benchlab.core.bundle.PhaseKind;
import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.bundle.PhaseKinds;
import io.benchlab.core.bundle.Records;
import io.benchlab.core.bundle.StatusVariables;
import io.benchlab.core.bundle.StreamSamples;
import io.benchlab.core.report.Views.CounterDiff;
import io.benchlab.core.report.Views.CounterRow;
import io.benchlab.core.util.Numbers;
import io.benchlab.core.view.Cell;
import io.benchlab.core.view.Row;
import io.benchlab.core.view.Table;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The counters section: status counter changes of each candidate against the baseline, per
 * operation (queries) or per thousand operations (streams), cold and warm phases apart, the
 * largest movers first; each query's buffer pool per phase ({@code view.BufferPoolView}); and the
 * status gauges, before the first and after the last operation of each phase.
 */
final class CounterViews {
    /** Counter rows shown per comparison; the rest are counted, not listed. */
    static final int COUNTER_ROWS = 40;

    private CounterViews() {
    }

    /**
     * Each candidate's counters of queries, then of streams, against the baseline's, cold phases and
     * warm phases apart (a cold run reads what a warm one finds in the pool: added together they
     * describe neither); none where either side has no operation of that kind.
     */
    static List<CounterDiff> diffs(List<Column> columns) {
        List<CounterDiff> out = new ArrayList<>();
        Column base = columns.get(0);
        for (Column cand : columns.subList(1, columns.size())) {
            for (PhaseKind kind : PhaseKind.values()) {
                CounterDiff q = diff("Status counters of queries, " + kind.word() + " phases", Counters.queries(base, kind),
                        Counters.queries(cand, kind), base, cand);
                if (q != null) {
                    out.add(q);
                }
            }
            for (PhaseKind kind : PhaseKind.values()) {
                CounterDiff s = diff("Status counters of streams, " + kind.word() + " phases", Counters.streams(base, kind),
                        Counters.streams(cand, kind), base, cand);
                if (s != null) {
                    out.add(s);
                }
            }
        }
        return out;
    }

    /**
     * The buffer pool per query and phase: each column's own table, then each candidate beside the
     * baseline (cold with cold, warm with warm); empty when no column read InnoDB pages.
     */
    static List<TitledTable> bufferPool(List<Column> columns) {
        List<TitledTable> out = new ArrayList<>();
        Map<Bundle, BufferPoolFigures> figures = new LinkedHashMap<>();
        for (Column c : columns) {
            BufferPoolFigures f = figures.computeIfAbsent(c.bundle(), BufferPoolFigures::of);
            Table t = BufferPoolView.ofVariant(f.of(c.variant()));
            if (t.present()) {
                out.add(new TitledTable("bufferpool-" + out.size(), c.label(), BufferPoolView.CORNER, t));
            }
        }
        Column base = columns.get(0);
        for (Column cand : columns.subList(1, columns.size())) {
            Table t = BufferPoolView.between(base.label(), figures.get(base.bundle()), base.variant(), cand.label(),
                    figures.get(cand.bundle()), cand.variant());
            if (t.present()) {
                out.add(new TitledTable("bufferpool-" + out.size(), cand.label() + " against " + base.label() + ", per execution",
                        BufferPoolView.CORNER, t));
            }
        }
        return out;
    }

    /** Each bundle's variants' table and index sizes with their size and speed against the first ({@link SizesView}); empty when none. */
    static List<TitledTable> sizes(List<Column> columns) {
        List<TitledTable> out = new ArrayList<>();
        Set<Bundle> seen = new LinkedHashSet<>();
        for (Column c : columns) {
            if (seen.add(c.bundle())) {
                VariantSizes sizes = VariantSizes.of(c.bundle());
                if (!sizes.isEmpty()) {
                    out.add(new TitledTable("sizes-" + out.size(), c.bundle().id(), SizesView.CORNER, SizesView.of(sizes)));
                }
            }
        }
        return out;
    }

    /** Gauges that moved, per column: "before → after" for each phase, as {@code benchlab show} prints them. */
    static Table gauges(List<Column> columns) {
        List<String> phases = new ArrayList<>();
        List<Row> rows = new ArrayList<>();
        Map<Bundle, BundleSummary> summaries = new LinkedHashMap<>();
        for (Column c : columns) {
            BundleSummary s = summaries.computeIfAbsent(c.bundle(), BundleSummary::of);
            s.phases().stream().filter(p -> !phases.contains(p)).forEach(phases::add);
        }
        for (Column c : columns) {
            BundleSummary s = summaries.get(c.bundle());
            Map<String, Map<String, Records.Gauge>> byPhase = s.gauges().getOrDefault(c.variant(), Map.of());
            for (String g : s.topGauges(COUNTER_ROWS)) {
                if (byPhase.values().stream().noneMatch(m -> m.containsKey(g))) {
                    continue;
                }
                List<Cell> cells = new ArrayList<>(List.of(Cell.of(g)));
                for (String p : phases) {
                    Records.Gauge v = byPhase.getOrDefault(p, Map.of()).get(g);
                    cells.add(new Cell(v == null ? "=" : Numbers.count(v.before()) + " → " + Numbers.count(v.after()), null, "num"));
                }
                rows.add(new Row(c.label(), cells));
            }
        }
        List<String> headers = new ArrayList<>(List.of("gauge"));
        headers.addAll(phases);
        return new Table(headers, rows);
    }

    private static CounterDiff diff(String title, Counters a, Counters b, Column base, Column cand) {
        if (a.operations() == 0 || b.operations() == 0) {
            return null;
        }
        Set<String> names = new LinkedHashSet<>(a.totals().keySet());
        names.addAll(b.totals().keySet());
        record Mover(String name, double a, double b, double an, double bn, double rel) {
        }
        List<Mover> movers = new ArrayList<>();
        for (String n : names) {
            double va = a.totals().getOrDefault(n, 0L);
            double vb = b.totals().getOrDefault(n, 0L);
            if ((va == 0 && vb == 0) || n.startsWith("Uptime")) {
                continue; // Uptime* count seconds of the clock, not work done by the queries
            }
            double an = va / a.operations() * a.scale();
            double bn = vb / b.operations() * b.scale();
            var change = StatusVariables.change(n, an, bn);
            // a position (bytes moved) that one side did not move is no infinite change
            double rel = change.isPosition() ? change.magnitude() : an == 0 ? Double.POSITIVE_INFINITY : Math.abs(bn - an) / Math.abs(an);
            movers.add(new Mover(n, va, vb, an, bn, rel));
        }
        if (movers.isEmpty()) {
            return null;
        }
        movers.sort(Comparator.comparingDouble((Mover m) -> m.rel).reversed()
                .thenComparing(Comparator.comparingDouble((Mover m) -> Math.abs(m.bn - m.an)).reversed()));
        List<CounterRow> rows = movers.stream().limit(COUNTER_ROWS).map(m -> new CounterRow(m.name, Numbers.count(m.a), Numbers.count(m.b),
                Numbers.sig(m.an), Numbers.sig(m.bn), StatusVariables.change(m.name, m.an, m.bn).describe("").strip(),
                m.bn > m.an ? "up" : m.bn < m.an ? "down" : "")).toList();
        String per = a.scale() == 1 ? "per operation" : "per " + Numbers.tick(a.scale()) + " operations";
        return new CounterDiff(title, base.label(), cand.label(), per, rows, Math.max(0, movers.size() - COUNTER_ROWS));
    }

    /**
     * Summed status counter deltas of a column and how many operations produced them, so runs of
     * different length compare per operation.
     *
     * @param scale per how many operations the normalised value is given (1 for queries, 1000 for streams)
     */
    private record Counters(Map<String, Long> totals, long operations, double scale) {
        static Counters queries(Column c, PhaseKind kind) {
            Map<String, Long> t = new TreeMap<>();
            long n = 0;
            Set<String> phases = phasesOf(c, kind);
            for (Measurement m : c.bundle().measurements()) {
                if (m.variant().equals(c.variant()) && phases.contains(m.phase()) && m.error() == null && m.globalStatus() != null) {
                    m.globalStatus().forEach((k, v) -> {
                        if (StatusVariables.isCounter(k)) { // older bundles hold gauges here too
                            t.merge(k, v, Long::sum);
                        }
                    });
                    n++;
                }
            }
            return new Counters(t, n, 1);
        }

        private static Set<String> phasesOf(Column c, PhaseKind kind) {
            return PhaseKinds.of(c.bundle(), c.variant()).phases(kind);
        }

        static Counters streams(Column c, PhaseKind kind) {
            Map<String, Long> t = new TreeMap<>();
            long n = 0;
            Set<String> phases = phasesOf(c, kind);
            for (StreamSamples.Stream st : c.streams()) {
                if (!phases.contains(st.key().phase())) {
                    continue;
                }
                for (Records.IntervalRecord i : st.intervals()) {
                    if (i.counters() != null) {
                        i.counters().forEach((k, v) -> {
                            // schema_bytes is a size and gauges are current values: neither is a per-interval delta
                            if (!"schema_bytes".equals(k) && StatusVariables.isCounter(k)) {
                                t.merge(k, v, Long::sum);
                            }
                        });
                    }
                }
                if (st.summary() != null) {
                    n += st.summary().operations();
                }
            }
            return new Counters(t, n, 1000);
        }
    }
}
