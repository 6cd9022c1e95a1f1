package io.benchlab.core.stream;

import io.benchlab.api.StreamOperation;
import io.benchlab.api.StreamWorker;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.LongAdder;
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
 */
public final class StreamRunner {

    static final long HIGHEST_TRACKABLE_NANOS = LatencyRange.HIGHEST_TRACKABLE_NANOS;
    static final int SIGNIFICANT_DIGITS = LatencyRange.SIGNIFICANT_DIGITS;
    private static final long CLOSED_LOOP_SEED = 0x5EED_B3_7C_4L;
    /** How long stopping waits for workers to finish their current operation before aborting connections. */
    private static final long STOP_GRACE_NANOS = TimeUnit.SECONDS.toNanos(30);

    private final ConnectionSource source;
    private final StreamOperation operation;
    private final StreamPlan plan;

    private final AtomicBoolean started = new AtomicBoolean();
    private final AtomicReference<Stop> stop = new AtomicReference<>();
    private final AtomicReference<String> firstError = new AtomicReference<>();

    private final Recorder responseRecorder = new Recorder(HIGHEST_TRACKABLE_NANOS, SIGNIFICANT_DIGITS);
    private final Recorder serviceRecorder = new Recorder(HIGHEST_TRACKABLE_NANOS, SIGNIFICANT_DIGITS);
    private final LongAdder operations = new LongAdder();
    private final LongAdder units = new LongAdder();
    private final AtomicLong tickets = new AtomicLong();
    /** Workers still short of their {@link StreamPlan#iterations()}; the stream completes when none is. */
    private final AtomicInteger workersWithIterations;
    /** CPU time of the worker threads while they ran operations, and how many they ran (warmup included; added per worker at its end). */
    private final LongAdder workerCpuNanos = new LongAdder();
    private final LongAdder executed = new LongAdder();
    private final ErrorCounts classErrors = new ErrorCounts();
    /** Per kind of the operation (null when it declares none): response times and errors. */
    private final KindRecorders kinds;
    /** Every worker's tally, by worker index, for the sampler's sums of the counts. */
    private AtomicReferenceArray<WorkerTally> tallies;
    /** Whether workers keep the keys of acknowledged writes ({@link #auditAcknowledged()}). */
    private volatile boolean audited;
    /** Watches of the first success after an instant (a fault's), until each has its answer. */
    private final RecoveryWatches watches = new RecoveryWatches();

    private volatile Thread samplerThread;
    private volatile Thread schedulerThread;
    /** Set when stopping aborts the connections of workers still busy after the grace period: what fails then is no error. */
    private volatile boolean aborting;
    /** How long stopping waits for busy workers before aborting their connections ({@link #STOP_GRACE_NANOS}; tests shorten it). */
    private volatile long stopGraceNanos = STOP_GRACE_NANOS;
    /** The worker threads, woken when the stream stops so that none sleeps through it in a wait between operations. */
    private volatile AtomicReferenceArray<Thread> workerThreads = new AtomicReferenceArray<>(0);
    private volatile long measureStart;
    private volatile long epoch;
    private volatile boolean schedulerDone;
    private ArrayBlockingQueue<Long> queue;
    private AtomicReferenceArray<Connection> connections;
    private volatile boolean callerInterrupted;
    private volatile ArrivalStats arrivalStats;
    /** Wall-clock time (epoch ms) before which the workers do not start; 0: as soon as they are connected. */
    private volatile long startNotBeforeMillis;
    /** Runners of this process starting with this one; null: it starts alone. */
    private volatile StartLine startLine;
    /** The whole run's service times, kept for {@link #serviceTimes()}. */
    private volatile Histogram serviceTotal;
    /** Where a rounds stream's sessions meet; null in the other modes. */
    private volatile RoundGate roundGate;

    private record Stop(StopReason reason, String message) {
    }

