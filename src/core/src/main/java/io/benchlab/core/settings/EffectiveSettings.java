package io.benchlab.core.settings;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;

/** Reads back what the server reports after applying: the values that really held during the run. */
public final class EffectiveSettings {
    private EffectiveSettings() {
    }

    public static Map<String, String> read(Connection benchmarkConnection, Collection<String> names) throws SQLException {
        Map<String, String> out = new LinkedHashMap<>();
        for (String name : names) {
            String n = VariableCatalog.normalise(name);
            if (!n.matches("[a-z0-9_]+")) {
                continue;
            }
            try (Statement s = benchmarkConnection.createStatement(); ResultSet rs = s.executeQuery("SELECT @@" + n)) {
                out.put(n, rs.next() ? rs.getString(1) : null);
            } catch (SQLException e) {
                // a start-up option that is not a variable (e.g. skip-log-bin) has no value to read
            }
        }
        return out;
    }

    /** Applies session settings to a connection (each benchmark connection, each time it is handed out). */
    public static void applySession(Connection c, Map<String, String> session) throws SQLException {
        if (session.isEmpty()) {
            return;
        }
        try (Statement s = c.createStatement()) {
            for (var e : session.entrySet()) {
                s.execute("SET SESSION " + e.getKey() + " = " + e.getValue());
            }
        }
    }
}
