package io.benchlab.core.stream;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * What a worker's error does to it and to the stream: counted by its class (and kind), rolled back
 * where the server resolves it so, survived by a new connection or a wait under
 * {@link StreamPlan#reconnect()}, or the stream's end under the plan's error policy. The first
 * error is kept to be named beside the one that stops the stream.
 */
final class WorkerErrors {
    private final StreamPlan plan;
    private final StreamMeters meters;
    private final StreamStop stop;
    private final ConnectionSource source;
    /** Each worker's connection now, shared with the workers (a reconnect replaces it). */
    private final AtomicReferenceArray<Connection> connections;
    private final AtomicReference<String> firstError = new AtomicReference<>();
    /** Set when stopping aborts the connections of workers still busy after the grace period: what fails then is no error. */
    private volatile boolean aborting;

    WorkerErrors(StreamPlan plan, StreamMeters meters, StreamStop stop, ConnectionSource source,
                 AtomicReferenceArray<Connection> connections) {
        this.plan = plan;
        this.meters = meters;
        this.stop = stop;
        this.source = source;
        this.connections = connections;
    }

    /** Aborts worker {@code index}'s connection: it is still busy after the grace period (a long query). */
    void abort(int index) {
        aborting = true;
        Connection c = connections.get(index);
        if (c != null) {
            try {
                c.abort(Runnable::run);
            } catch (SQLException | RuntimeException e) {
                // nothing more we can do; the thread is a daemon
            }
        }
    }

    /**
     * Counts an error by its class (and kind); returns whether the worker may go on. An error the
     * server resolves by rolling back ({@link ErrorClass#retryable()}) is rolled back here and the
     * worker goes on under every policy, as sysbench and TPC-C drivers do. With
     * {@link StreamPlan#reconnect()} a lost connection is replaced and a server not ready for work
     * waited for ({@link #recover}); the others follow the plan's error policy.
     */
    boolean onError(WorkerSeat seat, Throwable e, boolean measured) {
        if (aborting) {
            return false; // the stream's end cut this operation off (a long query): not the workload's error
        }
        ErrorClass errorClass = ErrorClass.of(e);
        WorkerTally tally = seat.tally;
        Connection connection = seat.connection;
        if (measured) {
            meters.classErrors.count(errorClass);
            if (meters.kinds != null && tally != null) {
                meters.kinds.failed(tally.kind);
            }
        }
        if (errorClass.retryable() && connection != null && rolledBack(connection)) {
            return true;
        }
        String text = "worker " + seat.index + ": " + WorkerSeat.describe(e);
        firstError.compareAndSet(null, text);
        if (plan.reconnect() != null && connection != null) {
            Boolean goOn = recover(seat, errorClass);
            if (goOn != null) {
                return goOn;
            }
        }
        if (plan.errorPolicy() == StreamPlan.ErrorPolicy.STOP_ON_FIRST_ERROR) {
            // with reconnection the first error may be a fault's lost connection, survived: name the one that stops the stream
            stop.request(StopReason.ERROR, text.equals(firstError.get()) ? text : text + "; first error: " + firstError.get());
            return false;
        }
        if (connection == null) {
            // a workload without a server: its own failure (e.g. an IO error) ends the stream
            stop.request(StopReason.ERROR, text);
            return false;
        }
        if (!valid(connection)) {
            stop.request(StopReason.ERROR, "worker " + seat.index + " lost its connection after: " + WorkerSeat.describe(e)
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
    private Boolean recover(WorkerSeat seat, ErrorClass errorClass) {
        Connection connection = seat.connection;
        boolean lost = errorClass == ErrorClass.CONNECTION_LOST || !valid(connection);
        if (lost) {
            return reconnect(seat);
        }
        if (errorClass == ErrorClass.READ_ONLY || errorClass == ErrorClass.TIMEOUT) {
            rolledBack(connection);
            seat.waitNanos = plan.reconnect().nextNanos(seat.waitNanos);
            return stop.pause(seat.waitNanos);
        }
        return null;
    }

    /**
     * Replaces a worker's lost connection: waits (doubling from the plan's first wait to its longest),
     * opens a connection for this worker from the source and opens the worker on it, until that
     * works or the stream stops.
     */
    private boolean reconnect(WorkerSeat seat) {
        Connection old = seat.connection;
        connections.compareAndSet(seat.index, old, null);
        WorkerSeat.closeQuietly(old);
        long wait = 0;
        while (stop.running()) {
            wait = plan.reconnect().nextNanos(wait);
            if (!stop.pause(wait)) {
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
                    WorkerSeat.closeQuietly(fresh);
                }
            }
        }
        return false;
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
}
