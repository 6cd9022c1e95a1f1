package io.benchlab.core.stream;

import io.benchlab.core.stats.FiveNumberSummary;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * How stable a stream was over its intervals: the five-number summary and mean of per-interval
 * throughput and of per-interval p99 latency. Quartiles use the R-7 rule (linear interpolation
 * between order statistics, as R's default and Excel's {@code QUARTILE.INC}), computed by
 * {@link FiveNumberSummary}, so stability, boxplots and tables share one quantile. Intervals without
 * operations have no p99 and are left out of the p99 summary.
 *
 * @param intervals  how many intervals were summarized
 * @param throughput operations per second per interval
 * @param unitsRate  units per second per interval
 * @param p99Micros  per-interval p99 latency in microseconds
 */
public record IntervalStability(int intervals, Summary throughput, Summary unitsRate, Summary p99Micros) {

    /** Five-number summary plus mean; all {@code NaN} when {@code n} is 0. */
    public record Summary(int n, double min, double q1, double median, double q3, double max, double mean) {

        /** Interquartile range relative to the median (a robust coefficient of variation); NaN if median is 0. */
        public double relativeIqr() {
            return median == 0 ? Double.NaN : (q3 - q1) / median;
        }
    }

    /** Summarizes the given intervals (pass a sublist to leave out e.g. a ramp-up or the last partial one). */
    public static IntervalStability of(List<IntervalSample> samples) {
        return new IntervalStability(samples.size(),
                summarize(samples, IntervalSample::operationsPerSecond),
                summarize(samples, IntervalSample::unitsPerSecond),
                summarize(samples, IntervalSample::p99Micros));
    }

    private static Summary summarize(List<IntervalSample> samples, ToDoubleFunction<IntervalSample> f) {
        return summary(samples.stream().mapToDouble(f).filter(v -> !Double.isNaN(v)).toArray());
    }

    /** Five-number summary and mean of {@code values} (NaNs must be removed by the caller); R-7 quartiles from {@code stats}. */
    public static Summary summary(double[] values) {
        if (values.length == 0) {
            return new Summary(0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        }
        FiveNumberSummary f = FiveNumberSummary.of(values);
        return new Summary(f.n(), f.min(), f.q1(), f.median(), f.q3(), f.max(), f.mean());
    }
}
