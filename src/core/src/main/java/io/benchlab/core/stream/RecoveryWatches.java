package io.benchlab.core.stream;

import java.util.ArrayList;
import java.util.List;

/**
 * The {@link FirstSuccess} watches of one runner that still wait for their answer: one per fault at
 * most, never one per operation. Workers ask {@link #active()} (a volatile read) after each success
 * and report it only while a watch waits.
 */
final class RecoveryWatches {
    private final List<FirstSuccess> waiting = new ArrayList<>();
    private volatile boolean active;

    FirstSuccess from(long nanos) {
        FirstSuccess w = new FirstSuccess(nanos);
        synchronized (waiting) {
            waiting.add(w);
            active = true;
        }
        return w;
    }

    boolean active() {
        return active;
    }

    /** An operation that started at {@code start} succeeded at {@code end}: answers the watches it satisfies. */
    void succeeded(long start, long end) {
        synchronized (waiting) {
            waiting.removeIf(w -> w.offer(start, end));
            active = !waiting.isEmpty();
        }
    }
}
