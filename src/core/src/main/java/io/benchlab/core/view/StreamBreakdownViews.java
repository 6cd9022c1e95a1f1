package io.benchlab.core.view;

import io.benchlab.core.bundle.StreamBreakdown.CountRow;
import io.benchlab.core.bundle.StreamBreakdown.ErrorRow;
import io.benchlab.core.bundle.StreamBreakdown.IntervalRates;
import io.benchlab.core.bundle.StreamBreakdown.KindRow;
import io.benchlab.core.bundle.StreamBreakdown.SqlStatistics;
import io.benchlab.core.bundle.StreamBreakdown;
import io.benchlab.core.stats.Thinning;
import io.benchlab.core.stream.Stalls;
import io.benchlab.core.util.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The tables of what streams' totals are made of ({@link StreamBreakdown}): sysbench's SQL
 * statistics, each kind of operation, each named count, each class of error, and sysbench's
 * per-interval report. The report, {@code show} and the GUI render these same tables, so the three
 * faces print the same figures in the same layout; each is empty when no stream has what it shows.
 */
public final class StreamBreakdownViews {
    /** Rows of a per-interval table; longer streams are thinned evenly. */
    public static final int MAX_INTERVAL_ROWS = 20;

    private StreamBreakdownViews() {
    }

    /** Every table there is for these streams, titled, in reading order. */
    public static List<TitledTable> all(List<LabelledStream> streams) {
        List<TitledTable> out = new ArrayList<>();
        add(out, "stream-sql", "SQL statistics, as sysbench reports them (a transaction is one operation, queries are its statements: "
                + "read returned rows, write changed rows, other neither)", "stream", sqlStatistics(streams));
        add(out, "stream-kinds", "Kinds of operation (each kind's operations, share and response times; errors are its failed operations)",
                "stream", kinds(streams));
        add(out, "stream-counts", "Counts (what the workload counted, over the measured run)", "stream", counts(streams));
        add(out, "stream-errors", "Errors by class (retried: rolled back by the engine and the next operation run, the errors sysbench "
                + "ignores)", "stream", errors(streams));
        add(out, "stream-stalls", String.format(Locale.ROOT, "Stalls (runs of intervals below %s of the median interval's %s; depth: "
                + "the lowest interval against the median; period: the time between stall starts when they recur)",
                Numbers.percent(Stalls.BELOW_MEDIAN), rate(streams)), "stream", stalls(streams));
        return out;
    }

    private static void add(List<TitledTable> out, String id, String title, String corner, Table t) {
        if (t.present()) {
            out.add(new TitledTable(id, title, corner, t));
        }
    }

    /**
     * sysbench's summary, one row per stream that counts its statements by class: transactions and
     * queries per second, queries performed by class, ignored errors, reconnects, and a
     * transaction's latency (min, avg, 95th percentile, max, sum).
     */
    public static Table sqlStatistics(List<LabelledStream> streams) {
        List<Row> rows = new ArrayList<>();
        for (LabelledStream l : streams) {
            SqlStatistics s = l.breakdown() == null ? null : l.breakdown().sql();
            if (s == null) {
                continue;
            }
            rows.add(new Row(l.label(), List.of(Cell.of(l.threads()), perSecond(s.transactions(), s.transactionsPerSecond()),
                    perSecond(s.queries(), s.queriesPerSecond()), count(s.reads()), count(s.writes()), count(s.other()),
                    new Cell(perSecond(s.ignoredErrors(), s.ignoredErrorsPerSecond()).text(),
                            "deadlocks, lock wait timeouts and 1020s: rolled back, and the next transaction run", "num"),
                    new Cell(Numbers.count(s.reconnects()), "benchlab does not reconnect: a lost connection ends the stream", "num"),
                    ms(s.latencyMinMillis() == null ? Double.NaN : s.latencyMinMillis()), ms(s.latencyAvgMillis()),
                    ms(s.latency95Millis()), ms(s.latencyMaxMillis()), num(s.latencySumSeconds()))));
        }
        return new Table(List.of("threads", "transactions (per sec.)", "queries (per sec.)", "read", "write", "other",
                "ignored errors (per sec.)", "reconnects", "latency min ms", "avg ms", "95th ms", "max ms", "sum s"), rows);
    }

