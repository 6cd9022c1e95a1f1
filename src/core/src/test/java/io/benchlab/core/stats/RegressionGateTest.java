package io.benchlab.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RegressionGateTest {

    private static final double[] A = {10.00, 10.02, 9.98, 10.01, 9.99, 10.03, 9.97, 10.00};

    private static double[] scaled(double[] values, double factor) {
        double[] out = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = values[i] * factor;
        }
        return out;
    }

    @Test
    void significantTenPercentSlowdownFailsAFivePercentGate() {
        Comparison c = Comparison.of(A, scaled(A, 1.10), Direction.LOWER_IS_BETTER);
        RegressionGate.Result r = RegressionGate.parse("5%").evaluate(c);
        assertEquals(RegressionGate.Outcome.REGRESSED, r.outcome());
        assertTrue(r.regressed());
        assertEquals(0.10, r.loss(), 1e-9);
        assertEquals("REGRESSED beyond 5% (loss +10%)", RegressionGate.parse("5%").headline(r));
        assertTrue(RegressionGate.parse("5%").describe(r, "A", "B", "Q2.1")
                .startsWith("REGRESSED beyond 5%: B is 1.100× slower than A on Q2.1 (95% CI "));
    }

    @Test
    void significantButSmallSlowdownPasses() {
        Comparison c = Comparison.of(A, scaled(A, 1.03), Direction.LOWER_IS_BETTER);
        assertEquals(Verdict.Kind.SLOWER, c.verdict().kind());
        RegressionGate.Result r = new RegressionGate(0.05).evaluate(c);
        assertEquals(RegressionGate.Outcome.PASS, r.outcome());
        assertFalse(r.regressed());
        assertTrue(new RegressionGate(0.02).evaluate(c).regressed());
    }

    @Test
    void throughputLossIsMeasuredInThroughput() {
        // 10% fewer transactions per second: loss 0.10, not 1/0.9 − 1
        Comparison c = Comparison.of(scaled(A, 100), scaled(A, 90), Direction.HIGHER_IS_BETTER);
        RegressionGate.Result r = new RegressionGate(0.05).evaluate(c);
        assertTrue(r.regressed());
        assertEquals(0.10, r.loss(), 1e-9);
        assertFalse(new RegressionGate(0.11).evaluate(c).regressed());
    }

    @Test
    void improvementsAndNoDifferencePass() {
        assertEquals(RegressionGate.Outcome.PASS,
                new RegressionGate(0.05).evaluate(Comparison.of(A, scaled(A, 0.5), Direction.LOWER_IS_BETTER)).outcome());
        double[] same = {10.01, 9.99, 10.00, 10.02, 9.98, 10.00, 10.03, 9.97};
        assertEquals(RegressionGate.Outcome.PASS,
                new RegressionGate(0.05).evaluate(Comparison.of(A, same, Direction.LOWER_IS_BETTER)).outcome());
    }

    @Test
    void noisyOrShortIsInconclusiveNotPass() {
        double[] noisy = {5, 25, 15, 6, 24, 9, 11, 4};
        assertEquals(RegressionGate.Outcome.INCONCLUSIVE,
                new RegressionGate(0.05).evaluate(Comparison.of(A, noisy, Direction.LOWER_IS_BETTER)).outcome());
        RegressionGate.Result few = new RegressionGate(0.05)
                .evaluate(Comparison.of(new double[] {10}, new double[] {20}, Direction.LOWER_IS_BETTER));
        assertEquals(RegressionGate.Outcome.INCONCLUSIVE, few.outcome());
        assertEquals("inconclusive against the 5% limit (not enough runs)", new RegressionGate(0.05).headline(few));
        assertFalse(few.regressed());
    }

    @Test
    void parsesPercentAndFraction() {
        assertEquals(0.05, RegressionGate.parse("5%").threshold(), 1e-12);
        assertEquals(0.025, RegressionGate.parse(" 2.5 % ").threshold(), 1e-12);
        assertEquals(0.05, RegressionGate.parse("0.05").threshold(), 1e-12);
        assertEquals("5%", RegressionGate.parse("0.05").limit());
        assertEquals("'5' is not a regression threshold: write 5% for 5 percent (or the fraction 0.05)",
                assertThrows(IllegalArgumentException.class, () -> RegressionGate.parse("5")).getMessage());
        for (String bad : new String[] {"150%", "100%", "150", "1", "five", "-1%", "", "NaN"}) {
            String m = assertThrows(IllegalArgumentException.class, () -> RegressionGate.parse(bad), bad).getMessage();
            assertTrue(m.startsWith("'" + bad + "' is not a regression threshold: write ") && m.contains("%") && m.contains("0."), m);
        }
        assertThrows(IllegalArgumentException.class, () -> RegressionGate.parse(null));
    }
}
