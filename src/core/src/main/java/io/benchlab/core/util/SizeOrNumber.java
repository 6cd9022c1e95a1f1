package io.benchlab.core.util;

import io.benchlab.api.ByteSize;
import java.util.Collection;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * A setting's value read as a number, the one way benchlab does it: a byte size with a unit as
 * MySQL option files write it ({@code 128K}, {@code 16M}, {@code 4G}: powers of 1024, see
 * {@link ByteSize}) or a plain number ({@code 1048576}, {@code 0.5}). Words ({@code ON}), flag maps and
 * lists are no numbers. The validator, the sweep, the settings resolver, the buffer-pool minimum and
 * the report all read values through here, so a value is a number for all of them or for none.
 */
public final class SizeOrNumber {
    private SizeOrNumber() {
    }

    /** The value as a number; empty for anything that is neither a size nor a finite number. */
    public static OptionalDouble of(Object value) {
        if (value instanceof Number n) {
            double d = n.doubleValue();
            return Double.isFinite(d) ? OptionalDouble.of(d) : OptionalDouble.empty();
        }
        if (value == null || value instanceof Boolean || value instanceof Map<?, ?> || value instanceof Collection<?>) {
            return OptionalDouble.empty();
        }
        String text = String.valueOf(value).strip();
        try {
            double d = isSize(text) ? ByteSize.parse(text) : Double.parseDouble(text);
            return Double.isFinite(d) ? OptionalDouble.of(d) : OptionalDouble.empty();
        } catch (NumberFormatException notANumber) {
            return OptionalDouble.empty();
        }
    }

    /** The value as a number, or NaN (for tables and charts that skip what is not one). */
    public static double orNaN(Object value) {
        return of(value).orElse(Double.NaN);
    }

    /** True for a size written with its unit ({@code 16M}); such values are shown as sizes again. */
    public static boolean isSize(Object value) {
        return value != null && !(value instanceof Number) && ByteSize.hasUnit(String.valueOf(value));
    }

    /** A size with its unit as the whole number of bytes a server takes ({@code 16M} → {@code 16777216}); other text as it is. */
    public static String withoutUnit(String text) {
        return isSize(text) ? Long.toString(ByteSize.parse(text.strip())) : text;
    }
}
