package io.benchlab.api;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.SplittableRandom;

/** One thread's share of a {@link StreamOperation}. Not shared between threads. */
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

    @Override
    default void close() {
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
