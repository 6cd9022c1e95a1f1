package io.benchlab.core.probe;

import io.benchlab.core.bundle.StateRecords.OpenTables;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.HashSet;
import java.util.Set;

/**
 * Where {@link ThreadStateSampler} reads what sessions are doing: the server's
 * {@code SHOW PROCESSLIST} (MariaDB and MySQL alike), kept to the run's own connection ids, on a
 * connection of its own (never a measured one).
 *
 * <p>Why {@code SHOW PROCESSLIST} and not {@code information_schema.PROCESSLIST}: the table is
 * materialised into an on-disk (Aria) temporary table at every query — its INFO column is a
 * blob — which would add {@code Created_tmp_disk_tables}, {@code Select_scan} and handler reads to
 * every measurement's status counters; {@code SHOW PROCESSLIST} sends the rows straight from the
 * thread list and moves only {@code Com_show_processlist}, {@code Questions}, {@code Queries},
 * {@code Rows_sent} and the bytes sent (measured on MariaDB 11.4).
 */
public interface ProcessList extends AutoCloseable {

    /**
     * One session as the processlist shows it.
     *
     * @param command e.g. {@code Query}, {@code Sleep}
     * @param state   e.g. {@code Sending data}, {@code Waiting for table metadata lock}; empty when none
     */
    record Session(long id, String command, String state) {
        /**
         * The state; without one, {@code Sleep} (the session waits for its client, between two
         * statements) or the command with "(no state)".
         */
        public String label() {
            if (state != null && !state.isBlank()) {
                return state;
            }
            if (command == null || command.isBlank()) {
                return "(no state)";
            }
            return command.equalsIgnoreCase(ThreadStateSampler.IDLE) ? ThreadStateSampler.IDLE : command + " (no state)";
        }
    }

    /** The sessions among {@code ids} that are still open. */
    List<Session> read(Collection<Long> ids) throws SQLException;

    /** {@code SHOW OPEN TABLES} of the workload's schema, counted; null when there is no schema to ask about. */
    OpenTables openTables() throws SQLException;

    @Override
    void close();

    /**
     * The processlist read on {@code connection}, which it owns from now on (closed with it).
     *
     * @param schema the workload's schema, for {@link #openTables()}; null for none
     */
    static ProcessList on(Connection connection, String schema) {
        return new ProcessList() {
            private Statement statement;

            @Override
            public List<Session> read(Collection<Long> ids) throws SQLException {
                if (statement == null) {
                    statement = connection.createStatement();
                }
                Set<Long> wanted = ids instanceof Set<Long> set ? set : new HashSet<>(ids);
                List<Session> out = new ArrayList<>(wanted.size());
                try (ResultSet rs = statement.executeQuery("SHOW PROCESSLIST")) {
                    while (rs.next()) {
                        long id = rs.getLong("Id");
                        if (wanted.contains(id)) {
                            out.add(new Session(id, rs.getString("Command"), rs.getString("State")));
                        }
                    }
                }
                return out;
            }

            @Override
            public OpenTables openTables() throws SQLException {
                if (schema == null) {
                    return null;
                }
                long open = 0;
                long inUse = 0;
                long nameLocked = 0;
                try (Statement s = connection.createStatement();
                     ResultSet rs = s.executeQuery("SHOW OPEN TABLES FROM `" + schema.replace("`", "``") + "`")) {
                    while (rs.next()) {
                        open++;
                        inUse += rs.getLong("In_use");
                        nameLocked += rs.getLong("Name_locked");
                    }
                }
                return new OpenTables(open, inUse, nameLocked);
            }

            @Override
            public void close() {
                try {
                    if (statement != null) {
                        statement.close();
                    }
                    connection.close();
                } catch (SQLException e) {
                    // the connection may be gone already (that is how a sampler fails)
                }
            }
        };
    }
}
