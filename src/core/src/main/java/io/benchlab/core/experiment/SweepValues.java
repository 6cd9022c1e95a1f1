package io.benchlab.core.experiment;

import io.benchlab.api.ByteSize;
import io.benchlab.core.experiment.Experiment.SweepSpec;
import io.benchlab.core.util.SizeOrNumber;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

/**
 * The values of a sweep, the one way they are counted, made and drawn: explicit {@code values}, or
 * the geometric series {@code from} → {@code to} multiplying by {@code factor} (sizes keep their
 * unit style: 128K, 256K, …). The validator counts a series with {@link #count} (a range of a
 * million values is refused, never built), the planner makes it with {@link #of}, and {@code show},
 * {@code compare} and the report decide a log axis with {@link #logAxis} alone, so they cannot
 * disagree.
 */
public final class SweepValues {
    /** Tolerance of the last step of a series: {@code to} is reached although 2^20 · 1.0000001 is not exactly 2^20. */
    private static final double LAST_STEP = 1e-9;
    /** Neighbours whose ratios differ by less than this share a factor (values of a series are rounded to whole numbers). */
    private static final double SAME_RATIO = 0.01;
    /** The fewest values that make a log axis worth drawing. */
    private static final int LOG_AXIS_VALUES = 3;

    private SweepValues() {
    }

    /** The values a sweep runs, in order: its explicit {@code values}, else its series; the validator has checked it. */
    public static List<Object> of(SweepSpec s) {
        if (s.values() != null && !s.values().isEmpty()) {
            return s.values();
        }
        Series series = series(s);
        long n = count(series.from, series.to, series.factor);
        if (n > ExperimentLimits.MAX_SWEEP_VALUES) {
            throw new ExperimentException("sweep: " + n + " values; at most " + ExperimentLimits.MAX_SWEEP_VALUES + " are allowed");
        }
        List<Object> values = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            long rounded = Math.round(series.from * Math.pow(series.factor, i));
            values.add(series.sizes ? ByteSize.format(rounded) : (Object) rounded);
        }
        return values;
    }

    /** How many values a sweep has: its explicit ones, else its series' (0 when from, to or factor make no series). */
    public static long count(SweepSpec s) {
        if (s.values() != null && !s.values().isEmpty()) {
            return s.values().size();
        }
        OptionalDouble from = SizeOrNumber.of(s.from());
        OptionalDouble to = SizeOrNumber.of(s.to());
        if (from.isEmpty() || to.isEmpty() || from.getAsDouble() <= 0 || to.getAsDouble() < from.getAsDouble()) {
            return 0;
        }
        return count(from.getAsDouble(), to.getAsDouble(), factor(s));
    }

    /**
     * Values of from, from·factor, from·factor², … up to {@code to} (reached within rounding), counted
     * without making them.
     */
    static long count(double from, double to, double factor) {
        if (!(factor > 1) || Double.isInfinite(factor) || !(from > 0) || !(to >= from) || Double.isInfinite(to)) {
            return 0; // no series: the validator names what is wrong
        }
        double limit = to * (1 + LAST_STEP);
        long n = (long) Math.floor(Math.log(to / from) / Math.log(factor));
        while (n > 0 && from * Math.pow(factor, n) > limit) {
            n--;
        }
        while (from * Math.pow(factor, n + 1) <= limit) {
            n++;
        }
        return n + 1;
    }

    /** {@code sweep.factor}, or its default. */
    public static double factor(SweepSpec s) {
        return s.factor() == null ? ExperimentDefaults.SWEEP_FACTOR : s.factor();
    }

    /**
     * Whether a sweep's values are best read on a log axis: three or more positive numbers (sizes
     * count) that, sorted, grow by one constant factor — a geometric series, written as from/to or
     * as explicit values. The one rule of the report's charts and {@code show}'s bars.
     *
     * @param values the swept values as the manifest records them, in any order, repeats allowed (one per series)
     */
    public static boolean logAxis(List<String> values) {
        List<Double> numbers = new ArrayList<>();
        for (String v : values) {
            OptionalDouble n = SizeOrNumber.of(v);
            if (n.isEmpty() || n.getAsDouble() <= 0) {
                return false;
            }
            if (!numbers.contains(n.getAsDouble())) {
                numbers.add(n.getAsDouble());
            }
        }
        if (numbers.size() < LOG_AXIS_VALUES) {
            return false;
        }
        numbers.sort(null);
        double first = numbers.get(1) / numbers.get(0);
        for (int i = 2; i < numbers.size(); i++) {
            double ratio = numbers.get(i) / numbers.get(i - 1);
            if (Math.abs(ratio - first) > SAME_RATIO * first) {
                return false;
            }
        }
        return true;
    }

    private record Series(double from, double to, double factor, boolean sizes) {
    }

    private static Series series(SweepSpec s) {
        boolean sizes = SizeOrNumber.isSize(s.from()) || SizeOrNumber.isSize(s.to());
        double from = SizeOrNumber.of(s.from()).orElseThrow(() -> new ExperimentException("sweep.from: not a number or a size"));
        double to = SizeOrNumber.of(s.to()).orElseThrow(() -> new ExperimentException("sweep.to: not a number or a size"));
        if (from <= 0 || to < from) {
            throw new ExperimentException("sweep: 'from' must be positive and not above 'to'");
        }
        return new Series(from, to, factor(s), sizes);
    }
}