    public StreamRunner(ConnectionSource source, StreamOperation operation, StreamPlan plan) {
        this.source = Objects.requireNonNull(source, "source");
        this.operation = Objects.requireNonNull(operation, "operation");
        this.plan = Objects.requireNonNull(plan, "plan");
        this.kinds = operation.kinds().isEmpty() ? null : new KindRecorders(operation.kinds());
        this.workersWithIterations = new AtomicInteger(plan.workers());
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
        samplerThread = Thread.currentThread();
        boolean arrivalMode = plan.mode() instanceof StreamPlan.ArrivalRate;
        StreamPlan.ArrivalRate rate = arrivalMode ? (StreamPlan.ArrivalRate) plan.mode() : null;
        StreamPlan.Rounds rounds = plan.mode() instanceof StreamPlan.Rounds r ? r : null;
        if (rounds != null) {
            roundGate = new RoundGate(plan.workers());
        }
        if (arrivalMode) {
            queue = new ArrayBlockingQueue<>(rate.queueCapacity());
        }
        int n = plan.workers();
        connections = new AtomicReferenceArray<>(n);
        tallies = new AtomicReferenceArray<>(n);
        SplittableRandom root = new SplittableRandom(arrivalMode ? rate.seed() : CLOSED_LOOP_SEED);
        CountDownLatch ready = new CountDownLatch(n);
        CountDownLatch gate = new CountDownLatch(1);
        List<Thread> threads = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            int index = i;
            SplittableRandom random = root.split();
            Thread t = new Thread(rounds != null ? () -> roundsWorkerMain(index, random, ready, gate, rounds)
                    : () -> workerMain(index, random, ready, gate, arrivalMode),
                    "stream-" + operation.name() + "-" + i);
            t.setDaemon(true);
            threads.add(t);
        }
        workerThreads = new AtomicReferenceArray<>(threads.toArray(new Thread[0]));
        threads.forEach(Thread::start);

