package io.benchlab.core.report;

import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.bundle.Records.SystemSample;
import io.benchlab.core.bundle.StreamBreakdown;
import io.benchlab.core.bundle.StreamSamples.Percentile;
import io.benchlab.core.bundle.StreamSamples.Stream;
import io.benchlab.core.report.Views.Chart;
import io.benchlab.core.report.Views.ChartGroup;
import io.benchlab.core.stats.FiveNumberSummary;
import io.benchlab.core.util.Numbers;
import io.benchlab.core.view.Cell;
import io.benchlab.core.view.LabelledStream;
import io.benchlab.core.view.Row;
import io.benchlab.core.view.StreamBreakdownViews;
import io.benchlab.core.view.StreamLabel;
import io.benchlab.core.view.Table;
import io.benchlab.core.view.TitledTable;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Charts and tables of stream operations, from each column's {@link io.benchlab.core.bundle.StreamSamples}; empty when no stream ran. */
final class StreamViews {
    /** Percentiles on the distribution plot: a decade apart on its log axis, so their labels do not collide. */
    private static final List<Double> DISTRIBUTION_PLOT = List.of(50.0, 90.0, 99.0, 99.9, 99.99, 99.999);
    /** Lines on one rate-over-time chart; more would be unreadable. */
    private static final int MAX_LINES = 8;

    private StreamViews() {
    }

    /** One stream of one column, with the label its lines and boxes carry. */
    private record Item(Column column, Stream stream, String label) {
    }

    /** The streams of every column running {@code op}, labelled "column · phase/op · Nt" ({@link StreamLabel#withThreads}). */
    private static List<Item> items(List<Column> columns, String op) {
        List<Item> out = new ArrayList<>();
        for (Column c : columns) {
            for (Stream s : c.streams()) {
                if (s.key().operation().equals(op)) {
                    out.add(new Item(c, s, StreamLabel.of(c.label(), s.key()).withThreads()));
                }
            }
        }
        return out;
    }

    private static List<String> operations(List<Column> columns) {
        Set<String> operations = new LinkedHashSet<>();
        columns.forEach(c -> c.streams().forEach(s -> operations.add(s.key().operation())));
        return new ArrayList<>(operations);
    }

    /**
     * Per stream operation, the seeds' pictures: throughput over time with the machine below on
     * the same time axis; per-interval throughput boxplots per variant and thread count;
     * throughput and p95 against threads when threads were swept; for row streams rows/s against
     * rows inserted with the exit velocity; the response-time distribution of the streams
     * (log-scale percentiles). Latency over time is in {@link #latency}, where the reader picks the percentile.
     */
    static List<Chart> charts(List<Column> columns) {
        List<Chart> out = new ArrayList<>();
        int id = 0;
        for (String op : operations(columns)) {
            List<Item> items = items(columns, op).stream().filter(i -> !i.stream().intervals().isEmpty()).toList();
            if (items.isEmpty()) {
                continue;
            }
            String unit = items.stream().map(i -> i.stream().unit()).filter(u -> u != null).findFirst().orElse("units");
            List<Item> shown = items.size() > MAX_LINES ? items.subList(0, MAX_LINES) : items;

            String t0 = op + " — " + unit + "/s per interval over time, with the machine below";
            out.add(Chart.plain("stream-time-" + id, t0, timePanels(t0, unit, shown), true));

            List<BoxPlot.Box> boxes = items.stream().filter(i -> i.stream().unitsPerSecond() != null)
                    .map(i -> new BoxPlot.Box(i.label(), i.stream().unitsPerSecond())).toList();
            String t1 = op + " — " + unit + "/s per interval (box: quartiles, whiskers: Tukey, dot: mean)";
            out.add(Chart.scaled("stream-box-" + id, t1, new BoxPlot(t1, boxes, AxisUnit.perSecond(unit)), true));

            out.addAll(breakdownCharts(columns, op, id));

            Chart threads = threadSweep(columns, op, unit, id);
            if (threads != null) {
                out.add(threads);
            }
            List<Item> rows = shown.stream().filter(i -> i.stream().rows()).toList();
            if (!rows.isEmpty()) {
                List<LineChart.Series> lines = new ArrayList<>();
                List<LineChart.Mark> marks = new ArrayList<>();
                for (Item i : rows) {
                    var pts = i.stream().rateVsUnits().points();
                    double[] x = pts.stream().mapToDouble(p -> p.cumulativeUnits()).toArray();
                    marks.add(new LineChart.Mark(i.stream().exitVelocity(), "exit velocity " + i.label(), lines.size()));
                    lines.add(new LineChart.Series(i.label() + " per interval", x, pts.stream().mapToDouble(p -> p.unitsPerSecond()).toArray()));
                    lines.add(new LineChart.Series(i.label() + " cumulative", x, pts.stream().mapToDouble(p -> p.cumulativeRate()).toArray()));
                }
                String t3 = op + " — rows/s against rows inserted (dashed: exit velocity, the rate over the last 10% of rows)";
                out.add(Chart.scaled("stream-rows-" + id, t3,
                        new LineChart(t3, "rows inserted", false, lines, Numbers::sig, AxisUnit.NUMBER, marks), true));
            }
            id++;
        }
        Chart dist = distribution(columns);
        if (dist != null) {
            out.add(dist);
        }
        return out;
    }

