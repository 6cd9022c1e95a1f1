package io.benchlab.api;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.SplittableRandom;

/**
 * One thread's share of a {@link StreamOperation}. Not shared between threads.
 *
 * <p>Errors: an exception from {@link #execute} is a failed operation, counted per interval by its
 * class (deadlock, lock wait timeout, conflict, connection lost, timeout, read-only, other). The
 * errors a server resolves by rolling back — deadlock (1213), lock wait timeout (1205) and "record
 * has changed" (1020), as sysbench ignores them — are part of a transactional workload's life: the
 * engine rolls the transaction back on the worker's connection and calls {@link #execute} again
 * (the next operation, with new random values), whatever the experiment's error policy, so a
 * worker need not catch them. Any other error stops the stream unless the experiment says
 * otherwise.
 */
public interface StreamWorker extends AutoCloseable {

    /**
     * Called once on the worker's own connection before the first {@link #execute}. The connection
     * is {@code null} (here and in {@link #execute}) for a workload that
     * {@linkplain WorkloadPlugin#needsServer() needs no server}.
     */
    default void open(Connection connection) throws SQLException {
    }

    /**
     * Performs one operation (one transaction, one batch, one query) and returns how many units it
     * did (rows inserted, queries run). Its latency is measured by the engine around this call.
     */
    long execute(Connection connection, SplittableRandom random) throws SQLException;

    /**
     * For a worker that keeps several requests in flight at once (asynchronous IO with a queue
     * depth), so that the time around one {@link #execute} call is no request's latency. Called
     * once before {@link #open}; a worker that returns true reports every request it completes to
     * {@code times}, and the engine then counts one operation per reported request (not per
     * {@code execute} call), with the units and latency reported for it; what {@code execute}
     * returns is then ignored. The default leaves timing to the engine.
     */
    default boolean timesOwnRequests(RequestTimes times) {
        return false;
    }

    /**
     * Called once before {@link #open} with where this worker tells the engine what each operation
     * was: its kind and its counts, as the {@link StreamOperation} declares them. Keep the tally;
     * call it from {@link #execute} only. By default a worker reports nothing (every operation is
     * of the first kind, no counts).
     *
     * @since API 1 (added in benchlab 0.2; an older engine never calls it)
     */
    default void tally(Tally tally) {
    }

    @Override
    default void close() {
    }

    /**
     * What a worker says about the operation in progress (the current {@link #execute} call),
     * beyond the units it returns. Cheap enough for every operation: a field write and an add.
     */
    interface Tally {
        /**
         * The operation in progress is of kind {@code index} (0-based, in the order of
         * {@link StreamOperation#kinds()}). Each operation starts as kind 0; the last call before
         * {@code execute} returns or throws decides.
         */
        void kind(int index);

        /**
         * Adds {@code n} to count {@code index} (0-based, in the order of
         * {@link StreamOperation#counts()}) at once, whether or not the operation later fails (add
         * a commit's results after the commit). Counts added during a warmup are not kept.
         */
        void add(int index, long n);

        /**
         * Makes the worker wait {@code wait} before its next operation: a terminal's think time after
         * this transaction and keying time before the next (TPC-C's clause 5.2.5), or any other wait a
         * workload's rules put between one user's operations. The wait is outside every response time
         * and never counted as the worker's work, and a stream that stops ends the wait at once. Called
         * from {@link StreamWorker#open} it delays the first operation; the last call before the next
         * operation decides. Closed loop only: at an arrival rate the arrivals set the pace and the wait
         * is ignored. An engine older than benchlab 0.2 does not wait.
         *
         * @since API 1 (added in benchlab 0.2)
         */
        default void waitBeforeNext(java.time.Duration wait) {
        }
    }

    /** Where a {@linkplain #timesOwnRequests self-timing} worker reports each completed request. */
    @FunctionalInterface
    interface RequestTimes {
        /**
         * A request submitted at {@code startNanos} completed at {@code endNanos} (both
         * {@link System#nanoTime()}) and did {@code units} (e.g. bytes).
         */
        void completed(long startNanos, long endNanos, long units);
    }

    /** Creates a worker per thread; {@code workerIndex} is 0-based and {@code workerCount} the total. */
    @FunctionalInterface
    interface Factory {
        /** A new worker for thread {@code workerIndex} of {@code workerCount}. */
        StreamWorker create(int workerIndex, int workerCount);
    }
}
