package io.benchlab.core.report;

import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.bundle.StreamSamples.Stream;
import io.benchlab.core.report.Views.Cell;
import io.benchlab.core.report.Views.Chart;
import io.benchlab.core.report.Views.Row;
import io.benchlab.core.report.Views.Table;
import io.benchlab.core.stats.FiveNumberSummary;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Charts and tables of stream operations, from each column's {@link io.benchlab.core.bundle.StreamSamples}; empty when no stream ran. */
final class StreamViews {
    /** Lines on one rate-over-time chart; more would be unreadable. */
    private static final int MAX_LINES = 8;

    private StreamViews() {
    }

    static List<Chart> charts(List<Column> columns) {
        Set<String> operations = new LinkedHashSet<>();
        columns.forEach(c -> c.streams().forEach(s -> operations.add(s.key().operation())));
        List<Chart> out = new ArrayList<>();
        int id = 0;
        for (String op : operations) {
            List<BoxPlot.Box> boxes = new ArrayList<>();
            List<LineChart.Series> lines = new ArrayList<>();
            String unit = "units";
            for (Column c : columns) {
                for (Stream s : c.streams()) {
                    if (!s.key().operation().equals(op) || s.unitsPerSecond() == null) {
                        continue;
                    }
                    unit = s.unit() == null ? unit : s.unit();
                    String label = c.label() + " " + s.key().phase() + " · " + s.key().threads() + "t";
                    boxes.add(new BoxPlot.Box(label, s.unitsPerSecond()));
                    if (lines.size() < MAX_LINES) {
                        lines.add(new LineChart.Series(label, s.intervals().stream().mapToDouble(IntervalRecord::endSeconds).toArray(),
                                s.intervals().stream().mapToDouble(IntervalRecord::unitsPerSecond).toArray()));
                    }
                }
            }
            if (boxes.isEmpty()) {
                continue;
            }
            String t1 = op + " — " + unit + " per second, per interval";
            out.add(new Chart("stream-box-" + id, t1, new BoxPlot(t1, boxes, Numbers::sig).toSvg(), true));
            String t2 = op + " — " + unit + " per second over time";
            out.add(new Chart("stream-line-" + id, t2,
                    new LineChart(t2, "seconds since measurement start", false, lines, Numbers::sig, Numbers::sig).toSvg(), true));
            id++;
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
                        Cell.of(s.phase()), Cell.of(s.operation() + " · " + s.threads() + " thread(s)"), Cell.of(s.mode()),
                        num(s.operationsPerSecond()), num(s.unitsPerSecond()),
                        Cell.of(String.valueOf(st.intervals().size())),
                        num(median),
                        new Cell(Numbers.percent(median > 0 ? iqr / median : Double.NaN), "interquartile range / median of per-interval throughput",
                                median > 0 && iqr / median > 0.2 ? "num noisy" : "num"),
                        num(st.rows() ? st.exitVelocity() : Double.NaN),
                        Cell.of(s.reason()),
                        Cell.of(String.valueOf(s.errors())))));
            }
        }
        return new Table(List.of("phase", "stream", "mode", "ops/s", "units/s", "intervals", "median units/s per interval",
                "IQR / median", "exit velocity (rows/s)", "stopped by", "errors"), rows);
    }

    private static Cell num(double v) {
        return new Cell(Double.isFinite(v) ? Numbers.sig(v) : "–", null, "num");
    }
}