    /**
     * The response-time distribution of every stream (of every operation: iiBench's two tables,
     * two bundles side by side) on one log-scale percentile axis, from the histogram logs.
     */
    private static Chart distribution(List<Column> columns) {
        List<LineChart.Series> lines = new ArrayList<>();
        for (Column c : columns) {
            for (Stream s : c.streams()) {
                if (s.distribution().isEmpty() || lines.size() >= MAX_LINES) {
                    continue;
                }
                List<Percentile> ps = s.distribution().stream().filter(p -> DISTRIBUTION_PLOT.contains(p.percentile())).toList();
                lines.add(new LineChart.Series(StreamLabel.of(c.label(), s.key()).withThreads(),
                        ps.stream().mapToDouble(p -> 100 / (100 - p.percentile())).toArray(), ps.stream().mapToDouble(p -> p.micros() / 1000).toArray()));
            }
        }
        if (lines.isEmpty()) {
            return null;
        }
        String title = "Response time by percentile, every stream (from the histogram logs)";
        return Chart.scaled("stream-distribution", title, new LineChart(title, "percentile", true, lines, StreamViews::percentile,
                AxisUnit.MILLISECONDS), true);
    }

    /** The percentile at x = 1 / (1 − p) of the distribution plot: 2 → "50%", 1000 → "99.9%", 100000 → "99.999%". */
    static String percentile(double x) {
        int decimals = Math.max(0, (int) Math.ceil(Math.log10(x) - 1e-9) - 2);
        return String.format(java.util.Locale.ROOT, "%." + decimals + "f%%", 100 - 100 / x);
    }

    /** Throughput on top; CPU (user + system, iowait) and the datadir's disk (MB/s written and read) below, same seconds. */
    private static String timePanels(String title, String unit, List<Item> items) {
        List<LineChart.Series> rate = new ArrayList<>();
        List<LineChart.Series> cpu = new ArrayList<>();
        List<LineChart.Series> disk = new ArrayList<>();
        for (Item i : items) {
            List<IntervalRecord> iv = i.stream().intervals();
            double[] x = iv.stream().mapToDouble(IntervalRecord::endSeconds).toArray();
            rate.add(new LineChart.Series(i.label(), x, iv.stream().mapToDouble(IntervalRecord::unitsPerSecond).toArray()));
            if (iv.stream().anyMatch(r -> r.system() != null && r.system().cpuUser() != null)) {
                cpu.add(new LineChart.Series(i.label() + " user+system", x, iv.stream().mapToDouble(r -> machine(r, m ->
                        m.cpuUser() == null || m.cpuSystem() == null ? null : 100 * (m.cpuUser() + m.cpuSystem()))).toArray()));
                cpu.add(new LineChart.Series(i.label() + " iowait", x, iv.stream().mapToDouble(r -> machine(r, m ->
                        m.cpuIowait() == null ? null : 100 * m.cpuIowait())).toArray()));
            }
            if (iv.stream().anyMatch(r -> r.system() != null && r.system().writeMBPerSecond() != null)) {
                disk.add(new LineChart.Series(i.label() + " written", x, iv.stream().mapToDouble(r -> machine(r, SystemSample::writeMBPerSecond)).toArray()));
                disk.add(new LineChart.Series(i.label() + " read", x, iv.stream().mapToDouble(r -> machine(r, SystemSample::readMBPerSecond)).toArray()));
            }
        }
        List<TimePanels.Panel> panels = new ArrayList<>();
        panels.add(new TimePanels.Panel(unit + "/s", rate, AxisUnit.perSecond(unit)));
        List<TimeMark> faults = faultMarks(items);
        if (!cpu.isEmpty()) {
            panels.add(new TimePanels.Panel("CPU % of all cores", cpu, AxisUnit.PERCENT));
        }
        if (!disk.isEmpty()) {
            String device = items.stream().flatMap(i -> i.stream().intervals().stream()).map(IntervalRecord::system)
                    .filter(m -> m != null && m.device() != null).map(SystemSample::device).findFirst().orElse("disk");
            panels.add(new TimePanels.Panel(device + " MB/s", disk, AxisUnit.number("MB/s")));
        }
        return new TimePanels(title, "seconds since measurement start", panels, faults).toSvg();
    }

