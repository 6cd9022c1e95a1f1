package io.benchlab.core.bundle;

import io.benchlab.core.stats.CounterChange;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Which {@code SHOW STATUS} variables are counters and which are gauges — the one place that
 * decides it. A counter only grows (reads, writes, handler calls, bytes): its difference over an
 * operation is work done by the operation and may be summed over operations. A gauge is a current
 * value (pages free or dirty in the buffer pool, threads running, checkpoint age, history list
 * length, open tables): its difference is not work, and summing it over operations is meaningless,
 * so gauges are shown as the value before and after.
 *
 * <p>The classification follows the MariaDB and MySQL server status variable documentation
 * ("the number of …currently…", "current …") and the names that carry it (…_current_waits,
 * …_pending, Open_* against Opened_*, Threads_running against Threads_created). Unknown names are
 * counters, which is what most status variables are.
 *
 * <p>It lives with the bundle because it is a fact about the recorded counters: the probe
 * ({@code core.probe.StatusProbe}) applies it when it diffs, and {@link BundleSummary} and the
 * report apply it again when they sum what older bundles recorded.
 */
public final class StatusVariables {

    /** What a status variable measures. */
    public enum Kind {
        /** Grows monotonically; differences are work done. */
        COUNTER,
        /** A current value; shown as before → after, never summed. */
        GAUGE,
        /**
         * A position that only moves on, in bytes (a log sequence number, a checkpoint's LSN): its
         * difference is how many bytes it moved, which may be summed like a counter's, but is
         * said in bytes with its meaning ({@link #change}), never as a count that went "new".
         */
        POSITION
    }

    /** Positions by exact name (lower case), and what their movement means. MySQL 8.0.30+ names its LSNs differently. */
    private static final Map<String, String> POSITIONS = Map.of(
            "innodb_lsn_current", "redo written",
            "innodb_lsn_flushed", "redo flushed",
            "innodb_lsn_last_checkpoint", "checkpoint advanced",
            "innodb_redo_log_current_lsn", "redo written",
            "innodb_redo_log_flushed_to_disk_lsn", "redo flushed",
            "innodb_redo_log_checkpoint_lsn", "checkpoint advanced",
            "binlog_snapshot_position", "binlog written");

    private StatusVariables() {
    }

    /** Gauges by exact name (lower case). */
    private static final Set<String> GAUGES = Set.of(
            "innodb_buffer_pool_pages_data", "innodb_buffer_pool_pages_dirty", "innodb_buffer_pool_pages_free",
            "innodb_buffer_pool_pages_misc", "innodb_buffer_pool_pages_old", "innodb_buffer_pool_pages_total",
            "innodb_buffer_pool_pages_latched", "innodb_buffer_pool_bytes_data", "innodb_buffer_pool_bytes_dirty",
            "innodb_buffer_pool_bytes_misc", "innodb_buffer_pool_load_incomplete", "innodb_buffer_pool_resize_status_code",
            "innodb_checkpoint_age", "innodb_checkpoint_max_age", "innodb_history_list_length",
            "innodb_num_open_files", "innodb_page_size", "innodb_row_lock_current_waits", "innodb_row_lock_time_avg",
            "innodb_row_lock_time_max", "innodb_available_undo_logs", "innodb_oldest_view_low_limit_trx_id",
            "innodb_onlineddl_pct_progress", "innodb_onlineddl_rowlog_rows", "innodb_onlineddl_rowlog_pct_used",
            "innodb_ibuf_size", "innodb_ibuf_free_list", "innodb_ibuf_segment_size",
            "innodb_redo_log_capacity_resized", "innodb_redo_log_logical_size", "innodb_redo_log_physical_size",
            "innodb_encryption_rotation_estimated_iops",
            "threads_running", "threads_connected", "threads_cached", "threadpool_idle_threads", "threadpool_threads",
            "prepared_stmt_count", "delayed_insert_threads", "not_flushed_delayed_rows", "slave_open_temp_tables",
            "slaves_connected", "slaves_running", "rpl_semi_sync_master_clients", "tc_log_max_pages_used",
            "tc_log_page_size", "qcache_free_blocks", "qcache_free_memory", "qcache_queries_in_cache",
            "qcache_total_blocks", "memory_used", "memory_used_initial", "global_connection_memory",
            "ssl_session_cache_size", "ssl_default_timeout", "ssl_verify_depth", "ssl_verify_mode",
            "ssl_ctx_verify_depth", "ssl_ctx_verify_mode", "uptime", "uptime_since_flush_status",
            // MySQL 8.0+: current sizes and states, not work done
            "error_log_buffered_bytes", "error_log_buffered_events", "innodb_redo_log_enabled", "innodb_redo_log_read_only",
            "innodb_redo_log_resize_status", "innodb_buffer_pool_resize_status_progress", "replica_open_temp_tables",
            "performance_schema_session_connect_attrs_longest_seen", "resource_group_supported");

    /** Gauges by prefix (lower case): every variable of these families is a current value. */
    private static final List<String> GAUGE_PREFIXES = List.of(
            "open_", "max_used_", "key_blocks_", "aria_pagecache_blocks_", "innodb_mem_", "acl_");

    /** Gauges by suffix (lower case): "currently pending", "currently running", queue lengths. */
    private static final List<String> GAUGE_SUFFIXES = List.of(
            // MySQL's points in time (Deprecated_use_i_s_processlist_last_timestamp, Error_log_latest_write): microseconds since 1970
            "_timestamp", "_latest_write",
            "_pending", "_current_waits", "_queue_size", "_tasks_running", "_pending_reads", "_pending_writes");

    /** The kind of a status variable, by name (case does not matter). */
    public static Kind kind(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        if (POSITIONS.containsKey(n)) {
            return Kind.POSITION;
        }
        if (GAUGES.contains(n) || GAUGE_PREFIXES.stream().anyMatch(n::startsWith) || GAUGE_SUFFIXES.stream().anyMatch(n::endsWith)
                || n.startsWith("innodb_") && n.contains("_pending_")) {
            return Kind.GAUGE;
        }
        return Kind.COUNTER;
    }

    /** True for counters and positions: their differences are work done (events, bytes) and may be summed. */
    public static boolean isCounter(String name) {
        return kind(name) != Kind.GAUGE;
    }

    /**
     * How a summed difference moved from side A to side B, in the words its kind calls for: a
     * counter's ratio ("B −99.9%", "new"), a position's bytes with their meaning ("B +1.2 MiB redo written").
     */
    public static CounterChange change(String name, double a, double b) {
        String meaning = POSITIONS.get(name.toLowerCase(Locale.ROOT));
        return meaning == null ? new CounterChange(a, b) : CounterChange.ofPosition(a, b, meaning);
    }

    /** True for gauges (current values). */
    public static boolean isGauge(String name) {
        return kind(name) == Kind.GAUGE;
    }
}
