package io.benchlab.gui.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.VariantSamples;
import io.benchlab.core.stats.Summary;
import io.benchlab.gui.ResultTables;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The Per query chart no longer sums a cold phase into the warm ones: "All phases" is each query's
 * warm median (as the report's first chart), a phase its own seconds. On the query fixture (a cold
 * phase, then warm ones), no toolkit needed.
 */
class PerQueryModelTest {
    private static final Path FIXTURE = Path.of("../core/src/test/resources/bundles/query").toAbsolutePath().normalize();

    @Test
    void allPhasesIsTheWarmMedianNotASumOfColdAndWarm() {
        Bundle b = new BundleReader().read(FIXTURE);
        String variant = b.manifest().variants().get(0);
        VariantSamples s = VariantSamples.of(b, variant);
        assertFalse(s.cold().isEmpty(), "the fixture has a cold phase");

        PerQueryModel.Bars bars = PerQueryModel.of(b, ResultTables.ALL_PHASES);
        assertEquals("Warm median seconds per query", bars.title());
        PerQueryModel.Bar first = bars.bars().stream().filter(x -> x.variant().equals(variant)).findFirst().orElseThrow();
        double warmMedian = Summary.of(VariantSamples.array(s.warm().get(first.operation()))).median();
        double sum = s.byPhase().values().stream().mapToDouble(ops -> ops.getOrDefault(first.operation(), 0.0)).sum();
        assertEquals(warmMedian, first.seconds(), 1e-12);
        assertTrue(first.seconds() < sum, "the bar is not the sum over every phase (" + sum + ")");
        assertTrue(bars.bars().stream().noneMatch(x -> x.operation().equals(VariantSamples.TOTAL)), "queries only, no phase total");

        Map.Entry<String, Map<String, Double>> cold = s.byPhase().entrySet().iterator().next();
        PerQueryModel.Bars phase = PerQueryModel.of(b, cold.getKey());
        assertEquals("Seconds per query · " + cold.getKey(), phase.title());
        assertEquals(cold.getValue().get(first.operation()), phase.bars().stream().filter(x -> x.variant().equals(variant)
                && x.operation().equals(first.operation())).findFirst().orElseThrow().seconds());
    }
}
