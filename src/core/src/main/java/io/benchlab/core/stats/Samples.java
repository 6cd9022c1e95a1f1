package io.benchlab.core.stats;

import java.util.Arrays;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;

/** Shared input checks and the one quantile estimator every class in this package uses. */
final class Samples {

    private Samples() {}

    /**
     * A new Percentile with {@link FiveNumberSummary#QUARTILE_METHOD}. Commons Math's default is
     * its own LEGACY method, which matches neither R nor numpy; always going through here keeps
     * medians and quartiles identical across summaries, boxplots and comparisons.
     */
    static Percentile percentile() {
        return new Percentile().withEstimationType(FiveNumberSummary.QUARTILE_METHOD);
    }

    /**
     * A sorted defensive copy. NaN and infinities are rejected rather than skipped: a silently
     * dropped failed run would make a comparison look better-measured than it was.
     */
    static double[] sortedFiniteCopy(double[] values, String what) {
        if (values == null) {
            throw new IllegalArgumentException(what + " is null");
        }
        for (double v : values) {
            if (!Double.isFinite(v)) {
                throw new IllegalArgumentException(what + " contains a non-finite value: " + v);
            }
        }
        double[] copy = values.clone();
        Arrays.sort(copy);
        return copy;
    }
}
