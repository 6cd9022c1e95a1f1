package io.benchlab.core.stream;

import java.util.concurrent.TimeUnit;

/**
 * The range and precision of every latency histogram of the stream engine (the runner's recorders,
 * each kind's, the arrival lateness, a merge's), so that histograms of one stream can always be added.
 */
final class LatencyRange {
    /** Latencies above one hour are recorded as one hour. */
    static final long HIGHEST_TRACKABLE_NANOS = TimeUnit.HOURS.toNanos(1);
    static final int SIGNIFICANT_DIGITS = 3;

    private LatencyRange() {
    }
}
