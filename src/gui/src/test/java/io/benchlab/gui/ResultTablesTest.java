package io.benchlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ResultTablesTest {

    @Test
    void counterDiffPutsTheLargestRelativeChangeFirst() {
        Map<String, Long> a = Map.of("Handler_read_key", 100L, "Innodb_buffer_pool_reads", 10L, "Select_scan", 5L);
        Map<String, Long> b = Map.of("Handler_read_key", 110L, "Innodb_buffer_pool_reads", 1000L, "Select_scan", 5L);
        TableData t = ResultTables.counterDiff(List.of("A", "B"), List.of(a, b), "");
        assertEquals(List.of("Counter", "A", "B", "Change"), t.headers());
        assertEquals(List.of("Innodb_buffer_pool_reads", "Handler_read_key", "Select_scan"), t.rows().stream().map(r -> r.get(0)).toList());
        assertEquals(List.of("Innodb_buffer_pool_reads", "10", "1,000", "+9,900%"), t.rows().get(0));
        assertEquals("+10%", t.rows().get(1).get(3));
        assertEquals("=", t.rows().get(2).get(3));
    }

    @Test
    void aCounterMissingOnOneSideCountsAsZero() {
        TableData t = ResultTables.counterDiff(List.of("A", "B"), List.of(Map.of("Created_tmp_tables", 3L), Map.of()), "");
        assertEquals(List.of("Created_tmp_tables", "3", "0", "−100%"), t.rows().get(0));
    }

    @Test
    void gaugesFollowTheCountersAsBeforeAndAfter() {
        TableData counters = ResultTables.counterDiff(List.of("A", "B"),
                List.of(Map.of("Innodb_buffer_pool_reads", 10L), Map.of("Innodb_buffer_pool_reads", 20L)), "");
        TableData t = ResultTables.withGauges(counters, List.of(
                Map.of("Innodb_buffer_pool_pages_free", new io.benchlab.core.bundle.Records.Gauge(500, 357)),
                Map.of()), "");
        assertEquals(2, t.rows().size());
        assertEquals(List.of("Innodb_buffer_pool_pages_free", "500 → 357", "=", "gauge"), t.rows().get(1));
        assertEquals(1, ResultTables.withGauges(counters, List.of(
                Map.of("Innodb_buffer_pool_pages_free", new io.benchlab.core.bundle.Records.Gauge(500, 357))), "reads").rows().size());
    }

    @Test
    void aCounterFromZeroReadsNewAsInTheReport() {
        TableData t = ResultTables.counterDiff(List.of("A", "B"),
                List.of(Map.of("Innodb_pages_written", 0L), Map.of("Innodb_pages_written", 6_528_696_320L)), "");
        assertEquals(List.of("Innodb_pages_written", "0", "6,528,696,320", "new"), t.rows().get(0));
    }

    @Test
    void filterIsACaseInsensitiveSubstring() {
        Map<String, Long> a = Map.of("Handler_read_key", 1L, "Innodb_buffer_pool_reads", 2L);
        TableData t = ResultTables.counterDiff(List.of("A"), List.of(a), "INNODB");
        assertEquals(1, t.rows().size());
        assertEquals("Innodb_buffer_pool_reads", t.rows().get(0).get(0));
        assertEquals("", t.rows().get(0).get(2));
    }

    @Test
    void relativeChangeUsesTheSmallestValueAsBase() {
        assertEquals(1.0, ResultTables.relativeChange(List.of(50L, 100L)));
        assertEquals(7.0, ResultTables.relativeChange(List.of(0L, 7L)));
        assertEquals(0.0, ResultTables.relativeChange(List.of(7L)));
    }
}
