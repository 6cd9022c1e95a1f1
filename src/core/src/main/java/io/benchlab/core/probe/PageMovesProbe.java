package io.benchlab.core.probe;

import io.benchlab.core.bundle.Records.PageMoves;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The buffer pool's young / not-young page moves, from INFORMATION_SCHEMA.INNODB_BUFFER_POOL_STATS
 * (one row per pool instance, summed). MySQL has no status variable for them, MariaDB has one
 * (Innodb_buffer_pool_pages_made_young) that this table also gives, so both flavours are read the
 * same way. Reading the table copies the pool's statistics; it touches no page, so it moves neither
 * figure itself.
 */
public final class PageMovesProbe {
    private static final String SQL = "SELECT SUM(PAGES_MADE_YOUNG), SUM(PAGES_NOT_MADE_YOUNG) FROM information_schema.INNODB_BUFFER_POOL_STATS";

    private boolean available = true;

    /** The pool's moves since it started; null once the server has shown it has no such table (or refuses it to this account). */
    public PageMoves read(Connection c) {
        if (!available) {
            return null;
        }
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(SQL)) {
            if (rs.next() && rs.getObject(1) != null) {
                return new PageMoves(rs.getLong(1), rs.getLong(2));
            }
        } catch (SQLException noTable) {
            // no InnoDB, or no PROCESS privilege: the measurement goes on without these figures
        }
        available = false;
        return null;
    }

    /** after − before, or null when either reading is missing. */
    public static PageMoves diff(PageMoves before, PageMoves after) {
        return before == null || after == null ? null : after.minus(before);
    }
}
