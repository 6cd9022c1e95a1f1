package io.benchlab.core.cluster;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * A table's row count and {@code CHECKSUM TABLE} value on one node: two nodes with equal digests
 * hold the same rows (the checksum covers every column of every row).
 */
public record TableDigest(long rows, long checksum) {

    /** @param table a qualified name the caller controls ({@code schema.table}), never user text */
    public static TableDigest of(Connection c, String table) throws SQLException {
        try (Statement s = c.createStatement()) {
            long rows;
            try (ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM " + table)) {
                rs.next();
                rows = rs.getLong(1);
            }
            try (ResultSet rs = s.executeQuery("CHECKSUM TABLE " + table + " EXTENDED")) {
                rs.next();
                return new TableDigest(rows, rs.getLong(2));
            }
        }
    }
}
