package io.benchlab.core.stream;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * The one merge of a stream's intervals recorded by several clients (load hosts) into the
 * intervals one client would have recorded: counts are summed, and latencies are merged by adding
 * the clients' HdrHistograms, so every percentile of the merged interval is the percentile of all
 * recorded values together — never an average of the clients' percentiles. A total over all merged
 * intervals is kept the same way, for the stream and for each of its kinds.
 *
 * <p>Used on one thread (the coordinator's); the histograms a call returns are reused by the next.
 */
public final class IntervalMerge {
    private final Histogram interval = emptyHistogram();
    private final Histogram total = emptyHistogram();
    /** Per kind (in the operation's order): the merged interval's histogram, the total, the errors so far. */
    private final List<String> kinds;
    private final Histogram[] kindInterval;
    private final Histogram[] kindTotal;
    private final long[] kindErrors;

    /** A merge of a stream whose operations are all alike. */
    public IntervalMerge() {
        this(List.of());
    }

    /** A merge of a stream of these kinds ({@code StreamOperation.kinds}). */
    public IntervalMerge(List<String> kinds) {
        this.kinds = List.copyOf(kinds);
        this.kindInterval = new Histogram[kinds.size()];
        this.kindTotal = new Histogram[kinds.size()];
        this.kindErrors = new long[kinds.size()];
        for (int i = 0; i < kinds.size(); i++) {
            kindInterval[i] = emptyHistogram();
            kindTotal[i] = emptyHistogram();
        }
    }

    /**
     * One client's part of an interval.
     *
     * @param lengthMillis        how long the client measured it
     * @param operationsPerSecond the client's own rate (the merged rate is their sum: clients run side by side)
     * @param responseNanos       the client's response-time histogram of the interval (nanoseconds)
     * @param kindResponseNanos   per kind, the client's histogram of the interval; empty for a stream without kinds
     * @param kindErrors          per kind, the client's failed operations; empty for a stream without kinds
     * @param counts              the client's named counts of the interval; null for none
     * @param errorClasses        the client's errors by class; null for none
     */
    public record Part(long lengthMillis, long operations, long units, long errors, double operationsPerSecond, double unitsPerSecond,
                       Histogram responseNanos, Map<String, Histogram> kindResponseNanos, Map<String, Long> kindErrors,
                       Map<String, Long> counts, Map<String, Long> errorClasses) {

        /** A part of a stream whose operations are all alike, without counts or classified errors. */
        public Part(long lengthMillis, long operations, long units, long errors, double operationsPerSecond, double unitsPerSecond,
                    Histogram responseNanos) {
            this(lengthMillis, operations, units, errors, operationsPerSecond, unitsPerSecond, responseNanos, Map.of(), Map.of(), null, null);
        }
    }

    /** A merged interval and its histograms (valid until the next merge: copy or write them). */
    public record Merged(IntervalSample sample, Histogram responseNanos, Map<String, Histogram> kindResponseNanos) {
    }

    /**
     * Merges the parts of interval {@code index} that starts {@code startOffsetMillis} after the
     * start of measurement (on the coordinator's clock); {@code startEpochMillis} and
     * {@code endEpochMillis} become the merged histograms' time stamps.
     */
    public Merged merge(int index, long startOffsetMillis, long startEpochMillis, long endEpochMillis, List<Part> parts) {
        interval.reset();
        for (Histogram h : kindInterval) {
            h.reset();
        }
        long length = 0;
        long ops = 0;
        long units = 0;
        long errors = 0;
        double opsPerSecond = 0;
        double unitsPerSecond = 0;
        long[] errorsOfKinds = new long[kinds.size()];
        Map<String, Long> counts = null;
        Map<String, Long> classes = null;
        for (Part p : parts) {
            interval.add(p.responseNanos());
            length = Math.max(length, p.lengthMillis());
            ops += p.operations();
            units += p.units();
            errors += p.errors();
            opsPerSecond += p.operationsPerSecond();
            unitsPerSecond += p.unitsPerSecond();
            for (int i = 0; i < kinds.size(); i++) {
                Histogram h = p.kindResponseNanos().get(kinds.get(i));
                if (h != null) {
                    kindInterval[i].add(h);
                }
                errorsOfKinds[i] += p.kindErrors().getOrDefault(kinds.get(i), 0L);
            }
            counts = sum(counts, p.counts());
            classes = sum(classes, p.errorClasses());
        }
        interval.setStartTimeStamp(startEpochMillis);
        interval.setEndTimeStamp(endEpochMillis);
        total.add(interval);
        Map<String, KindSample> kindSamples = null;
        Map<String, Histogram> kindHistograms = new LinkedHashMap<>();
        if (!kinds.isEmpty()) {
            kindSamples = new LinkedHashMap<>();
            for (int i = 0; i < kinds.size(); i++) {
                Histogram k = kindInterval[i];
                k.setStartTimeStamp(startEpochMillis);
                k.setEndTimeStamp(endEpochMillis);
                kindTotal[i].add(k);
                kindErrors[i] += errorsOfKinds[i];
                kindSamples.put(kinds.get(i), KindSample.of(k, errorsOfKinds[i]));
                kindHistograms.put(kinds.get(i), k);
            }
        }
        IntervalSample sample = new IntervalSample(index, startOffsetMillis, length, ops, units, opsPerSecond, unitsPerSecond,
                LatencySummary.micros(interval, 50), LatencySummary.micros(interval, 95), LatencySummary.micros(interval, 99),
                interval.getTotalCount() == 0 ? Double.NaN : interval.getMaxValue() / 1000.0, errors, null, kindSamples, counts, classes);
        return new Merged(sample, interval, kindHistograms);
    }

    private static Map<String, Long> sum(Map<String, Long> into, Map<String, Long> add) {
        if (add == null) {
            return into;
        }
        Map<String, Long> out = into == null ? new LinkedHashMap<>() : into;
        add.forEach((k, v) -> out.merge(k, v, Long::sum));
        return out;
    }

    /** The response times of every interval merged so far. */
    public LatencySummary total() {
        return LatencySummary.ofNanos(total);
    }

    /** Each kind's figures over every interval merged so far; null for a stream without kinds. */
    public Map<String, KindTotal> kindTotals() {
        if (kinds.isEmpty()) {
            return null;
        }
        Map<String, KindTotal> out = new LinkedHashMap<>();
        for (int i = 0; i < kinds.size(); i++) {
            out.put(kinds.get(i), new KindTotal(kindTotal[i].getTotalCount(), kindErrors[i], LatencySummary.ofNanos(kindTotal[i])));
        }
        return out;
    }

    /** A new empty histogram of the engine's range and precision, for a client's values. */
    public static Histogram emptyHistogram() {
        return new Histogram(LatencyRange.HIGHEST_TRACKABLE_NANOS, LatencyRange.SIGNIFICANT_DIGITS);
    }
}
