package io.benchlab.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.stream.InsertSeries;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The stream part of {@code benchlab show}: per variant, the totals of each stream (and each
 * thread count of a sweep), the boxplot data of per-interval throughput and p99, for row streams
 * the iiBench insert-rate series with exit velocity, and for arrival-rate streams λ and p99 per
 * interval per thread count.
 */
final class StreamSection {
    /** Rows of a printed series; longer runs are thinned evenly. */
    static final int MAX_SERIES_ROWS = 20;

    private StreamSection() {
    }

    /** One stream run: what identifies its summary line and its intervals. */
    private record Key(String variant, String phase, int round, String operation, int threads) {
        static Key of(JsonNode n) {
            return new Key(n.path("variant").asText(), n.path("phase").asText(), n.path("round").asInt(),
                    n.path("operation").asText(), n.path("threads").asInt());
        }

        boolean sameStream(Key o) {
            return variant.equals(o.variant) && phase.equals(o.phase) && round == o.round && operation.equals(o.operation);
        }
    }

    static String render(Bundle b) {
        if (b.streams().isEmpty() && b.intervals().isEmpty()) {
            return "";
        }
        Map<Key, List<JsonNode>> intervals = new LinkedHashMap<>();
        for (JsonNode i : b.intervals()) {
            intervals.computeIfAbsent(Key.of(i), k -> new ArrayList<>()).add(i);
        }
        Map<String, List<JsonNode>> byVariant = new LinkedHashMap<>();
        for (JsonNode s : b.streams()) {
            byVariant.computeIfAbsent(s.path("variant").asText(), k -> new ArrayList<>()).add(s);
        }
        StringBuilder out = new StringBuilder();
        byVariant.forEach((variant, streams) -> {
            out.append('\n').append("Streams — ").append(variant).append('\n');
            TextTable totals = new TextTable(List.of("Phase/op", "Threads", "Mode", "Ops", "Units", "Units/s",
                    "p50 ms", "p95 ms", "p99 ms", "max ms", "Errors", "Stop", "Driver CPU µs/op"));
            TextTable box = new TextTable(List.of("Phase/op", "Threads", "Intervals", "min/s", "q1/s", "median/s", "q3/s",
                    "max/s", "mean/s", "p99 min", "p99 median", "p99 max ms"));
            for (JsonNode s : streams) {
                String label = s.path("phase").asText() + (s.path("round").asInt() > 1 ? "#" + s.path("round").asInt() : "")
                        + "/" + s.path("operation").asText();
                JsonNode lat = s.path("latency");
                String reason = s.path("reason").asText();
                totals.row(List.of(label, s.path("threads").asText(), s.path("mode").asText(), count(s.path("operations")),
                        count(s.path("units")) + " " + s.path("unit").asText(), num(s.path("unitsPerSecond")),
                        ms(lat.path("p50Micros")), ms(lat.path("p95Micros")), ms(lat.path("p99Micros")), ms(lat.path("maxMicros")),
                        count(s.path("errors")), reason, num(s.path("driverCpuMicrosPerOperation"))));
                JsonNode u = s.path("stability").path("unitsRate");
                JsonNode p = s.path("stability").path("p99Micros");
                box.row(List.of(label, s.path("threads").asText(), s.path("stability").path("intervals").asText(),
                        num(u.path("min")), num(u.path("q1")), num(u.path("median")), num(u.path("q3")), num(u.path("max")),
                        num(u.path("mean")), ms(p.path("min")), ms(p.path("median")), ms(p.path("max"))));
            }
            out.append("Totals (latency = response time; arrival mode counts queue time; driver CPU = worker threads' CPU per operation)\n")
                    .append(totals.render());
            out.append('\n').append("Per-interval throughput in units/s and p99 (boxplot data: five-number summary and mean)\n")
                    .append(box.render());
            for (JsonNode s : streams) {
                if ("rows".equals(s.path("unit").asText())) {
                    out.append(insertSeries(s, intervals.getOrDefault(Key.of(s), List.of())));
                }
            }
            out.append(arrivals(streams, intervals));
        });
        return out.toString();
    }

