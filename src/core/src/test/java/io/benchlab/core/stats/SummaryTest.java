package io.benchlab.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SummaryTest {

    /**
     * Student (1908), "The probable error of a mean", as R's {@code sleep} data set: extra hours of
     * sleep of 10 patients on drug 1. R's {@code t.test(sleep$extra[1:10])} prints mean 0.75 and
     * 95% CI −0.5297804 to 2.0297804; sd = 1.789010 (t quantile 2.262157 at 9 d.f.).
     */
    private static final double[] STUDENT_SLEEP_DRUG_1 = {0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0};

    @Test
    void matchesPublishedOneSampleTInterval() {
        Summary s = Summary.of(STUDENT_SLEEP_DRUG_1);
        assertEquals(10, s.n());
        assertEquals(0.75, s.mean(), 1e-12);
        assertEquals(1.789010, s.stddev(), 1e-6);
        assertEquals(-0.5297804, s.meanCi95().low(), 1e-7);
        assertEquals(2.0297804, s.meanCi95().high(), 1e-7);
        assertTrue(s.hasInterval());
        assertEquals(0.35, s.median(), 1e-12); // sorted: ..., 0.0, 0.7, ... → (0.0 + 0.7) / 2
        assertEquals(-1.6, s.min());
        assertEquals(3.7, s.max());
        assertEquals(1.789010 / 0.75, s.coefficientOfVariation(), 1e-5);
    }

    @Test
    void handComputedIntervalForOneToTen() {
        // mean 5.5, sample variance n(n+1)/12 = 110/12, t(0.975, 9) = 2.262157 (any t table)
        double halfWidth = 2.262157 * Math.sqrt(110.0 / 12) / Math.sqrt(10);
        Summary s = Summary.of(new double[] {3, 1, 4, 10, 5, 9, 2, 6, 8, 7});
        assertEquals(5.5 - halfWidth, s.meanCi95().low(), 1e-5);
        assertEquals(5.5 + halfWidth, s.meanCi95().high(), 1e-5);
        assertEquals(5.5, s.median(), 1e-12);
    }

    @Test
    void oneValueHasNoSpreadAndNoInterval() {
        Summary s = Summary.of(new double[] {4.2});
        assertEquals(1, s.n());
        assertEquals(4.2, s.mean());
        assertEquals(4.2, s.median());
        assertTrue(Double.isNaN(s.stddev()));
        assertTrue(Double.isNaN(s.coefficientOfVariation()));
        assertFalse(s.hasInterval());
        assertTrue(Double.isNaN(s.meanCi95().low()));
        assertTrue(Double.isNaN(s.meanCi95().high()));
    }

    @Test
    void emptyIsAllNaN() {
        Summary s = Summary.of(new double[0]);
        assertEquals(0, s.n());
        assertTrue(Double.isNaN(s.mean()));
        assertTrue(Double.isNaN(s.median()));
        assertFalse(s.hasInterval());
    }

    @Test
    void rejectsNonFiniteValuesInsteadOfDroppingThem() {
        assertThrows(IllegalArgumentException.class, () -> Summary.of(new double[] {1, Double.NaN}));
        assertThrows(IllegalArgumentException.class, () -> Summary.of(new double[] {1, Double.POSITIVE_INFINITY}));
        assertThrows(IllegalArgumentException.class, () -> Summary.of(null));
    }

    @Test
    void doesNotModifyInput() {
        double[] values = {3, 1, 2};
        Summary.of(values);
        assertEquals(3, values[0]);
    }

    @Test
    void displayedIntervalOfDurationsNeverGoesBelowZero() {
        // three noisy runs: the t interval's lower bound is far below zero
        Summary s = Summary.of(new double[] {0.1, 0.1, 2.0});
        assertTrue(s.meanCi95().low() < 0);
        assertEquals(0, s.meanCi95ForDisplay().low());
        assertEquals(s.meanCi95().high(), s.meanCi95ForDisplay().high());
    }

    @Test
    void displayedIntervalKeepsNegativeBoundsOfValuesThatCanBeNegative() {
        Summary s = Summary.of(new double[] {-1.0, 0.1, 2.0});
        assertEquals(s.meanCi95(), s.meanCi95ForDisplay());
    }
}
