package io.benchlab.core.stream;

import io.benchlab.api.SqlErrors;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTimeoutException;
import java.sql.SQLTransientConnectionException;
import java.util.Locale;

/**
 * What kind of failure an operation's error was, as every face counts it per interval. The one
 * place that reads MySQL/MariaDB error codes and SQL states for the stream engine.
 *
 * <p>{@link #retryable()} classes are the errors a server resolves by rolling the transaction back
 * (their codes are the API's {@link SqlErrors}, which plugins ask too),
 * which sysbench ignores by default ({@code --mysql-ignore-errors=1213,1020,1205}) and TPC-C drivers
 * retry: the engine rolls back and the worker goes on.
 */
public enum ErrorClass {
    /** 1213, SQL state 40001: InnoDB chose this transaction as a deadlock victim (Galera: a certification failure). */
    DEADLOCK(true),
    /** 1205: a row lock was not granted within innodb_lock_wait_timeout. */
    LOCK_WAIT_TIMEOUT(true),
    /** 1020: the record changed since it was read (a write conflict). */
    CONFLICT(true),
    /** The connection broke (SQL state class 08, or the driver says so). */
    CONNECTION_LOST(false),
    /** A statement timed out or was interrupted (max_statement_time, max_execution_time, a query timeout). */
    TIMEOUT(false),
    /** The server refused a write: read-only, not the primary, or a Galera node not ready. */
    READ_ONLY(false),
    /** Anything else. */
    OTHER(false);

    private final boolean retryable;

    ErrorClass(boolean retryable) {
        this.retryable = retryable;
    }

    /** Whether the engine rolls back and lets the worker go on, under every error policy. */
    public boolean retryable() {
        return retryable;
    }

    /** The name in bundles and on screen: {@code lock_wait_timeout}. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The class a bundle names ({@link #wireName()}); {@link #OTHER} for a name this version does not know. */
    public static ErrorClass fromWireName(String name) {
        for (ErrorClass c : values()) {
            if (c.wireName().equals(name)) {
                return c;
            }
        }
        return OTHER;
    }

    /** The class of an error thrown by a worker (its first SQL exception, causes included). */
    public static ErrorClass of(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SQLException sql) {
                return of(sql);
            }
        }
        return OTHER;
    }

    private static ErrorClass of(SQLException e) {
        String state = e.getSQLState() == null ? "" : e.getSQLState();
        switch (e.getErrorCode()) {
            case SqlErrors.DEADLOCK:
                return DEADLOCK;
            case SqlErrors.LOCK_WAIT_TIMEOUT:
                return LOCK_WAIT_TIMEOUT;
            case SqlErrors.RECORD_CHANGED:
                return CONFLICT;
            case 1290, 1792, 1836, 1047:
                // --read-only / super_read_only, a read-only transaction, read-only mode, a Galera node not ready (WSREP)
                return READ_ONLY;
            case 1317, 1969, 3024:
                // query interrupted, max_statement_time (MariaDB), max_execution_time (MySQL)
                return TIMEOUT;
            case 2006, 2013, 1927, 1053:
                // server gone away, lost connection during query, connection killed, shutdown in progress
                return CONNECTION_LOST;
            default:
                break;
        }
        if (e instanceof SQLTimeoutException) {
            return TIMEOUT;
        }
        if (state.startsWith("08") || e instanceof SQLNonTransientConnectionException || e instanceof SQLTransientConnectionException
                || e instanceof SQLRecoverableException) {
            return CONNECTION_LOST;
        }
        if (state.equals(SqlErrors.SERIALIZATION_FAILURE)) {
            return DEADLOCK;
        }
        return OTHER;
    }
}
