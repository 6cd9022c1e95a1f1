package io.benchlab.core.stream;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Where several runners of this process that run at the same time ({@code stream.together}) wait
 * for each other: each arrives once its workers are connected, and all start at the same
 * {@link System#nanoTime()} instant, so their intervals end at the same instants. (Runners in
 * other processes agree on a wall-clock instant instead, {@link StreamRunner#startNotBefore}.)
 */
public final class StartLine {
    private final CountDownLatch arrivals;
    private final AtomicLong start = new AtomicLong(Long.MIN_VALUE);

    /** @param runners how many runners start together */
    public StartLine(int runners) {
        if (runners < 1) {
            throw new IllegalArgumentException("runners must be 1 or more");
        }
        this.arrivals = new CountDownLatch(runners);
    }

    /**
     * Arrives and waits for the others; returns the common start, the instant the last one arrived.
     * An interrupt does not end the wait (every runner arrives, connected or failed, within its
     * connection time-out); it is passed on to the caller by the interrupt flag.
     */
    long arriveAndAwait() {
        start.accumulateAndGet(System.nanoTime(), Math::max);
        arrivals.countDown();
        boolean interrupted = false;
        while (true) {
            try {
                arrivals.await();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        return start.get();
    }

    /** A runner that ended before it could arrive: the others do not wait for it. */
    public void leave() {
        arrivals.countDown();
    }
}
