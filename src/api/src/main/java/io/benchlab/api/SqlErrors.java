package io.benchlab.api;

import java.sql.SQLException;

/**
 * The engine's rule for the SQL errors a server resolves by rolling the transaction back: deadlock
 * (1213, or SQL state 40001: Galera's certification failure too), lock wait timeout (1205) and
 * "record has changed since last read" (1020), the errors sysbench ignores
 * ({@code --mysql-ignore-errors=1213,1020,1205}). The engine rolls such a transaction back and calls
 * the worker again under every error policy ({@link StreamWorker}); a workload that enters the same
 * input again after one (a TPC-C terminal) asks {@link #retryable} rather than listing the codes.
 */
public final class SqlErrors {
    /** InnoDB chose the transaction as a deadlock victim. */
    public static final int DEADLOCK = 1213;
    /** A row lock was not granted within innodb_lock_wait_timeout. */
    public static final int LOCK_WAIT_TIMEOUT = 1205;
    /** The record changed since it was read (a write conflict). */
    public static final int RECORD_CHANGED = 1020;
    /** The SQL state of a serialization failure (a deadlock, a Galera certification failure). */
    public static final String SERIALIZATION_FAILURE = "40001";

    private SqlErrors() {
    }

    /** Whether the server rolled the transaction back for a reason a retry can get past (causes included). */
    public static boolean retryable(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SQLException e) {
                return retryable(e);
            }
        }
        return false;
    }

    /** Whether this SQL exception is a deadlock, a lock wait timeout or a changed record. */
    public static boolean retryable(SQLException e) {
        int code = e.getErrorCode();
        return code == DEADLOCK || code == LOCK_WAIT_TIMEOUT || code == RECORD_CHANGED || SERIALIZATION_FAILURE.equals(e.getSQLState());
    }
}
