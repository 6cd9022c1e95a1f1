package io.benchlab.core.stats;

import java.util.Locale;

/**
 * How a status counter moved from side A to side B, said with its direction so that nobody has to
 * guess which side is bigger: {@code B +12.3%}, {@code B −99.9%}, {@code B ×131}; {@code new} when
 * A never moved it, {@code gone} when B never did, {@code =} when equal. A rise of ten times or
 * more is a factor ("×131" reads at a glance, "+13,000%" does not); a fall stays a percentage,
 * with as many decimals as it takes not to round a real difference to "−100%".
 *
 * <p>A position (a log sequence number, a checkpoint's LSN: a byte offset that only moves on) is
 * not a count of events: how far it moved is bytes, and one side not moving it at all is not
 * something "new". Its change is the byte difference with what the movement means, e.g.
 * {@code B +1.2 MiB redo written} ({@link #ofPosition}; which variables are positions and what
 * they mean is {@code bundle.StatusVariables}'s to say).
 *
 * @param a       the counter on side A (a sum or a per-run mean)
 * @param b       the counter on side B
 * @param meaning for a position, what its movement is (e.g. "redo written"); null for a counter
 */
public record CounterChange(double a, double b, String meaning) {

    /** A counter's change. */
    public CounterChange(double a, double b) {
        this(a, b, null);
    }

    /** How far a position moved on each side (bytes), and what that movement means. */
    public static CounterChange ofPosition(double a, double b, String meaning) {
        return new CounterChange(a, b, meaning);
    }

    /** The direction of the change. */
    public enum Kind { SAME, NEW, GONE, UP, DOWN }

    /** True for a position's movement (said in bytes). */
    public boolean isPosition() {
        return meaning != null;
    }

    public Kind kind() {
        if (a == b) {
            return Kind.SAME;
        }
        if (a == 0 && !isPosition()) {
            return Kind.NEW;
        }
        if (b == 0 && !isPosition()) {
            return Kind.GONE;
        }
        return b > a ? Kind.UP : Kind.DOWN;
    }

    /**
     * How far apart the sides are, for ranking rows: the absolute log-ratio; infinite for
     * {@code new} and {@code gone}, 0 when equal. A doubling and a halving rank alike. A position's
     * difference relative to the larger movement (at most 1: never above a counter that appeared).
     */
    public double magnitude() {
        if (isPosition()) {
            return a == b ? 0 : Math.abs(b - a) / Math.max(Math.abs(a), Math.abs(b));
        }
        return switch (kind()) {
            case SAME -> 0;
            case NEW, GONE -> Double.POSITIVE_INFINITY;
            default -> a * b > 0 ? Math.abs(Math.log(b / a)) : Math.abs(b - a) / Math.abs(a);
        };
    }

    /** The change as a table cell, naming the side that moved (e.g. "B −99.9%", "B +1.2 MiB redo written"). */
    public String describe(String nameB) {
        if (isPosition()) {
            return a == b ? "=" : (nameB + " " + (b > a ? "+" : "−") + bytes(Math.abs(b - a)) + " " + meaning).strip();
        }
        return switch (kind()) {
            case SAME -> "=";
            case NEW -> "new";
            case GONE -> "gone";
            case UP -> a > 0 && b / a >= 10 ? nameB + " ×" + factor(b / a) : nameB + " +" + percent((b - a) / Math.abs(a));
            case DOWN -> nameB + " −" + percent((a - b) / Math.abs(a));
        };
    }

    /** Bytes in binary units with one decimal: 512 B, 1.2 KiB, 3.4 MiB, 1.0 GiB. */
    static String bytes(double n) {
        String[] units = {"B", "KiB", "MiB", "GiB", "TiB"};
        int u = 0;
        while (n >= 1024 && u < units.length - 1) {
            n /= 1024;
            u++;
        }
        return u == 0 ? String.format(Locale.ROOT, "%.0f B", n) : String.format(Locale.ROOT, "%.1f %s", n, units[u]);
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
