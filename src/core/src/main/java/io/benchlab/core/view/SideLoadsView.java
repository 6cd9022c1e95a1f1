package io.benchlab.core.view;

import io.benchlab.core.bundle.SideLoadRecords.SideLoadRecord;
import io.benchlab.core.bundle.SideLoadSamples;
import io.benchlab.core.bundle.SideLoadSamples.Cost;
import io.benchlab.core.util.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A run's side loads ({@code sideload:}), laid out once for every face: each execution of each side
 * load beside its phase's streams — when it started and ended on the streams' clock, how long, the
 * rows or operations, the error — and, for {@code compare}, each side load's cost in two variants.
 */
public final class SideLoadsView {
    /** The corner of {@link #executions}: rows are labelled by phase. */
    public static final String CORNER = "Phase";
    /** Rows listed at most per variant (a periodic side load runs many times); the JSON has them all. */
    public static final int LISTED = 40;

    private SideLoadsView() {
    }

    /** One row per execution, the first {@link #LISTED} of a variant. */
    public static Table executions(SideLoadSamples s, String variant) {
        List<Row> rows = new ArrayList<>();
        for (SideLoadRecord r : s.of(variant).stream().limit(LISTED).toList()) {
            Long count = r.operations() != null ? r.operations() : r.rows();
            rows.add(new Row(r.phase() + (r.round() > 1 ? "#" + r.round() : ""), List.of(Cell.num(Integer.toString(r.threads())),
                    Cell.of(r.name()), Cell.of(r.kind().word()), Cell.num(Integer.toString(r.execution())),
                    Cell.num(Numbers.secondsColumn(r.startSeconds())),
                    Cell.num(r.endSeconds() == null ? "–" : Numbers.secondsColumn(r.endSeconds())),
                    Cell.num(r.seconds() == null ? "–" : Numbers.secondsColumn(r.seconds())),
                    Cell.num(count == null ? "–" : String.format(Locale.ROOT, "%,d", count)),
                    new Cell(r.error() == null ? (r.errors() != null && r.errors() > 0 ? r.errors() + " failed operation(s)" : "ok")
                            : "failed: " + r.error(), r.what(), null))));
        }
        return new Table(List.of("Threads", "Side load", "Kind", "#", "Start s", "End s", "Seconds", "Rows/ops", "Outcome"), rows);
    }

    /**
     * A stream's throughput and p99 per interval with the side loads that ran during each marked
     * beside it (the text face's chart: the dip lines up with its cause); empty when none ran beside it.
     */
    public static Table intervals(io.benchlab.core.bundle.StreamSamples.Stream st, SideLoadSamples s) {
        if (s.marks(st.key()).isEmpty()) {
            return Table.empty();
        }
        List<Row> rows = new ArrayList<>();
        for (io.benchlab.core.bundle.Records.IntervalRecord i : st.intervals()) {
            double from = i.startOffsetMillis() / 1000.0;
            double to = (i.startOffsetMillis() + i.lengthMillis()) / 1000.0;
            List<String> during = s.during(st.key(), from, to);
            rows.add(new Row("#" + i.index(), List.of(Cell.num(Numbers.secondsColumn(to)), Cell.num(Numbers.sig(i.unitsPerSecond())),
                    Cell.num(i.p99Micros() == null ? "–" : String.format(Locale.ROOT, "%.2f", i.p99Micros() / 1000)),
                    Cell.of(during.isEmpty() ? "" : "◀ " + String.join(", ", during)))));
        }
        return new Table(List.of("End s", "Units/s", "p99 ms", "Side loads running"), rows);
    }

    /** How many executions of a variant were left out of {@link #executions}. */
    public static int notListed(SideLoadSamples s, String variant) {
        return Math.max(0, s.of(variant).size() - LISTED);
    }

    /**
     * Each side load of variant A beside the same one (phase, thread count, name) of B: executions,
     * mean and longest seconds, rows, failures. Empty when they share none.
     */
    public static Table compare(SideLoadSamples a, String va, SideLoadSamples b, String vb) {
        List<Row> rows = new ArrayList<>();
        List<Cost> other = b.costs(vb);
        for (Cost ca : a.costs(va)) {
            Cost cb = other.stream().filter(c -> c.id().equals(ca.id())).findFirst().orElse(null);
            if (cb == null) {
                continue;
            }
            rows.add(new Row(ca.phase() + " · " + ca.name(), List.of(Cell.num(ca.executions() + " / " + cb.executions()),
                    Cell.num(sec(ca.meanSeconds()) + " / " + sec(cb.meanSeconds())), Cell.num(sec(ca.maxSeconds()) + " / " + sec(cb.maxSeconds())),
                    Cell.num(ratio(ca.meanSeconds(), cb.meanSeconds())), Cell.num(ca.failures() + " / " + cb.failures()))));
        }
        return new Table(List.of("Executions A / B", "Mean s A / B", "Longest s A / B", "B/A mean", "Failed A / B"), rows);
    }

    private static String sec(Double s) {
        return s == null ? "–" : Numbers.secondsColumn(s);
    }

    private static String ratio(Double a, Double b) {
        return a == null || b == null || a <= 0 ? "–" : String.format(Locale.ROOT, "%.2f", b / a);
    }
}
