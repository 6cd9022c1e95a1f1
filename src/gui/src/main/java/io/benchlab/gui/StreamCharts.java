package io.benchlab.gui;

import io.benchlab.core.bundle.ClusterSamples;
import io.benchlab.core.bundle.FaultSamples;
import io.benchlab.core.bundle.SideLoadSamples;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.SystemSample;
import io.benchlab.core.bundle.StateSamples;
import io.benchlab.core.bundle.StreamSamples;
import java.awt.BasicStroke;
import java.awt.Color;
import java.text.FieldPosition;
import java.text.NumberFormat;
import java.text.ParsePosition;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.StackedXYAreaRenderer2;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.DefaultTableXYDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * The stream pictures of the report, drawn with JFreeChart for the Results view (one bundle, or
 * two overlaid) and the Run view (live): every number comes from {@link StreamSamples}, as the
 * report's and the CLI's do.
 */
public final class StreamCharts {
    /** Percentiles on the distribution chart, a decade of tail apart. */
    private static final double[] DISTRIBUTION = {50, 90, 99, 99.9, 99.99, 99.999};

    private StreamCharts() {
    }

    /**
     * A stream and the label its line carries (variant, phase, threads; a run's id first when two
     * runs are overlaid), with the faults that struck it and the side loads that ran beside it (marked on every time axis).
     */
    public record Line(String label, StreamSamples.Stream stream, List<FaultSamples.Mark> faults, List<SideLoadSamples.Mark> sideLoads) {

        public Line(String label, StreamSamples.Stream stream) {
            this(label, stream, List.of());
        }

        public Line(String label, StreamSamples.Stream stream, List<FaultSamples.Mark> faults) {
            this(label, stream, faults, List.of());
        }

        /** The streams of a run, labelled; {@code prefix} (e.g. a run id) goes first when not empty. */
        public static List<Line> of(StreamSamples samples, String prefix) {
            return of(samples, new FaultSamples(List.of(), List.of()), prefix);
        }

        /** As {@link #of(StreamSamples, String)}, each stream with its faults. */
        public static List<Line> of(StreamSamples samples, FaultSamples faults, String prefix) {
            return of(samples, faults, SideLoadSamples.none(), prefix);
        }

        /** As {@link #of(StreamSamples, String)}, each stream with its faults and the side loads beside it. */
        public static List<Line> of(StreamSamples samples, FaultSamples faults, SideLoadSamples sideLoads, String prefix) {
            return samples.streams().stream().map(s -> new Line((prefix.isEmpty() ? "" : prefix + " · ") + s.key().variant() + " · "
                    + s.key().label() + " · " + s.key().threads() + "t", s, faults.marks(s.key()), sideLoads.marks(s.key()))).toList();
        }
    }

    /**
     * The faults of the lines as domain markers on each plot sharing a time axis: a solid red line
     * where a fault struck (labelled on the first plot, named by its stream when several lines are
     * drawn), a dashed one where its node was back — as the report marks them.
     */
    static void markFaults(List<XYPlot> plots, List<Line> lines) {
        for (Line l : lines) {
            for (FaultSamples.Mark m : l.faults()) {
                for (int p = 0; p < plots.size(); p++) {
                    ValueMarker struck = new ValueMarker(m.struckSeconds(), FAULT, new BasicStroke(1.5f));
                    if (p == 0) {
                        struck.setLabel((lines.size() > 1 ? l.label() + ": " : "") + m.label());
                        struck.setLabelPaint(FAULT);
                        struck.setLabelAnchor(RectangleAnchor.TOP_RIGHT);
                        struck.setLabelTextAnchor(TextAnchor.TOP_LEFT);
                    }
                    plots.get(p).addDomainMarker(struck);
                    if (m.backSeconds() != null) {
                        plots.get(p).addDomainMarker(new ValueMarker(m.backSeconds(), FAULT,
                                new BasicStroke(1.2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {5, 4}, 0)));
                    }
                }
            }
            for (SideLoadSamples.Mark m : l.sideLoads()) {
                for (int p = 0; p < plots.size(); p++) {
                    ValueMarker start = new ValueMarker(m.startSeconds(), SIDE_LOAD, new BasicStroke(1.5f));
                    if (p == 0) {
                        start.setLabel((lines.size() > 1 ? l.label() + ": " : "") + m.label() + (m.failed() ? " (failed)" : ""));
                        start.setLabelPaint(SIDE_LOAD);
                        start.setLabelAnchor(RectangleAnchor.BOTTOM_RIGHT);
                        start.setLabelTextAnchor(TextAnchor.BOTTOM_LEFT);
                    }
                    plots.get(p).addDomainMarker(start);
                    if (m.endSeconds() != null && m.endSeconds() - m.startSeconds() >= 0.05) {
                        plots.get(p).addDomainMarker(new ValueMarker(m.endSeconds(), SIDE_LOAD,
                                new BasicStroke(1.2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {3, 3}, 0)));
                    }
                }
            }
        }
    }