    /** The faults and side loads of the streams on one time axis, each named by its stream when there are several. */
    private static List<TimeMark> faultMarks(List<Item> items) {
        List<TimeMark> out = new ArrayList<>();
        for (Item i : items) {
            out.addAll(TimeMark.of(io.benchlab.core.bundle.FaultSamples.of(i.column().bundle()).marks(i.stream().key()),
                    items.size() > 1 ? i.label() : null));
            out.addAll(TimeMark.ofSideLoads(io.benchlab.core.bundle.SideLoadSamples.of(i.column().bundle()).marks(i.stream().key()),
                    items.size() > 1 ? i.label() : null));
        }
        return out;
    }

    private static double machine(IntervalRecord r, java.util.function.Function<SystemSample, Double> f) {
        Double v = r.system() == null ? null : f.apply(r.system());
        return v == null ? Double.NaN : v;
    }

    /** Throughput and p95 against the thread count, one line per column and phase, when a stream swept threads. */
    private static Chart threadSweep(List<Column> columns, String op, String unit, int id) {
        List<LineChart.Series> rate = new ArrayList<>();
        List<LineChart.Series> p95 = new ArrayList<>();
        for (Column c : columns) {
            for (List<Stream> sweep : new io.benchlab.core.bundle.StreamSamples(c.streams()).byThreadSweep()) {
                List<Stream> done = sweep.stream().filter(s -> s.key().operation().equals(op) && s.summary() != null).toList();
                if (done.size() < 2) {
                    continue;
                }
                String label = c.label() + " " + done.get(0).key().phase();
                double[] x = done.stream().mapToDouble(s -> s.key().threads()).toArray();
                rate.add(new LineChart.Series(label + " " + unit + "/s", x, done.stream().mapToDouble(s -> s.summary().unitsPerSecond()).toArray()));
                p95.add(new LineChart.Series(label + " p95", x, done.stream().mapToDouble(s -> s.summary().latency().p95Micros() / 1000).toArray()));
            }
        }
        if (rate.isEmpty()) {
            return null;
        }
        String title = op + " — throughput and p95 response time against threads";
        YScaled both = YScaled.both(new LineChart(title + " (throughput)", "threads", true, rate, Numbers::tick, AxisUnit.perSecond(unit)),
                new LineChart(title + " (p95)", "threads", true, p95, Numbers::tick, AxisUnit.MILLISECONDS));
        return Chart.scaled("stream-threads-" + id, title, both, true);
    }

    /**
     * Response time per interval over time, one chart per percentile (p50, p95, p99) of which the
     * reader shows one; one line per stream (at most {@value #MAX_LINES}).
     */
    static List<ChartGroup> latency(List<Column> columns) {
        List<ChartGroup> out = new ArrayList<>();
        int id = 0;
        for (String op : operations(columns)) {
            List<Item> items = items(columns, op).stream().filter(i -> !i.stream().intervals().isEmpty()).limit(MAX_LINES).toList();
            if (items.isEmpty()) {
                continue;
            }
            List<Chart> charts = new ArrayList<>();
            for (String p : List.of("p50", "p95", "p99")) {
                List<LineChart.Series> lines = new ArrayList<>();
                for (Item i : items) {
                    List<IntervalRecord> iv = i.stream().intervals();
                    lines.add(new LineChart.Series(i.label(), iv.stream().mapToDouble(IntervalRecord::endSeconds).toArray(),
                            iv.stream().mapToDouble(r -> {
                                Double v = switch (p) {
                                    case "p50" -> r.p50Micros();
                                    case "p95" -> r.p95Micros();
                                    default -> r.p99Micros();
                                };
                                return v == null ? Double.NaN : v / 1000;
                            }).toArray()));
                }
                String title = op + " — " + p + " response time per interval";
                charts.add(Chart.scaled("stream-latency-" + id + "-" + p, p, new LineChart(title, "seconds since measurement start", false, lines,
                        Numbers::sig, AxisUnit.MILLISECONDS, List.of(), faultMarks(items)), p.equals("p99")));
            }
            out.add(new ChartGroup("stream-latency-" + id, op + " — response time per interval over time", charts));
            id++;
        }
        return out;
    }

