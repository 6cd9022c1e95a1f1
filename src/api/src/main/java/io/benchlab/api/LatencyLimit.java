package io.benchlab.api;

import java.time.Duration;
import java.util.Objects;

/**
 * A response time a kind of a stream's operations must meet at a percentile, by the workload's own
 * rules: TPC-C's 90th percentiles (5 s for New-Order, 20 s for Stock-Level). The engine reports, for
 * each run of the stream, the kind's response time at that percentile (from its histogram, so any
 * percentile is exact to the histogram's precision) and whether it met the limit.
 *
 * @param kind       one of the stream's {@linkplain StreamOperation#kinds() kinds}
 * @param percentile e.g. 90
 * @param limit      the response time the percentile must not exceed
 * @since API 1 (added in benchlab 0.2: the engine of 0.1 ignores a stream's limits)
 */
public record LatencyLimit(String kind, double percentile, Duration limit) {
    /** Checks the kind, a percentile in (0, 100] and a positive limit. */
    public LatencyLimit {
        Objects.requireNonNull(kind, "kind");
        if (!(percentile > 0 && percentile <= 100)) {
            throw new IllegalArgumentException("latency limit of " + kind + ": the percentile must be in (0, 100], not " + percentile);
        }
        Objects.requireNonNull(limit, "limit");
        if (limit.isNegative() || limit.isZero()) {
            throw new IllegalArgumentException("latency limit of " + kind + ": the limit must be positive");
        }
    }
}
