package io.benchlab.core.util;

import java.util.Locale;

/**
 * The one number formatter: how every face (the CLI, the report, the GUI) and every message writes a
 * figure, in {@link Locale#ROOT} (1,234.5, never 1.234,5). Seconds have four forms, each for one
 * place: {@link #seconds} (a figure on its own: "1.23 s", "45.6 ms"), {@link #secondsColumn} (a
 * column already headed in seconds: "1.234"), {@link #shortSeconds} (a moment or a length in a
 * sentence: "2.41 s", "12.8 s"), {@link #asWritten} (a time the user wrote: "1.5 s", "30 s").
 * A new face or figure picks one of these, never a format of its own.
 */
public final class Numbers {
    private Numbers() {
    }

    /** Seconds with units that fit: 1.23 s, 45.6 ms, 789 µs. */
    public static String seconds(double s) {
        if (Double.isNaN(s)) {
            return "–";
        }
        double a = Math.abs(s);
        if (a >= 1 || a == 0) {
            return sig(s) + " s";
        }
        if (a >= 1e-3) {
            return sig(s * 1e3) + " ms";
        }
        return sig(s * 1e6) + " µs";
    }

    /** Seconds in a column headed in seconds: three decimals, no unit ("12.345"). */
    public static String secondsColumn(double s) {
        return Double.isFinite(s) ? String.format(Locale.ROOT, "%.3f", s) : "–";
    }

    /** Seconds in a sentence: two decimals below ten seconds, one from there ("2.41 s", "12.8 s"). */
    public static String shortSeconds(double s) {
        if (!Double.isFinite(s)) {
            return "–";
        }
        return Math.abs(s) >= 10 ? String.format(Locale.ROOT, "%.1f s", s) : String.format(Locale.ROOT, "%.2f s", s);
    }

    /** Seconds as a user writes them in an experiment: no trailing zeros ("1.5 s", "30 s", "0.25 s"). */
    public static String asWritten(double s) {
        return (s == Math.rint(s) ? Long.toString((long) s) : String.format(Locale.ROOT, "%.3f", s).replaceAll("0+$", "")) + " s";
    }

    /** Three significant digits, thousands grouped. */
    public static String sig(double v) {
        if (Double.isNaN(v)) {
            return "–";
        }
        if (Double.isInfinite(v)) {
            return v > 0 ? "∞" : "−∞";
        }
        double a = Math.abs(v);
        if (a >= 1000) {
            return String.format(Locale.ROOT, "%,.0f", v);
        }
        if (a >= 100 || a == 0) {
            return String.format(Locale.ROOT, "%.0f", v);
        }
        if (a >= 10) {
            return String.format(Locale.ROOT, "%.1f", v);
        }
        if (a >= 1) {
            return String.format(Locale.ROOT, "%.2f", v);
        }
        return String.format(Locale.ROOT, "%.3g", v);
    }

    /** A whole count, thousands grouped. */
    public static String count(double v) {
        return String.format(Locale.ROOT, "%,.0f", v);
    }

    public static String percent(double fraction) {
        return Double.isNaN(fraction) ? "–" : String.format(Locale.ROOT, "%.1f%%", fraction * 100);
    }

    /** Bytes in binary units: 117.7 MiB. */
    public static String bytes(long b) {
        String[] units = {"B", "KiB", "MiB", "GiB", "TiB"};
        double v = b;
        int u = 0;
        while (Math.abs(v) >= 1024 && u < units.length - 1) {
            v /= 1024;
            u++;
        }
        return u == 0 ? b + " B" : String.format(Locale.ROOT, "%.1f %s", v, units[u]);
    }

    /** A tick label: compact, no trailing zeros. */
    public static String tick(double v) {
        double a = Math.abs(v);
        if (a >= 1e9) {
            return trim(v / 1e9) + "G";
        }
        if (a >= 1e6) {
            return trim(v / 1e6) + "M";
        }
        if (a >= 1e4) {
            return trim(v / 1e3) + "k";
        }
        return trim(v);
    }

    private static String trim(double v) {
        String s = String.format(Locale.ROOT, "%.4g", v);
        if (s.contains("e")) {
            return s;
        }
        return s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
    }
}
