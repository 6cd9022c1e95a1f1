package io.benchlab.core.stream;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;

/** A stream's failed operations by {@link ErrorClass}: one adder per class, read as differences between readings. */
final class ErrorCounts {
    private static final ErrorClass[] CLASSES = ErrorClass.values();
    private final LongAdder[] adders = new LongAdder[CLASSES.length];

    ErrorCounts() {
        for (int i = 0; i < adders.length; i++) {
            adders[i] = new LongAdder();
        }
    }

    void count(ErrorClass c) {
        adders[c.ordinal()].increment();
    }

    /** The counts now, one per class in {@link ErrorClass}'s order. */
    long[] reading() {
        long[] now = new long[adders.length];
        for (int i = 0; i < now.length; i++) {
            now[i] = adders[i].sum();
        }
        return now;
    }

    /** All errors so far, every class. */
    long total() {
        return sum(reading());
    }

    /** The errors of a reading, every class. */
    static long sum(long[] reading) {
        long n = 0;
        for (long c : reading) {
            n += c;
        }
        return n;
    }

    /** The errors between two readings by wire name, only the classes that occurred; null when none did. */
    static Map<String, Long> between(long[] before, long[] now) {
        Map<String, Long> out = null;
        for (int i = 0; i < now.length; i++) {
            long d = now[i] - before[i];
            if (d != 0) {
                if (out == null) {
                    out = new LinkedHashMap<>();
                }
                out.put(CLASSES[i].wireName(), d);
            }
        }
        return out;
    }
}
