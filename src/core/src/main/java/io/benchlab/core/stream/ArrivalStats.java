package io.benchlab.core.stream;

/**
 * What the arrival scheduler did (arrival-rate mode only).
 *
 * @param targetPerSecond        λ of the plan
 * @param seed                   the generator's seed
 * @param arrivals               arrivals put into the queue (warmup included)
 * @param due                    arrivals whose intended time had passed when the scheduler stopped;
 *                               {@code arrivals < due} only if the scheduler fell behind at the very end
 * @param schedulerSeconds       how long the scheduler ran (from the first intended arrival to its stop)
 * @param achievedPerSecond      arrivals / schedulerSeconds
 * @param lateness               how late arrivals were enqueued (enqueue time − intended time)
 * @param interArrivalNanos      the first intended inter-arrival times in nanoseconds, at most
 *                               {@link #INTER_ARRIVAL_SAMPLE_LIMIT} (the first arrival's gap from 0 included)
 * @param queuedAtEnd            arrivals still waiting when the run stopped (never served)
 */
public record ArrivalStats(double targetPerSecond, long seed, long arrivals, long due, double schedulerSeconds,
                           double achievedPerSecond, LatencySummary lateness, long[] interArrivalNanos, long queuedAtEnd) {

    /** How many inter-arrival times are kept for inspection. */
    public static final int INTER_ARRIVAL_SAMPLE_LIMIT = 100_000;
}
