package io.benchlab.core.stream;

import io.benchlab.api.StreamOperation;
import io.benchlab.api.StreamWorker;
import java.sql.Connection;
import java.util.SplittableRandom;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The workers of one stream, each on a thread of its own: a connection from the
 * {@link ConnectionSource}, the plugin's {@link StreamWorker} opened on it, and its loop — the closed
 * loop, the arrival loop fed by the scheduler's queue, or a session per round — counting into the
 * {@link StreamMeters} until the {@link StreamStop} says the stream ended. With
 * {@link StreamPlan#reconnect()} a worker survives its server's fault (see {@link StreamRunner}).
 * The runner ({@link StreamRunner}) starts and stops the threads and samples what they count.
 */
final class StreamWorkers {
    private final ConnectionSource source;
    private final StreamOperation operation;
    private final StreamPlan plan;
    private final StreamMeters meters;
    private final StreamStop stop;
    private final WorkerErrors errors;
    private final AtomicLong tickets = new AtomicLong();
    /** Workers still short of their {@link StreamPlan#iterations()}; the stream completes when none is. */
    private final AtomicInteger workersWithIterations;
    /** Each worker's connection now (replaced when it reconnects), for stopping to abort a busy one. */
    private final AtomicReferenceArray<Connection> connections;
    /** The arrivals the scheduler queues (arrival mode); null in the other modes. */
    private final ArrayBlockingQueue<Long> queue;
    /** Where a rounds stream's sessions meet; null in the other modes. */
    private final RoundGate roundGate;
    /** Whether workers keep the keys of acknowledged writes. */
    private volatile boolean audited;
    private volatile long measureStart;
    private volatile boolean schedulerDone;

    StreamWorkers(ConnectionSource source, StreamOperation operation, StreamPlan plan, StreamMeters meters, StreamStop stop) {
        this.source = source;
        this.operation = operation;
        this.plan = plan;
        this.meters = meters;
        this.stop = stop;
        this.workersWithIterations = new AtomicInteger(plan.workers());
        this.connections = new AtomicReferenceArray<>(plan.workers());
        this.errors = new WorkerErrors(plan, meters, stop, source, connections);
        this.queue = plan.mode() instanceof StreamPlan.ArrivalRate rate ? new ArrayBlockingQueue<>(rate.queueCapacity()) : null;
        this.roundGate = plan.mode() instanceof StreamPlan.Rounds ? new RoundGate(plan.workers()) : null;
        stop.rounds(roundGate);
    }

    void audit() {
        audited = true;
    }

    boolean audited() {
        return audited;
    }

    /** The measurement starts at this instant ({@link System#nanoTime()}): what starts before it is warmup. */
    void measureFrom(long nanos) {
        measureStart = nanos;
    }

    RoundGate rounds() {
        return roundGate;
    }

    ArrayBlockingQueue<Long> queue() {
        return queue;
    }

    /** The arrival scheduler made its last arrival: the workers end once the queue is empty. */
    void schedulerDone() {
        schedulerDone = true;
    }

    /** Worker {@code index}'s loop, to run on its own thread. */
    Runnable worker(int index, SplittableRandom random, CountDownLatch ready, CountDownLatch gate) {
        StreamPlan.Rounds r = plan.mode() instanceof StreamPlan.Rounds x ? x : null;
        return r != null ? () -> roundsWorkerMain(index, random, ready, gate, r)
                : () -> workerMain(index, random, ready, gate, queue != null);
    }

    /** Aborts worker {@code index}'s connection: it is still busy after the grace period (a long query). */
    void abort(int index) {
        errors.abort(index);
    }

    private void workerMain(int index, SplittableRandom random, CountDownLatch ready, CountDownLatch gate,
                            boolean arrivalMode) {
        WorkerSeat seat = null;
        Connection first = null;
        StreamWorker worker = null;
        boolean selfTimed = false;
        try {
            try {
                first = source.open(index);
                connections.set(index, first);
                worker = operation.workers().create(index, plan.workers());
                WorkerTally tally = meters.tally(index, audited);
                worker.tally(tally);
                selfTimed = worker.timesOwnRequests(this::requestCompleted);
                if (selfTimed && arrivalMode) {
                    throw new IllegalStateException("a worker that keeps several requests in flight cannot run at an arrival rate");
                }
                worker.open(first);
                seat = new WorkerSeat(index, worker, tally, first);
            } catch (Exception | LinkageError e) {
                stop.request(StopReason.ERROR, "worker " + index + " could not start: " + WorkerSeat.describe(e));
                return;
            } finally {
                ready.countDown();
            }
            stop.awaitQuietly(gate);
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
                    meters.workerCpuNanos.add(cpu1 - cpu0);
                }
                meters.executed.add(ran[0]);
            }
        } finally {
            if (worker != null) {
                try {
                    worker.close();
                } catch (RuntimeException e) {
                    // closing is best effort
                }
            }
            WorkerSeat.closeQuietly(seat != null ? seat.connection : first);
        }
    }

    /**
     * A self-timing worker's completed request (see {@link StreamWorker#timesOwnRequests}): counted,
     * with its units, and timed here instead of around {@code execute}; it belongs to the
     * measurement if it was submitted after the warmup.
     */
    private void requestCompleted(long startNanos, long endNanos, long done) {
        meters.executed.increment();
        if (meters.watches.active()) {
            meters.watches.succeeded(startNanos, endNanos);
        }
        if (startNanos >= measureStart) {
            meters.respond(0, endNanos - startNanos); // a self-timed request carries no kind
            countUnits(done);
            meters.operations.increment();
        }
    }

    /**
     * The closed loop. The hot path touches only what the sampler must see live (operation count,
     * units, the latency recorder); how many ran is counted in {@code ran} (one element, this
     * worker's own) and added once at the end.
     */
    private void closedLoop(WorkerSeat seat, SplittableRandom random, boolean selfTimed, long[] ran) {
        long maxOps = plan.maxOperations();
        WorkerTally tally = seat.tally;
        long iterations = plan.iterations();
        long mine = 0;
        while (stop.running()) {
            long wait = tally.takeWait();
            if (wait > 0 && !stop.pause(wait)) {
                return;
            }
            long start = System.nanoTime();
            boolean measured = start >= measureStart;
            if (measured && iterations > 0 && mine++ == iterations) {
                // this worker did its share (mysqlslap's iterations per client); the last one to finish ends the stream
                if (workersWithIterations.decrementAndGet() == 0) {
                    stop.request(StopReason.COMPLETED, "");
                }
                return;
            }
            if (measured && maxOps > 0 && tickets.incrementAndGet() > maxOps) {
                stop.request(StopReason.COMPLETED, "");
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
    private boolean operate(WorkerSeat seat, SplittableRandom random, boolean selfTimed, long start, boolean measured, long[] ran) {
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
            return errors.onError(seat, e, measured);
        }
        long end = System.nanoTime();
        seat.waitNanos = 0;
        if (!selfTimed && meters.watches.active()) {
            meters.watches.succeeded(start, end);
        }
        if (measured && !selfTimed) {
            // closed loop: service time is the response time, reported from the response histogram
            meters.respond(tally.kind, end - start);
            countUnits(done);
            meters.operations.increment();
        }
        return true;
    }

    /**
     * A worker of a rounds stream: in every round a new session (a connection from the source, a
     * new {@link StreamWorker} opened on it, the worker's one tally carried over), the barrier, its
     * operations, the session closed.
     */
    private void roundsWorkerMain(int index, SplittableRandom random, CountDownLatch ready, CountDownLatch gate,
                                  StreamPlan.Rounds rounds) {
        WorkerTally tally = meters.tally(index, audited);
        ready.countDown(); // each round connects by itself
        stop.awaitQuietly(gate);
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
                        stop.request(StopReason.ERROR, "worker " + index + " could not start round " + (r + 1) + ": " + WorkerSeat.describe(e));
                        return;
                    }
                    long start = meeting.connectedAndAwaitAll();
                    if (start < 0) {
                        return;
                    }
                    WorkerSeat seat = new WorkerSeat(index, worker, tally, connection);
                    for (long q = 0; q < rounds.sessionQueries() && stop.running(); q++) {
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
                    WorkerSeat.closeQuietly(connection);
                    meeting.disconnected();
                }
            }
        } finally {
            long cpu1 = threadCpuNanos();
            if (cpu0 >= 0 && cpu1 >= 0) {
                meters.workerCpuNanos.add(cpu1 - cpu0);
            }
            meters.executed.add(ran[0]);
        }
    }

    private void arrivalLoop(WorkerSeat seat, SplittableRandom random, long[] ran) {
        WorkerTally tally = seat.tally;
        while (stop.running()) {
            Long intended;
            try {
                intended = queue.poll(ArrivalScheduler.QUEUE_POLL_MILLIS, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                return;
            }
            if (intended == null) {
                if (schedulerDone && queue.isEmpty()) {
                    stop.request(StopReason.COMPLETED, "");
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
                if (!errors.onError(seat, e, measured)) {
                    return;
                }
                continue;
            }
            long end = System.nanoTime();
            seat.waitNanos = 0;
            if (meters.watches.active()) {
                meters.watches.succeeded(start, end);
            }
            if (measured) {
                meters.respond(tally.kind, end - intended);
                StreamMeters.record(meters.service, end - start);
                countUnits(done);
                meters.operations.increment();
            }
        }
    }

    private void countUnits(long done) {
        meters.units.add(done);
        // the sum is only taken when a unit limit asks for it: summing on every operation would cost all runs
        if (plan.maxUnits() > 0 && meters.units.sum() >= plan.maxUnits()) {
            stop.request(StopReason.COMPLETED, "");
        }
    }

    /** CPU time of the calling thread, or -1 where the JVM cannot tell. */
    private static long threadCpuNanos() {
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        return mx.isCurrentThreadCpuTimeSupported() ? mx.getCurrentThreadCpuTime() : -1;
    }

}
