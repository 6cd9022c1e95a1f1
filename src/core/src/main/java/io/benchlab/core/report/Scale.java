package io.benchlab.core.report;

import java.util.ArrayList;
import java.util.List;

/**
 * Maps data values to pixels, linear or base-10 logarithmic, with "nice" tick values.
 *
 * @param log       logarithmic (all values must be positive)
 * @param min       data value at {@code pixelMin}
 * @param max       data value at {@code pixelMax}
 * @param pixelMin  pixel of {@code min}
 * @param pixelMax  pixel of {@code max} (may be smaller than pixelMin: y grows downwards)
 * @param step      distance between ticks of a linear scale (unused when logarithmic)
 */
record Scale(boolean log, double min, double max, double pixelMin, double pixelMax, double step) {

    /** Values spanning more than this ratio (two decades) open on a log axis: on a linear one the small ones are invisible. */
    static final double LOG_FIRST_RATIO = 100;

    /**
     * Whether a chart of these values offers a log axis, and opens on it.
     *
     * @param offered  there are positive values of more than one size (a log axis is meaningful)
     * @param logFirst the positive values span more than {@link #LOG_FIRST_RATIO}
     * @param min      smallest positive value (NaN when none)
     * @param max      largest value (NaN when none)
     */
    record Span(boolean offered, boolean logFirst, double min, double max) {
        static Span of(java.util.stream.DoubleStream values) {
            double[] v = values.filter(Double::isFinite).toArray();
            double min = java.util.Arrays.stream(v).filter(x -> x > 0).min().orElse(Double.NaN);
            double max = java.util.Arrays.stream(v).max().orElse(Double.NaN);
            boolean offered = min > 0 && max > min;
            return new Span(offered, offered && max / min > LOG_FIRST_RATIO, min, max);
        }
    }

    /** A linear axis has between this many and {@link #MOST_STEPS} steps between its ticks. */
    static final int FEWEST_STEPS = 5;
    static final int MOST_STEPS = 10;
    /**
     * How far an x axis may end short of the data, as a share of its range: the last interval of a
     * 30 s stream ends at 30.04 s, and an axis to 40 s for those 0.04 s would leave a quarter of the
     * chart empty. The point is still drawn, a pixel or two into the plot's right margin.
     */
    static final double X_SLACK = 0.01;

    /** A linear scale from 0 to a nice maximum at or above {@code dataMax}. */
    static Scale linearFromZero(double dataMax, double pixelMin, double pixelMax) {
        return dataMax > 0 ? nice(0, dataMax, 0, pixelMin, pixelMax) : new Scale(false, 0, 1, pixelMin, pixelMax, 0.2);
    }

    /** A linear scale between nice bounds at or beyond the data's. */
    static Scale linear(double dataMin, double dataMax, double pixelMin, double pixelMax) {
        return nice(dataMin, dataMax, 0, pixelMin, pixelMax);
    }

    /** A linear x scale whose nice bounds may fall within {@link #X_SLACK} of the data's ends. */
    static Scale linearX(double dataMin, double dataMax, double pixelMin, double pixelMax) {
        return nice(dataMin, dataMax, X_SLACK, pixelMin, pixelMax);
    }

    /**
     * Nice bounds close to the data: of the steps (1, 2 or 5 × 10^k) that give
     * {@value #FEWEST_STEPS} to {@value #MOST_STEPS} ticks, the one whose bounds waste the least
     * room beyond the data (data to 101 is drawn to 120, not 150); on a tie the larger step.
     */
    private static Scale nice(double dataMin, double dataMax, double slack, double pixelMin, double pixelMax) {
        if (!(dataMax > dataMin)) {
            dataMax = dataMin + 1;
        }
        double range = dataMax - dataMin;
        double bestLo = 0;
        double bestHi = 0;
        double bestStep = 0;
        for (int n = FEWEST_STEPS; n <= MOST_STEPS; n++) {
            double step = niceStep(range / n);
            double lo = Math.floor((dataMin + slack * range) / step) * step;
            double hi = Math.ceil((dataMax - slack * range) / step) * step;
            if (hi <= lo) {
                hi = lo + step;
            }
            if (bestStep == 0 || hi - lo < bestHi - bestLo - step * 1e-9) {
                bestLo = lo;
                bestHi = hi;
                bestStep = step;
            }
        }
        return new Scale(false, bestLo, bestHi, pixelMin, pixelMax, bestStep);
    }

    static Scale logarithmic(double dataMin, double dataMax, double pixelMin, double pixelMax) {
        double lo = Math.pow(10, Math.floor(Math.log10(dataMin)));
        double hi = Math.pow(10, Math.ceil(Math.log10(dataMax)));
        if (hi <= lo) {
            hi = lo * 10;
        }
        return new Scale(true, lo, hi, pixelMin, pixelMax, 0);
    }

    double map(double v) {
        double f = log ? (Math.log10(v) - Math.log10(min)) / (Math.log10(max) - Math.log10(min)) : (v - min) / (max - min);
        return pixelMin + f * (pixelMax - pixelMin);
    }

    List<Double> ticks() {
        List<Double> t = new ArrayList<>();
        if (log) {
            // few decades: 1, 2 and 5 of each, so a narrow range still has more than two ticks
            boolean fine = max / min <= 1001;
            for (double v = min; v <= max * 1.0001; v *= 10) {
                for (double m : fine ? new double[]{1, 2, 5} : new double[]{1}) {
                    if (v * m <= max * 1.0001) {
                        t.add(v * m);
                    }
                }
            }
        } else {
            // multiples of the step, not repeated sums, so rounding errors do not add up to a missing last tick
            long first = Math.round(min / step);
            long last = Math.round(max / step);
            for (long i = first; i <= last; i++) {
                t.add(i == 0 ? 0 : i * step);
            }
        }
        return t;
    }

    /** 1, 2 or 5 times a power of ten, at least {@code rough}. */
    static double niceStep(double rough) {
        if (!(rough > 0)) {
            return 1;
        }
        double p = Math.pow(10, Math.floor(Math.log10(rough)));
        double f = rough / p;
        return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * p;
    }
}
