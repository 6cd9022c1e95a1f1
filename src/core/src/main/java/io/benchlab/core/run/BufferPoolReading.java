package io.benchlab.core.run;

import io.benchlab.core.server.ConnectionPool;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The buffer pool right after a cold restart, before the first query: pages holding data, pages
 * in all, and whether dump/load is off (else the restart would have reloaded the old pages). The
 * one reading every cold proof records, whatever restarted the server ({@link ColdRestart}, for one
 * server and for each node of a cluster).
 */
record BufferPoolReading(long pagesData, long pagesTotal, boolean dumpLoadOff) {
    /** ER_UNKNOWN_SYSTEM_VARIABLE, MySQL's and MariaDB's. */
    private static final int UNKNOWN_SYSTEM_VARIABLE = 1193;

    /** The caller says what failed (which node, whether it died). */
    static BufferPoolReading read(ConnectionPool pool) throws SQLException {
        long pagesData = -1;
        long pagesTotal = -1;
        try (Connection c = pool.connection(); Statement s = c.createStatement()) {
            try (ResultSet rs = s.executeQuery("SHOW GLOBAL STATUS WHERE Variable_name IN"
                    + " ('Innodb_buffer_pool_pages_data','Innodb_buffer_pool_pages_total')")) {
                while (rs.next()) {
                    if (rs.getString(1).equalsIgnoreCase("Innodb_buffer_pool_pages_data")) {
                        pagesData = rs.getLong(2);
                    } else {
                        pagesTotal = rs.getLong(2);
                    }
                }
            }
            try (ResultSet rs = s.executeQuery("SELECT @@innodb_buffer_pool_dump_at_shutdown, @@innodb_buffer_pool_load_at_startup")) {
                rs.next();
                return new BufferPoolReading(pagesData, pagesTotal, !rs.getBoolean(1) && !rs.getBoolean(2));
            } catch (SQLException e) {
                if (e.getErrorCode() != UNKNOWN_SYSTEM_VARIABLE) {
                    throw e;
                }
                // MySQL before 5.6 (MariaDB before 10.0) has no buffer-pool dump: a restart cannot reload old pages
                return new BufferPoolReading(pagesData, pagesTotal, true);
            }
        }
    }
}