    private static String insertSeries(JsonNode s, List<JsonNode> rows) {
        if (rows.isEmpty()) {
            return "";
        }
        InsertSeries series = InsertSeries.ofRows(rows, InsertSeries.DEFAULT_EXIT_FRACTION);
        StringBuilder out = new StringBuilder();
        out.append('\n').append(String.format(Locale.ROOT, "Insert rate vs rows inserted — %s/%s, %d thread(s)%n",
                s.path("phase").asText(), s.path("operation").asText(), s.path("threads").asInt()));
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

    /** Arrival-rate streams: λ per thread count, then p99 per interval (rows) and thread count (columns). */
    private static String arrivals(List<JsonNode> streams, Map<Key, List<JsonNode>> intervals) {
        List<JsonNode> arrival = streams.stream().filter(s -> s.has("arrivals")).toList();
        if (arrival.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        out.append('\n').append("Arrival rate (Poisson): target and achieved λ, how late arrivals were enqueued, queue vs service time\n");
        TextTable t = new TextTable(List.of("Phase/op", "Threads", "Target λ/s", "Achieved λ/s", "Achieved/target",
                "Late p99 ms", "Late max ms", "Service p99 ms", "Response p99 ms", "Queued at end"));
        for (JsonNode s : arrival) {
            JsonNode a = s.path("arrivals");
            double target = a.path("targetPerSecond").asDouble();
            double achieved = a.path("achievedPerSecond").asDouble();
            t.row(List.of(s.path("phase").asText() + "/" + s.path("operation").asText(), s.path("threads").asText(),
                    fmt(target), fmt(achieved), String.format(Locale.ROOT, "%.4f", achieved / target),
                    ms(a.path("lateness").path("p99Micros")), ms(a.path("lateness").path("maxMicros")),
                    ms(s.path("serviceTime").path("p99Micros")), ms(s.path("latency").path("p99Micros")), count(a.path("queuedAtEnd"))));
        }
        out.append(t.render());
        // group the arrival streams of one phase/operation (the thread sweep) into one p99-over-time table
        List<List<JsonNode>> groups = new ArrayList<>();
        for (JsonNode s : arrival) {
            Key k = Key.of(s);
            groups.stream().filter(g -> Key.of(g.get(0)).sameStream(k)).findFirst()
                    .ifPresentOrElse(g -> g.add(s), () -> groups.add(new ArrayList<>(List.of(s))));
        }
        for (List<JsonNode> g : groups) {
            JsonNode first = g.get(0);
            out.append('\n').append(String.format(Locale.ROOT, "p99 response time per interval in ms (columns: threads) — %s/%s%n",
                    first.path("phase").asText(), first.path("operation").asText()));
            List<String> header = new ArrayList<>(List.of("Interval"));
            List<List<JsonNode>> cols = new ArrayList<>();
            int rows = 0;
            for (JsonNode s : g) {
                header.add(s.path("threads").asText());
                List<JsonNode> iv = intervals.getOrDefault(Key.of(s), List.of());
                cols.add(iv);
                rows = Math.max(rows, iv.size());
            }
            TextTable p99 = new TextTable(header);
            for (int r = 0; r < rows; r++) {
                List<String> row = new ArrayList<>(List.of("#" + r));
                for (List<JsonNode> c : cols) {
                    row.add(r < c.size() ? ms(c.get(r).path("p99Micros")) : "");
                }
                p99.row(row);
            }
            out.append(p99.render());
        }
        return out.toString();
    }

    private static String count(JsonNode n) {
        return n.isMissingNode() || n.isNull() ? "-" : String.format(Locale.ROOT, "%,d", n.asLong());
    }

    private static String num(JsonNode n) {
        return n.isMissingNode() || n.isNull() ? "-" : fmt(n.asDouble());
    }

    private static String ms(JsonNode micros) {
        if (micros.isMissingNode() || micros.isNull()) {
            return "-";
        }
        double v = micros.asDouble();
        return Double.isFinite(v) ? String.format(Locale.ROOT, "%.2f", v / 1000) : "-";
    }

    static String fmt(double v) {
        if (!Double.isFinite(v)) {
            return "-";
        }
        return Math.abs(v) >= 100 ? String.format(Locale.ROOT, "%,.0f", v) : String.format(Locale.ROOT, "%.1f", v);
    }

}
