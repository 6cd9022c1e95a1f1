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
 */
record Scale(boolean log, double min, double max, double pixelMin, double pixelMax) {

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

    /** A linear scale from 0 (or the smallest value, if negative) to a nice maximum. */
    static Scale linearFromZero(double dataMax, double pixelMin, double pixelMax) {
        double top = dataMax > 0 ? niceStep(dataMax / 5) * Math.ceil(dataMax / niceStep(dataMax / 5)) : 1;
        return new Scale(false, 0, top, pixelMin, pixelMax);
    }

    static Scale linear(double dataMin, double dataMax, double pixelMin, double pixelMax) {
        if (dataMax <= dataMin) {
            dataMax = dataMin + 1;
        }
        double step = niceStep((dataMax - dataMin) / 5);
        return new Scale(false, Math.floor(dataMin / step) * step, Math.ceil(dataMax / step) * step, pixelMin, pixelMax);
    }

    static Scale logarithmic(double dataMin, double dataMax, double pixelMin, double pixelMax) {
        double lo = Math.pow(10, Math.floor(Math.log10(dataMin)));
        double hi = Math.pow(10, Math.ceil(Math.log10(dataMax)));
        if (hi <= lo) {
            hi = lo * 10;
        }
        return new Scale(true, lo, hi, pixelMin, pixelMax);
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
            double step = niceStep((max - min) / 5);
            for (double v = min; v <= max + step / 1000; v += step) {
                t.add(Math.abs(v) < step / 1e6 ? 0 : v);
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
