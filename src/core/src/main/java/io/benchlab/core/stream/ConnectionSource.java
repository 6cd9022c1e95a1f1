package io.benchlab.core.stream;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * Opens one connection per stream worker. The runner closes what it opened. How connections are
 * made (pool, driver manager, embedded server) is the caller's business.
 */
@FunctionalInterface
public interface ConnectionSource {

    Connection open() throws SQLException;

    /**
     * A connection for worker {@code worker}: its first, and again after a reconnect, so a source
     * that spreads workers over several servers (a cluster's nodes) brings a worker back to its own.
     * By default any connection ({@link #open()}).
     */
    default Connection open(int worker) throws SQLException {
        return open();
    }
}
