package io.benchlab.core.history;

/**
 * A change in a series: the point where its level moves for good.
 *
 * @param index      the first point of the new level (0-based; never 0)
 * @param meanBefore mean of the segment before it (up to the previous change)
 * @param meanAfter  mean of the segment from it (up to the next change)
 * @param pValue     two-sided Student's t-test p-value of the two segments
 */
public record ChangePoint(int index, double meanBefore, double meanAfter, double pValue) {

    /** after/before − 1: +0.05 is 5% higher; 0 when the mean before is 0. */
    public double relativeChange() {
        return meanBefore == 0 ? 0 : meanAfter / meanBefore - 1;
    }

    /** The larger of |after/before − 1| and |before/after − 1| (Otava's magnitude), compared with the minimum magnitude. */
    public double magnitude() {
        double back = meanAfter == 0 ? 0 : meanBefore / meanAfter - 1;
        return Math.max(Math.abs(relativeChange()), Math.abs(back));
    }
}
