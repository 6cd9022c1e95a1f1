package io.benchlab.core.report;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.bundle.Records.SystemSample;
import io.benchlab.core.bundle.WaitRecords.EventKind;
import io.benchlab.core.bundle.WaitRecords.EventTime;
import io.benchlab.core.bundle.WaitRecords.WaitIntervalRecord;
import io.benchlab.core.bundle.WaitSamples;
import io.benchlab.core.view.WaitEventsView;
import io.benchlab.core.stream.ErrorClass;
import io.benchlab.core.stream.KindSample;
import io.benchlab.core.stream.Stalls;
import io.benchlab.core.util.Numbers;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code show --format csv}: a run's samples as one tidy table for spreadsheets, R, pandas and
 * DuckDB — one row per timed query (each phase's measurement), per stream interval, and per kind
 * within an interval (transaction types: {@code record} says which). Every row has the same
 * columns; a cell a row does not have is empty. Columns are named as the bundle's fields
 * (docs/bundle-format.md), values as recorded: seconds, microseconds, MB per second, shares
 * of 0..1. A workload's named counts and declared rates follow as {@code counts.NAME} and
 * {@code rates.NAME}. Numbers are plain (no grouping, a point, no exponent) in every locale;
 * quoting is RFC 4180's, lines end in LF.
 */
public final class RunCsv {
    /** The columns every bundle's table has, in order; docs/cli.md describes each. */
    public static final List<String> COLUMNS;

    static {
        List<String> c = new ArrayList<>(List.of("record", "variant", "phase", "round", "operation", "threads", "kind", "interval",
                "startOffsetMillis", "lengthMillis", "seconds", "rows", "error", "operations", "units", "unit", "operationsPerSecond",
                "unitsPerSecond", "p50Micros", "p95Micros", "p99Micros", "maxMicros", "errors"));
        Arrays.stream(ErrorClass.values()).forEach(e -> c.add("errors." + e.wireName()));
        c.add("stall");
        c.addAll(List.of("cpuUser", "cpuSystem", "cpuIowait", "cpuSteal", "device", "readsPerSecond", "writesPerSecond", "readMBPerSecond",
                "writeMBPerSecond", "awaitMillis", "utilization", "serverCpuCores", "serverRssBytes", "pageCacheBytes"));
        COLUMNS = List.copyOf(c);
    }

    /**
     * The columns of {@code options.performanceSchema}'s rows ({@code record} {@code wait} or {@code stage}, one per event and
     * interval), added after the others only when the run has them: the event's name, how many ended, its share of the
     * sessions' time, and the sessions it is summed over.
     */
    public static final List<String> WAIT_COLUMNS = List.of("event", "eventCount", "eventShare", "sessions");

    private final List<String> header;
    private final Map<String, Integer> position = new HashMap<>();

    private RunCsv(List<String> header) {
        this.header = header;
        for (int i = 0; i < header.size(); i++) {
            position.put(header.get(i), i);
        }
    }

    /** Writes the bundle's table: the header, the queries in the order they ran, then each stream's intervals with their kinds. */
    public static void write(Bundle b, Appendable out) {
        Set<String> counts = new LinkedHashSet<>();
        Set<String> rates = new LinkedHashSet<>();
        for (IntervalRecord i : b.intervals()) {
            if (i.counts() != null) {
                counts.addAll(i.counts().keySet());
            }
            if (i.rates() != null) {
                rates.addAll(i.rates().keySet());
            }
        }
        List<String> header = new ArrayList<>(COLUMNS);
        counts.forEach(n -> header.add("counts." + n));
        rates.forEach(n -> header.add("rates." + n));
        WaitSamples waits = WaitSamples.of(b);
        if (!waits.isEmpty()) {
            header.addAll(WAIT_COLUMNS); // only where the run sampled them, so other runs' tables keep their columns
        }
        RunCsv table = new RunCsv(header);
        Map<StreamKey, String> units = new HashMap<>();
        b.streams().forEach(s -> units.put(s.key(), s.unit()));
        Map<StreamKey, int[]> stalls = stallMembership(b.intervals());
        Map<StreamKey, Integer> position = new HashMap<>();
        try {
            // not closed: closing a printer closes what it prints to, which may be standard output
            CSVPrinter csv = new CSVPrinter(out, CSVFormat.RFC4180.builder().setRecordSeparator("\n").get());
            csv.printRecord(header);
            for (Measurement m : b.measurements()) {
                csv.printRecord(table.query(m));
            }
            for (IntervalRecord i : b.intervals()) {
                int at = position.merge(i.key(), 1, Integer::sum) - 1;
                int stall = stalls.get(i.key())[at];
                csv.printRecord(table.interval(i, units.get(i.key()), stall < 0 ? null : stall + 1));
                if (i.kinds() != null) {
                    for (Map.Entry<String, KindSample> k : i.kinds().entrySet()) {
                        csv.printRecord(table.kind(i, k.getKey(), k.getValue()));
                    }
                }
            }
            for (WaitIntervalRecord w : waits.intervals()) {
                for (EventKind kind : EventKind.values()) {
                    for (EventTime e : w.of(kind)) {
                        csv.printRecord(table.event(w, kind, e));
                    }
                }
            }
            csv.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The whole table as text. */
    public static String of(Bundle b) {
        StringBuilder out = new StringBuilder();
        write(b, out);
        return out.toString();
    }

    private List<String> query(Measurement m) {
        Row r = new Row("query", m.variant(), m.phase(), m.round(), m.operation());
        r.put("seconds", m.seconds());
        r.put("rows", m.rows());
        r.put("error", m.error());
        machine(r, m.system());
        return r.cells();
    }

    /** Per stream, the stall each of its intervals belongs to ({@link Stalls#membership}; -1 for none), in the intervals' order. */
    private static Map<StreamKey, int[]> stallMembership(List<IntervalRecord> intervals) {
        Map<StreamKey, List<IntervalRecord>> byStream = new LinkedHashMap<>();
        intervals.forEach(i -> byStream.computeIfAbsent(i.key(), k -> new ArrayList<>()).add(i));
        Map<StreamKey, int[]> out = new HashMap<>();
        byStream.forEach((k, rows) -> out.put(k, Stalls.membership(rows.stream().mapToLong(IntervalRecord::units).toArray(),
                rows.stream().mapToLong(IntervalRecord::lengthMillis).toArray(), Stalls.BELOW_MEDIAN)));
        return out;
    }

    /** @param stall the stall (1, 2, …) the interval is part of; null when none */
    private List<String> interval(IntervalRecord i, String unit, Integer stall) {
        Row r = stream("interval", i);
        r.put("stall", stall);
        r.put("operations", i.operations());
        r.put("units", i.units());
        r.put("unit", unit);
        r.put("operationsPerSecond", i.operationsPerSecond());
        r.put("unitsPerSecond", i.unitsPerSecond());
        latency(r, i.p50Micros(), i.p95Micros(), i.p99Micros(), i.maxMicros());
        r.put("errors", i.errors());
        for (ErrorClass c : ErrorClass.values()) {
            r.put("errors." + c.wireName(), i.errorsOf(c.wireName()));
        }
        machine(r, i.system());
        if (i.counts() != null) {
            i.counts().forEach((name, n) -> r.put("counts." + name, n));
        }
        if (i.rates() != null) {
            i.rates().forEach((name, v) -> r.put("rates." + name, v));
        }
        return r.cells();
    }

    /** A wait event's or a stage's row: {@code record} is {@code wait} or {@code stage}, its time in {@code seconds}. */
    private List<String> event(WaitIntervalRecord w, EventKind kind, EventTime e) {
        Row r = new Row(WaitEventsView.word(kind), w.variant(), w.phase(), w.round(), w.operation());
        r.put("threads", w.threads());
        r.put("interval", w.index());
        r.put("lengthMillis", w.lengthMillis());
        r.put("seconds", e.seconds());
        r.put("event", e.event());
        r.put("eventCount", e.count());
        r.put("eventShare", w.sessionSeconds() == 0 ? null : e.seconds() / w.sessionSeconds());
        r.put("sessions", w.sessions());
        return r.cells();
    }

    private List<String> kind(IntervalRecord i, String kind, KindSample k) {
        Row r = stream("kind", i);
        r.put("kind", kind);
        r.put("operations", k.operations());
        r.put("operationsPerSecond", i.perSecond(k.operations()));
        latency(r, k.p50Micros(), k.p95Micros(), k.p99Micros(), k.maxMicros());
        r.put("errors", k.errors());
        return r.cells();
    }

    private Row stream(String record, IntervalRecord i) {
        Row r = new Row(record, i.variant(), i.phase(), i.round(), i.operation());
        r.put("threads", i.threads());
        r.put("interval", i.index());
        r.put("startOffsetMillis", i.startOffsetMillis());
        r.put("lengthMillis", i.lengthMillis());
        return r;
    }

    private static void latency(Row r, Double p50, Double p95, Double p99, Double max) {
        r.put("p50Micros", p50);
        r.put("p95Micros", p95);
        r.put("p99Micros", p99);
        r.put("maxMicros", max);
    }

    private static void machine(Row r, SystemSample s) {
        if (s == null) {
            return;
        }
        r.put("cpuUser", s.cpuUser());
        r.put("cpuSystem", s.cpuSystem());
        r.put("cpuIowait", s.cpuIowait());
        r.put("cpuSteal", s.cpuSteal());
        r.put("device", s.device());
        r.put("readsPerSecond", s.readsPerSecond());
        r.put("writesPerSecond", s.writesPerSecond());
        r.put("readMBPerSecond", s.readMBPerSecond());
        r.put("writeMBPerSecond", s.writeMBPerSecond());
        r.put("awaitMillis", s.awaitMillis());
        r.put("utilization", s.utilization());
        r.put("serverCpuCores", s.serverCpuCores());
        r.put("serverRssBytes", s.serverRssBytes());
        r.put("pageCacheBytes", s.pageCacheBytes());
    }

    /** One row's cells in header order; a cell never put stays empty. */
    private final class Row {
        private final String[] cells = new String[header.size()];

        Row(String record, String variant, String phase, int round, String operation) {
            Arrays.fill(cells, "");
            put("record", record);
            put("variant", variant);
            put("phase", phase);
            put("round", round);
            put("operation", operation);
        }

        void put(String column, Object value) {
            Integer at = position.get(column);
            if (at == null) {
                throw new IllegalStateException("no column " + column); // a column written but never declared: a bug here
            }
            cells[at] = text(value);
        }

        List<String> cells() {
            return List.of(cells);
        }
    }

    /** A cell: plain numbers whatever the locale (140, 0.0001, never 1.0E-4 or 1.234,5); empty for null, NaN or infinity. */
    static String text(Object value) {
        if (value == null) {
            return "";
        }
        if (value instanceof Double d) {
            return Double.isFinite(d) ? BigDecimal.valueOf(d).stripTrailingZeros().toPlainString() : "";
        }
        return value.toString();
    }
}
