package io.benchlab.core.stream;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;
import org.HdrHistogram.Histogram;

/**
 * The arrival-rate mode's scheduler (its own thread, at the highest priority): Poisson arrivals at the
 * plan's rate (exponential gaps from the seed, so runs repeat), each arrival's intended time offered to
 * the bounded queue the workers take from; a full queue stops the stream, since its workers cannot keep
 * up. It records how late each arrival was enqueued and keeps a sample of the gaps.
 */
final class ArrivalScheduler {
    /** How long a wait for an arrival (scheduler and workers) parks at most before it looks at the stop again. */
    static final long QUEUE_POLL_MILLIS = 10;
    private static final int SIGNIFICANT_DIGITS = LatencyRange.SIGNIFICANT_DIGITS;
    private static final long HIGHEST_TRACKABLE_NANOS = LatencyRange.HIGHEST_TRACKABLE_NANOS;
    private final StreamPlan.ArrivalRate rate;
    private final StreamPlan plan;
    private final long epoch;
    private final long measureStart;
    private final ArrayBlockingQueue<Long> queue;
    private final BooleanSupplier stopped;
    private final BooleanSupplier queueFull;
    private final BiConsumer<StopReason, String> requestStop;

    /**
     * @param epoch        when the stream started (its warm-up included), on System.nanoTime's clock
     * @param stopped      whether the stream was asked to stop
     * @param queueFull    whether it stopped because the queue was full
     * @param requestStop  stops the stream (a full queue)
     */
    ArrivalScheduler(StreamPlan.ArrivalRate rate, StreamPlan plan, long epoch, long measureStart, ArrayBlockingQueue<Long> queue,
                     BooleanSupplier stopped, BooleanSupplier queueFull, BiConsumer<StopReason, String> requestStop) {
        this.rate = rate;
        this.plan = plan;
        this.epoch = epoch;
        this.measureStart = measureStart;
        this.queue = queue;
        this.stopped = stopped;
        this.queueFull = queueFull;
        this.requestStop = requestStop;
    }

    /** Runs until the stream stops (or the arrival limit is reached); what it generated, for the stream's summary. */
    ArrivalStats run() {
        SplittableRandom rng = new SplittableRandom(rate.seed());
        double meanNanos = 1e9 / rate.perSecond();
        long maxOps = plan.maxOperations();
        long[] gaps = new long[ArrivalStats.INTER_ARRIVAL_SAMPLE_LIMIT];
        int gapCount = 0;
        Histogram lateness = new Histogram(HIGHEST_TRACKABLE_NANOS, SIGNIFICANT_DIGITS);
        long arrivals = 0;
        long measuredArrivals = 0;
        long t0 = epoch;
        double offset = 0;
        double gap = exponential(rng, meanNanos);
        offset += gap;
        long next = t0 + (long) offset;
        boolean limitReached = false;
        // no arrival is generated after the planned duration (the sampler stops the run there)
        long schedulerEnd = plan.duration() == null ? Long.MAX_VALUE : measureStart + plan.duration().toNanos();
        outer:
        while (!stopped.getAsBoolean()) {
            long now = System.nanoTime();
            if (next >= schedulerEnd) {
                LockSupport.parkNanos(this, Math.max(1, Math.min(schedulerEnd - now, QUEUE_POLL_MILLIS * 1_000_000)));
                continue;
            }
            while (next <= now && next < schedulerEnd) {
                if (!queue.offer(next)) {
                    requestStop.accept(StopReason.QUEUE_FULL, String.format(java.util.Locale.ROOT,
                            "arrival queue full: %d arrivals were waiting when arrival %d was due %.3f s into the run; "
                                    + "%d workers cannot keep up with %.1f arrivals/s "
                                    + "(add workers, enlarge the queue or lower the rate)",
                            rate.queueCapacity(), arrivals + 1, (next - t0) / 1e9, plan.workers(), rate.perSecond()));
                    break outer;
                }
                lateness.recordValue(Math.min(Math.max(0, now - next), HIGHEST_TRACKABLE_NANOS));
                arrivals++;
                if (gapCount < gaps.length) {
                    gaps[gapCount++] = Math.round(gap);
                }
                if (next >= measureStart) {
                    measuredArrivals++;
                    if (maxOps > 0 && measuredArrivals >= maxOps) {
                        limitReached = true;
                        break outer;
                    }
                }
                gap = exponential(rng, meanNanos);
                offset += gap;
                next = t0 + (long) offset;
            }
            long wait = next - System.nanoTime();
            if (wait > 0) {
                LockSupport.parkNanos(this, wait);
            }
        }
        long stopTime = Math.min(System.nanoTime(), schedulerEnd);
        long due = arrivals;
        if (!limitReached && stopped.getAsBoolean() && !queueFull.getAsBoolean()) {
            // arrivals whose time had come but were not enqueued (only if the scheduler fell behind)
            while (next <= stopTime) {
                due++;
                offset += exponential(rng, meanNanos);
                next = t0 + (long) offset;
            }
        } else if (!limitReached) {
            due++; // the arrival that found the queue full
        }
        double seconds = (stopTime - t0) / 1e9;
        return new ArrivalStats(rate.perSecond(), rate.seed(), arrivals, due, seconds,
                seconds > 0 ? arrivals / seconds : 0, LatencySummary.ofNanos(lateness),
                Arrays.copyOf(gaps, gapCount), 0);
    }

    private static double exponential(SplittableRandom rng, double mean) {
        return -Math.log(1.0 - rng.nextDouble()) * mean;
    }
}
