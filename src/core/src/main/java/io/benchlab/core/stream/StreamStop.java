package io.benchlab.core.stream;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.locks.LockSupport;

/**
 * How one stream ends: the first reason asked wins ({@link #request}), and every thread of the
 * stream that may be parked (the sampler, the arrival scheduler, the workers, a round's gate) is
 * woken at once. The waits of the stream's threads live here too, since each ends at a stop; a
 * caller's interrupt of the sampling thread cancels the stream and is handed back at its end.
 */
final class StreamStop {
    /** Why the stream stopped and what it says. */
    record Stop(StopReason reason, String message) {
    }

    private final AtomicReference<Stop> stop = new AtomicReference<>();
    private volatile Thread sampler;
    private volatile Thread scheduler;
    private volatile AtomicReferenceArray<Thread> workers = new AtomicReferenceArray<>(0);
    private volatile RoundGate rounds;
    /** The sampling (caller's) thread was interrupted: the stream was cancelled, and the interrupt is set again at its end. */
    private volatile boolean callerInterrupted;

    void sampler(Thread t) {
        sampler = t;
    }

    void scheduler(Thread t) {
        scheduler = t;
    }

    Thread scheduler() {
        return scheduler;
    }

    void workers(AtomicReferenceArray<Thread> threads) {
        workers = threads;
    }

    void rounds(RoundGate gate) {
        rounds = gate;
    }

    /** Whether the stream still runs (no stop asked). */
    boolean running() {
        return stop.get() == null;
    }

    /** The stop, once asked; null while the stream runs. */
    Stop get() {
        return stop.get();
    }

    boolean callerInterrupted() {
        return callerInterrupted;
    }

    /** Stops the stream for {@code reason} unless it is stopping already, and wakes every thread of it. */
    void request(StopReason reason, String message) {
        if (stop.compareAndSet(null, new Stop(reason, message))) {
            RoundGate gate = rounds;
            if (gate != null) {
                gate.close();
            }
            Thread s = sampler;
            if (s != null) {
                LockSupport.unpark(s);
            }
            Thread sch = scheduler;
            if (sch != null) {
                LockSupport.unpark(sch);
            }
            AtomicReferenceArray<Thread> all = workers;
            for (int i = 0; i < all.length(); i++) {
                LockSupport.unpark(all.get(i));
            }
        }
    }

    /** The caller's thread was interrupted: the stream is cancelled. */
    void interrupted() {
        callerInterrupted = true;
        request(StopReason.CANCELLED, "interrupted");
    }

    /** Parks the sampler until {@code deadline} or a stop; an interrupt cancels the run. */
    void parkUntil(long deadline) {
        while (running()) {
            long remaining = deadline - System.nanoTime();
            if (remaining <= 0) {
                return;
            }
            LockSupport.parkNanos(this, remaining);
            if (Thread.interrupted()) {
                interrupted();
            }
        }
    }

    /** A worker's wait of {@code nanos}; false when the stream stopped meanwhile. */
    boolean pause(long nanos) {
        long end = System.nanoTime() + nanos;
        long left;
        while (running() && (left = end - System.nanoTime()) > 0) {
            LockSupport.parkNanos(this, left);
        }
        return running();
    }

    /** Waits for {@code latch}; an interrupt cancels the stream (and, on the sampler, is handed back at its end). */
    void awaitQuietly(CountDownLatch latch) {
        while (true) {
            try {
                latch.await();
                return;
            } catch (InterruptedException e) {
                if (Thread.currentThread() == sampler) {
                    callerInterrupted = true;
                }
                request(StopReason.CANCELLED, "interrupted");
            }
        }
    }

    /** Joins {@code t} until {@code deadline}; false when it still runs then. An interrupt cancels the stream. */
    boolean joinUntil(Thread t, long deadline) {
        while (t.isAlive()) {
            long remaining = deadline - System.nanoTime();
            if (remaining <= 0) {
                return false;
            }
            try {
                t.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(remaining)));
            } catch (InterruptedException e) {
                interrupted();
            }
        }
        return true;
    }
}
