package io.benchlab.core.view;

import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.bundle.StreamSamples.Stream;
import io.benchlab.core.stream.LatencySummary;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The stream summary: one row per stream run (each thread count of a sweep), its totals over the
 * measured run — mode, operations, units, the rate of units and of operations, response times, errors, why it stopped and what
 * benchlab's own CPU cost per operation. {@code show} prints it per variant, the GUI's Streams tab
 * shows it for every variant; the rate column is headed by the unit the streams count ("queries/s",
 * "rows/s": "units/s" only when they count different things), and a stream that counts rows adds its
 * exit velocity (the rate over the last 10% of its rows; the other streams have none to show).
 */
public final class StreamSummaryView {
    /** Heads the rows' labels ({@link StreamLabel#text}). */
    public static final String CORNER = "Phase/op";
    /** What a cell without a value says, as the CLI's tables do. */
    static final String NONE = "-";

    private StreamSummaryView() {
    }

    /** The summary table; streams without a summary (still running, or failed before one) have no row. */
    public static Table totals(List<LabelledStream> streams) {
        boolean rows = streams.stream().anyMatch(l -> l.stream().summary() != null && l.stream().rows());
        List<String> headers = new ArrayList<>(List.of("Threads", "Mode", "Ops", "Units", rateHeader(streams), "Ops/s", "p50 ms", "p95 ms", "p99 ms",
                "max ms", "Errors", "Stop", "Driver CPU µs/op", "Process CPU µs/op"));
        if (rows) {
            headers.add("Exit velocity/s");
        }
        List<Row> out = new ArrayList<>();
        for (LabelledStream l : streams) {
            Stream st = l.stream();
            StreamRecord s = st.summary();
            if (s == null) {
                continue;
            }
            LatencySummary lat = s.latency();
            List<Cell> cells = new ArrayList<>(List.of(Cell.num(l.threads()), Cell.of(s.mode()), Cell.num(count(s.operations())),
                    Cell.num(count(s.units()) + " " + s.unit()), Cell.num(rate(s.unitsPerSecond())), Cell.num(rate(s.operationsPerSecond())),
                    Cell.num(ms(lat.p50Micros())),
                    Cell.num(ms(lat.p95Micros())), Cell.num(ms(lat.p99Micros())), Cell.num(ms(lat.maxMicros())), Cell.num(count(s.errors())),
                    Cell.of(s.reason()), Cell.num(rate(s.driverCpuMicrosPerOperation())), Cell.num(rate(s.processCpuMicrosPerOperation()))));
            if (rows) {
                cells.add(Cell.num(st.rows() ? rate(st.exitVelocity()) : ""));
            }
            out.add(new Row(l.label(), cells));
        }
        return new Table(headers, out);
    }

    /** "queries/s" when every stream counts queries; "Units/s" when they count different things. */
    static String rateHeader(List<LabelledStream> streams) {
        Set<String> units = new LinkedHashSet<>();
        streams.forEach(l -> {
            if (l.stream().summary() != null) {
                units.add(l.stream().summary().unit());
            }
        });
        return units.size() == 1 && units.iterator().next() != null ? units.iterator().next() + "/s" : "Units/s";
    }

    /** Which streams ran at the same time ({@code stream.together}), a line per phase; empty when each ran alone. */
    public static List<String> together(List<Stream> streams) {
        Set<String> lines = new LinkedHashSet<>();
        for (Stream st : streams) {
            StreamRecord s = st.summary();
            if (s != null && s.ranTogether()) {
                lines.add(s.phase() + ": " + String.join(" + ", s.together()) + " ran together (intervals on one clock)");
            }
        }
        return List.copyOf(lines);
    }

    /** A rate or a CPU figure: whole and grouped from 100, one decimal below. */
    static String rate(Double v) {
        if (v == null || !Double.isFinite(v)) {
            return NONE;
        }
        return Math.abs(v) >= 100 ? String.format(Locale.ROOT, "%,.0f", v) : String.format(Locale.ROOT, "%.1f", v);
    }

    static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    static String ms(double micros) {
        return Double.isFinite(micros) ? String.format(Locale.ROOT, "%.2f", micros / 1000) : NONE;
    }
}
