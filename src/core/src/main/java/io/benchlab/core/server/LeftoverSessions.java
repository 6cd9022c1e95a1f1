package io.benchlab.core.server;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * Server sessions a dead benchlab process left behind, found by the connection ids it recorded in
 * its profile lock (MariaDB shows connection attributes only with performance_schema on, which
 * managed servers leave off: it costs memory and time in every measurement).
 */
public final class LeftoverSessions {
    private LeftoverSessions() {
    }

    /**
     * A session still open on the server.
     *
     * @param id      connection id
     * @param seconds how long its current command has run
     * @param query   the statement it executes, null when idle
     */
    public record Session(long id, long seconds, String query) {
        /** The query on one line, cut to 80 characters. */
        public String shortQuery() {
            String q = query == null ? "" : query.replaceAll("\\s+", " ").strip();
            return q.length() > 80 ? q.substring(0, 77) + "..." : q;
        }
    }

    /** Which of these connection ids are still open on the server, with what they run. */
    public static List<Session> find(Connection c, List<Long> ids) throws SQLException {
        List<Session> out = new ArrayList<>();
        if (ids.isEmpty()) {
            return out;
        }
        String marks = String.join(",", ids.stream().map(i -> "?").toList());
        try (PreparedStatement ps = c.prepareStatement("SELECT ID, TIME, COMMAND, INFO FROM information_schema.PROCESSLIST WHERE ID IN (" + marks + ")")) {
            for (int i = 0; i < ids.size(); i++) {
                ps.setLong(i + 1, ids.get(i));
            }
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    boolean busy = !"Sleep".equalsIgnoreCase(rs.getString(3)) && rs.getString(4) != null;
                    out.add(new Session(rs.getLong(1), rs.getLong(2), busy ? rs.getString(4) : null));
                }
            }
        }
        return out;
    }

    /** Ends a session and its query (the client is gone, so the connection is of no use either). */
    public static void kill(Connection c, long id) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("KILL CONNECTION " + id);
        } catch (SQLException e) {
            if (e.getErrorCode() != 1094) { // unknown thread: it ended meanwhile
                throw e;
            }
        }
    }
}
