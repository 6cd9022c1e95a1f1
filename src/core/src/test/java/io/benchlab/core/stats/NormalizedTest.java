package io.benchlab.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class NormalizedTest {

    @Test
    void perOperation() {
        assertEquals(2.5, Normalized.perOperation(25, 10));
        assertEquals(-0.5, Normalized.perOperation(-5, 10));
        assertEquals(0, Normalized.perOperation(0, 7));
    }

    @Test
    void perThousandTransactions() {
        assertEquals(2500, Normalized.perThousandTransactions(25, 10));
        assertEquals(1.5, Normalized.perThousandTransactions(3, 2000));
    }

    @Test
    void largeCountersKeepPrecision() {
        assertEquals(3.0, Normalized.perOperation(3_000_000_000_000L, 1_000_000_000_000L));
    }

    @Test
    void zeroOperationsIsUndefined() {
        assertTrue(Double.isNaN(Normalized.perOperation(5, 0)));
        assertTrue(Double.isNaN(Normalized.perThousandTransactions(5, 0)));
    }

    @Test
    void negativeOperationsRejected() {
        assertThrows(IllegalArgumentException.class, () -> Normalized.perOperation(5, -1));
    }
}
