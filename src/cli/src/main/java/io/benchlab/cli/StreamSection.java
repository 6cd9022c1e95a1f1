package io.benchlab.cli;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.Environment;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.bundle.Records.SystemSample;
import io.benchlab.core.bundle.Records;
import io.benchlab.core.bundle.StreamSamples.Stream;
import io.benchlab.core.bundle.StreamSamples;
import io.benchlab.core.report.RunDocument;
import io.benchlab.core.stats.FiveNumberSummary;
import io.benchlab.core.stats.Thinning;
import io.benchlab.core.stream.InsertSeries;
import io.benchlab.core.view.LabelledStream;
import io.benchlab.core.view.LoadHostTable;
import io.benchlab.core.view.StreamBreakdownViews;
import io.benchlab.core.view.StreamSummaryView;
import io.benchlab.core.view.Table;
import io.benchlab.core.view.TitledTable;
import io.benchlab.core.view.WorkloadFiguresView;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The stream part of {@code benchlab show}: per variant, the totals of each stream (and each
 * thread count of a sweep), the boxplot data of per-interval throughput and p99, for row streams
 * the iiBench insert-rate series with exit velocity, and for arrival-rate streams λ and p99 per
 * interval per thread count, and what the machine did per interval. Every figure comes from
 * {@link StreamSamples}, as the report's, the JSON's and the GUI's do.
 */
final class StreamSection {
    /** Rows of a printed series; longer runs are thinned evenly. */
    static final int MAX_SERIES_ROWS = 20;

    private StreamSection() {
    }

    static String render(Bundle b) {
        return render(StreamSamples.of(b), Environment.of(b));
    }

