package io.benchlab.api;

import java.util.Locale;

/** Parses and prints byte sizes the way MySQL option files write them: {@code 128K}, {@code 4G}. */
public final class ByteSize {
    private ByteSize() {
    }

    /**
     * Parses a whole number with an optional K, M, G or T suffix (powers of 1024; a trailing
     * {@code B}/{@code iB} is accepted).
     *
     * @throws NumberFormatException with a readable message when the text is not a size
     */
    public static long parse(String text) {
        String s = text.trim().toUpperCase(Locale.ROOT);
        if (s.endsWith("IB")) {
            s = s.substring(0, s.length() - 2);
        } else if (s.endsWith("B") && s.length() > 1 && !Character.isDigit(s.charAt(s.length() - 2))) {
            s = s.substring(0, s.length() - 1);
        }
        long factor = 1;
        if (!s.isEmpty()) {
            switch (s.charAt(s.length() - 1)) {
                case 'K' -> factor = 1L << 10;
                case 'M' -> factor = 1L << 20;
                case 'G' -> factor = 1L << 30;
                case 'T' -> factor = 1L << 40;
                default -> factor = 1;
            }
        }
        String digits = factor == 1 ? s : s.substring(0, s.length() - 1);
        try {
            return Math.multiplyExact(Long.parseLong(digits.trim()), factor);
        } catch (NumberFormatException | ArithmeticException e) {
            throw new NumberFormatException("'" + text + "' is not a byte size (examples: 16384, 256K, 128M, 4G)");
        }
    }

    /** True when the text looks like a size with a unit suffix (e.g. {@code 16M}). */
    public static boolean hasUnit(String text) {
        return text != null && text.trim().matches("(?i)\\d+\\s*[KMGT](i?B)?");
    }

    /** Formats with the largest exact unit: 134217728 → {@code 128M}. */
    public static String format(long bytes) {
        String[] units = {"T", "G", "M", "K"};
        int[] shifts = {40, 30, 20, 10};
        for (int i = 0; i < units.length; i++) {
            long unit = 1L << shifts[i];
            if (bytes != 0 && bytes % unit == 0) {
                return (bytes / unit) + units[i];
            }
        }
        return Long.toString(bytes);
    }
}
