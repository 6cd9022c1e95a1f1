package io.benchlab.core.report;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.report.Views.Cell;
import io.benchlab.core.report.Views.Chart;
import io.benchlab.core.report.Views.Row;
import io.benchlab.core.report.Views.Table;
import io.benchlab.core.stats.FiveNumberSummary;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Charts and tables of stream operations, from intervals.jsonl and streams.jsonl; empty when no stream ran. */
final class StreamViews {
    /** Lines on one rate-over-time chart; more would be unreadable. */
    private static final int MAX_LINES = 8;

    private StreamViews() {
    }

    /** Stream key: operation, and thread count when a thread sweep ran it several times. */
    private static String key(JsonNode n) {
        return n.path("operation").asText() + (n.has("threads") ? " · " + n.path("threads").asInt() + " thread(s)" : "");
    }

    static List<Chart> charts(List<Column> columns) {
        Set<String> keys = new LinkedHashSet<>();
        columns.forEach(c -> c.bundle().intervals().stream().filter(i -> c.variant().equals(i.path("variant").asText()))
                .forEach(i -> keys.add(key(i))));
        List<Chart> out = new ArrayList<>(threadSweeps(columns));
        int id = 0;
        for (String k : keys) {
            List<BoxPlot.Box> boxes = new ArrayList<>();
            List<LineChart.Series> lines = new ArrayList<>();
            for (Column c : columns) {
                List<Double> all = new ArrayList<>();
                Map<String, List<double[]>> byPhase = new LinkedHashMap<>();
                for (JsonNode i : c.bundle().intervals()) {
                    if (!c.variant().equals(i.path("variant").asText()) || !k.equals(key(i))) {
                        continue;
                    }
                    double rate = i.path("operationsPerSecond").asDouble(Double.NaN);
                    if (Double.isFinite(rate)) {
                        all.add(rate);
                        byPhase.computeIfAbsent(i.path("phase").asText(), p -> new ArrayList<>())
                                .add(new double[]{i.path("startOffsetMillis").asDouble() / 1000, rate});
                    }
                }
                if (all.isEmpty()) {
                    continue;
                }
                boxes.add(new BoxPlot.Box(c.label(), FiveNumberSummary.of(all.stream().mapToDouble(Double::doubleValue).toArray())));
                byPhase.forEach((phase, pts) -> {
                    if (lines.size() < MAX_LINES) {
                        lines.add(new LineChart.Series(c.label() + " " + phase, pts.stream().mapToDouble(p -> p[0]).toArray(),
                                pts.stream().mapToDouble(p -> p[1]).toArray()));
                    }
                });
            }
            if (boxes.isEmpty()) {
                continue;
            }
            String t1 = k + " — operations per second, per interval";
            out.add(new Chart("stream-box-" + id, t1, new BoxPlot(t1, boxes, Numbers::sig).toSvg(), true));
            String t2 = k + " — operations per second over time";
            out.add(new Chart("stream-line-" + id, t2,
                    new LineChart(t2, "seconds since measurement start", false, lines, Numbers::sig, Numbers::sig).toSvg(), true));
            id++;
        }
        return out;
    }

    /**
     * An operation run at several thread counts (a {@code threadSweep}) as the storage posts draw
     * it: one chart with a box of per-interval throughput per thread count (and column).
     */
    private static List<Chart> threadSweeps(List<Column> columns) {
        Map<String, Set<Integer>> threadsByOperation = new LinkedHashMap<>();
        columns.forEach(c -> c.bundle().intervals().stream().filter(i -> c.variant().equals(i.path("variant").asText()) && i.has("threads"))
                .forEach(i -> threadsByOperation.computeIfAbsent(i.path("operation").asText(), o -> new java.util.TreeSet<>())
                        .add(i.path("threads").asInt())));
        List<Chart> out = new ArrayList<>();
        int id = 0;
        for (Map.Entry<String, Set<Integer>> e : threadsByOperation.entrySet()) {
            if (e.getValue().size() < 2) {
                continue;
            }
            List<BoxPlot.Box> boxes = new ArrayList<>();
            for (Column c : columns) {
                for (int threads : e.getValue()) {
                    double[] rates = c.bundle().intervals().stream()
                            .filter(i -> c.variant().equals(i.path("variant").asText()) && e.getKey().equals(i.path("operation").asText())
                                    && i.path("threads").asInt() == threads)
                            .mapToDouble(i -> i.path("operationsPerSecond").asDouble(Double.NaN)).filter(Double::isFinite).toArray();
                    if (rates.length > 0) {
                        boxes.add(new BoxPlot.Box((columns.size() > 1 ? c.label() + " · " : "") + threads + " thr", FiveNumberSummary.of(rates)));
                    }
                }
            }
            String title = e.getKey() + " — operations per second per interval, by thread count";
            out.add(new Chart("stream-sweep-" + id++, title, new BoxPlot(title, boxes, Numbers::sig).toSvg(), true));
        }
        return out;
    }

    static Table stability(List<Column> columns) {
        List<Row> rows = new ArrayList<>();
        for (Column c : columns) {
            for (JsonNode s : c.bundle().streams()) {
                if (!c.variant().equals(s.path("variant").asText())) {
                    continue;
                }
                JsonNode st = s.path("stability");
                JsonNode tp = st.path("throughput");
                double median = tp.path("median").asDouble(Double.NaN);
                double iqr = tp.path("q3").asDouble(Double.NaN) - tp.path("q1").asDouble(Double.NaN);
                rows.add(new Row(c.label(), List.of(
                        Cell.of(s.path("phase").asText()), Cell.of(key(s)), Cell.of(s.path("mode").asText()),
                        num(s.path("operationsPerSecond").asDouble(Double.NaN)),
                        num(s.path("unitsPerSecond").asDouble(Double.NaN)),
                        Cell.of(String.valueOf(st.path("intervals").asInt())),
                        num(median),
                        new Cell(Numbers.percent(median > 0 ? iqr / median : Double.NaN), "interquartile range / median of per-interval throughput",
                                median > 0 && iqr / median > 0.2 ? "num noisy" : "num"),
                        Cell.of(s.path("reason").asText()),
                        Cell.of(String.valueOf(s.path("errors").asLong())))));
            }
        }
        return new Table(List.of("phase", "stream", "mode", "ops/s", "units/s", "intervals", "median ops/s per interval",
                "IQR / median", "stopped by", "errors"), rows);
    }

    private static Cell num(double v) {
        return new Cell(Numbers.sig(v), null, "num");
    }
}