    /** "1,601 (399.17/s)": a count and its rate, as sysbench prints them. */
    private static Cell perSecond(long n, double perSecond) {
        return new Cell(Numbers.count(n) + " (" + (Double.isFinite(perSecond) ? Numbers.sig(perSecond) : "–") + "/s)", null, "num");
    }

    /** Each kind of each stream: its operations, share, response times and failed operations. */
    public static Table kinds(List<LabelledStream> streams) {
        List<Row> rows = new ArrayList<>();
        for (LabelledStream l : streams) {
            if (l.breakdown() == null) {
                continue;
            }
            for (KindRow k : l.breakdown().kinds()) {
                rows.add(new Row(l.label(), List.of(Cell.of(l.threads()), Cell.of(k.kind()), count(k.operations()), num(k.perSecond()),
                        new Cell(Numbers.percent(k.share()), null, "num"), ms(k.p50Micros() / 1000), ms(k.p95Micros() / 1000),
                        ms(k.p99Micros() / 1000), ms(k.maxMicros() / 1000), count(k.errors()))));
            }
        }
        return new Table(List.of("threads", "kind", "operations", "per second", "share", "p50 ms", "p95 ms", "p99 ms", "max ms", "errors"),
                rows);
    }

    /** Each named count of each stream: in total, per second and per operation. */
    public static Table counts(List<LabelledStream> streams) {
        List<Row> rows = new ArrayList<>();
        for (LabelledStream l : streams) {
            if (l.breakdown() == null) {
                continue;
            }
            for (CountRow c : l.breakdown().counts()) {
                rows.add(new Row(l.label(), List.of(Cell.of(l.threads()), Cell.of(c.name()), count(c.total()), num(c.perSecond()),
                        new Cell(twoDecimals(c.perOperation()), null, "num"))));
            }
        }
        return new Table(List.of("threads", "count", "total", "per second", "per operation"), rows);
    }

    /** Each class of error of each stream. */
    public static Table errors(List<LabelledStream> streams) {
        List<Row> rows = new ArrayList<>();
        for (LabelledStream l : streams) {
            if (l.breakdown() == null) {
                continue;
            }
            for (ErrorRow e : l.breakdown().errors()) {
                rows.add(new Row(l.label(), List.of(Cell.of(l.threads()), Cell.of(e.errorClass()), count(e.errors()), num(e.perSecond()),
                        Cell.of(e.retried() ? "yes" : "no"))));
            }
        }
        return new Table(List.of("threads", "error class", "errors", "per second", "retried"), rows);
    }

    /**
     * One stream's intervals as sysbench's {@code --report-interval} prints them: seconds, threads,
     * tps, qps with reads/writes/other per second, the 95th percentile, errors per second; then each
     * kind's operations per second. Empty for a stream without counts or kinds. At most
     * {@link #MAX_INTERVAL_ROWS} rows, thinned evenly.
     */
    public static Table intervals(LabelledStream l) {
        StreamBreakdown b = l.breakdown();
        if (b == null || b.intervals().isEmpty()) {
            return new Table(List.of(), List.of());
        }
        boolean sql = b.sql() != null;
        List<String> kinds = b.kinds().stream().map(KindRow::kind).toList();
        List<String> headers = new ArrayList<>(List.of("threads", "tps", "qps"));
        if (sql) {
            headers.addAll(List.of("read/s", "write/s", "other/s"));
        } else {
            b.counts().forEach(c -> headers.add(c.name() + "/s"));
        }
        headers.addAll(List.of("95th ms", "err/s"));
        kinds.forEach(k -> headers.add(k + "/s"));
        List<Row> rows = new ArrayList<>();
        for (IntervalRates r : Thinning.evenly(b.intervals(), MAX_INTERVAL_ROWS)) {
            List<Cell> cells = new ArrayList<>(List.of(Cell.of(l.threads()), num(r.operationsPerSecond()), num(r.unitsPerSecond())));
            if (sql) {
                for (String c : SqlStatistics.CLASSES) {
                    cells.add(num(r.counts().getOrDefault(c, Double.NaN)));
                }
            } else {
                b.counts().forEach(c -> cells.add(num(r.counts().getOrDefault(c.name(), Double.NaN))));
            }
            cells.add(ms(r.p95Millis() == null ? Double.NaN : r.p95Millis()));
            cells.add(num(r.errorsPerSecond()));
            kinds.forEach(k -> cells.add(num(r.kinds().getOrDefault(k, Double.NaN))));
            rows.add(new Row(String.format(Locale.ROOT, "%.1f s", r.endSeconds()), cells));
        }
        return new Table(headers, rows);
    }

