package io.benchlab.core.study;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/** Base tables of a schema, and which of them a statement names. */
final class SchemaTables {
    private SchemaTables() {
    }

    static List<String> of(Connection c, String schema) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT table_name FROM information_schema.TABLES WHERE table_schema = ?"
                + " AND table_type = 'BASE TABLE' AND table_name <> 'benchlab_dataset' ORDER BY table_name")) {
            ps.setString(1, schema);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(rs.getString(1));
                }
            }
        }
        return out;
    }

    /** The schema's tables whose names occur as words in {@code sql}: what ANALYZE must refresh for its plan. */
    static List<String> readBy(String sql, List<String> tables) {
        String text = sql.toLowerCase(Locale.ROOT);
        return tables.stream()
                .filter(t -> Pattern.compile("\\b" + Pattern.quote(t.toLowerCase(Locale.ROOT)) + "\\b").matcher(text).find())
                .toList();
    }

    /** ANALYZE TABLE, reading its result rows (the server reports errors there, not as exceptions). */
    static void analyze(Connection c, List<String> tables) throws SQLException {
        if (tables.isEmpty()) {
            return;
        }
        String list = String.join(", ", tables.stream().map(t -> "`" + t.replace("`", "``") + "`").toList());
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("ANALYZE TABLE " + list)) {
            while (rs.next()) {
                if ("error".equalsIgnoreCase(rs.getString("Msg_type"))) {
                    throw new SQLException("ANALYZE TABLE " + rs.getString("Table") + ": " + rs.getString("Msg_text"));
                }
            }
        }
    }
}