        List<IntervalSample> intervals = new ArrayList<>();
        Histogram totalResponse = new Histogram(HIGHEST_TRACKABLE_NANOS, SIGNIFICANT_DIGITS);
        Histogram totalService = new Histogram(HIGHEST_TRACKABLE_NANOS, SIGNIFICANT_DIGITS);
        long measuredNanos = 0;
        long processCpuStart = -1;
        long processCpuEnd = -1;
        boolean arrived = false;
        try {
            awaitQuietly(ready);
            long notBefore = startNotBeforeMillis - System.currentTimeMillis();
            if (notBefore > 0) {
                parkUntil(System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(notBefore)); // connected; the others start with us
            }
            StartLine line = startLine;
            arrived = true;
            epoch = line == null ? System.nanoTime() : line.arriveAndAwait();
            if (Thread.interrupted()) {
                callerInterrupted = true;
                requestStop(StopReason.CANCELLED, "interrupted");
            }
            measureStart = epoch + plan.warmup().toNanos();
            try {
                listener.onStart(measureStart);
            } catch (RuntimeException ex) {
                // a listener's failure must not lose the measurement
            }
            Thread scheduler = null;
            if (arrivalMode && stop.get() == null) {
                scheduler = new Thread(() -> schedulerMain(rate), "stream-" + operation.name() + "-arrivals");
                scheduler.setDaemon(true);
                scheduler.setPriority(Thread.MAX_PRIORITY);
                schedulerThread = scheduler;
                scheduler.start();
            }
            gate.countDown();

            parkUntil(measureStart);
            if (stop.get() == null) {
                processCpuStart = processCpuNanos();
                IntervalSampler sampler = new IntervalSampler(meters(), measureStart, listener, probe, intervals, totalResponse, totalService);
                sampler.begin();
                long deadline = plan.duration() == null ? Long.MAX_VALUE : measureStart + plan.duration().toNanos();
                long period = plan.interval().toNanos();
                if (rounds != null) {
                    runRounds(rounds, sampler, listener, deadline);
                }
                for (long k = 1; stop.get() == null; k++) {
                    long boundary = measureStart + k * period;
                    long target = Math.min(boundary, deadline);
                    parkUntil(target);
                    if (stop.get() != null) {
                        break;
                    }
                    if (target == deadline) {
                        requestStop(StopReason.DURATION, "");
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
                if (operations.sum() > 0 || classErrors.total() > 0 || units.sum() > 0) {
                    IntervalSampler sampler = new IntervalSampler(meters(), measureStart, listener, null, intervals, totalResponse, totalService);
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
            if (stop.get() == null) {
                requestStop(StopReason.ERROR, "the stream runner failed unexpectedly");
                stopThreads(threads, schedulerThread);
            }
        }
        serviceTotal = totalService;
        long queued = queue == null ? 0 : queue.size();
        ArrivalStats arrivals = arrivalStats == null ? null : withQueued(arrivalStats, queued);
        Stop s = stop.get();
        LatencySummary response = LatencySummary.ofNanos(totalResponse);
        StreamResult result = new StreamResult(operation.name(), operation.unit(), s.reason(), s.message(),
                operations.sum(), units.sum(), classErrors.total(), Duration.ofNanos(Math.max(0, measuredNanos)),
                response, arrivalMode ? LatencySummary.ofNanos(totalService) : response, arrivals, intervals,
                executed.sum() > 0 ? workerCpuNanos.sum() / 1000.0 / executed.sum() : Double.NaN,
                kinds == null ? null : kinds.totals(), countTotals(), ErrorCounts.between(new long[ErrorClass.values().length],
                        classErrors.reading()),
                processCpuStart >= 0 && processCpuEnd >= 0 && operations.sum() > 0
                        ? (processCpuEnd - processCpuStart) / 1000.0 / operations.sum() : Double.NaN);
        try {
            listener.onFinish(result);
        } finally {
            if (callerInterrupted) {
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
        this.audited = true;
    }

    /**
     * After {@link #run}: the keys every worker reported as acknowledged, merged; null when the run
     * was not {@linkplain #auditAcknowledged() audited}.
     */
    public AcknowledgedKeys acknowledged() {
        if (!audited) {
            return null;
        }
        AcknowledgedKeys all = new AcknowledgedKeys();
        AtomicReferenceArray<WorkerTally> t = tallies;
        for (int w = 0; t != null && w < t.length(); w++) {
            WorkerTally tally = t.get(w);
            if (tally != null && tally.acknowledgedKeys() != null) {
                all.addAll(tally.acknowledgedKeys());
            }
        }
        return all;
    }

    /**
     * Watches for the first operation that starts at or after {@code nanos} ({@link System#nanoTime()})
     * and succeeds: how long the stream took to work again after a fault struck at that instant. May
     * be called from any thread while the stream runs; the answer arrives when that operation ends.
     */
    public FirstSuccess firstSuccessFrom(long nanos) {
        return watches.from(nanos);
    }

    /**
     * After {@link #run}: the service-time histogram of the whole measured run (nanoseconds), so
     * another process can merge it losslessly; null before the run ended.
     */
    public Histogram serviceTimes() {
        return serviceTotal;
    }

    /** What the workers count into, as the interval sampler reads it. */
    private IntervalSampler.Meters meters() {
        return new IntervalSampler.Meters(operation.counts(), responseRecorder, serviceRecorder, kinds, operations, units, classErrors, this::countSums);
    }

    /** The workers' counts summed (cumulative); null when the operation declares none. */
    private Map<String, Long> countTotals() {
        List<String> names = operation.counts();
        if (names.isEmpty()) {
            return null;
        }
        long[] sums = countSums();
        Map<String, Long> out = new LinkedHashMap<>();
        for (int i = 0; i < sums.length; i++) {
            out.put(names.get(i), sums[i]);
        }
        return out;
    }

    private long[] countSums() {
        long[] sums = new long[operation.counts().size()];
        AtomicReferenceArray<WorkerTally> all = tallies;
        for (int w = 0; all != null && w < all.length(); w++) {
            WorkerTally t = all.get(w);
            if (t != null) {
                for (int i = 0; i < sums.length; i++) {
                    sums[i] += t.count(i);
                }
            }
        }
        return sums;
    }

    /** Stops the run promptly: workers finish their current operation, finished intervals are delivered. */
    public void cancel() {
        cancel("cancelled");
    }

    /** As {@link #cancel()}, saying why in the result's message (e.g. another stream of the group failed). */
    public void cancel(String message) {
        requestStop(StopReason.CANCELLED, message);
    }

    // ---------------------------------------------------------------------------------------------

    /**
     * One worker's state beside its loop: its index, plugin worker, tally and the connection it
     * works on now (replaced when it reconnects), and how long it waits before the next attempt
     * after consecutive errors of a server not ready (0 after a success).
     */
    private static final class Seat {
        final int index;
        final StreamWorker worker;
        final WorkerTally tally;
        Connection connection;
        long waitNanos;

        Seat(int index, StreamWorker worker, WorkerTally tally, Connection connection) {
            this.index = index;
            this.worker = worker;
            this.tally = tally;
            this.connection = connection;
        }
    }

    private void workerMain(int index, SplittableRandom random, CountDownLatch ready, CountDownLatch gate,
                            boolean arrivalMode) {
        Seat seat = null;
        Connection first = null;
        StreamWorker worker = null;
        boolean selfTimed = false;
        try {
            try {
                first = source.open(index);
                connections.set(index, first);
                worker = operation.workers().create(index, plan.workers());
                WorkerTally tally = new WorkerTally(operation.kinds().size(), operation.counts().size(), audited);
                tallies.set(index, tally);
                worker.tally(tally);
                selfTimed = worker.timesOwnRequests(this::requestCompleted);
                if (selfTimed && arrivalMode) {
                    throw new IllegalStateException("a worker that keeps several requests in flight cannot run at an arrival rate");
                }
                worker.open(first);
                seat = new Seat(index, worker, tally, first);
            } catch (Exception | LinkageError e) {
                requestStop(StopReason.ERROR, "worker " + index + " could not start: " + describe(e));
                return;
            } finally {
                ready.countDown();
            }
            awaitQuietly(gate);
            long cpu0 = threadCpuNanos();
            long[] ran = new long[1];
            try {
                if (arrivalMode) {
                    arrivalLoop(seat, random, ran);
                } else {
                    closedLoop(seat, random, selfTimed, ran);
                }
            } finally {
                long cpu1 = threadCpuNanos();
                if (cpu0 >= 0 && cpu1 >= 0) {
                    workerCpuNanos.add(cpu1 - cpu0);
                }
                executed.add(ran[0]);
            }
        } finally {
            if (worker != null) {
                try {
                    worker.close();
                } catch (RuntimeException e) {
                    // closing is best effort
                }
            }
            closeQuietly(seat != null ? seat.connection : first);
        }
    }

    private static void closeQuietly(Connection connection) {
        if (connection != null) {
            try {
                connection.close();
            } catch (SQLException | RuntimeException e) {
                // closing is best effort (the server may be gone)
            }
        }
    }

    /**
     * A self-timing worker's completed request (see {@link StreamWorker#timesOwnRequests}): counted,
     * with its units, and timed here instead of around {@code execute}; it belongs to the
     * measurement if it was submitted after the warmup.
     */
    private void requestCompleted(long startNanos, long endNanos, long done) {
        executed.increment();
        if (watches.active()) {
            watches.succeeded(startNanos, endNanos);
        }
        if (startNanos >= measureStart) {
            if (kinds != null) {
                kinds.record(0, endNanos - startNanos); // a self-timed request carries no kind
            } else {
                record(responseRecorder, endNanos - startNanos);
            }
            countUnits(done);
            operations.increment();
        }
    }

    /**
     * The closed loop. The hot path touches only what the sampler must see live (operation count,
     * units, the latency recorder); how many ran is counted in {@code ran} (one element, this
     * worker's own) and added once at the end.
     */
    private void closedLoop(Seat seat, SplittableRandom random, boolean selfTimed, long[] ran) {
        long maxOps = plan.maxOperations();
        WorkerTally tally = seat.tally;
        long iterations = plan.iterations();
        long mine = 0;
        while (stop.get() == null) {
            long wait = tally.takeWait();
            if (wait > 0 && !waitBetweenOperations(wait)) {
                return;
            }
            long start = System.nanoTime();
            boolean measured = start >= measureStart;
            if (measured && iterations > 0 && mine++ == iterations) {
                // this worker did its share (mysqlslap's iterations per client); the last one to finish ends the stream
                if (workersWithIterations.decrementAndGet() == 0) {
                    requestStop(StopReason.COMPLETED, "");
                }
                return;
            }
            if (measured && maxOps > 0 && tickets.incrementAndGet() > maxOps) {
                requestStop(StopReason.COMPLETED, "");
                return;
            }
            if (!operate(seat, random, selfTimed, start, measured, ran)) {
                return;
            }
        }
    }

    /**
     * One operation of a closed loop (or of a round), started at {@code start}: executed, timed and
     * counted when measured; false when an error ends the worker.
     */
    private boolean operate(Seat seat, SplittableRandom random, boolean selfTimed, long start, boolean measured, long[] ran) {
        WorkerTally tally = seat.tally;
        long done;
        if (!selfTimed) {
            ran[0]++;
        }
        tally.kind = 0;
        tally.measured = measured;
        try {
            done = seat.worker.execute(seat.connection, random);
        } catch (Exception | LinkageError e) {
            return onError(seat, e, measured);
        }
        long end = System.nanoTime();
        seat.waitNanos = 0;
        if (!selfTimed && watches.active()) {
            watches.succeeded(start, end);
        }
        if (measured && !selfTimed) {
            // closed loop: service time is the response time, reported from the response histogram
            if (kinds != null) {
                kinds.record(tally.kind, end - start);
            } else {
                record(responseRecorder, end - start);
            }
            countUnits(done);
            operations.increment();
        }
        return true;
    }

    /**
     * The sampler's side of a rounds stream: opens each round, waits for its last session to
     * disconnect, and makes the round one interval (its counts, percentiles, counters) and one
     * {@link RoundSample}. A round the stream's duration or a stop cuts short is the last interval,
     * without a round sample. Ends the stream when the rounds are done.
     */
    private void runRounds(StreamPlan.Rounds rounds, IntervalSampler sampler, StreamListener listener, long deadline) {
        RoundGate gate = roundGate;
        for (int r = 0; r < rounds.count() && stop.get() == null; r++) {
            gate.open(r);
            RoundSample round = gate.awaitEnd(deadline, rounds.sessionQueries());
            if (round == null) {
                if (stop.get() == null) {
                    requestStop(StopReason.DURATION, "");
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
        requestStop(StopReason.COMPLETED, "");
    }

    /**
     * A worker of a rounds stream: in every round a new session (a connection from the source, a
     * new {@link StreamWorker} opened on it, the worker's one tally carried over), the barrier, its
     * operations, the session closed.
     */
    private void roundsWorkerMain(int index, SplittableRandom random, CountDownLatch ready, CountDownLatch gate,
                                  StreamPlan.Rounds rounds) {
        WorkerTally tally = new WorkerTally(operation.kinds().size(), operation.counts().size(), audited);
        tallies.set(index, tally);
        ready.countDown(); // each round connects by itself
        awaitQuietly(gate);
        RoundGate meeting = roundGate;
        long cpu0 = threadCpuNanos();
        long[] ran = new long[1];
        try {
            for (int r = 0; r < rounds.count() && meeting.awaitOpen(r); r++) {
                Connection connection = null;
                StreamWorker worker = null;
                try {
                    try {
                        connection = source.open(index);
                        connections.set(index, connection);
                        worker = operation.workers().create(index, plan.workers());
                        worker.tally(tally);
                        if (worker.timesOwnRequests(this::requestCompleted)) {
                            throw new IllegalStateException("a worker that keeps several requests in flight cannot run in rounds");
                        }
                        worker.open(connection);
                    } catch (Exception | LinkageError e) {
                        requestStop(StopReason.ERROR, "worker " + index + " could not start round " + (r + 1) + ": " + describe(e));
                        return;
                    }
                    long start = meeting.connectedAndAwaitAll();
                    if (start < 0) {
                        return;
                    }
                    Seat seat = new Seat(index, worker, tally, connection);
                    for (long q = 0; q < rounds.sessionQueries() && stop.get() == null; q++) {
                        if (!operate(seat, random, false, System.nanoTime(), true, ran)) {
                            break;
                        }
                    }
                    meeting.queriesDone();
                } finally {
                    if (worker != null) {
                        try {
                            worker.close();
                        } catch (RuntimeException e) {
                            // closing is best effort
                        }
                    }
                    connections.compareAndSet(index, connection, null);
                    closeQuietly(connection);
                    meeting.disconnected();
                }
            }
        } finally {
            long cpu1 = threadCpuNanos();
            if (cpu0 >= 0 && cpu1 >= 0) {
                workerCpuNanos.add(cpu1 - cpu0);
            }
            executed.add(ran[0]);
        }
    }

    /**
     * A worker's wait before its next operation ({@link StreamWorker.Tally#waitBeforeNext}: a terminal's
     * keying and think time), outside the timed window: nothing is measured or counted while it lasts.
     * Returns false when the stream stopped meanwhile ({@link #requestStop} wakes the workers).
     */
    private boolean waitBetweenOperations(long nanos) {
        long deadline = System.nanoTime() + nanos;
        while (stop.get() == null) {
            long remaining = deadline - System.nanoTime();
            if (remaining <= 0) {
                return true;
            }
            LockSupport.parkNanos(this, remaining);
        }
        return false;
    }

    private void arrivalLoop(Seat seat, SplittableRandom random, long[] ran) {
        WorkerTally tally = seat.tally;
        while (stop.get() == null) {
            Long intended;
            try {
                intended = queue.poll(ArrivalScheduler.QUEUE_POLL_MILLIS, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                return;
            }
            if (intended == null) {
                if (schedulerDone && queue.isEmpty()) {
                    requestStop(StopReason.COMPLETED, "");
                    return;
                }
                continue;
            }
            boolean measured = intended >= measureStart;
            long start = System.nanoTime();
            long done;
            ran[0]++;
            tally.kind = 0;
            tally.measured = measured;
            tally.takeWait(); // the arrivals set the pace: a wait between operations does not apply
            try {
                done = seat.worker.execute(seat.connection, random);
            } catch (Exception | LinkageError e) {
                if (!onError(seat, e, measured)) {
                    return;
                }
                continue;
            }
            long end = System.nanoTime();
            seat.waitNanos = 0;
            if (watches.active()) {
                watches.succeeded(start, end);
            }
            if (measured) {
                if (kinds != null) {
                    kinds.record(tally.kind, end - intended);
                } else {
                    record(responseRecorder, end - intended);
                }
                record(serviceRecorder, end - start);
                countUnits(done);
                operations.increment();
            }
        }
    }

    private void countUnits(long done) {
        units.add(done);
        // the sum is only taken when a unit limit asks for it: summing on every operation would cost all runs
        if (plan.maxUnits() > 0 && units.sum() >= plan.maxUnits()) {
            requestStop(StopReason.COMPLETED, "");
        }
    }

    /**
     * Counts an error by its class (and kind); returns whether the worker may go on. An error the
     * server resolves by rolling back ({@link ErrorClass#retryable()}) is rolled back here and the
     * worker goes on under every policy, as sysbench and TPC-C drivers do. With
     * {@link StreamPlan#reconnect()} a lost connection is replaced and a server not ready for work
     * waited for ({@link #recover}); the others follow the plan's error policy.
     */
    private boolean onError(Seat seat, Throwable e, boolean measured) {
        if (aborting) {
            return false; // the stream's end cut this operation off (a long query): not the workload's error
        }
        ErrorClass errorClass = ErrorClass.of(e);
        WorkerTally tally = seat.tally;
        Connection connection = seat.connection;
        if (measured) {
            classErrors.count(errorClass);
            if (kinds != null && tally != null) {
                kinds.failed(tally.kind);
            }
        }
        if (errorClass.retryable() && connection != null && rolledBack(connection)) {
            return true;
        }
        String text = "worker " + seat.index + ": " + describe(e);
        firstError.compareAndSet(null, text);
        if (plan.reconnect() != null && connection != null) {
            Boolean goOn = recover(seat, errorClass);
            if (goOn != null) {
                return goOn;
            }
        }
        if (plan.errorPolicy() == StreamPlan.ErrorPolicy.STOP_ON_FIRST_ERROR) {
            // with reconnection the first error may be a fault's lost connection, survived: name the one that stops the stream
            requestStop(StopReason.ERROR, text.equals(firstError.get()) ? text : text + "; first error: " + firstError.get());
            return false;
        }
        if (connection == null) {
            // a workload without a server: its own failure (e.g. an IO error) ends the stream
            requestStop(StopReason.ERROR, text);
            return false;
        }
        if (!valid(connection)) {
            requestStop(StopReason.ERROR, "worker " + seat.index + " lost its connection after: " + describe(e)
                    + (text.equals(firstError.get()) ? "" : "; first error: " + firstError.get()));
            return false;
        }
        return true;
    }

    /**
     * After an error with reconnection on: a lost connection (its class says so, or it no longer
     * answers) is replaced; a server that answers but is not ready for work (read-only, a node not
     * synced, a statement time-out) is waited for, longer after each consecutive such error. Returns
     * whether the worker goes on (false: the stream stopped meanwhile), or null for an error that is
     * the workload's own, which the error policy decides.
     */
    private Boolean recover(Seat seat, ErrorClass errorClass) {
        Connection connection = seat.connection;
        boolean lost = errorClass == ErrorClass.CONNECTION_LOST || !valid(connection);
        if (lost) {
            return reconnect(seat);
        }
        if (errorClass == ErrorClass.READ_ONLY || errorClass == ErrorClass.TIMEOUT) {
            rolledBack(connection);
            seat.waitNanos = plan.reconnect().nextNanos(seat.waitNanos);
            return pause(seat.waitNanos);
        }
        return null;
    }

    /**
     * Replaces a worker's lost connection: waits (doubling from the plan's first wait to its longest),
     * opens a connection for this worker from the source and opens the worker on it, until that
     * works or the stream stops.
     */
    private boolean reconnect(Seat seat) {
        Connection old = seat.connection;
        connections.compareAndSet(seat.index, old, null);
        closeQuietly(old);
        long wait = 0;
        while (stop.get() == null) {
            wait = plan.reconnect().nextNanos(wait);
            if (!pause(wait)) {
                return false;
            }
            Connection fresh = null;
            try {
                fresh = source.open(seat.index);
                connections.set(seat.index, fresh);
                seat.connection = fresh;
                seat.worker.open(fresh);
                return true;
            } catch (Exception | LinkageError e) {
                // the server is not back yet (refused, still recovering): try again, waiting longer
                if (fresh != null) {
                    connections.compareAndSet(seat.index, fresh, null);
                    closeQuietly(fresh);
                }
            }
        }
        return false;
    }

    /** A worker's wait; false when the stream stopped meanwhile. */
    private boolean pause(long nanos) {
        long end = System.nanoTime() + nanos;
        long left;
        while (stop.get() == null && (left = end - System.nanoTime()) > 0) {
            LockSupport.parkNanos(this, left);
        }
        return stop.get() == null;
    }

    private static boolean valid(Connection connection) {
        try {
            return connection.isValid(2);
        } catch (SQLException | RuntimeException ex) {
            return false;
        }
    }

    /**
     * Ends the failed transaction on the worker's connection (a lock wait timeout rolls back only the
     * statement; a deadlock the whole transaction, but the session may still be inside BEGIN);
     * false when even that fails, so the connection's state decides what happens next.
     */
    private static boolean rolledBack(Connection connection) {
        try {
            if (!connection.getAutoCommit()) {
                connection.rollback();
            } else {
                try (java.sql.Statement st = connection.createStatement()) {
                    st.execute("ROLLBACK");
                }
            }
            return true;
        } catch (SQLException | RuntimeException ex) {
            return false;
        }
    }

    private void schedulerMain(StreamPlan.ArrivalRate rate) {
        arrivalStats = new ArrivalScheduler(rate, plan, epoch, measureStart, queue, () -> stop.get() != null,
                () -> stop.get() != null && stop.get().reason() == StopReason.QUEUE_FULL, this::requestStop).run();
        schedulerDone = true;
    }

    /**
     * CPU time of this whole process, every thread (user + system, as the kernel accounts it in
     * /proc/self/stat's utime + stime), or -1 where the JVM cannot tell.
     */
    private static long processCpuNanos() {
        return java.lang.management.ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() : -1;
    }

    /** CPU time of the calling thread, or -1 where the JVM cannot tell. */
    private static long threadCpuNanos() {
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        return mx.isCurrentThreadCpuTimeSupported() ? mx.getCurrentThreadCpuTime() : -1;
    }

    private static ArrivalStats withQueued(ArrivalStats a, long queued) {
        return new ArrivalStats(a.targetPerSecond(), a.seed(), a.arrivals(), a.due(), a.schedulerSeconds(),
                a.achievedPerSecond(), a.lateness(), a.interArrivalNanos(), queued);
    }

    private static void record(Recorder recorder, long nanos) {
        recorder.recordValue(Math.min(Math.max(0, nanos), HIGHEST_TRACKABLE_NANOS));
    }

    private void requestStop(StopReason reason, String message) {
        if (stop.compareAndSet(null, new Stop(reason, message))) {
            RoundGate rounds = roundGate;
            if (rounds != null) {
                rounds.close();
            }
            Thread s = samplerThread;
            if (s != null) {
                LockSupport.unpark(s);
            }
            Thread sch = schedulerThread;
            if (sch != null) {
                LockSupport.unpark(sch);
            }
            AtomicReferenceArray<Thread> workers = workerThreads;
            for (int i = 0; i < workers.length(); i++) {
                LockSupport.unpark(workers.get(i));
            }
        }
    }

    /** Parks the sampler until {@code deadline} or a stop; an interrupt cancels the run. */
    private void parkUntil(long deadline) {
        while (stop.get() == null) {
            long remaining = deadline - System.nanoTime();
            if (remaining <= 0) {
                return;
            }
            LockSupport.parkNanos(this, remaining);
            if (Thread.interrupted()) {
                callerInterrupted = true;
                requestStop(StopReason.CANCELLED, "interrupted");
            }
        }
    }

    private void awaitQuietly(CountDownLatch latch) {
        while (true) {
            try {
                latch.await();
                return;
            } catch (InterruptedException e) {
                if (Thread.currentThread() == samplerThread) {
                    callerInterrupted = true;
                }
                requestStop(StopReason.CANCELLED, "interrupted");
            }
        }
    }

    /** Waits for workers to finish their current operation; after a grace period aborts their connections. */
    private void stopThreads(List<Thread> threads, Thread scheduler) {
        if (scheduler != null) {
            LockSupport.unpark(scheduler);
            joinUntil(scheduler, System.nanoTime() + stopGraceNanos);
        }
        long graceEnd = System.nanoTime() + stopGraceNanos;
        for (int i = 0; i < threads.size(); i++) {
            Thread t = threads.get(i);
            if (!joinUntil(t, graceEnd)) {
                aborting = true;
                Connection c = connections.get(i);
                if (c != null) {
                    try {
                        c.abort(Runnable::run);
                    } catch (SQLException | RuntimeException e) {
                        // nothing more we can do; the thread is a daemon
                    }
                }
                joinUntil(t, System.nanoTime() + TimeUnit.SECONDS.toNanos(5));
            }
        }
    }

    private boolean joinUntil(Thread t, long deadline) {
        while (t.isAlive()) {
            long remaining = deadline - System.nanoTime();
            if (remaining <= 0) {
                return false;
            }
            try {
                t.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(remaining)));
            } catch (InterruptedException e) {
                callerInterrupted = true;
                requestStop(StopReason.CANCELLED, "interrupted");
            }
        }
        return true;
    }

    private static String describe(Throwable e) {
        StringBuilder sb = new StringBuilder(e.getClass().getSimpleName());
        if (e instanceof SQLException sql && sql.getSQLState() != null) {
            sb.append(" [SQLState ").append(sql.getSQLState()).append(", code ").append(sql.getErrorCode()).append(']');
        }
        if (e.getMessage() != null) {
            sb.append(": ").append(e.getMessage());
        }
        return sb.toString();
    }
}
