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
            Map<String, Long> pending = read(s);
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
            Map<String, Long> after = read(s);
            Map<String, Gauge> pending = new LinkedHashMap<>();
            for (String name : PENDING) {
                if (before.pending().containsKey(name)) {
                    pending.put(name, new Gauge(before.pending().get(name), after.getOrDefault(name, -1L)));
                }
            }
            boolean settled = after.getOrDefault(DIRTY, 0L) == 0 && after.getOrDefault(HISTORY, 0L) == 0;
            return new Settle(HOW, seconds, settled, pending, null);
        } catch (SQLException e) {
            return new Settle(HOW, seconds, false, Map.of(), "cannot read the server after the restart: " + e.getMessage());
        }
    }

    private static Map<String, Long> read(Statement s) throws SQLException {
        Map<String, Long> out = new LinkedHashMap<>();
        try (ResultSet rs = s.executeQuery("SHOW GLOBAL STATUS WHERE Variable_name IN ('" + String.join("','", PENDING) + "')")) {
            while (rs.next()) {
                out.put(rs.getString(1), rs.getLong(2));
            }
        }
        return out;
    }
}
