package io.benchlab.core.run;

import io.benchlab.core.bundle.Records.Gauge;
import io.benchlab.core.bundle.Records.Settle;
import io.benchlab.core.server.ConnectionPool;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The settle step of a cold restart: the write-back debt a setup leaves (dirty pages, redo not yet
 * checkpointed, undo history not yet purged) is paid before the server stops, not by the first
 * measured query after it starts.
 *
 * <p>A normal (fast) shutdown flushes dirty pages but leaves the purge of the undo history to the
 * next start, where purge threads read and rewrite index pages while the cold query runs: the
 * buffer pool is no longer cold, and redo and dirty pages pile up during the measurement. So before
 * the stop a slow shutdown is armed ({@code innodb_fast_shutdown = 0}: purge completes and every
 * page is flushed and checkpointed before the server exits; the restart resets the variable). That
 * is faster than waiting for the page cleaner, which flushes at {@code innodb_io_capacity}, and it
 * is bounded by the server's stop time-out. What was pending is read before, and again after the
 * restart, and both are recorded in the cold proof.
 */
final class ColdSettle {

    static final String DIRTY = "Innodb_buffer_pool_pages_dirty";
    static final String HISTORY = "Innodb_history_list_length";
    static final List<String> PENDING = List.of(DIRTY, "Innodb_buffer_pool_bytes_dirty", "Innodb_checkpoint_age", HISTORY);

    /**
     * MySQL's undo history: it has no {@code Innodb_history_list_length} status variable, but
     * INNODB_METRICS counts it (enabled by default).
     */
    static final String MYSQL_HISTORY = "trx_rseg_history_len";
    /**
     * MySQL dirties pages of its own while it starts (the data dictionary, the GTID table, undo):
     * {@code Innodb_buffer_pool_pages_dirty} is not 0 after a restart however well the stop
     * settled, and the page cleaner writes them back a few seconds later. What the workload left
     * behind is a dirty page of a table outside the system schemas, counted here.
     */
    static final String MYSQL_USER_DIRTY = "dirty pages of user tables";
    private static final String USER_DIRTY_SQL = "SELECT COUNT(*) FROM information_schema.INNODB_BUFFER_PAGE WHERE OLDEST_MODIFICATION > 0"
            + " AND TABLE_NAME IS NOT NULL AND TABLE_NAME NOT LIKE '`mysql`.%' AND TABLE_NAME NOT LIKE '`sys`.%'"
            + " AND TABLE_NAME NOT LIKE '`performance_schema`.%' AND TABLE_NAME NOT LIKE '`information_schema`.%'";

    static final String HOW = "slow shutdown (innodb_fast_shutdown=0: the purge of the undo history completes and every"
            + " dirty page is flushed and checkpointed before the server exits)";

    /** Readings before the stop, or why they could not be taken. */
    record Before(Map<String, Long> pending, long startNanos, String problem) {
    }

    private ColdSettle() {
    }

    /** On the running server: reads what is pending and arms a slow shutdown. Never throws. */
    static Before arm(ConnectionPool pool) {
        long t0 = System.nanoTime();
        try (Connection c = pool.connection(); Statement s = c.createStatement()) {
            Map<String, Long> pending = read(s, pool.serverInfo().isMariaDb());
            s.execute("SET GLOBAL innodb_fast_shutdown = 0");
            return new Before(pending, t0, null);
        } catch (SQLException e) {
            return new Before(Map.of(), t0, "settle step failed: " + e.getMessage());
        }
    }

    /** After the restart: reads the same gauges again and records both. Never throws. */
    static Settle finish(Before before, ConnectionPool pool) {
        double seconds = (System.nanoTime() - before.startNanos()) / 1e9;
        if (before.problem() != null) {
            return new Settle(HOW, seconds, false, Map.of(), before.problem());
        }
        try (Connection c = pool.connection(); Statement s = c.createStatement()) {
            boolean mariadb = pool.serverInfo().isMariaDb();
            Map<String, Long> after = read(s, mariadb);
            Map<String, Gauge> pending = new LinkedHashMap<>();
            for (String name : after.keySet()) {
                if (before.pending().containsKey(name)) {
                    pending.put(name, new Gauge(before.pending().get(name), after.getOrDefault(name, -1L)));
                }
            }
            boolean settled = mariadb ? after.getOrDefault(DIRTY, 0L) == 0 && after.getOrDefault(HISTORY, 0L) == 0
                    : after.getOrDefault(MYSQL_USER_DIRTY, 0L) == 0; // its own start leaves undo history too (5 records on 9.7.4)
            return new Settle(HOW, seconds, settled, pending, null);
        } catch (SQLException e) {
            return new Settle(HOW, seconds, false, Map.of(), "cannot read the server after the restart: " + e.getMessage());
        }
    }

    private static Map<String, Long> read(Statement s, boolean mariadb) throws SQLException {
        Map<String, Long> out = new LinkedHashMap<>();
        try (ResultSet rs = s.executeQuery("SHOW GLOBAL STATUS WHERE Variable_name IN ('" + String.join("','", PENDING) + "')")) {
            while (rs.next()) {
                out.put(rs.getString(1), rs.getLong(2));
            }
        }
        if (!mariadb) {
            try (ResultSet rs = s.executeQuery("SELECT `COUNT` FROM information_schema.INNODB_METRICS WHERE NAME = '" + MYSQL_HISTORY + "'")) {
                if (rs.next()) {
                    out.put(MYSQL_HISTORY, rs.getLong(1));
                }
            } catch (SQLException noMetric) {
                // before 5.6 there is no INNODB_METRICS: the history is not known
            }
            try (ResultSet rs = s.executeQuery(USER_DIRTY_SQL)) {
                if (rs.next()) {
                    out.put(MYSQL_USER_DIRTY, rs.getLong(1));
                }
            } catch (SQLException noTable) {
                // before 5.6 there is no INNODB_BUFFER_PAGE: the plain dirty count decides
                out.put(MYSQL_USER_DIRTY, out.getOrDefault(DIRTY, 0L));
            }
        }
        return out;
    }
}
