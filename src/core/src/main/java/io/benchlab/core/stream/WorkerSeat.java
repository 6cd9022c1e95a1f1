package io.benchlab.core.stream;

import io.benchlab.api.StreamWorker;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * One worker's state beside its loop: its index, plugin worker, tally and the connection it
 * works on now (replaced when it reconnects), and how long it waits before the next attempt
 * after consecutive errors of a server not ready (0 after a success).
 */
final class WorkerSeat {
    final int index;
    final StreamWorker worker;
    final WorkerTally tally;
    Connection connection;
    long waitNanos;

    WorkerSeat(int index, StreamWorker worker, WorkerTally tally, Connection connection) {
        this.index = index;
        this.worker = worker;
        this.tally = tally;
        this.connection = connection;
    }

    static void closeQuietly(Connection connection) {
        if (connection != null) {
            try {
                connection.close();
            } catch (SQLException | RuntimeException e) {
                // closing is best effort (the server may be gone)
            }
        }
    }

    /** An error in one line: its class, SQL state and code, and message. */
    static String describe(Throwable e) {
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