    /**
     * What every stream's totals are made of ({@link StreamBreakdownViews#all}): sysbench's SQL
     * statistics, kinds, counts and errors by class, each stream labelled by its column, phase and
     * operation.
     */
    static List<TitledTable> breakdown(List<Column> columns) {
        List<LabelledStream> labelled = new ArrayList<>();
        columns.forEach(c -> labelled.addAll(c.labelledStreams()));
        return StreamBreakdownViews.all(labelled);
    }

    /**
     * Per operation with kinds or counts: each kind's operations/s and each count's rate per
     * interval over time (sysbench's reads/s, writes/s and other/s; an order-entry mix's
     * transactions per type), a line per stream and kind or count, at most {@value #MAX_LINES}.
     */
    private static List<Chart> breakdownCharts(List<Column> columns, String op, int id) {
        List<Chart> out = new ArrayList<>();
        List<Item> items = items(columns, op).stream().filter(i -> i.stream().breakdown() != null
                && !i.stream().breakdown().intervals().isEmpty()).toList();
        if (items.isEmpty()) {
            return out;
        }
        List<LineChart.Series> counts = new ArrayList<>();
        List<LineChart.Series> kinds = new ArrayList<>();
        for (Item i : items) {
            var b = i.stream().breakdown();
            double[] x = b.intervals().stream().mapToDouble(StreamBreakdown.IntervalRates::endSeconds).toArray();
            for (var c : b.counts()) {
                if (counts.size() < MAX_LINES) {
                    counts.add(new LineChart.Series(i.label() + " " + c.name(), x,
                            b.intervals().stream().mapToDouble(r -> r.counts().getOrDefault(c.name(), Double.NaN)).toArray()));
                }
            }
            for (var k : b.kinds()) {
                if (kinds.size() < MAX_LINES) {
                    kinds.add(new LineChart.Series(i.label() + " " + k.kind(), x,
                            b.intervals().stream().mapToDouble(r -> r.kinds().getOrDefault(k.kind(), Double.NaN)).toArray()));
                }
            }
        }
        if (!counts.isEmpty()) {
            boolean sql = items.stream().allMatch(i -> i.stream().breakdown().sql() != null);
            String title = op + (sql ? " — queries per second by class per interval (sysbench's r/w/o)" : " — counts per second per interval");
            out.add(Chart.scaled("stream-counts-" + id, title, new LineChart(title, "seconds since measurement start", false, counts,
                    Numbers::sig, AxisUnit.perSecond(sql ? "queries" : "counts")), true));
        }
        if (!kinds.isEmpty()) {
            String title = op + " — operations per second of each kind per interval";
            out.add(Chart.scaled("stream-kinds-" + id, title, new LineChart(title, "seconds since measurement start", false, kinds,
                    Numbers::sig, AxisUnit.perSecond("operations")), true));
        }
        return out;
    }

    static Table stability(List<Column> columns) {
        List<Row> rows = new ArrayList<>();
        for (Column c : columns) {
            for (Stream st : c.streams()) {
                StreamRecord s = st.summary();
                if (s == null) {
                    continue;
                }
                FiveNumberSummary tp = st.unitsPerSecond();
                double median = tp == null ? Double.NaN : tp.median();
                double iqr = tp == null ? Double.NaN : tp.iqr();
                rows.add(new Row(c.label(), List.of(
                        Cell.of(s.phase()), Cell.of(s.operation() + " · " + s.threads() + " thread(s)" + togetherWith(s)), Cell.of(s.mode()),
                        num(s.operationsPerSecond()), num(s.unitsPerSecond()),
                        Cell.of(String.valueOf(st.intervals().size())),
                        num(median),
                        new Cell(Numbers.percent(median > 0 ? iqr / median : Double.NaN), "interquartile range / median of per-interval throughput",
                                median > 0 && iqr / median > 0.2 ? "num noisy" : "num"),
                        num(st.rows() ? st.exitVelocity() : Double.NaN),
                        s.overload() == null ? Cell.of(s.reason()) : new Cell(s.overload().words(), s.message(), "num noisy"),
                        Cell.of(String.valueOf(s.errors())))));
            }
        }
        return new Table(List.of("phase", "stream", "mode", "ops/s", "units/s", "intervals", "median units/s per interval",
                "IQR / median", "exit velocity (rows/s)", "stopped by", "errors"), rows);
    }

    /** " · together with insert" for a stream that ran at the same time as others ({@code stream.together}). */
    private static String togetherWith(StreamRecord s) {
        return s.ranTogether() ? " · together with " + String.join(", ", s.together().stream().filter(o -> !o.equals(s.operation())).toList()) : "";
    }

    private static Cell num(double v) {
        return new Cell(Double.isFinite(v) ? Numbers.sig(v) : "–", null, "num");
    }
}
