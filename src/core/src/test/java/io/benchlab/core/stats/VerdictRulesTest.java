package io.benchlab.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The verdict and gate rules on constructed cases: noise is weighed against the size of the
 * difference, never put in its place.
 */
class VerdictRulesTest {

    private static final RegressionGate FIVE_PERCENT = RegressionGate.parse("5%");

    /** 0.4 s, spread about 2%. */
    private static final double[] FAST = {0.40, 0.41, 0.39, 0.40, 0.42, 0.39};
    /** 19 s median, spread about 38%: a side that alone would be "too noisy". */
    private static final double[] SLOW_NOISY = {12.0, 19.0, 27.0, 15.0, 24.0, 19.5};

    @Test
    void hugeDifferenceWithHighCvIsADifferenceAndFailsTheGate() {
        Comparison c = Comparison.of(FAST, SLOW_NOISY, Direction.LOWER_IS_BETTER);
        assertTrue(c.candidate().coefficientOfVariation() > Thresholds.DEFAULT.cvLimit(),
                "the case must be noisy: CV " + c.candidate().coefficientOfVariation());
        Verdict.Slower slower = assertInstanceOf(Verdict.Slower.class, c.verdict());
        assertEquals(Verdict.Rule.MANN_WHITNEY, slower.evidence().rule());
        assertTrue(c.speedupCi().high() < 1.0 / 20, c.speedupCi().toString());
        assertTrue(c.describe("A", "B", "q").startsWith("B is 48.13× slower than A on q (95% CI "), c.describe("A", "B", "q"));
        RegressionGate.Result r = FIVE_PERCENT.evaluate(c);
        assertEquals(RegressionGate.Outcome.REGRESSED, r.outcome());
        // and the other way round it is an improvement, not noise
        assertInstanceOf(Verdict.Faster.class, Comparison.of(SLOW_NOISY, FAST, Direction.LOWER_IS_BETTER).verdict());
    }

    @Test
    void smallDifferenceWithHighCvIsTooNoisyAndInconclusive() {
        double[] a = {10, 14, 7, 12, 9, 15, 6, 11};
        double[] b = {11.5, 7.2, 14.4, 9.6, 6.5, 15.3, 10.8, 12.1}; // about 5% slower, same spread
        Comparison c = Comparison.of(a, b, Direction.LOWER_IS_BETTER);
        Verdict.TooNoisy noisy = assertInstanceOf(Verdict.TooNoisy.class, c.verdict());
        assertTrue(noisy.cvBaseline() > 0.2 && noisy.cvCandidate() > 0.2);
        assertTrue(c.speedupCi().contains(1), "the intervals really overlap: " + c.speedupCi());
        assertTrue(c.describe("A", "B", "q").matches("too noisy to conclude on q: the runs vary by \\d+% \\(A\\) / \\d+% \\(B\\),"
                + " above 20%, and no difference could be established \\(p=0\\.\\d+, 95% CI of the speedup \\d\\.\\d+–\\d\\.\\d+×\\)"),
                c.describe("A", "B", "q"));
        assertEquals(RegressionGate.Outcome.INCONCLUSIVE, FIVE_PERCENT.evaluate(c).outcome());
    }

    @Test
    void identicalDistributionsAreNoDifferenceAndPass() {
        double[] a = {5.00, 5.05, 4.97, 5.02, 4.99, 5.03};
        Comparison c = Comparison.of(a, a.clone(), Direction.LOWER_IS_BETTER);
        assertInstanceOf(Verdict.NoSignificantDifference.class, c.verdict());
        assertEquals(1.0, c.speedup(), 1e-12);
        assertTrue(c.pValue() > 0.9, "p=" + c.pValue());
        assertTrue(c.speedupCi().contains(1));
        assertEquals(RegressionGate.Outcome.PASS, FIVE_PERCENT.evaluate(c).outcome());
    }

    @Test
    void identicalNoisyDistributionsAreTooNoisyNotNoDifference() {
        double[] a = {10, 14, 7, 12, 9, 15, 6, 11};
        Comparison c = Comparison.of(a, a.clone(), Direction.LOWER_IS_BETTER);
        assertInstanceOf(Verdict.TooNoisy.class, c.verdict());
    }

    @Test
    void threeVersusThreeHugeDifferenceWithHighCvIsADifference() {
        double[] fast = {0.40, 0.41, 0.39};
        double[] slow = {8.0, 19.0, 30.0}; // CV 58%: arithmetic t interval of the mean reaches below 0
        Comparison c = Comparison.of(fast, slow, Direction.LOWER_IS_BETTER);
        assertTrue(c.candidate().meanCi95().low() < 0.41, "the old rule would have called this overlapping");
        Verdict.Slower slower = assertInstanceOf(Verdict.Slower.class, c.verdict());
        assertEquals(Verdict.Rule.SMALL_SAMPLE_SEPARATION, slower.evidence().rule());
        assertTrue(slower.evidence().separated() && slower.evidence().meanIntervalsDisjoint());
        assertTrue(FIVE_PERCENT.evaluate(c).regressed());
    }

    @Test
    void threeVersusThreeSmallDifferenceWithHighCvIsTooNoisy() {
        Comparison c = Comparison.of(new double[] {10, 14, 7}, new double[] {11, 15, 7.5}, Direction.LOWER_IS_BETTER);
        Verdict.TooNoisy noisy = assertInstanceOf(Verdict.TooNoisy.class, c.verdict());
        assertEquals(Verdict.Rule.SMALL_SAMPLE_SEPARATION, noisy.evidence().rule());
        assertTrue(c.describe("A", "B", "q").endsWith("(small-sample rule (with 3 vs 3 runs Mann-Whitney cannot go below"
                + " p=0.1): the runs overlap)"), c.describe("A", "B", "q"));
        assertEquals(RegressionGate.Outcome.INCONCLUSIVE, FIVE_PERCENT.evaluate(c).outcome());
    }

    @Test
    void threeVersusThreeSeparatedButCloseIsNoDifference() {
        // every B beats every A, yet the gap (about 10%) is small against the spread: not established
        Comparison c = Comparison.of(new double[] {10, 10.5, 11}, new double[] {8.9, 9.4, 9.9}, Direction.LOWER_IS_BETTER);
        assertInstanceOf(Verdict.NoSignificantDifference.class, c.verdict());
        assertEquals(RegressionGate.Outcome.PASS, FIVE_PERCENT.evaluate(c).outcome());
    }
}