    static String render(StreamSamples samples, Environment env) {
        if (samples.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        for (String variant : samples.variants()) {
            List<Stream> streams = samples.of(variant);
            out.append('\n').append("Streams — ").append(variant).append('\n');
            TextTable box = new TextTable(List.of("Phase/op", "Threads", "Intervals", "min/s", "q1/s", "median/s", "q3/s",
                    "max/s", "mean/s", "p99 min", "p99 median", "p99 max ms"));
            for (Stream st : streams) {
                String label = st.key().label();
                String threads = Integer.toString(st.key().threads());
                FiveNumberSummary u = st.unitsPerSecond();
                FiveNumberSummary p = st.p99Micros();
                box.row(List.of(label, threads, Integer.toString(st.intervals().size()),
                        fmt(u == null ? Double.NaN : u.min()), fmt(u == null ? Double.NaN : u.q1()), fmt(u == null ? Double.NaN : u.median()),
                        fmt(u == null ? Double.NaN : u.q3()), fmt(u == null ? Double.NaN : u.max()), fmt(u == null ? Double.NaN : u.mean()),
                        ms(p == null ? Double.NaN : p.min()), ms(p == null ? Double.NaN : p.median()), ms(p == null ? Double.NaN : p.max())));
            }
            List<LabelledStream> labelled = LabelledStream.within(streams);
            out.append("Totals (latency = response time; arrival mode counts queue time; driver CPU = worker threads' CPU per operation; "
                    + "process CPU = all of benchlab's threads, JIT, GC and sampler included, per operation)\n")
                    .append(TextTable.of(StreamSummaryView.CORNER, StreamSummaryView.totals(labelled)).render());
            out.append(together(streams));
            out.append(workloadFigures(labelled));
            out.append(breakdown(labelled));
            out.append('\n').append("Per-interval throughput in units/s and p99 (boxplot data: five-number summary and mean)\n")
                    .append(box.render());
            for (Stream st : streams) {
                if (st.rows()) {
                    out.append(insertSeries(st));
                }
            }
            out.append(machine(streams, env));
            out.append(arrivals(streams));
            out.append(loadHosts(streams));
        }
        return out.toString();
    }

    /**
     * What the totals hold inside, in the tables the report and the GUI show too
     * ({@link StreamBreakdownViews}): sysbench's SQL statistics for a stream that counts its
     * statements by class, then each kind, each count and each class of error; and per stream its
     * intervals as sysbench's {@code --report-interval} prints them. Empty for streams that have none
     * of these.
     */
    private static String breakdown(List<LabelledStream> labelled) {
        StringBuilder out = new StringBuilder();
        for (TitledTable t : StreamBreakdownViews.all(labelled)) {
            out.append('\n').append(t.title()).append('\n').append(TextTable.of("Phase/op", t.table()).render());
        }
        for (LabelledStream l : labelled) {
            Table intervals = StreamBreakdownViews.intervals(l);
            if (intervals.present()) {
                out.append('\n').append(String.format(Locale.ROOT, "Per interval — %s, %d thread(s) (as sysbench --report-interval prints "
                        + "it: operations/s = tps, units/s = qps)%n", l.label(), l.stream().key().threads()))
                        .append(TextTable.of("End", intervals).render());
            }
        }
        return out.toString();
    }

    /**
     * What the workload's own rules make of its figures ({@link WorkloadFiguresView}, as the report and the GUI show them):
     * its notes (what it is and is not, the mix that ran), its rates over the run and per interval (TPC-C's NOPM and TPM,
     * with the efficiency against a ceiling), and the response times its kinds must meet at a percentile (TPC-C's 90th
     * percentiles). Empty for workloads without.
     */
    private static String workloadFigures(List<LabelledStream> streams) {
        StringBuilder out = new StringBuilder();
        Map<String, List<String>> notes = WorkloadFiguresView.notes(streams);
        if (!notes.isEmpty()) {
            out.append('\n').append("About the workload's figures\n");
            notes.forEach((label, lines) -> lines.forEach(n -> out.append("  ").append(label).append(": ").append(n).append('\n')));
        }
        Table rates = WorkloadFiguresView.rates(streams);
        if (rates.present()) {
            out.append('\n').append("Rates (the workload's own figures over the measured time; interval columns: per-interval values)\n")
                    .append(TextTable.of(StreamSummaryView.CORNER, rates).alsoLeft(2).alsoLeft(9).render());
        }
        Table limits = WorkloadFiguresView.limits(streams);
        if (limits.present()) {
            out.append('\n').append("Response-time limits (each kind's percentile over the run, from the histogram log)\n")
                    .append(TextTable.of(StreamSummaryView.CORNER, limits).alsoLeft(2).alsoLeft(6).render());
        }
        return out.toString();
    }

    /** Which streams ran at the same time ({@code stream.together}); empty when each ran alone. */
    private static String together(List<Stream> streams) {
        List<String> lines = StreamSummaryView.together(streams);
        if (lines.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder("Streams run together (machine and server samples are kept with the first stream that writes)\n");
        lines.forEach(l -> out.append("  ").append(l).append('\n'));
        return out.toString();
    }

    /** Streams run on load hosts: each host's share, beside the merged figures above (the GUI shows the same table). */
    private static String loadHosts(List<Stream> streams) {
        List<List<String>> rows = LoadHostTable.rows(streams);
        if (rows.isEmpty()) {
            return "";
        }
        TextTable t = new TextTable(LoadHostTable.HEADERS);
        rows.forEach(t::row);
        return "\nLoad hosts (the streams above are these hosts' intervals merged; clock offset = host minus this machine)\n" + t.render();
    }

    private static String insertSeries(Stream st) {
        if (st.intervals().isEmpty()) {
            return "";
        }
        InsertSeries series = st.rateVsUnits();
        StringBuilder out = new StringBuilder();
        out.append('\n').append(String.format(Locale.ROOT, "Insert rate vs rows inserted — %s, %d thread(s)%n",
                st.key().label(), st.key().threads()));
        TextTable t = new TextTable(List.of("Rows inserted", "Seconds", "Inserts/s (interval)", "Cumulative inserts/s"));
        for (InsertSeries.Point p : series.thinned(MAX_SERIES_ROWS)) {
            t.row(List.of(String.format(Locale.ROOT, "%,d", p.cumulativeUnits()), String.format(Locale.ROOT, "%.1f", p.endSeconds()),
                    fmt(p.unitsPerSecond()), fmt(p.cumulativeRate())));
        }
        out.append(t.render());
        out.append(String.format(Locale.ROOT, "  %,d rows in %.1f s: cumulative %s rows/s; exit velocity (last %.0f%% of rows) %s rows/s%n",
                series.units(), series.seconds(), fmt(series.cumulativeRate()), series.exitFraction() * 100, fmt(series.exitVelocity())));
        return out.toString();
    }

    /** Percentiles on the compare plot, one decade of tail apart. */
    private static final double[] COMPARE_PERCENTILES = {50, 90, 99, 99.9, 99.99, 100};
    private static final int BAR = 30;

    /**
     * For {@code compare}: each stream of variant A with its counterpart in B (same phase,
     * operation and threads): units/s and the response-time distribution from the histogram logs
     * as a percentile plot in text (log-scale percentile rows, bars to scale). Empty when they
     * share no stream.
     */
    static String compare(Bundle ba, String va, Bundle bb, String vb) {
        StreamSamples a = StreamSamples.of(ba);
        StreamSamples b = StreamSamples.of(bb);
        StringBuilder out = new StringBuilder();
        for (Stream sa : a.of(va)) {
            Stream sb = b.of(vb).stream().filter(s -> s.key().phase().equals(sa.key().phase())
                    && s.key().operation().equals(sa.key().operation()) && s.key().threads() == sa.key().threads()).findFirst().orElse(null);
            if (sb == null || sa.summary() == null || sb.summary() == null) {
                continue;
            }
            out.append(String.format(Locale.ROOT, "  %s, %d thread(s): A %s %s/s, B %s %s/s (B/A %.3f); exit velocity A %s, B %s%n",
                    sa.key().label(), sa.key().threads(), fmt(sa.summary().unitsPerSecond()), sa.unit(), fmt(sb.summary().unitsPerSecond()),
                    sb.unit(), sb.summary().unitsPerSecond() / sa.summary().unitsPerSecond(), fmt(sa.exitVelocity()), fmt(sb.exitVelocity())));
            if (sa.distribution().isEmpty() || sb.distribution().isEmpty()) {
                continue;
            }
            out.append("    response time by percentile (from the histogram logs; bars to scale, A = #, B = =)\n");
            double max = Math.max(at(sa, 100), at(sb, 100));
            for (double p : COMPARE_PERCENTILES) {
                double ma = at(sa, p);
                double mb = at(sb, p);
                out.append(String.format(Locale.ROOT, "    %8s  A %10s ms %-" + BAR + "s%n", p == 100 ? "max" : trimPercent(p),
                        String.format(Locale.ROOT, "%.2f", ma / 1000), "#".repeat((int) Math.round(BAR * ma / max))));
                out.append(String.format(Locale.ROOT, "    %8s  B %10s ms %-" + BAR + "s%n", "",
                        String.format(Locale.ROOT, "%.2f", mb / 1000), "=".repeat((int) Math.round(BAR * mb / max))));
            }
        }
        return out.toString();
    }

    private static double at(Stream s, double percentile) {
        return s.distribution().stream().filter(p -> p.percentile() == percentile).mapToDouble(StreamSamples.Percentile::micros)
                .findFirst().orElse(Double.NaN);
    }

    private static String trimPercent(double p) {
        return (p == Math.rint(p) ? String.format(Locale.ROOT, "%.0f", p) : String.valueOf(p)) + "%";
    }

    /** Per query: its seconds next to what the machine did while it ran; empty when no query has a sample. */
    static String queries(List<RunDocument.QueryMachine> rows, Environment env) {
        if (rows.isEmpty()) {
            return "";
        }
        String device = rows.stream().map(r -> r.system().device()).filter(d -> d != null).findFirst().orElse("no device");
        StringBuilder out = new StringBuilder();
        out.append('\n').append("Machine per query (disk: ").append(device).append(")")
                .append(env.machineFiguresNote().map(n -> " — " + n).orElse("")).append('\n');
        TextTable t = new TextTable(List.of("Variant", "Phase/op", "Seconds", "CPU usr", "sys", "iowait", "steal", "r/s", "w/s", "rMB/s",
                "wMB/s", "await ms", "util", "server cores", "server RSS", "page cache"));
        for (RunDocument.QueryMachine r : rows) {
            SystemSample m = r.system();
            t.row(List.of(r.variant(), r.phase() + "/" + r.operation(), TextTable.seconds(r.seconds()), pct(m.cpuUser()), pct(m.cpuSystem()),
                    pct(m.cpuIowait()), pct(m.cpuSteal()), dec(m.readsPerSecond()), dec(m.writesPerSecond()), dec(m.readMBPerSecond()),
                    dec(m.writeMBPerSecond()), dec(m.awaitMillis()), pct(m.utilization()), dec(m.serverCpuCores()),
                    m.serverRssBytes() == null ? "-" : TextTable.bytes(m.serverRssBytes()),
                    m.pageCacheBytes() == null ? "-" : TextTable.bytes(m.pageCacheBytes())));
        }
        return out.append(t.render()).toString();
    }

    /** Per interval: throughput next to what the machine did (CPU, the datadir's disk, the server process). */
    private static String machine(List<Stream> streams, Environment env) {
        StringBuilder out = new StringBuilder();
        for (Stream st : streams) {
            List<IntervalRecord> rows = st.intervals().stream().filter(i -> i.system() != null).toList();
            if (rows.isEmpty()) {
                continue;
            }
            String device = rows.stream().map(i -> i.system().device()).filter(d -> d != null).findFirst().orElse("no device");
            out.append('\n').append(String.format(Locale.ROOT, "Machine per interval — %s, %d thread(s) (disk: %s)%s%n",
                    st.key().label(), st.key().threads(), device, env.machineFiguresNote().map(n -> " — " + n).orElse("")));
            TextTable t = new TextTable(List.of("Interval", "Units/s", "CPU usr", "sys", "iowait", "steal", "r/s", "w/s", "rMB/s", "wMB/s",
                    "await ms", "util", "in-flight", "server cores", "server RSS", "page cache"));
            for (IntervalRecord i : Thinning.evenly(rows, MAX_SERIES_ROWS)) {
                SystemSample m = i.system();
                t.row(List.of("#" + i.index(), fmt(i.unitsPerSecond()), pct(m.cpuUser()), pct(m.cpuSystem()), pct(m.cpuIowait()),
                        pct(m.cpuSteal()), dec(m.readsPerSecond()), dec(m.writesPerSecond()), dec(m.readMBPerSecond()),
                        dec(m.writeMBPerSecond()), dec(m.awaitMillis()), pct(m.utilization()),
                        m.inFlight() == null ? "-" : Long.toString(m.inFlight()), dec(m.serverCpuCores()),
                        m.serverRssBytes() == null ? "-" : TextTable.bytes(m.serverRssBytes()),
                        m.pageCacheBytes() == null ? "-" : TextTable.bytes(m.pageCacheBytes())));
            }
            out.append(t.render());
        }
        return out.toString();
    }

    /** Arrival-rate streams: λ per thread count, then p99 per interval (rows) and thread count (columns). */
    private static String arrivals(List<Stream> streams) {
        List<Stream> arrival = streams.stream().filter(s -> s.summary() != null && s.summary().arrivals() != null).toList();
        if (arrival.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        out.append('\n').append("Arrival rate (Poisson): target and achieved λ, how late arrivals were enqueued, queue vs service time\n");
        TextTable t = new TextTable(List.of("Phase/op", "Threads", "Target λ/s", "Achieved λ/s", "Achieved/target",
                "Late p99 ms", "Late max ms", "Service p99 ms", "Response p99 ms", "Queued at end", "Kept up"));
        for (Stream st : arrival) {
            StreamRecord s = st.summary();
            Records.Arrivals a = s.arrivals();
            t.row(List.of(st.key().label(), Integer.toString(st.key().threads()),
                    fmt(a.targetPerSecond()), fmt(a.achievedPerSecond()), String.format(Locale.ROOT, "%.4f", a.achievedPerSecond() / a.targetPerSecond()),
                    ms(a.lateness().p99Micros()), ms(a.lateness().maxMicros()),
                    ms(s.serviceTime().p99Micros()), ms(s.latency().p99Micros()), count(a.queuedAtEnd()),
                    s.overload() == null ? "yes" : s.overload().words()));
        }
        out.append(t.render());
        // the arrival streams of one phase/operation (the thread sweep) make one p99-over-time table
        for (List<Stream> g : new StreamSamples(arrival).byThreadSweep()) {
            out.append('\n').append(String.format(Locale.ROOT, "p99 response time per interval in ms (columns: threads) — %s%n",
                    g.get(0).key().label()));
            List<String> header = new ArrayList<>(List.of("Interval"));
            int rows = 0;
            for (Stream s : g) {
                header.add(Integer.toString(s.key().threads()));
                rows = Math.max(rows, s.intervals().size());
            }
            TextTable p99 = new TextTable(header);
            for (int r = 0; r < rows; r++) {
                List<String> row = new ArrayList<>(List.of("#" + r));
                for (Stream s : g) {
                    Double v = r < s.intervals().size() ? s.intervals().get(r).p99Micros() : null;
                    row.add(r < s.intervals().size() ? ms(v == null ? Double.NaN : v) : "");
                }
                p99.row(row);
            }
            out.append(p99.render());
        }
        return out.toString();
    }

    private static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    private static String ms(double micros) {
        return Double.isFinite(micros) ? String.format(Locale.ROOT, "%.2f", micros / 1000) : "-";
    }

    private static String pct(Double share) {
        return share == null || !Double.isFinite(share) ? "-" : String.format(Locale.ROOT, "%.0f%%", share * 100);
    }

    private static String dec(Double v) {
        return v == null ? "-" : fmt(v);
    }

    static String fmt(double v) {
        if (!Double.isFinite(v)) {
            return "-";
        }
        return Math.abs(v) >= 100 ? String.format(Locale.ROOT, "%,.0f", v) : String.format(Locale.ROOT, "%.1f", v);
    }

}
