package io.benchlab.core.view;

import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.bundle.StreamSamples.LimitCheck;
import io.benchlab.core.bundle.StreamSamples.RateFigure;
import io.benchlab.core.stream.RateTotal;
import io.benchlab.core.util.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What a workload's own rules make of its streams, as every face shows it: its notes (what it is and
 * is not, which mix ran), its rates over the run with their share of a ceiling and their
 * per-interval range (TPC-C's NOPM, TPM, efficiency), and each response-time limit with the
 * observed percentile and whether it was met (TPC-C's 90th percentiles) — worded once: "met",
 * "NOT MET", "no operations". Empty tables for workloads that declare none.
 */
public final class WorkloadFiguresView {
    /** A limit's verdict, in every face. */
    public static final String MET = "met";
    public static final String NOT_MET = "NOT MET";
    public static final String NO_OPERATIONS = "no operations";

    private WorkloadFiguresView() {
    }

    /** Each stream's notes, once per stream (not per thread count of a sweep): label → its lines. */
    public static Map<String, List<String>> notes(List<LabelledStream> streams) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (LabelledStream l : streams) {
            StreamRecord s = l.stream().summary();
            if (s != null && s.notes() != null && !s.notes().isEmpty()) {
                out.putIfAbsent(l.label(), s.notes());
            }
        }
        return out;
    }

    /** A row per (stream, declared rate): the rate over the run, its ceiling and share, its per-interval range, its source. */
    public static Table rates(List<LabelledStream> streams) {
        List<Row> rows = new ArrayList<>();
        for (LabelledStream l : streams) {
            if (l.stream().summary() == null) {
                continue;
            }
            for (RateFigure f : l.stream().rateFigures()) {
                RateTotal r = f.total();
                rows.add(new Row(l.label(), List.of(Cell.num(l.threads()), Cell.of(r.name() + " per " + f.per()), num(r.value()),
                        num(r.ceiling()), r.share() == null ? Cell.num("–")
                                : new Cell(r.ceilingShare() + " " + Numbers.percent(r.share()), "the rate over its ceiling", "num"),
                        num(f.intervalMin()), num(f.intervalMedian()), num(f.intervalMax()), new Cell(r.source(), r.description(), null))));
            }
        }
        return new Table(List.of("Threads", "Rate", "Over the run", "Ceiling", "Share of the ceiling", "Interval min", "Interval median",
                "Interval max", "From"), rows);
    }

    /** A row per (stream, kind limit): the percentile, the limit, what was observed and whether it was met (a miss flagged "missed"). */
    public static Table limits(List<LabelledStream> streams) {
        List<Row> rows = new ArrayList<>();
        for (LabelledStream l : streams) {
            if (l.stream().summary() == null) {
                continue;
            }
            for (LimitCheck c : l.stream().limits()) {
                rows.add(new Row(l.label(), List.of(Cell.num(l.threads()), Cell.of(c.kind()), Cell.of(percentile(c.percentile())),
                        Cell.num(String.format(Locale.ROOT, "%,.0f", c.limitMillis())),
                        Cell.num(c.observedMillis() == null ? "–" : String.format(Locale.ROOT, "%,.2f", c.observedMillis())),
                        new Cell(met(c.met()), null, Boolean.FALSE.equals(c.met()) ? "missed" : null))));
            }
        }
        return new Table(List.of("Threads", "Kind", "Percentile", "Limit ms", "Observed ms", "Met"), rows);
    }

    /** A limit's verdict in one word: met, NOT MET, or no operations of that kind to judge. */
    public static String met(Boolean met) {
        return met == null ? NO_OPERATIONS : met ? MET : NOT_MET;
    }

    private static Cell num(Double v) {
        return Cell.num(v == null || !Double.isFinite(v) ? "–" : Numbers.sig(v));
    }

    /** "90th", "99.9th". */
    static String percentile(double p) {
        return (p == Math.rint(p) ? String.format(Locale.ROOT, "%.0f", p) : String.valueOf(p)) + "th";
    }
}
