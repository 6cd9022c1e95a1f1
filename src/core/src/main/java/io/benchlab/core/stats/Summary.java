package io.benchlab.core.stats;

import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.descriptive.DescriptiveStatistics;

/**
 * Descriptive statistics of one series of runs (e.g. the wall-clock seconds of a query over 10
 * runs), as shown in tables and stability views.
 *
 * <p>Quantities that are undefined for the sample size are NaN rather than a misleading number:
 * with no runs everything is NaN; with one run {@code stddev}, {@code coefficientOfVariation}
 * and the confidence interval are NaN (a single run says nothing about spread — Commons Math
 * would report a standard deviation of 0, which reads as "perfectly stable").
 *
 * @param n                      number of values
 * @param mean                   arithmetic mean
 * @param median                 median ({@link FiveNumberSummary#QUARTILE_METHOD}; for the median
 *                               all common methods agree)
 * @param stddev                 sample standard deviation (divisor n − 1)
 * @param min                    smallest value
 * @param max                    largest value
 * @param coefficientOfVariation stddev / |mean| as a fraction (0.05 = 5%); NaN if the mean is 0
 * @param meanCi95               95% confidence interval of the mean, Student t with n − 1 degrees
 *                               of freedom; {@link Interval#UNDEFINED} when n &lt; 2
 */
public record Summary(
        int n,
        double mean,
        double median,
        double stddev,
        double min,
        double max,
        double coefficientOfVariation,
        Interval meanCi95) {

    /** Confidence level of {@link #meanCi95()}. */
    public static final double CONFIDENCE = 0.95;

    /**
     * Summarises {@code values} (not modified). Empty input gives n = 0 and NaN everywhere, so a
     * report can still show a row for a query whose runs all failed.
     *
     * @throws IllegalArgumentException if {@code values} is null or holds NaN or infinities
     */
    public static Summary of(double[] values) {
        double[] sorted = Samples.sortedFiniteCopy(values, "values");
        int n = sorted.length;
        if (n == 0) {
            return new Summary(0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN,
                    Interval.UNDEFINED);
        }
        DescriptiveStatistics stats = new DescriptiveStatistics(sorted);
        stats.setPercentileImpl(Samples.percentile());
        double mean = stats.getMean();
        double median = stats.getPercentile(50);
        if (n == 1) {
            return new Summary(1, mean, median, Double.NaN, sorted[0], sorted[0], Double.NaN, Interval.UNDEFINED);
        }
        double sd = stats.getStandardDeviation(); // sample (n − 1) standard deviation
        double cv = mean == 0 ? Double.NaN : sd / Math.abs(mean);
        double t = new TDistribution(n - 1).inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2);
        double halfWidth = t * sd / Math.sqrt(n);
        return new Summary(n, mean, median, sd, stats.getMin(), stats.getMax(), cv,
                new Interval(mean - halfWidth, mean + halfWidth));
    }

    /**
     * {@link #meanCi95()} as shown to people: when no value is negative (durations, rates) the mean
     * cannot be negative either, so a lower bound below zero — what a Student t interval gives on
     * three noisy runs — is shown as zero instead of as an impossible negative time. The verdict
     * rules use the unclipped interval (on logarithms, which may be negative).
     */
    public Interval meanCi95ForDisplay() {
        if (!hasInterval() || min < 0 || meanCi95.low() >= 0) {
            return meanCi95;
        }
        return new Interval(0, meanCi95.high());
    }

    /** True when the confidence interval of the mean exists (n ≥ 2). */
    public boolean hasInterval() {
        return meanCi95.isDefined();
    }
}
