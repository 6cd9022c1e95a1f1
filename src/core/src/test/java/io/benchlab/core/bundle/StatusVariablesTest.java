package io.benchlab.core.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
    void logSequenceNumbersArePositionsSaidInBytes() {
        for (String p : new String[] {"Innodb_lsn_current", "Innodb_lsn_flushed", "Innodb_lsn_last_checkpoint",
                "Innodb_redo_log_checkpoint_lsn"}) {
            assertEquals(StatusVariables.Kind.POSITION, StatusVariables.kind(p), p);
            assertTrue(StatusVariables.isCounter(p), "bytes moved are summed like work done: " + p);
        }
        assertEquals("B +2.0 KiB redo written", StatusVariables.change("Innodb_lsn_current", 0, 2048).describe("B"));
        assertEquals("B +3.0 KiB checkpoint advanced", StatusVariables.change("Innodb_lsn_last_checkpoint", 1024, 4096).describe("B"));
        assertEquals("new", StatusVariables.change("Innodb_pages_written", 0, 12).describe("B"), "a counter stays a counter");
    }
}
