package io.benchlab.core.stream;

import io.benchlab.api.StreamWorker;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * One worker's {@link StreamWorker.Tally}: the kind of the operation in progress and the worker's
 * cumulative counts. Written by the worker's thread only (a plain read and a release write per
 * add, no contention), read by the sampler with acquire reads, so per-interval counts are the
 * differences of cumulative sums, as every other stream count is.
 */
final class WorkerTally implements StreamWorker.Tally {
    private final int kindCount;
    private final AtomicLongArray counts;
    /** The kind of the operation in progress; reset to 0 before each operation. */
    int kind;
    /** Whether the operation in progress belongs to the measurement (counts in a warmup are dropped). */
    boolean measured;
    /** How long the worker waits before its next operation ({@link #waitBeforeNext}); taken and reset by the loop. */
    long waitNanos;

    WorkerTally(int kindCount, int countCount) {
        this.kindCount = kindCount;
        this.counts = new AtomicLongArray(countCount);
    }

    @Override
    public void kind(int index) {
        if (index < 0 || index >= Math.max(1, kindCount)) {
            throw new IllegalArgumentException("kind " + index + " is not one of the stream operation's " + Math.max(1, kindCount)
                    + " kind(s)");
        }
        kind = index;
    }

    @Override
    public void add(int index, long n) {
        if (index < 0 || index >= counts.length()) {
            throw new IllegalArgumentException("count " + index + " is not one of the stream operation's " + counts.length()
                    + " count(s)");
        }
        if (measured) {
            counts.setRelease(index, counts.getPlain(index) + n);
        }
    }

    @Override
    public void waitBeforeNext(java.time.Duration wait) {
        if (wait == null || wait.isNegative()) {
            throw new IllegalArgumentException("a wait before the next operation must be zero or positive, not " + wait);
        }
        waitNanos = wait.toNanos();
    }

    /** The wait asked for before the next operation, once: it is reset when taken. */
    long takeWait() {
        long w = waitNanos;
        waitNanos = 0;
        return w;
    }

    /** This worker's cumulative count {@code index}, as the sampler reads it. */
    long count(int index) {
        return counts.getAcquire(index);
    }
}
