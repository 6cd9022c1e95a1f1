package io.benchlab.core.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.benchlab.core.bundle.Records.Gauge;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The probe applies {@link io.benchlab.core.bundle.StatusVariables}' kinds: counters diffed, gauges kept as before → after. */
class StatusProbeKindsTest {

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
