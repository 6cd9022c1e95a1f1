package io.benchlab.core.stream;

import org.HdrHistogram.Histogram;

/**
 * Percentiles of a latency distribution in microseconds (HdrHistogram, 3 significant digits).
 * All values are {@code NaN} when {@code count} is 0.
 */
public record LatencySummary(long count, double meanMicros, double p50Micros, double p95Micros, double p99Micros,
                             double p999Micros, double maxMicros) {

    /** Summarizes a histogram whose values are nanoseconds. */
    public static LatencySummary ofNanos(Histogram h) {
        if (h == null || h.getTotalCount() == 0) {
            return new LatencySummary(0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        }
        return new LatencySummary(h.getTotalCount(), h.getMean() / 1000.0,
                micros(h, 50), micros(h, 95), micros(h, 99), micros(h, 99.9), h.getMaxValue() / 1000.0);
    }

    static double micros(Histogram h, double percentile) {
        return h.getTotalCount() == 0 ? Double.NaN : h.getValueAtPercentile(percentile) / 1000.0;
    }
}
