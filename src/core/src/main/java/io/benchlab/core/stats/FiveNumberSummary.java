package io.benchlab.core.stats;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.math3.stat.StatUtils;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;
import org.apache.commons.math3.stat.descriptive.rank.Percentile.EstimationType;

/**
 * The numbers behind one boxplot box: quartiles, Tukey whiskers and outliers.
 *
 * <p>Quartiles use {@link #QUARTILE_METHOD} = {@code R_7}: linear interpolation between order
 * statistics at position {@code (n − 1)·p}, the default of R's {@code quantile()}, numpy's
 * {@code percentile()} and Excel's {@code PERCENTILE.INC}. For 1..10 it gives Q1 = 3.25,
 * Q3 = 7.75. The GUI and the HTML report both draw boxes from this record, never from their own
 * quantile code, so the same data always gives the same box.
 *
 * <p>Whiskers follow Tukey's rule: fences at Q1 − 1.5·IQR and Q3 + 1.5·IQR; each whisker ends at
 * the most extreme value still inside its fence; values beyond the fences are outliers.
 *
 * @param n             number of values
 * @param min           smallest value (an outlier if outside the fences)
 * @param q1            first quartile
 * @param median        second quartile
 * @param q3            third quartile
 * @param max           largest value
 * @param mean          arithmetic mean (drawn as a marker on the box)
 * @param lowerWhisker  smallest value ≥ Q1 − 1.5·IQR
 * @param upperWhisker  largest value ≤ Q3 + 1.5·IQR
 * @param outliers      values outside the fences, ascending; unmodifiable
 */
public record FiveNumberSummary(
        int n,
        double min,
        double q1,
        double median,
        double q3,
        double max,
        double mean,
        double lowerWhisker,
        double upperWhisker,
        List<Double> outliers) {

    /** Quartile estimation method: R-7 (R and numpy default), see the class comment. */
    public static final EstimationType QUARTILE_METHOD = EstimationType.R_7;

    /** Tukey's fence distance, in interquartile ranges. */
    public static final double WHISKER_IQR_FACTOR = 1.5;

    public FiveNumberSummary {
        outliers = List.copyOf(outliers);
    }

    /**
     * Computes the box for {@code values} (not modified).
     *
     * @throws IllegalArgumentException if values is null, empty, or holds NaN or infinities
     */
    public static FiveNumberSummary of(double[] values) {
        double[] sorted = Samples.sortedFiniteCopy(values, "values");
        if (sorted.length == 0) {
            throw new IllegalArgumentException("cannot draw a box for no values");
        }
        Percentile percentile = Samples.percentile();
        percentile.setData(sorted);
        double q1 = percentile.evaluate(25);
        double median = percentile.evaluate(50);
        double q3 = percentile.evaluate(75);
        double iqr = q3 - q1;
        double lowFence = q1 - WHISKER_IQR_FACTOR * iqr;
        double highFence = q3 + WHISKER_IQR_FACTOR * iqr;

        List<Double> outliers = new ArrayList<>();
        double lowerWhisker = Double.NaN;
        double upperWhisker = Double.NaN;
        for (double v : sorted) { // ascending, so the first/last inside are the whisker ends
            if (v < lowFence || v > highFence) {
                outliers.add(v);
            } else {
                if (Double.isNaN(lowerWhisker)) {
                    lowerWhisker = v;
                }
                upperWhisker = v;
            }
        }
        // Q1 and Q3 lie between data points inside the fences, so at least one value is inside
        // and both whiskers are always set.
        return new FiveNumberSummary(sorted.length, sorted[0], q1, median, q3, sorted[sorted.length - 1],
                StatUtils.mean(sorted), lowerWhisker, upperWhisker, outliers);
    }

    /** Interquartile range Q3 − Q1. */
    public double iqr() {
        return q3 - q1;
    }

    /** Q1 − 1.5·IQR: values below are outliers. */
    public double lowerFence() {
        return q1 - WHISKER_IQR_FACTOR * iqr();
    }

    /** Q3 + 1.5·IQR: values above are outliers. */
    public double upperFence() {
        return q3 + WHISKER_IQR_FACTOR * iqr();
    }
}
