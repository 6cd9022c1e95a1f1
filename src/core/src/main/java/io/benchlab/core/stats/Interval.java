package io.benchlab.core.stats;

/**
 * A closed interval {@code [low, high]}, used for confidence intervals.
 *
 * <p>An interval that cannot be computed (one run: no spread, so no Student-t interval) is
 * {@link #UNDEFINED}: both bounds NaN. Callers test {@link #isDefined()} instead of guessing from
 * a zero width, because a zero-width interval would falsely claim perfect certainty.
 */
public record Interval(double low, double high) {

    /** The interval that could not be computed; both bounds are NaN. */
    public static final Interval UNDEFINED = new Interval(Double.NaN, Double.NaN);

    public Interval {
        if (!Double.isNaN(low) && !Double.isNaN(high) && low > high) {
            throw new IllegalArgumentException("interval low " + low + " > high " + high);
        }
    }

    /** True when both bounds are numbers. */
    public boolean isDefined() {
        return !Double.isNaN(low) && !Double.isNaN(high);
    }

    /** True when the interval is defined and {@code value} lies inside it (bounds included). */
    public boolean contains(double value) {
        return isDefined() && low <= value && value <= high;
    }

    /** True when the interval is defined and lies entirely on one side of {@code value}. */
    public boolean excludes(double value) {
        return isDefined() && (value < low || value > high);
    }
}
