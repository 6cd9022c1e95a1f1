package io.benchlab.core.stream;

import io.benchlab.api.StreamOperation;
import io.benchlab.api.StreamWorker;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.locks.LockSupport;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * Runs one {@link StreamOperation} according to a {@link StreamPlan}: N worker threads (each with
 * its own connection from a {@link ConnectionSource} and its own {@link StreamWorker}), interval
 * sampling on the calling thread, and in arrival-rate mode a scheduler thread feeding a bounded
 * queue.
 *
 * <p>Memory is bounded independently of the run's length: latencies go into HdrHistogram
 * {@link Recorder}s whose interval histograms are swapped at each boundary and added into one
 * total histogram; counts are cumulative counters whose differences form the intervals. Nothing
 * is kept per operation (the only per-run list is one {@link IntervalSample} per interval, and
 * the arrival-rate mode keeps at most {@link ArrivalStats#INTER_ARRIVAL_SAMPLE_LIMIT} inter-arrival
 * times).
 *
 * <p>An operation belongs to the measurement if it started (arrival mode: was intended to arrive)
 * after the warmup; it is counted in the interval in which it finished. The last interval ends
 * when the last worker stopped, so no finished operation is lost.
 *
 * <p>Each worker gets its own {@link SplittableRandom}, split in worker order from a root seeded
 * with the arrival seed (arrival mode) or a fixed constant (closed loop), so runs are repeatable.
 *
 * <p>With {@link StreamPlan#reconnect()} a worker survives a fault of its server: an operation that
 * lost its connection (or whose connection is found dead after any error) sends the worker back to
 * the {@link ConnectionSource} for a new one, waiting longer after each failed attempt, and it opens
 * its {@link StreamWorker} again on it; an error a server gives while it is not ready for work
 * (read-only, a Galera node not synced, a statement time-out) makes it wait and go on. The phase's
 * clock keeps running, so the time without work shows in the intervals; every failed operation is
 * counted by its class.
 *
 * <p>A runner runs once. {@link #cancel()} may be called from any thread.
 *
 * <p>Its parts, each a file: {@link StreamWorkers} (the workers' loops, with {@link WorkerErrors} for
 * what an error does and {@link WorkerSeat} for one worker's state), {@link StreamMeters} (what they
 * count into), {@link StreamStop} (how the stream ends, and its threads' waits). The runner sets up
 * the threads, samples the intervals on the calling thread, stops them, and assembles the result.
 */
public final class StreamRunner {
    private static final long CLOSED_LOOP_SEED = 0x5EED_B3_7C_4L;
    /** How long stopping waits for workers to finish their current operation before aborting connections. */
    private static final long STOP_GRACE_NANOS = TimeUnit.SECONDS.toNanos(30);

    private final ConnectionSource source;
    private final StreamOperation operation;
    private final StreamPlan plan;

    private final AtomicBoolean started = new AtomicBoolean();
    private final StreamStop stop = new StreamStop();
    private final StreamMeters meters;
    private final StreamWorkers workers;
    /** How long stopping waits for busy workers before aborting their connections ({@link #STOP_GRACE_NANOS}; tests shorten it). */
    private volatile long stopGraceNanos = STOP_GRACE_NANOS;
    private volatile long measureStart;
    private volatile long epoch;
    private volatile ArrivalStats arrivalStats;
    /** Wall-clock time (epoch ms) before which the workers do not start; 0: as soon as they are connected. */
    private volatile long startNotBeforeMillis;
    /** Runners of this process starting with this one; null: it starts alone. */
    private volatile StartLine startLine;
    /** The whole run's service times, kept for {@link #serviceTimes()}. */
    private volatile Histogram serviceTotal;

    public StreamRunner(ConnectionSource source, StreamOperation operation, StreamPlan plan) {
        this.source = Objects.requireNonNull(source, "source");
        this.operation = Objects.requireNonNull(operation, "operation");
        this.plan = Objects.requireNonNull(plan, "plan");
        this.meters = new StreamMeters(operation, plan.workers());
        this.workers = new StreamWorkers(source, operation, plan, meters, stop);
    }

    public StreamPlan plan() {
        return plan;
    }

    /**
     * The random generator worker {@code index} of a plan gets: split in worker order from a root
     * seeded with the arrival seed (arrival mode) or a fixed constant. A stream split across
     * processes gives each worker the generator it would have had in one.
     *
     * @param arrivalSeed the arrival-rate plan's seed; null in closed loop
     */
    public static SplittableRandom workerRandom(Long arrivalSeed, int index) {
        SplittableRandom root = new SplittableRandom(arrivalSeed != null ? arrivalSeed : CLOSED_LOOP_SEED);
        SplittableRandom r = root.split();
        for (int i = 0; i < index; i++) {
            r = root.split();
        }
        return r;
    }

    /** Runs without listener or probe. */
    public StreamResult run() {
        return run(StreamListener.none(), null);
    }

    /**
     * Runs the stream on the calling thread (which samples intervals and calls the listener and
     * the probe) and returns when every worker has stopped. Worker failures do not throw; they end
     * in a result with {@link StopReason#ERROR}.
     *
     * @param listener receives each interval as it finishes; {@code null} for none
     * @param probe    called at each interval boundary; {@code null} for none
     * @throws IllegalStateException if this runner already ran
     */
    public StreamResult run(StreamListener listener, IntervalProbe probe) {
        if (!started.compareAndSet(false, true)) {
            throw new IllegalStateException("a StreamRunner runs once");
        }
        listener = listener == null ? StreamListener.none() : listener;
        stop.sampler(Thread.currentThread());
        boolean arrivalMode = plan.mode() instanceof StreamPlan.ArrivalRate;
        StreamPlan.ArrivalRate rate = arrivalMode ? (StreamPlan.ArrivalRate) plan.mode() : null;
        StreamPlan.Rounds rounds = plan.mode() instanceof StreamPlan.Rounds r ? r : null;
        int n = plan.workers();
        SplittableRandom root = new SplittableRandom(arrivalMode ? rate.seed() : CLOSED_LOOP_SEED);
        CountDownLatch ready = new CountDownLatch(n);
        CountDownLatch gate = new CountDownLatch(1);
        List<Thread> threads = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            int index = i;
            SplittableRandom random = root.split();
            Thread t = new Thread(workers.worker(index, random, ready, gate), "stream-" + operation.name() + "-" + i);
            t.setDaemon(true);
            threads.add(t);
        }
        stop.workers(new AtomicReferenceArray<>(threads.toArray(new Thread[0])));
        threads.forEach(Thread::start);

        List<IntervalSample> intervals = new ArrayList<>();
        Histogram totalResponse = new Histogram(StreamMeters.HIGHEST_TRACKABLE_NANOS, StreamMeters.SIGNIFICANT_DIGITS);
        Histogram totalService = new Histogram(StreamMeters.HIGHEST_TRACKABLE_NANOS, StreamMeters.SIGNIFICANT_DIGITS);
        long measuredNanos = 0;
        long processCpuStart = -1;
        long processCpuEnd = -1;
        boolean arrived = false;
        try {
            stop.awaitQuietly(ready);
            long notBefore = startNotBeforeMillis - System.currentTimeMillis();
            if (notBefore > 0) {
                stop.parkUntil(System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(notBefore)); // connected; the others start with us
            }
            StartLine line = startLine;
            arrived = true;
            epoch = line == null ? System.nanoTime() : line.arriveAndAwait();
            if (Thread.interrupted()) {
                stop.interrupted();
            }
            measureStart = epoch + plan.warmup().toNanos();
            workers.measureFrom(measureStart);
            try {
                listener.onStart(measureStart);
            } catch (RuntimeException ex) {
                // a listener's failure must not lose the measurement
            }
            Thread scheduler = null;
            if (arrivalMode && stop.running()) {
                scheduler = new Thread(() -> schedulerMain(rate), "stream-" + operation.name() + "-arrivals");
                scheduler.setDaemon(true);
                scheduler.setPriority(Thread.MAX_PRIORITY);
                stop.scheduler(scheduler);
                scheduler.start();
            }
            gate.countDown();

            stop.parkUntil(measureStart);
            if (stop.running()) {
                processCpuStart = processCpuNanos();
                IntervalSampler sampler = new IntervalSampler(meters.sampled(), measureStart, listener, probe, intervals, totalResponse, totalService);
                sampler.begin();
                long deadline = plan.duration() == null ? Long.MAX_VALUE : measureStart + plan.duration().toNanos();
                long period = plan.interval().toNanos();
                if (rounds != null) {
                    runRounds(rounds, sampler, listener, deadline);
                }
                for (long k = 1; stop.running(); k++) {
                    long boundary = measureStart + k * period;
                    long target = Math.min(boundary, deadline);
                    stop.parkUntil(target);
                    if (stop.get() != null) {
                        break;
                    }
                    if (target == deadline) {
                        stop.request(StopReason.DURATION, "");
                        break;
                    }
                    sampler.sample(System.nanoTime());
                }
                stopThreads(threads, scheduler);
                long end = System.nanoTime();
                processCpuEnd = processCpuNanos();
                sampler.sampleLast(end, rounds == null);
                measuredNanos = end - measureStart;
            } else {
                stopThreads(threads, scheduler);
                // stopped (e.g. by an error) before sampling began: what was measured still forms one interval
                if (meters.operations.sum() > 0 || meters.classErrors.total() > 0 || meters.units.sum() > 0) {
                    IntervalSampler sampler = new IntervalSampler(meters.sampled(), measureStart, listener, null, intervals, totalResponse, totalService);
                    sampler.begin();
                    long end = System.nanoTime();
                    sampler.sample(end);
                    measuredNanos = end - measureStart;
                }
            }
        } finally {
            if (!arrived && startLine != null) {
                startLine.leave();
            }
            if (stop.running()) {
                stop.request(StopReason.ERROR, "the stream runner failed unexpectedly");
                stopThreads(threads, stop.scheduler());
            }
        }
        serviceTotal = totalService;
        long queued = workers.queue() == null ? 0 : workers.queue().size();
        ArrivalStats arrivals = arrivalStats == null ? null : withQueued(arrivalStats, queued);
        StreamStop.Stop s = stop.get();
        LatencySummary response = LatencySummary.ofNanos(totalResponse);
        StreamResult result = new StreamResult(operation.name(), operation.unit(), s.reason(), s.message(),
                meters.operations.sum(), meters.units.sum(), meters.classErrors.total(), Duration.ofNanos(Math.max(0, measuredNanos)),
                response, arrivalMode ? LatencySummary.ofNanos(totalService) : response, arrivals, intervals,
                meters.workerCpuMicrosPerOperation(), meters.kinds == null ? null : meters.kinds.totals(), meters.countTotals(),
                ErrorCounts.between(new long[ErrorClass.values().length], meters.classErrors.reading()),
                processCpuStart >= 0 && processCpuEnd >= 0 && meters.operations.sum() > 0
                        ? (processCpuEnd - processCpuStart) / 1000.0 / meters.operations.sum() : Double.NaN);
        try {
            listener.onFinish(result);
        } finally {
            if (stop.callerInterrupted()) {
                Thread.currentThread().interrupt();
            }
        }
        return result;
    }

    /**
     * Makes the workers, once connected, wait until this wall-clock time before the stream (and its
     * warmup) starts, so that runners in several processes start one stream together and their
     * intervals line up. Call before {@link #run}.
     */
    public void startNotBefore(long epochMillis) {
        this.startNotBeforeMillis = epochMillis;
    }

    /** How long stopping waits for a worker still in an operation before it aborts the worker's connection (tests). */
    void stopGrace(Duration grace) {
        this.stopGraceNanos = grace.toNanos();
    }

    /**
     * Makes this runner start with the others on {@code line} (runners of this process run at the
     * same time): once its workers are connected it waits for them, and all start at one instant.
     * Call before {@link #run}.
     */
    public void startWith(StartLine line) {
        this.startLine = line;
    }

    /**
     * Makes every worker keep the keys of the rows whose commit was acknowledged
     * ({@code StreamWorker.Tally.acknowledged}), for {@link #acknowledged()}. Call before {@link #run}.
     */
    public void auditAcknowledged() {
        workers.audit();
    }

    /**
     * After {@link #run}: the keys every worker reported as acknowledged, merged; null when the run
     * was not {@linkplain #auditAcknowledged() audited}.
     */
    public AcknowledgedKeys acknowledged() {
        return workers.audited() ? meters.acknowledged() : null;
    }

    /**
     * Watches for the first operation that starts at or after {@code nanos} ({@link System#nanoTime()})
     * and succeeds: how long the stream took to work again after a fault struck at that instant. May
     * be called from any thread while the stream runs; the answer arrives when that operation ends.
     */
    public FirstSuccess firstSuccessFrom(long nanos) {
        return meters.watches.from(nanos);
    }

    /**
     * After {@link #run}: the service-time histogram of the whole measured run (nanoseconds), so
     * another process can merge it losslessly; null before the run ended.
     */
    public Histogram serviceTimes() {
        return serviceTotal;
    }

    /** Stops the run promptly: workers finish their current operation, finished intervals are delivered. */
    public void cancel() {
        cancel("cancelled");
    }

    /** As {@link #cancel()}, saying why in the result's message (e.g. another stream of the group failed). */
    public void cancel(String message) {
        stop.request(StopReason.CANCELLED, message);
    }

    /**
     * The sampler's side of a rounds stream: opens each round, waits for its last session to
     * disconnect, and makes the round one interval (its counts, percentiles, counters) and one
     * {@link RoundSample}. A round the stream's duration or a stop cuts short is the last interval,
     * without a round sample. Ends the stream when the rounds are done.
     */
    private void runRounds(StreamPlan.Rounds rounds, IntervalSampler sampler, StreamListener listener, long deadline) {
        RoundGate gate = workers.rounds();
        for (int r = 0; r < rounds.count() && stop.running(); r++) {
            gate.open(r);
            RoundSample round = gate.awaitEnd(deadline, rounds.sessionQueries());
            if (round == null) {
                if (stop.running()) {
                    stop.request(StopReason.DURATION, "");
                }
                return;
            }
            sampler.sample(System.nanoTime());
            try {
                listener.onRound(round);
            } catch (RuntimeException ex) {
                // a listener's failure must not lose the measurement
            }
        }
        stop.request(StopReason.COMPLETED, "");
    }

    private void schedulerMain(StreamPlan.ArrivalRate rate) {
        arrivalStats = new ArrivalScheduler(rate, plan, epoch, measureStart, workers.queue(), () -> !stop.running(),
                () -> !stop.running() && stop.get().reason() == StopReason.QUEUE_FULL, stop::request).run();
        workers.schedulerDone();
    }

    /**
     * CPU time of this whole process, every thread (user + system, as the kernel accounts it in
     * /proc/self/stat's utime + stime), or -1 where the JVM cannot tell.
     */
    private static long processCpuNanos() {
        return java.lang.management.ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() : -1;
    }

    private static ArrivalStats withQueued(ArrivalStats a, long queued) {
        return new ArrivalStats(a.targetPerSecond(), a.seed(), a.arrivals(), a.due(), a.schedulerSeconds(),
                a.achievedPerSecond(), a.lateness(), a.interArrivalNanos(), queued);
    }

    /** Waits for workers to finish their current operation; after a grace period aborts their connections. */
    private void stopThreads(List<Thread> threads, Thread scheduler) {
        if (scheduler != null) {
            LockSupport.unpark(scheduler);
            stop.joinUntil(scheduler, System.nanoTime() + stopGraceNanos);
        }
        long graceEnd = System.nanoTime() + stopGraceNanos;
        for (int i = 0; i < threads.size(); i++) {
            Thread t = threads.get(i);
            if (!stop.joinUntil(t, graceEnd)) {
                workers.abort(i);
                stop.joinUntil(t, System.nanoTime() + TimeUnit.SECONDS.toNanos(5));
            }
        }
    }
}
