package io.benchlab.core.report;

import java.util.Locale;

/** How the report writes numbers: a few significant digits, no locale surprises. */
final class Numbers {
    private Numbers() {
    }

    /** Seconds with units that fit: 1.23 s, 45.6 ms, 789 µs. */
    static String seconds(double s) {
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

    /** Three significant digits, thousands grouped. */
    static String sig(double v) {
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
    static String count(double v) {
        return String.format(Locale.ROOT, "%,.0f", v);
    }

    static String percent(double fraction) {
        return Double.isNaN(fraction) ? "–" : String.format(Locale.ROOT, "%.1f%%", fraction * 100);
    }

    /** Bytes in binary units: 117.7 MiB. */
    static String bytes(long b) {
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
    static String tick(double v) {
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
