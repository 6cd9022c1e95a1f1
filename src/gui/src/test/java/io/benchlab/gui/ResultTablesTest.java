package io.benchlab.gui;

import org.junit.jupiter.api.Test;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ResultTablesTest {

    @Test
    void counterDiffPutsTheLargestRelativeChangeFirst() {
        Map<String, Long> a = Map.of("Handler_read_key", 100L, "Innodb_buffer_pool_reads", 10L, "Select_scan", 5L);
        Map<String, Long> b = Map.of("Handler_read_key", 110L, "Innodb_buffer_pool_reads", 1000L, "Select_scan", 5L);
        TableData t = ResultTables.counterDiff(List.of("A", "B"), List.of(a, b), "");
        assertEquals(List.of("Counter", "A", "B", "Change"), t.headers());
        assertEquals(List.of("Innodb_buffer_pool_reads", "Handler_read_key", "Select_scan"), t.rows().stream().map(r -> r.get(0)).toList());
        assertEquals(List.of("Innodb_buffer_pool_reads", "10", "1,000", "B ×100"), t.rows().get(0));
        assertEquals("B +10.0%", t.rows().get(1).get(3));
        assertEquals("=", t.rows().get(2).get(3));
    }

    @Test
    void aCounterMissingOnOneSideCountsAsZero() {
        TableData t = ResultTables.counterDiff(List.of("A", "B"), List.of(Map.of("Created_tmp_tables", 3L), Map.of()), "");
        assertEquals(List.of("Created_tmp_tables", "3", "0", "gone"), t.rows().get(0));
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
    void aFallIsSignedAndNamesTheColumnThatFell() {
        TableData t = ResultTables.counterDiff(List.of("A", "V2"),
                List.of(Map.of("Innodb_data_read", 180_224L), Map.of("Innodb_data_read", 12L)), "");
        assertEquals(List.of("Innodb_data_read", "180,224", "12", "V2 −99.99%"), t.rows().get(0));
    }

    @Test
    void withThreeColumnsTheChangeIsTheColumnThatMovedMost() {
        TableData t = ResultTables.counterDiff(List.of("A", "B", "C"),
                List.of(Map.of("Handler_read_key", 100L), Map.of("Handler_read_key", 50L), Map.of("Handler_read_key", 110L)), "");
        assertEquals("B −50.0%", t.rows().get(0).get(4));
    }

    @Test
    void perQueryCountersArePerRunMeansSaidFromBsSide() {
        var a = new io.benchlab.core.bundle.OperationCounters("q", 3, Map.of("Handler_read_key", 8.0, "Innodb_data_read", 16384.0,
                "Uptime", 3.0));
        var b = new io.benchlab.core.bundle.OperationCounters("q", 3, Map.of("Handler_read_key", 1051.0, "Created_tmp_tables", 1.0,
                "Handler_read_next", 2.5, "Uptime", 4.0));
        TableData t = ResultTables.operationCounters("A: x", a, "B: y", b, "");
        assertEquals(List.of("Counter", "A: x (per run)", "B: y (per run)", "Change"), t.headers());
        assertEquals(List.of(List.of("Created_tmp_tables", "0", "1", "new"), List.of("Handler_read_next", "0", "2.5", "new"),
                List.of("Innodb_data_read", "16,384", "0", "gone"), List.of("Handler_read_key", "8", "1,051", "B ×131")), t.rows());
    }

    /** A sweep's cell writes its seconds as the report does (one formatter, util.Numbers), not in a format of the GUI's own. */
    @Test
    void secondsAreWrittenAsTheReportWritesThem() {
        assertEquals("45.6 ms", io.benchlab.core.util.Numbers.seconds(0.0456));
        assertEquals("1.23 s", io.benchlab.core.util.Numbers.seconds(1.234));
        assertEquals("789 µs", io.benchlab.core.util.Numbers.seconds(0.000789));
    }

    /** The Variables tab names a cluster row's node, as show and the report do; optimizer_switch flags too. */
    @Test
    void clusterVariableRowsNameTheirNode() {
        var primary = Map.of("version", "11.4.5", "optimizer_switch", "mrr=off");
        var diff = io.benchlab.core.settings.VariableDiff.of(List.of(
                new io.benchlab.core.settings.ServerVariables("a", "11.4.5", primary, Map.of(), List.of(), "primary",
                        Map.of("replica1", new io.benchlab.core.settings.ServerVariables.NodeVariables("11.4.5",
                                Map.of("version", "11.4.5", "sync_binlog", "0", "optimizer_switch", "mrr=off"), List.of()))),
                new io.benchlab.core.settings.ServerVariables("b", "11.4.5", primary, Map.of(), List.of(), "primary",
                        Map.of("replica1", new io.benchlab.core.settings.ServerVariables.NodeVariables("11.4.5",
                                Map.of("version", "11.4.5", "sync_binlog", "1", "optimizer_switch", "mrr=on"), List.of("sync_binlog"))))));
        TableData t = ResultTables.variables(diff);
        assertEquals(List.of(List.of("replica1 · sync_binlog", "0", "1 *"), List.of("replica1 · optimizer_switch.mrr", "off", "on")), t.rows());
    }

    @Test
    void theBufferPoolTableIsTheSharedViewWithAVariantColumn() {
        var q = new io.benchlab.core.bundle.BufferPoolFigures.QueryPool("obt-0", "Run1", io.benchlab.core.bundle.PhaseKind.WARM, "scan", 1,
                1000, 250, 0.75, 40L, 0L);
        TableData t = ResultTables.bufferPool(new io.benchlab.core.bundle.BufferPoolFigures(List.of(q)));
        assertEquals(List.of("variant", "query", "phase", "read requests", "pool misses", "hit ratio", "made young", "not made young"), t.headers());
        assertEquals(List.of(List.of("obt-0", "scan", "Run1", "1,000", "250", "75.00%", "40", "0")), t.rows());
        assertEquals(TableData.empty().rows(), ResultTables.bufferPool(new io.benchlab.core.bundle.BufferPoolFigures(List.of())).rows());
    }
}