    /** The colour of side-load marks (the report's --warn-fg): apart from the faults' red. */
    private static final Color SIDE_LOAD = new Color(0x7a, 0x53, 0x00);

    /** The colour of fault marks (the report's --bad). */
    private static final Color FAULT = new Color(0xc0, 0x39, 0x2b);

    /** Throughput per interval over time, CPU and the datadir's disk below, on one shared time axis. */
    public static JFreeChart timeline(String title, List<Line> lines, boolean dark) {
        XYSeriesCollection rate = new XYSeriesCollection();
        XYSeriesCollection cpu = new XYSeriesCollection();
        XYSeriesCollection disk = new XYSeriesCollection();
        for (Line l : lines) {
            rate.addSeries(series(l.label(), l.stream().intervals(), IntervalRecord::unitsPerSecond));
            if (l.stream().intervals().stream().anyMatch(i -> i.system() != null && i.system().cpuUser() != null)) {
                cpu.addSeries(series(l.label() + " user+system", l.stream().intervals(), i -> machine(i, m ->
                        m.cpuUser() == null || m.cpuSystem() == null ? null : 100 * (m.cpuUser() + m.cpuSystem()))));
                cpu.addSeries(series(l.label() + " iowait", l.stream().intervals(), i -> machine(i, m ->
                        m.cpuIowait() == null ? null : 100 * m.cpuIowait())));
            }
            if (l.stream().intervals().stream().anyMatch(i -> i.system() != null && i.system().writeMBPerSecond() != null)) {
                disk.addSeries(series(l.label() + " written", l.stream().intervals(), i -> machine(i, SystemSample::writeMBPerSecond)));
                disk.addSeries(series(l.label() + " read", l.stream().intervals(), i -> machine(i, SystemSample::readMBPerSecond)));
            }
        }
        String unit = lines.stream().map(l -> l.stream().unit()).filter(u -> u != null).findFirst().orElse("units");
        CombinedDomainXYPlot plot = new CombinedDomainXYPlot(new NumberAxis("seconds since measurement start"));
        List<XYPlot> plots = new ArrayList<>();
        plots.add(new XYPlot(rate, null, new NumberAxis(unit + "/s"), renderer()));
        if (cpu.getSeriesCount() > 0) {
            plots.add(new XYPlot(cpu, null, new NumberAxis("CPU %"), renderer()));
        }
        if (disk.getSeriesCount() > 0) {
            plots.add(new XYPlot(disk, null, new NumberAxis("disk MB/s"), renderer()));
        }
        for (int i = 0; i < plots.size(); i++) {
            plot.add(plots.get(i), i == 0 ? 3 : 1);
        }
        markFaults(plots, lines);
        return Charts.styled(new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT, plot, true), dark);
    }

    /**
     * A cluster run's stream (docs/clusters.md): its throughput on top and, on the same time axis,
     * each replica's transactions behind or each Galera node's share of the interval paused by
     * flow control, from {@link ClusterSamples} as the report and the CLI read them.
     */
    public static JFreeChart clusterTimeline(String title, List<ClusterSamples.TimelinePoint> points, boolean dark) {
        return clusterTimeline(title, points, List.of(), dark);
    }

    /** As {@link #clusterTimeline(String, List, boolean)}, with the stream's faults marked on the time axis. */
    public static JFreeChart clusterTimeline(String title, List<ClusterSamples.TimelinePoint> points, List<FaultSamples.Mark> faults,
                                             boolean dark) {
        XYSeries rate = new XYSeries("throughput", false);
        XYSeriesCollection behind = new XYSeriesCollection();
        XYSeriesCollection paused = new XYSeriesCollection();
        List<String> nodes = points.isEmpty() ? List.of() : List.copyOf(points.get(0).nodes().keySet());
        for (String n : nodes) {
            XYSeries b = new XYSeries(n, false);
            XYSeries f = new XYSeries(n, false);
            for (ClusterSamples.TimelinePoint p : points) {
                var r = p.nodes().get(n);
                if (r != null && r.transactionsBehind() != null) {
                    b.add(p.endSeconds(), r.transactionsBehind());
                }
                if (r != null && r.flowControlPaused() != null) {
                    f.add(p.endSeconds(), 100 * r.flowControlPaused());
                }
            }
            if (b.getItemCount() > 0) {
                behind.addSeries(b);
            }
            if (f.getItemCount() > 0) {
                paused.addSeries(f);
            }
        }
        points.forEach(p -> rate.add(p.endSeconds(), p.unitsPerSecond()));
        CombinedDomainXYPlot plot = new CombinedDomainXYPlot(new NumberAxis("seconds since measurement start"));
        List<XYPlot> plots = new ArrayList<>();
        plots.add(new XYPlot(new XYSeriesCollection(rate), null, new NumberAxis("units/s"), renderer()));
        if (behind.getSeriesCount() > 0) {
            plots.add(new XYPlot(behind, null, new NumberAxis("transactions behind"), renderer()));
        }
        if (paused.getSeriesCount() > 0) {
            plots.add(new XYPlot(paused, null, new NumberAxis("% paused (flow control)"), renderer()));
        }
        for (int i = 0; i < plots.size(); i++) {
            plot.add(plots.get(i), i == 0 ? 2 : 1);
        }
        markFaults(plots, List.of(new Line("", null, faults)));
        return Charts.styled(new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT, plot, true), dark);
    }

    /**
     * A stream's throughput on top and, on the same time axis below, how many of its sessions were
     * in each thread state per interval (stacked, from {@link StateSamples}, as the report draws it).
     */
    public static JFreeChart states(String title, Line line, StateSamples.Timeline timeline, boolean dark) {
        XYSeriesCollection rate = new XYSeriesCollection();
        rate.addSeries(series(line.label(), line.stream().intervals(), IntervalRecord::unitsPerSecond));
        DefaultTableXYDataset stacked = new DefaultTableXYDataset();
        for (String state : timeline.states()) {
            XYSeries s = new XYSeries(state, false, false);
            for (StateSamples.TimelinePoint p : timeline.points()) {
                s.add(p.endSeconds(), p.sessions().getOrDefault(state, 0.0));
            }
            stacked.addSeries(s);
        }
        String unit = line.stream().unit() == null ? "units" : line.stream().unit();
        CombinedDomainXYPlot plot = new CombinedDomainXYPlot(new NumberAxis("seconds since measurement start"));
        plot.add(new XYPlot(rate, null, new NumberAxis(unit + "/s"), renderer()), 2);
        StackedXYAreaRenderer2 areas = new StackedXYAreaRenderer2();
        for (int i = 0; i < timeline.states().size(); i++) {
            areas.setSeriesPaint(i, Charts.colour(i));
        }
        plot.add(new XYPlot(stacked, null, new NumberAxis("sessions in each state"), areas), 2);
        return Charts.styled(new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT, plot, true), dark);
    }

    /** p50, p95 or p99 response time per interval over time, in ms. */
    public static JFreeChart latency(List<Line> lines, String percentile, boolean dark) {
        XYSeriesCollection ds = new XYSeriesCollection();
        for (Line l : lines) {
            ds.addSeries(series(l.label(), l.stream().intervals(), i -> {
                Double v = switch (percentile) {
                    case "p50" -> i.p50Micros();
                    case "p95" -> i.p95Micros();
                    default -> i.p99Micros();
                };
                return v == null ? Double.NaN : v / 1000;
            }));
        }
        XYPlot plot = new XYPlot(ds, new NumberAxis("seconds since measurement start"), new NumberAxis(percentile + " ms"), renderer());
        markFaults(List.of(plot), lines);
        return Charts.styled(new JFreeChart(percentile + " response time per interval", JFreeChart.DEFAULT_TITLE_FONT, plot, true), dark);
    }

    /** Units/s against units done (rows inserted), per interval and cumulative, the exit velocity as a dashed line. */
    public static JFreeChart rateVsUnits(List<Line> lines, boolean dark) {
        XYSeriesCollection ds = new XYSeriesCollection();
        List<ValueMarker> marks = new ArrayList<>();
        for (Line l : lines) {
            XYSeries per = new XYSeries(l.label() + " per interval", false);
            XYSeries cum = new XYSeries(l.label() + " cumulative", false);
            for (var p : l.stream().rateVsUnits().points()) {
                per.add(p.cumulativeUnits(), p.unitsPerSecond());
                cum.add(p.cumulativeUnits(), p.cumulativeRate());
            }
            ds.addSeries(per);
            ds.addSeries(cum);
            double exit = l.stream().exitVelocity();
            if (Double.isFinite(exit)) {
                ValueMarker m = new ValueMarker(exit, Charts.colour(ds.getSeriesCount() - 2),
                        new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {6, 4}, 0));
                m.setLabel(String.format(Locale.ROOT, "exit velocity %s: %,.0f/s", l.label(), exit));
                m.setLabelPaint(dark ? Color.LIGHT_GRAY : Color.DARK_GRAY);
                m.setLabelAnchor(RectangleAnchor.TOP_RIGHT);
                m.setLabelTextAnchor(TextAnchor.BOTTOM_RIGHT);
                marks.add(m);
            }
        }
        String unit = lines.stream().map(l -> l.stream().unit()).filter(u -> u != null).findFirst().orElse("units");
        XYPlot plot = new XYPlot(ds, new NumberAxis(unit + " inserted"), new NumberAxis(unit + "/s"), renderer());
        marks.forEach(plot::addRangeMarker);
        return Charts.styled(new JFreeChart(unit + "/s against " + unit + " inserted (dashed: exit velocity)",
                JFreeChart.DEFAULT_TITLE_FONT, plot, true), dark);
    }

    /** Throughput and p95 against the thread count, for streams that swept threads (null when none did). */
    public static JFreeChart threads(List<Line> lines, boolean dark) {
        XYSeriesCollection rate = new XYSeriesCollection();
        XYSeriesCollection p95 = new XYSeriesCollection();
        List<StreamSamples.Stream> all = lines.stream().map(Line::stream).toList();
        for (List<StreamSamples.Stream> sweep : new StreamSamples(all).byThreadSweep()) {
            List<StreamSamples.Stream> done = sweep.stream().filter(s -> s.summary() != null).toList();
            if (done.size() < 2) {
                continue;
            }
            String label = lines.stream().filter(l -> l.stream() == done.get(0)).findFirst().map(Line::label).orElse("")
                    .replaceAll(" · \\d+t$", "");
            XYSeries r = new XYSeries(label + " throughput", false);
            XYSeries p = new XYSeries(label + " p95", false);
            for (StreamSamples.Stream s : done) {
                r.add(s.key().threads(), s.summary().unitsPerSecond());
                p.add(s.key().threads(), s.summary().latency().p95Micros() / 1000);
            }
            rate.addSeries(r);
            p95.addSeries(p);
        }
        if (rate.getSeriesCount() == 0) {
            return null;
        }
        LogAxis threads = new LogAxis("threads");
        threads.setBase(2);
        threads.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        CombinedDomainXYPlot plot = new CombinedDomainXYPlot(threads);
        plot.add(new XYPlot(rate, null, new NumberAxis("units/s"), renderer()), 1);
        plot.add(new XYPlot(p95, null, new NumberAxis("p95 ms"), renderer()), 1);
        return Charts.styled(new JFreeChart("Throughput and p95 against threads", JFreeChart.DEFAULT_TITLE_FONT, plot, true), dark);
    }

    /** Response time by percentile (log-scale percentile axis), from the histogram logs; null when no stream has one. */
    public static JFreeChart distribution(List<Line> lines, boolean dark) {
        XYSeriesCollection ds = new XYSeriesCollection();
        for (Line l : lines) {
            if (l.stream().distribution().isEmpty()) {
                continue;
            }
            XYSeries s = new XYSeries(l.label(), false);
            for (StreamSamples.Percentile p : l.stream().distribution()) {
                for (double want : DISTRIBUTION) {
                    if (p.percentile() == want) {
                        s.add(100 / (100 - want), p.micros() / 1000);
                    }
                }
            }
            ds.addSeries(s);
        }
        if (ds.getSeriesCount() == 0) {
            return null;
        }
        LogAxis x = new LogAxis("percentile");
        x.setNumberFormatOverride(new NumberFormat() {
            @Override
            public StringBuffer format(double v, StringBuffer to, FieldPosition pos) {
                int decimals = Math.max(0, (int) Math.ceil(Math.log10(v) - 1e-9) - 2);
                return to.append(String.format(Locale.ROOT, "%." + decimals + "f%%", 100 - 100 / v));
            }

            @Override
            public StringBuffer format(long v, StringBuffer to, FieldPosition pos) {
                return format((double) v, to, pos);
            }

            @Override
            public Number parse(String source, ParsePosition pos) {
                return null;
            }
        });
        XYPlot plot = new XYPlot(ds, x, new NumberAxis("ms"), renderer());
        return Charts.styled(new JFreeChart("Response time by percentile (histogram logs)", JFreeChart.DEFAULT_TITLE_FONT, plot, true), dark);
    }

    private static XYSeries series(String label, List<IntervalRecord> intervals, Function<IntervalRecord, Double> value) {
        XYSeries s = new XYSeries(label, false); // labels are unique: variant, phase, round, operation, threads (and run)
        for (IntervalRecord i : intervals) {
            Double v = value.apply(i);
            if (v != null && Double.isFinite(v)) {
                s.add(i.endSeconds(), v);
            }
        }
        return s;
    }

    private static Double machine(IntervalRecord i, Function<SystemSample, Double> f) {
        return i.system() == null ? null : f.apply(i.system());
    }

    private static XYLineAndShapeRenderer renderer() {
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, true);
        for (int i = 0; i < 8; i++) {
            r.setSeriesPaint(i, Charts.colour(i));
            r.setSeriesStroke(i, new BasicStroke(2f));
        }
        return r;
    }
}
