package io.benchlab.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BootstrapTest {

    private static final double[] A = {10.0, 10.4, 9.7, 10.9, 9.5, 10.2, 11.3, 9.9, 10.6, 10.1};
    private static final double[] B = {8.1, 7.6, 8.9, 7.9, 8.4, 9.2, 7.7, 8.0, 8.6, 8.3};

    @Test
    void sameSeedSameInterval() {
        Interval first = Bootstrap.speedupInterval(A, B, Direction.LOWER_IS_BETTER, 0.95, 2_000, 42);
        Interval second = Bootstrap.speedupInterval(A, B, Direction.LOWER_IS_BETTER, 0.95, 2_000, 42);
        assertEquals(first, second);
        assertEquals(Bootstrap.speedupInterval(A, B, Direction.LOWER_IS_BETTER, 0.95),
                Bootstrap.speedupInterval(A, B, Direction.LOWER_IS_BETTER, 0.95));
    }

    @Test
    void differentSeedDifferentResamples() {
        assertNotEquals(Bootstrap.speedupInterval(A, B, Direction.LOWER_IS_BETTER, 0.95, 2_000, 1),
                Bootstrap.speedupInterval(A, B, Direction.LOWER_IS_BETTER, 0.95, 2_000, 2));
    }

    @Test
    void runOrderDoesNotMatter() {
        double[] reversedA = new double[A.length];
        for (int i = 0; i < A.length; i++) {
            reversedA[i] = A[A.length - 1 - i];
        }
        assertEquals(Bootstrap.speedupInterval(A, B, Direction.LOWER_IS_BETTER, 0.95),
                Bootstrap.speedupInterval(reversedA, B, Direction.LOWER_IS_BETTER, 0.95));
    }

    @Test
    void intervalSurroundsTheRatioOfMedians() {
        // medians: A 10.15, B 8.2 → speedup 1.2378
        Interval ci = Bootstrap.speedupInterval(A, B, Direction.LOWER_IS_BETTER, 0.95);
        assertTrue(ci.contains(10.15 / 8.2), ci.toString());
        assertTrue(ci.low() > 1.1 && ci.high() < 1.4, ci.toString());
        // the same data read as throughput: B is the worse one, ratio inverted
        Interval throughput = Bootstrap.speedupInterval(A, B, Direction.HIGHER_IS_BETTER, 0.95);
        assertTrue(throughput.contains(8.2 / 10.15), throughput.toString());
    }

    @Test
    void widerForHigherConfidence() {
        Interval ci90 = Bootstrap.speedupInterval(A, B, Direction.LOWER_IS_BETTER, 0.90);
        Interval ci99 = Bootstrap.speedupInterval(A, B, Direction.LOWER_IS_BETTER, 0.99);
        assertTrue(ci99.low() <= ci90.low() && ci99.high() >= ci90.high());
    }

    @Test
    void undefinedForASingleRun() {
        assertSame(Interval.UNDEFINED, Bootstrap.speedupInterval(new double[] {1}, B, Direction.LOWER_IS_BETTER, 0.95));
    }

    @Test
    void rejectsNonPositiveValues() {
        assertThrows(IllegalArgumentException.class,
                () -> Bootstrap.speedupInterval(new double[] {0, 1}, B, Direction.LOWER_IS_BETTER, 0.95));
    }
}
