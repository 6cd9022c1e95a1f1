package io.benchlab.e2e;

import java.util.Locale;
import java.util.function.Supplier;

/** Runs a call with another default locale (all its categories) and puts the JVM's back after it: the golden tests' one way. */
final class DefaultLocale {
    private DefaultLocale() {
    }

    static <T> T during(Locale locale, Supplier<T> call) {
        Locale before = Locale.getDefault();
        Locale display = Locale.getDefault(Locale.Category.DISPLAY);
        Locale format = Locale.getDefault(Locale.Category.FORMAT);
        Locale.setDefault(locale);
        try {
            return call.get();
        } finally {
            Locale.setDefault(before);
            Locale.setDefault(Locale.Category.DISPLAY, display);
            Locale.setDefault(Locale.Category.FORMAT, format);
        }
    }
}
