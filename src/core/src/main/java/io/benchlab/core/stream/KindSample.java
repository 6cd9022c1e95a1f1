package io.benchlab.core.stream;

import org.HdrHistogram.Histogram;

/**
 * One kind's part of a stream interval (a transaction type of an order-entry mix, a statement of a
 * weighted SQL mix): its successful operations, its failed ones, and its response-time percentiles
 * in microseconds, null when the interval has no operation of the kind. Bundles keep it as it is.
 */
public record KindSample(long operations, long errors, Double p50Micros, Double p95Micros, Double p99Micros, Double maxMicros) {

    /** A kind's interval from its response-time histogram (nanoseconds) and its failed operations. */
    public static KindSample of(Histogram h, long errors) {
        if (h.getTotalCount() == 0) {
            return new KindSample(0, errors, null, null, null, null);
        }
        return new KindSample(h.getTotalCount(), errors, LatencySummary.micros(h, 50), LatencySummary.micros(h, 95),
                LatencySummary.micros(h, 99), h.getMaxValue() / 1000.0);
    }
}
