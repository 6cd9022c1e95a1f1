package io.benchlab.core.stats;

/**
 * The rules' knobs for deciding a {@link Verdict}. {@link #DEFAULT} is what benchlab uses unless
 * a user overrides it.
 *
 * @param alpha      significance level of the two-sided Mann-Whitney test; also 1 − the
 *                   confidence of the bootstrap interval of the speedup, so that both criteria
 *                   ask for the same level of evidence
 * @param cvLimit    largest coefficient of variation (fraction) of either sample that still
 *                   allows a conclusion; above it the setup, not the software, dominates
 * @param minRuns    fewest runs per side for any test at all
 */
public record Thresholds(double alpha, double cvLimit, int minRuns) {

    /** Conventional 5% significance level. */
    public static final double DEFAULT_ALPHA = 0.05;

    /**
     * 20%. Repeated runs of a warmed-up query on a quiet machine usually vary by a few percent;
     * a CV above 20% means something else was going on (cold caches, background jobs, a
     * throttling CPU, an undersized buffer pool thrashing) and the difference between A and B
     * cannot be attributed to A and B.
     */
    public static final double DEFAULT_CV_LIMIT = 0.20;

    /**
     * 3. Below three runs there is no spread to judge noise from and no test. Note that three is
     * the minimum for the small-sample rule only: Mann-Whitney needs about 4 vs 4 to ever reach
     * p &lt; 0.05 (see {@link Comparison}).
     */
    public static final int DEFAULT_MIN_RUNS = 3;

    public static final Thresholds DEFAULT = new Thresholds(DEFAULT_ALPHA, DEFAULT_CV_LIMIT, DEFAULT_MIN_RUNS);

    public Thresholds {
        if (!(alpha > 0 && alpha < 1) || !(cvLimit > 0) || minRuns < 2) {
            throw new IllegalArgumentException("alpha " + alpha + ", cvLimit " + cvLimit + ", minRuns " + minRuns);
        }
    }

    /** Confidence level of the speedup interval, 1 − alpha. */
    public double confidence() {
        return 1 - alpha;
    }
}
