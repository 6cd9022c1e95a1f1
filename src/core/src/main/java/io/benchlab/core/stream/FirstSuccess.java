package io.benchlab.core.stream;

import java.util.OptionalLong;

/**
 * When the first operation that started at or after an instant succeeded: how long a stream took
 * to do work again after a fault ({@link StreamRunner#firstSuccessFrom}). Operations already in
 * flight at the instant do not count, so a fault's recovery is never hidden by one that was nearly
 * done when it struck.
 */
public final class FirstSuccess {
    private final long fromNanos;
    private volatile long endNanos;

    FirstSuccess(long fromNanos) {
        this.fromNanos = fromNanos;
    }

    /** The instant ({@link System#nanoTime()}) operations must have started at or after. */
    public long fromNanos() {
        return fromNanos;
    }

    /** When the first such operation ended ({@link System#nanoTime()}); empty while none has. */
    public OptionalLong endNanos() {
        long e = endNanos;
        return e == 0 ? OptionalLong.empty() : OptionalLong.of(e);
    }

    /** An operation that started at {@code start} succeeded at {@code end}; true once this watch has its answer. */
    boolean offer(long start, long end) {
        if (endNanos != 0) {
            return true;
        }
        if (start - fromNanos >= 0) {
            endNanos = end == 0 ? 1 : end;
            return true;
        }
        return false;
    }
}
