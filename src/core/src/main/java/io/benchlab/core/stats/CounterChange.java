package io.benchlab.core.stats;

import java.util.Locale;

/**
 * How a status counter moved from side A to side B, said with its direction so that nobody has to
 * guess which side is bigger: {@code B +12.3%}, {@code B −99.9%}, {@code B ×131}; {@code new} when
 * A never moved it, {@code gone} when B never did, {@code =} when equal. A rise of ten times or
 * more is a factor ("×131" reads at a glance, "+13,000%" does not); a fall stays a percentage,
 * with as many decimals as it takes not to round a real difference to "−100%".
 *
 * @param a the counter on side A (a sum or a per-run mean)
 * @param b the counter on side B
 */
public record CounterChange(double a, double b) {

    /** The direction of the change. */
    public enum Kind { SAME, NEW, GONE, UP, DOWN }

    public Kind kind() {
        if (a == b) {
            return Kind.SAME;
        }
        if (a == 0) {
            return Kind.NEW;
        }
        if (b == 0) {
            return Kind.GONE;
        }
        return b > a ? Kind.UP : Kind.DOWN;
    }

    /**
     * How far apart the sides are, for ranking rows: the absolute log-ratio; infinite for
     * {@code new} and {@code gone}, 0 when equal. A doubling and a halving rank alike.
     */
    public double magnitude() {
        return switch (kind()) {
            case SAME -> 0;
            case NEW, GONE -> Double.POSITIVE_INFINITY;
            default -> a * b > 0 ? Math.abs(Math.log(b / a)) : Math.abs(b - a) / Math.abs(a);
        };
    }

    /** The change as a table cell, naming the side that moved (e.g. "B −99.9%"). */
    public String describe(String nameB) {
        return switch (kind()) {
            case SAME -> "=";
            case NEW -> "new";
            case GONE -> "gone";
            case UP -> a > 0 && b / a >= 10 ? nameB + " ×" + factor(b / a) : nameB + " +" + percent((b - a) / Math.abs(a));
            case DOWN -> nameB + " −" + percent((a - b) / Math.abs(a));
        };
    }

    /** Three significant digits, thousands grouped: 12.5, 131, 1,051. */
    private static String factor(double f) {
        return f >= 100 ? String.format(Locale.ROOT, "%,.0f", f) : String.format(Locale.ROOT, f >= 10 ? "%.1f" : "%.2f", f);
    }

    /** One decimal, more when one would round a fall short of 100% up to 100% (at most six). */
    private static String percent(double fraction) {
        double p = fraction * 100;
        int decimals = 1;
        String s = String.format(Locale.ROOT, "%,." + decimals + "f", p);
        while (p < 100 && s.startsWith("100") && decimals < 6) {
            decimals++;
            s = String.format(Locale.ROOT, "%,." + decimals + "f", p);
        }
        return s + "%";
    }
}
