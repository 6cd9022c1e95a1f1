package io.benchlab.core.server;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Other benchlab processes connected to a server, told apart by the connection attributes every
 * benchlab connection sends ({@code program_name=benchlab}, {@code benchlab_pid}). The server shows
 * them only with performance_schema on; without it nobody can be seen and the list is empty.
 */
public final class OtherRuns {
    private OtherRuns() {
    }

    /**
     * A session of another benchlab process.
     *
     * @param pid    that process's pid (on its own host)
     * @param schema the session's current schema
     */
    public record Session(String pid, String schema) {
    }

    /** Sessions of other benchlab processes whose current schema is one of {@code schemas}. */
    public static List<Session> on(Connection c, Collection<String> schemas) {
        List<Session> out = new ArrayList<>();
        String self = String.valueOf(ProcessHandle.current().pid());
        try (PreparedStatement ps = c.prepareStatement("SELECT a.ATTR_VALUE, p.DB FROM performance_schema.session_connect_attrs a"
                + " JOIN information_schema.PROCESSLIST p ON p.ID = a.PROCESSLIST_ID"
                + " WHERE a.ATTR_NAME = 'benchlab_pid' AND a.PROCESSLIST_ID <> CONNECTION_ID()");
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                String pid = rs.getString(1);
                String db = rs.getString(2);
                if (!self.equals(pid) && db != null && schemas.stream().anyMatch(db::equalsIgnoreCase)) {
                    out.add(new Session(pid, db));
                }
            }
        } catch (SQLException unavailable) {
            // no performance_schema (or no right to read it): other runs cannot be seen
        }
        return out.stream().distinct().toList();
    }
}
