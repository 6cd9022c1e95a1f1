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
}
