package io.benchlab.core.stream;

import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * The one merge of a stream's intervals recorded by several clients (load hosts) into the
 * intervals one client would have recorded: counts are summed, and latencies are merged by adding
 * the clients' HdrHistograms, so every percentile of the merged interval is the percentile of all
 * recorded values together — never an average of the clients' percentiles. A total over all merged
 * intervals is kept the same way.
 *
 * <p>Used on one thread (the coordinator's); the histogram a call returns is reused by the next.
 */
public final class IntervalMerge {
    private final Histogram interval = new Histogram(StreamRunner.HIGHEST_TRACKABLE_NANOS, StreamRunner.SIGNIFICANT_DIGITS);
    private final Histogram total = new Histogram(StreamRunner.HIGHEST_TRACKABLE_NANOS, StreamRunner.SIGNIFICANT_DIGITS);

    /**
     * One client's part of an interval.
     *
     * @param lengthMillis        how long the client measured it
     * @param operationsPerSecond the client's own rate (the merged rate is their sum: clients run side by side)
     * @param responseNanos       the client's response-time histogram of the interval (nanoseconds)
     */
    public record Part(long lengthMillis, long operations, long units, long errors, double operationsPerSecond, double unitsPerSecond,
                       Histogram responseNanos) {
    }

    /** A merged interval and its histogram (valid until the next merge: copy or write it). */
    public record Merged(IntervalSample sample, Histogram responseNanos) {
    }

    /**
     * Merges the parts of interval {@code index} that starts {@code startOffsetMillis} after the
     * start of measurement (on the coordinator's clock); {@code startEpochMillis} and
     * {@code endEpochMillis} become the merged histogram's time stamps.
     */
    public Merged merge(int index, long startOffsetMillis, long startEpochMillis, long endEpochMillis, List<Part> parts) {
        interval.reset();
        long length = 0;
        long ops = 0;
        long units = 0;
        long errors = 0;
        double opsPerSecond = 0;
        double unitsPerSecond = 0;
        for (Part p : parts) {
            interval.add(p.responseNanos());
            length = Math.max(length, p.lengthMillis());
            ops += p.operations();
            units += p.units();
            errors += p.errors();
            opsPerSecond += p.operationsPerSecond();
            unitsPerSecond += p.unitsPerSecond();
        }
        interval.setStartTimeStamp(startEpochMillis);
        interval.setEndTimeStamp(endEpochMillis);
        total.add(interval);
        IntervalSample sample = new IntervalSample(index, startOffsetMillis, length, ops, units, opsPerSecond, unitsPerSecond,
                LatencySummary.micros(interval, 50), LatencySummary.micros(interval, 95), LatencySummary.micros(interval, 99),
                interval.getTotalCount() == 0 ? Double.NaN : interval.getMaxValue() / 1000.0, errors, null);
        return new Merged(sample, interval);
    }

    /** The response times of every interval merged so far. */
    public LatencySummary total() {
        return LatencySummary.ofNanos(total);
    }

    /** A new empty histogram of the engine's range and precision, for a client's values. */
    public static Histogram emptyHistogram() {
        return new Histogram(StreamRunner.HIGHEST_TRACKABLE_NANOS, StreamRunner.SIGNIFICANT_DIGITS);
    }
}
