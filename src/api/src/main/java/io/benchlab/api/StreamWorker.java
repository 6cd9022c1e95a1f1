package io.benchlab.api;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.SplittableRandom;

/** One thread's share of a {@link StreamOperation}. Not shared between threads. */
public interface StreamWorker extends AutoCloseable {

    /** Called once on the worker's own connection before the first {@link #execute}. */
    default void open(Connection connection) throws SQLException {
    }

    /**
     * Performs one operation (one transaction, one batch, one query) and returns how many units it
     * did (rows inserted, queries run). Its latency is measured by the engine around this call.
     */
    long execute(Connection connection, SplittableRandom random) throws SQLException;

    @Override
    default void close() {
    }

    /** Creates a worker per thread; {@code workerIndex} is 0-based and {@code workerCount} the total. */
    @FunctionalInterface
    interface Factory {
        /** A new worker for thread {@code workerIndex} of {@code workerCount}. */
        StreamWorker create(int workerIndex, int workerCount);
    }
}
