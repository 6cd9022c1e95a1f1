package io.benchlab.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleSummary;
import io.benchlab.core.bundle.ColdWrite;
import io.benchlab.core.bundle.OperationVerdict;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Flagged cold writes, gauges never summed (also in bundles written before the split), plan flips in verdicts. */
class ColdWritesAndGaugesTest {

    private static Bundle bundle() {
        return new TestBundles("run-a")
                .variant("v", Map.of())
                .measurement("v", "Cold", "q1", 2.0, Map.of("Innodb_pages_written", 114_855L, "Innodb_data_written", 3_763_077_120L))
                .measurement("v", "Cold", "q2", 1.0, Map.of("Innodb_pages_written", 12L))
                .measurement("v", "Run1", "q1", 1.0, Map.of("Innodb_pages_written", 50_000L,
                        // an older bundle: gauges summed among the counters
                        "Innodb_buffer_pool_pages_free", 143L, "Innodb_buffer_pool_bytes_dirty", -1_441_792L,
                        "Innodb_buffer_pool_reads", 7L))
                .build();
    }

    @Test
    void aColdReadDuringWhichTheServerWroteALotIsFlagged() {
        List<ColdWrite> flagged = ColdWrite.of(bundle());
        assertEquals(1, flagged.size(), "only the cold read above the threshold, not the warm phase: " + flagged);
        assertEquals("q1", flagged.get(0).operation());
        assertTrue(flagged.get(0).describe().startsWith("v / Cold / q1: the server wrote 114,855 pages (3,763,077,120 bytes)"));
        assertTrue(HtmlReport.render(List.of(bundle())).contains("⚠ v / Cold / q1: the server wrote 114,855 pages"));
    }

    @Test
    void gaugesInOlderBundlesAreNeitherSummedNorShownAsCounters() {
        BundleSummary s = BundleSummary.of(bundle());
        Map<String, Long> run1 = s.counters().get("v").get("Run1");
        assertEquals(7L, run1.get("Innodb_buffer_pool_reads"));
        assertFalse(run1.containsKey("Innodb_buffer_pool_pages_free"), run1.toString());
        assertFalse(run1.containsKey("Innodb_buffer_pool_bytes_dirty"), run1.toString());
    }

    @Test
    void aVerdictOnAFlippedPlanSaysSo() {
        Map<String, double[]> a = Map.of("q", new double[] {1.0, 1.01, 0.99, 1.0});
        Map<String, double[]> b = Map.of("q", new double[] {0.5, 0.51, 0.49, 0.5});
        OperationVerdict flipped = OperationVerdict.of(a, b, Map.of("q", Set.of("t:ALL:")), Map.of("q", Set.of("t:ref:ix"))).get(0);
        assertTrue(flipped.plansDiffer());
        assertTrue(flipped.describe("A", "B").endsWith(" — the plans differ (A: t:ALL:; B: t:ref:ix)"), flipped.describe("A", "B"));
        OperationVerdict same = OperationVerdict.of(a, b, Map.of("q", Set.of("t:ALL:")), Map.of("q", Set.of("t:ALL:"))).get(0);
        assertFalse(same.describe("A", "B").contains("plans differ"));
    }
}
