package io.benchlab.core.stats;

/**
 * Which way a measure improves. It decides how the baseline/candidate ratio is oriented so that a
 * "speedup" above 1 always means the candidate is better, whatever the measure.
 */
public enum Direction {

    /** Durations, latencies: seconds per query. Speedup = baseline / candidate. */
    LOWER_IS_BETTER,

    /** Throughput: queries or transactions per second. Speedup = candidate / baseline. */
    HIGHER_IS_BETTER;

    /**
     * Performance ratio of candidate over baseline: above 1 means the candidate is better.
     * With seconds, 2.0 means the candidate takes half the time; with throughput, that it does
     * twice the work per second.
     */
    public double speedup(double baselineValue, double candidateValue) {
        return this == LOWER_IS_BETTER ? baselineValue / candidateValue : candidateValue / baselineValue;
    }

    /** True when {@code candidateValue} is strictly better than {@code baselineValue}. */
    public boolean isBetter(double candidateValue, double baselineValue) {
        return this == LOWER_IS_BETTER ? candidateValue < baselineValue : candidateValue > baselineValue;
    }

    /**
     * How much worse the candidate is than the baseline, as a fraction in the measure's own
     * units, the way people say "5% slower": for seconds, B takes 5% more time (B = 1.05·A); for
     * throughput, B does 5% fewer operations per second (B = 0.95·A). Negative when the candidate
     * is better.
     *
     * @param speedup as returned by {@link #speedup(double, double)}
     */
    public double loss(double speedup) {
        return this == LOWER_IS_BETTER ? 1.0 / speedup - 1.0 : 1.0 - speedup;
    }
}