    /**
     * Every stream's stalls ({@link Stalls}): how many, how long in all and at the longest, how deep, their period when
     * they recur, the throughput outside them, and when the first ones began. Streams of fewer than two intervals have
     * no median worth the name and no row.
     */
    public static Table stalls(List<LabelledStream> streams) {
        String rate = rate(streams);
        List<Row> rows = new ArrayList<>();
        for (LabelledStream l : streams) {
            Stalls s = l.stream().stalls();
            if (s == null || l.stream().intervals().size() < 2) {
                continue;
            }
            List<String> when = s.stalls().stream().limit(SHOWN_STALLS)
                    .map(st -> Numbers.seconds(st.startSeconds()) + " for " + Numbers.seconds(st.durationSeconds())).toList();
            String whenText = s.count() == 0 ? "–" : String.join(", ", when) + (s.count() > SHOWN_STALLS ? ", …" : "");
            rows.add(new Row(l.label(), List.of(Cell.of(l.threads()), num(s.medianPerSecond()),
                    new Cell(Integer.toString(s.count()), null, s.count() > 0 ? "num noisy" : "num"),
                    seconds(s.count() == 0 ? Double.NaN : s.stalledSeconds()), seconds(s.count() == 0 ? Double.NaN : s.longestSeconds()),
                    new Cell(Double.isFinite(s.deepest()) ? Numbers.percent(s.deepest()) : "–", "the lowest interval's " + rate
                            + " against the median (0 %: nothing completed)", "num"),
                    seconds(s.periodSeconds() == null ? Double.NaN : s.periodSeconds()), num(s.unitsPerSecondExcludingStalls()),
                    Cell.of(whenText))));
        }
        return new Table(List.of("threads", "median " + rate, "stalls", "stalled", "longest", "deepest", "period",
                rate + " outside stalls", "when (from the measured start)"), rows);
    }

    /** The streams' rate as the summary heads it ("queries/s"; "units/s" when they count different things), in a sentence. */
    private static String rate(List<LabelledStream> streams) {
        String header = StreamSummaryView.rateHeader(streams);
        return header.equals("Units/s") ? "units/s" : header;
    }

    /** Stalls listed by when they began; more are counted but not listed. */
    private static final int SHOWN_STALLS = 5;

    private static Cell seconds(double s) {
        return new Cell(Double.isFinite(s) ? Numbers.seconds(s) : "–", null, "num");
    }

    private static Cell num(double v) {
        return new Cell(Double.isFinite(v) ? Numbers.sig(v) : "–", null, "num");
    }

    private static Cell count(long n) {
        return new Cell(Numbers.count(n), null, "num");
    }

    private static Cell ms(double millis) {
        return new Cell(Double.isFinite(millis) ? String.format(Locale.ROOT, "%.2f", millis) : "–", null, "num");
    }

    private static String twoDecimals(double v) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, "%.2f", v) : "–";
    }
}
