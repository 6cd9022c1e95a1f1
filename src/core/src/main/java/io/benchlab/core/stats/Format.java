package io.benchlab.core.stats;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;

/** Number formatting for verdict sentences; locale-independent so reports read the same everywhere. */
final class Format {

    private Format() {}

    /**
     * A ratio such as a speedup: two decimals, three when close to 1 where two would print
     * "1.00× faster" for a real 0.4% difference.
     */
    static String factor(double value, int decimals) {
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    /** Decimals for a set of factors shown together, so an interval and its estimate line up. */
    static int decimalsFor(double... factors) {
        for (double f : factors) {
            if (f < 1.1) {
                return 3;
            }
        }
        return 2;
    }

    /**
     * A p-value with two significant digits, "&lt;0.001" below that. Rounding never carries a value
     * across alpha: p = 0.0496 prints as 0.049, not as a "significant-looking" 0.050.
     */
    static String pValue(double p, double alpha) {
        if (p < 0.001) {
            return "<0.001";
        }
        BigDecimal exact = BigDecimal.valueOf(p);
        BigDecimal rounded = exact.round(new MathContext(2, RoundingMode.HALF_UP));
        if ((p < alpha) != (rounded.doubleValue() < alpha)) {
            rounded = exact.round(new MathContext(2, p < alpha ? RoundingMode.DOWN : RoundingMode.UP));
        }
        return rounded.stripTrailingZeros().toPlainString();
    }

    /** "p=0.41", or "p<0.001" for very small values. */
    static String p(double p, double alpha) {
        String value = pValue(p, alpha);
        return value.startsWith("<") ? "p" + value : "p=" + value;
    }

    /** A fraction as a whole percentage: 0.347 → "35%". */
    static String percent(double fraction) {
        return String.format(Locale.ROOT, "%.0f%%", fraction * 100);
    }
}
