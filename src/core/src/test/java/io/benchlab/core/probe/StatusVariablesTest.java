package io.benchlab.core.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Records.Gauge;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StatusVariablesTest {

    @Test
    void currentValuesAreGauges() {
        for (String g : new String[] {"Innodb_buffer_pool_pages_free", "Innodb_buffer_pool_pages_data",
                "Innodb_buffer_pool_pages_dirty", "Innodb_buffer_pool_bytes_dirty", "Innodb_buffer_pool_bytes_data",
                "Threads_running", "Threads_connected", "Innodb_checkpoint_age", "Open_tables", "Open_files",
                "Innodb_history_list_length", "Innodb_row_lock_current_waits", "Innodb_data_pending_reads",
                "Innodb_os_log_pending_fsyncs", "Max_used_connections", "Memory_used", "Key_blocks_unused",
                "Qcache_free_memory", "Uptime", "innodb_buffer_pool_pages_free"}) {
            assertTrue(StatusVariables.isGauge(g), g);
        }
    }

    @Test
    void workDoneIsCounted() {
        for (String c : new String[] {"Innodb_buffer_pool_reads", "Innodb_buffer_pool_read_requests",
                "Innodb_buffer_pool_pages_flushed", "Innodb_buffer_pool_pages_made_young", "Innodb_pages_written",
                "Innodb_data_written", "Handler_read_rnd_next", "Threads_created", "Opened_tables", "Opened_files",
                "Created_tmp_disk_tables", "Com_select", "Bytes_sent", "Innodb_row_lock_waits", "Questions"}) {
            assertTrue(StatusVariables.isCounter(c), c);
        }
    }

    @Test
    void probeDiffsCountersOnlyAndKeepsGaugesAsBeforeAfter() {
        Map<String, Long> before = Map.of("Innodb_buffer_pool_reads", 10L, "Innodb_buffer_pool_pages_free", 500L,
                "Innodb_buffer_pool_bytes_dirty", 1_441_792L, "Threads_running", 1L, "Handler_read_key", 7L);
        Map<String, Long> after = Map.of("Innodb_buffer_pool_reads", 25L, "Innodb_buffer_pool_pages_free", 643L,
                "Innodb_buffer_pool_bytes_dirty", 0L, "Threads_running", 1L, "Handler_read_key", 7L);
        assertEquals(Map.of("Innodb_buffer_pool_reads", 15L), StatusProbe.global().diff(before, after));
        Map<String, Gauge> gauges = StatusProbe.gauges(before, after);
        assertEquals(Map.of("Innodb_buffer_pool_pages_free", new Gauge(500, 643), "Innodb_buffer_pool_bytes_dirty",
                new Gauge(1_441_792, 0)), gauges);
        assertFalse(gauges.containsKey("Threads_running"), "unchanged gauges are not recorded");
    }
}
