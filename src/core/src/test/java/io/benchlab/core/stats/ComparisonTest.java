package io.benchlab.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ComparisonTest {

    /** Ten runs around 10 s, about 1% spread. */
    static final double[] A_10S = {10.00, 10.12, 9.95, 10.20, 9.88, 10.05, 10.30, 9.92, 10.08, 10.15};
    /** Ten runs around 5 s, about 1% spread: B is twice as fast. */
    static final double[] B_5S = {5.02, 4.95, 5.10, 4.98, 5.05, 5.12, 4.90, 5.00, 5.07, 4.93};

    @Test
    void clearWin() {
        Comparison c = Comparison.of(A_10S, B_5S, Direction.LOWER_IS_BETTER);
        Verdict.Faster faster = assertInstanceOf(Verdict.Faster.class, c.verdict());
        assertEquals(Verdict.Kind.FASTER, faster.kind());
        assertEquals(Verdict.Rule.MANN_WHITNEY, faster.evidence().rule());
        assertEquals(10.065 / 5.01, c.speedup(), 1e-12); // ratio of medians
        assertTrue(c.speedupCi().low() > 1.95 && c.speedupCi().high() < 2.06, c.speedupCi().toString());
        assertTrue(c.speedupCi().contains(c.speedup()));
        assertEquals(2 / 184756.0, c.pValue(), 1e-15); // complete separation, 2 / C(20, 10)
        assertEquals("B is 2.01× faster than A on Q2.1 (95% CI " + ci(c, false) + "×, Mann-Whitney p<0.001)",
                c.describe("A", "B", "Q2.1"));
    }

    @Test
    void clearLossIsWordedAsSlowdown() {
        Comparison c = Comparison.of(B_5S, A_10S, Direction.LOWER_IS_BETTER);
        assertInstanceOf(Verdict.Slower.class, c.verdict());
        assertEquals(5.01 / 10.065, c.speedup(), 1e-12);
        assertEquals("B is 2.01× slower than A on Q2.1 (95% CI " + ci(c, true) + "×, Mann-Whitney p<0.001)",
                c.describe("A", "B", "Q2.1"));
    }

    @Test
    void throughputHigherIsBetter() {
        double[] a = {1000, 1010, 990, 1005, 995, 1002, 998, 1008};
        double[] b = {1500, 1490, 1512, 1505, 1495, 1508, 1502, 1498};
        Comparison c = Comparison.of(a, b, Direction.HIGHER_IS_BETTER);
        assertInstanceOf(Verdict.Faster.class, c.verdict());
        assertEquals(1501.0 / 1001.0, c.speedup(), 1e-12); // medians 1001 and 1501
        assertTrue(c.describe("A", "B", "tps").startsWith("B is 1.50× faster than A on tps (95% CI "));
    }

    @Test
    void noDifferenceForTheSameDistribution() {
        double[] a = {10.00, 10.12, 9.95, 10.20, 9.88, 10.05, 10.30, 9.92, 10.08, 10.15};
        double[] b = {10.10, 9.90, 10.25, 10.02, 9.97, 10.18, 9.85, 10.07, 10.13, 9.93};
        Comparison c = Comparison.of(a, b, Direction.LOWER_IS_BETTER);
        Verdict.NoSignificantDifference none = assertInstanceOf(Verdict.NoSignificantDifference.class, c.verdict());
        assertEquals(Verdict.Rule.MANN_WHITNEY, none.evidence().rule());
        assertTrue(c.pValue() > 0.5, "p=" + c.pValue());
        assertTrue(c.speedupCi().contains(1));
        assertTrue(c.describe("A", "B", "Q2.1").matches(
                "no significant difference between A and B on Q2\\.1 \\(p=0\\.\\d\\d?\\)"), c.describe("A", "B", "Q2.1"));
    }

    @Test
    void noisyButClearlyDifferentIsADifference() {
        double[] noisy = {5, 10, 15, 6, 14, 9, 11, 4, 16, 10}; // CV 41.6%, median 10 against 5
        Comparison c = Comparison.of(noisy, B_5S, Direction.LOWER_IS_BETTER);
        assertEquals(0.4163, c.baseline().coefficientOfVariation(), 1e-4);
        assertInstanceOf(Verdict.Faster.class, c.verdict());
    }

    @Test
    void insufficientData() {
        Comparison c = Comparison.of(new double[] {1.0}, new double[] {2.0}, Direction.LOWER_IS_BETTER);
        assertInstanceOf(Verdict.InsufficientData.class, c.verdict());
        assertEquals("not enough runs to test Q2.1 (A: 1, B: 1; need at least 3 each)", c.describe("A", "B", "Q2.1"));
    }

    @Test
    void emptySideIsInsufficientNotAnError() {
        Comparison c = Comparison.of(new double[0], B_5S, Direction.LOWER_IS_BETTER);
        assertEquals(Verdict.Kind.INSUFFICIENT_DATA, c.verdict().kind());
        assertTrue(Double.isNaN(c.speedup()));
        assertTrue(Double.isNaN(c.pValue()));
        assertTrue(!c.speedupCi().isDefined());
    }

    @Test
    void tinySamplesClearlySeparatedAreDecidedByTheFallbackRuleAndSaySo() {
        Comparison c = Comparison.of(new double[] {10.0, 10.1, 9.9}, new double[] {5.0, 5.05, 4.95},
                Direction.LOWER_IS_BETTER);
        Verdict.Faster faster = assertInstanceOf(Verdict.Faster.class, c.verdict());
        assertEquals(Verdict.Rule.SMALL_SAMPLE_SEPARATION, faster.evidence().rule());
        assertEquals(0.1, c.pValue(), 1e-12); // the test itself could not have decided
        assertEquals("B is 2.00× faster than A on Q2.1 (95% CI " + ci(c, false) + "×; small-sample rule"
                + " (with 3 vs 3 runs Mann-Whitney cannot go below p=0.1): every run of B beat every run of A"
                + " and the 95% CIs of the geometric means do not overlap)", c.describe("A", "B", "Q2.1"));
    }

    @Test
    void tinySamplesOverlapping() {
        Comparison c = Comparison.of(new double[] {10, 11, 9}, new double[] {9.5, 10.5, 10.2}, Direction.LOWER_IS_BETTER);
        Verdict.NoSignificantDifference none = assertInstanceOf(Verdict.NoSignificantDifference.class, c.verdict());
        assertEquals(Verdict.Rule.SMALL_SAMPLE_SEPARATION, none.evidence().rule());
        assertEquals("no significant difference between A and B on Q2.1 (small-sample rule (with 3 vs 3 runs"
                + " Mann-Whitney cannot go below p=0.1): the runs overlap)", c.describe("A", "B", "Q2.1"));
    }

    @Test
    void tiesRaiseTheSmallestAttainablePValue() {
        // The pooled 10.0 twice gives midranks 3.5/3.5: both extreme arrangements occur twice.
        Comparison c = Comparison.of(new double[] {10, 11, 9}, new double[] {9.5, 10.5, 10}, Direction.LOWER_IS_BETTER);
        assertEquals(0.2, c.minAttainablePValue(), 1e-12);
        assertTrue(c.describe("A", "B", "Q2.1").contains("cannot go below p=0.2"));
    }

    @Test
    void tinySamplesSeparatedByLessThanTheirSpreadAreNotEnough() {
        // Every B beats every A, but means 10.5 vs 9.4 with sd 0.5: t intervals ±1.24 overlap.
        Comparison c = Comparison.of(new double[] {10, 10.5, 11}, new double[] {8.9, 9.4, 9.9}, Direction.LOWER_IS_BETTER);
        Verdict.NoSignificantDifference none = assertInstanceOf(Verdict.NoSignificantDifference.class, c.verdict());
        assertTrue(none.evidence().separated());
        assertTrue(c.describe("A", "B", "Q2.1").endsWith(": the 95% CIs of the geometric means overlap)"));
    }

    @Test
    void fourVersusFourCanUseTheTest() {
        Comparison c = Comparison.of(new double[] {10.0, 10.1, 9.9, 10.05}, new double[] {5.0, 5.05, 4.95, 5.02},
                Direction.LOWER_IS_BETTER);
        Verdict.Faster faster = assertInstanceOf(Verdict.Faster.class, c.verdict());
        assertEquals(Verdict.Rule.MANN_WHITNEY, faster.evidence().rule());
        assertEquals(2 / 70.0, c.pValue(), 1e-12);
        assertTrue(c.describe("A", "B", "Q2.1").endsWith("Mann-Whitney p=0.029)"));
    }

    @Test
    void thresholdsAreConfigurable() {
        double[] a = {10, 14, 7, 12, 9, 15, 6, 11};
        double[] b = {11.5, 7.2, 14.4, 9.6, 6.5, 15.3, 10.8, 12.1};
        assertEquals(Verdict.Kind.TOO_NOISY, Comparison.of(a, b, Direction.LOWER_IS_BETTER).verdict().kind());
        Comparison c = Comparison.of(a, b, Direction.LOWER_IS_BETTER, new Thresholds(0.05, 0.5, 3));
        assertEquals(Verdict.Kind.NO_SIGNIFICANT_DIFFERENCE, c.verdict().kind());
    }

    @Test
    void documentedDefaults() {
        assertEquals(0.05, Thresholds.DEFAULT.alpha());
        assertEquals(0.20, Thresholds.DEFAULT.cvLimit());
        assertEquals(3, Thresholds.DEFAULT.minRuns());
        assertEquals(2_000, Bootstrap.DEFAULT_RESAMPLES);
    }

    @Test
    void deterministic() {
        assertEquals(Comparison.of(A_10S, B_5S, Direction.LOWER_IS_BETTER),
                Comparison.of(A_10S, B_5S, Direction.LOWER_IS_BETTER));
    }

    @Test
    void rejectsNonPositiveValues() {
        assertThrows(IllegalArgumentException.class,
                () -> Comparison.of(new double[] {1, 0, 2}, B_5S, Direction.LOWER_IS_BETTER));
    }

    /** The interval as the verdict prints it, "low–high" with two decimals; inverted for slowdowns. */
    private static String ci(Comparison c, boolean inverted) {
        double low = inverted ? 1 / c.speedupCi().high() : c.speedupCi().low();
        double high = inverted ? 1 / c.speedupCi().low() : c.speedupCi().high();
        return String.format(java.util.Locale.ROOT, "%.2f–%.2f", low, high);
    }
}
