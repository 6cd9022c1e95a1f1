package io.benchlab.core.probe;

import io.benchlab.core.bundle.Records.TableSize;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * A schema's tables and indexes: information_schema.TABLES' DATA_LENGTH and INDEX_LENGTH (what the
 * server says), and, for a server whose datadir is on this machine, the table's files (what the disk
 * holds: a compressed table's .ibd is what shrinks). MySQL caches these statistics for a day by
 * default; the session asks for fresh ones.
 */
public final class SchemaSizes {
    private static final String SQL = "SELECT TABLE_NAME, ENGINE, ROW_FORMAT, CREATE_OPTIONS, TABLE_ROWS, DATA_LENGTH, INDEX_LENGTH"
            + " FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME";

    private SchemaSizes() {
    }

    /**
     * @param dataDir the server's datadir on this machine, or null (an external or remote server: no files measured)
     */
    public static List<TableSize> read(Connection c, String schema, Path dataDir) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("SET SESSION information_schema_stats_expiry = 0"); // MySQL 8+: no day-old cached sizes
        } catch (SQLException mariaDbHasNoSuchVariable) {
            // MariaDB reads the statistics live
        }
        List<TableSize> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(SQL)) {
            ps.setString(1, schema);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String table = rs.getString(1);
                    out.add(new TableSize(table, rs.getString(2), rs.getString(3), blankToNull(rs.getString(4)), rs.getLong(5), rs.getLong(6),
                            rs.getLong(7), dataDir == null ? null : fileBytes(dataDir.resolve(schema), table)));
                }
            }
        }
        return out;
    }

    /** The table's .ibd (or a partitioned table's {@code table#p#…} files, MyISAM's .MYD/.MYI) summed; null when none is found. */
    static Long fileBytes(Path schemaDir, String table) {
        if (!Files.isDirectory(schemaDir) || !table.matches("[A-Za-z0-9_$]+")) {
            return null; // other names are encoded on disk (@0020 …): not guessed
        }
        long sum = 0;
        boolean found = false;
        try (DirectoryStream<Path> files = Files.newDirectoryStream(schemaDir)) {
            for (Path f : files) {
                String n = f.getFileName().toString();
                String lower = n.toLowerCase(java.util.Locale.ROOT);
                boolean data = lower.endsWith(".ibd") || lower.endsWith(".myd") || lower.endsWith(".myi") || lower.endsWith(".mad")
                        || lower.endsWith(".mai");
                String stem = n.contains(".") ? n.substring(0, n.lastIndexOf('.')) : n;
                if (data && (stem.equals(table) || stem.toLowerCase(java.util.Locale.ROOT).startsWith(table.toLowerCase(java.util.Locale.ROOT) + "#p#"))) {
                    sum += Files.size(f);
                    found = true;
                }
            }
        } catch (IOException unreadable) {
            return null;
        }
        return found ? sum : null;
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }
}
