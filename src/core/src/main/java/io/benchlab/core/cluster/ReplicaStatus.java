package io.benchlab.core.cluster;

import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeMap;

/**
 * One row of a replica's status statement, read by whichever column names the server uses:
 * MySQL 8.0.22+ says {@code Replica_IO_Running}, {@code Replica_SQL_Running} and
 * {@code Seconds_Behind_Source}; MariaDB and older MySQL say {@code Slave_IO_Running},
 * {@code Slave_SQL_Running} and {@code Seconds_Behind_Master}. Asking for the name the row has
 * (rather than deriving it from the version) also holds on a MySQL that still answers in the old
 * terms ({@code terminology_use_previous}).
 *
 * @param ioRunning     the IO (receiver) thread's state as the server says it: {@code Yes}, {@code No}, {@code Connecting}
 * @param sqlRunning    the SQL (applier) thread's state
 * @param secondsBehind empty when the server says NULL (the applier does not run)
 * @param lastError     the last IO error, else the last SQL error, else empty
 */
public record ReplicaStatus(String ioRunning, String sqlRunning, OptionalLong secondsBehind, String lastError) {

    static final String[] IO_RUNNING = {"Replica_IO_Running", "Slave_IO_Running"};
    static final String[] SQL_RUNNING = {"Replica_SQL_Running", "Slave_SQL_Running"};
    static final String[] SECONDS_BEHIND = {"Seconds_Behind_Source", "Seconds_Behind_Master"};

    public boolean running() {
        return "Yes".equalsIgnoreCase(ioRunning) && "Yes".equalsIgnoreCase(sqlRunning);
    }

    /** The row the result set stands on. */
    public static ReplicaStatus read(ResultSet rs) throws SQLException {
        ResultSetMetaData md = rs.getMetaData();
        Map<String, String> row = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (int i = 1; i <= md.getColumnCount(); i++) {
            row.put(md.getColumnLabel(i), rs.getString(i));
        }
        return of(row);
    }

    /**
     * From a row as column label → value (null for SQL NULL).
     *
     * @throws SQLException when the row has neither name of a column benchlab needs (not a replica status)
     */
    static ReplicaStatus of(Map<String, String> row) throws SQLException {
        String seconds = value(row, SECONDS_BEHIND);
        OptionalLong behind;
        try {
            behind = seconds == null || seconds.isBlank() ? OptionalLong.empty() : OptionalLong.of(Long.parseLong(seconds.strip()));
        } catch (NumberFormatException e) {
            behind = OptionalLong.empty();
        }
        String io = value(row, "Last_IO_Error");
        String sql = value(row, "Last_SQL_Error");
        return new ReplicaStatus(require(row, IO_RUNNING), require(row, SQL_RUNNING), behind,
                io != null && !io.isBlank() ? io : sql != null ? sql : "");
    }

    /** The label of the first of {@code names} the row has; empty when it has none. */
    static Optional<String> column(Set<String> labels, String... names) {
        for (String n : names) {
            for (String l : labels) {
                if (l.equalsIgnoreCase(n)) {
                    return Optional.of(l);
                }
            }
        }
        return Optional.empty();
    }

    private static String value(Map<String, String> row, String... names) {
        return column(row.keySet(), names).map(row::get).orElse(null);
    }

    private static String require(Map<String, String> row, String[] names) throws SQLException {
        if (column(row.keySet(), names).isEmpty()) {
            throw new SQLException("the replica status has no column " + String.join(" or ", names));
        }
        String v = value(row, names);
        return v == null ? "" : v;
    }
}
