package io.benchlab.core.bundle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class VariantSamplesTest {
    static Records.Measurement m(String phase, String op, double s, String error) {
        return new Records.Measurement("a", phase, 0, op, "", Instant.EPOCH, s, 1, "x", false, Map.of(), Map.of(), error);
    }

    static Bundle bundle() {
        Manifest mf = new Manifest(1, "id", "e", "w", RunStatus.COMPLETE, null, Instant.EPOCH, Instant.EPOCH, 1, "h", "t",
                List.of("a"), List.of("Cold", "Run1", "Run2"), "sequential");
        List<Records.PhaseRecord> phases = List.of(new Records.PhaseRecord("a", "Cold", PhaseKind.COLD, 0, Instant.EPOCH, null),
                new Records.PhaseRecord("a", "Run1", PhaseKind.WARM, 1, Instant.EPOCH, null),
                new Records.PhaseRecord("a", "Run2", PhaseKind.WARM, 2, Instant.EPOCH, null));
        List<Records.Measurement> ms = List.of(
                m("Cold", "q1", 4, null), m("Cold", "q2", 6, null),
                m("Run1", "q1", 1, null), m("Run1", "q2", 2, null),
                m("Run2", "q1", 1.5, null), m("Run2", "q2", 0, "deadlock"));
        return new Bundle(Path.of("b"), mf, "", null, List.of(), phases, ms, List.of(), List.of(), List.of(), List.of(), List.of());
    }

    @Test
    void warmSamplesLeaveOutFailedRunsAndTotalsOnlyCountCompletePhases() {
        Map<String, double[]> s = VariantSamples.of(bundle(), "a").forComparison(false);
        assertEquals(List.of(VariantSamples.TOTAL, "q1", "q2"), List.copyOf(s.keySet()));
        assertArrayEquals(new double[] {3}, s.get(VariantSamples.TOTAL), "Run2 had a failed query: no total for it");
        assertArrayEquals(new double[] {1, 1.5}, s.get("q1"));
        assertArrayEquals(new double[] {2}, s.get("q2"));
    }

    @Test
    void coldSamplesJoinOnlyWhenAsked() {
        VariantSamples v = VariantSamples.of(bundle(), "a");
        assertArrayEquals(new double[] {3, 10}, v.forComparison(true).get(VariantSamples.TOTAL));
        assertArrayEquals(new double[] {1, 1.5, 4}, v.forComparison(true).get("q1"));
        assertFalse(v.warm().containsKey("Cold"));
        assertEquals(List.of(4.0), v.cold().get("q1"));
    }

    @Test
    void aPhaseCutShortHasNoTotalButItsMeasurementsStaySamples() {
        Bundle b = bundle();
        Manifest mf = b.manifest().withPlan(List.of("q1", "q2", "q3"), null);
        List<Records.Measurement> ms = List.of(m("Run1", "q1", 1, null), m("Run1", "q2", 2, null), m("Run1", "q3", 3, null),
                m("Run2", "q1", 1.5, null), m("Run2", "q2", 2.5, null)); // killed before q3
        Bundle cut = new Bundle(b.dir(), mf, "", null, List.of(), b.phases(), ms, List.of(), List.of(), List.of(), List.of(), List.of());
        VariantSamples v = VariantSamples.of(cut, "a");
        assertEquals(Map.of("Run1", 6.0), v.totals());
        assertEquals("partial 2/3", v.incomplete().get("Run2").label());
        assertArrayEquals(new double[] {6}, v.forComparison(false).get(VariantSamples.TOTAL), "compare takes whole phases only");
        assertArrayEquals(new double[] {1, 1.5}, v.forComparison(false).get("q1"));
        BundleSummary s = BundleSummary.of(cut);
        assertEquals("partial 2/3", s.totalText("a", "Run2", String::valueOf));
        assertEquals("6.0", s.totalText("a", "Run1", String::valueOf));
    }

    @Test
    void aFailedPhaseHasNoTotalInTheSummaryEither() {
        BundleSummary s = BundleSummary.of(bundle());
        assertEquals("failed", s.totalText("a", "Run2", String::valueOf));
        assertEquals("3.0", s.totalText("a", "Run1", String::valueOf));
    }
}
