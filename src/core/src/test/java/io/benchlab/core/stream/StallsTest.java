package io.benchlab.core.stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class StallsTest {

    /** Intervals of one second each, starting at 0, with these units. */
    private static Stalls of(long... units) {
        long[] millis = new long[units.length];
        long[] starts = new long[units.length];
        Arrays.fill(millis, 1000);
        for (int i = 0; i < units.length; i++) {
            starts[i] = i * 1000L;
        }
        return Stalls.of(units, millis, starts);
    }

    @Test
    void oneStallWithItsLengthDepthAndTheRateOutsideIt() {
        Stalls s = of(100, 100, 100, 0, 10, 0, 100, 300, 100);
        assertEquals(100, s.medianPerSecond());
        assertEquals(1, s.count());
        Stalls.Stall st = s.stalls().get(0);
        assertEquals(3.0, st.startSeconds());
        assertEquals(3.0, st.durationSeconds());
        assertEquals(3, st.intervals());
        assertEquals(0.0, st.depth());
        assertEquals(3.0, s.stalledSeconds());
        assertEquals(800 / 6.0, s.unitsPerSecondExcludingStalls(), 1e-9);
        assertNull(s.periodSeconds(), "one stall has no period");
    }

    @Test
    void aDipAboveTheShareIsNoStall() {
        Stalls s = of(100, 100, 60, 100, 100);
        assertEquals(0, s.count());
        assertEquals(0, s.longestSeconds());
        assertEquals(92, s.unitsPerSecondExcludingStalls(), 1e-9);
    }

    @Test
    void recurringStallsHaveAPeriodIrregularOnesNone() {
        Stalls regular = of(100, 100, 0, 100, 100, 0, 100, 100, 0, 100);
        assertEquals(3, regular.count());
        assertEquals(3.0, regular.periodSeconds());
        Stalls irregular = of(100, 0, 100, 0, 100, 100, 100, 100, 100, 100, 0, 100);
        assertEquals(3, irregular.count());
        assertNull(irregular.periodSeconds());
    }

    @Test
    void aShortLastIntervalIsNeverAStall() {
        Stalls s = Stalls.of(new long[] {100, 100, 100, 0}, new long[] {1000, 1000, 1000, 100}, new long[] {0, 1000, 2000, 3000});
        assertEquals(0, s.count());
        assertArrayEquals(new int[] {-1, -1, -1, -1}, Stalls.membership(new long[] {100, 100, 100, 0}, new long[] {1000, 1000, 1000, 100},
                Stalls.BELOW_MEDIAN));
    }

    @Test
    void membershipNumbersEachStallsIntervals() {
        long[] units = {100, 0, 0, 100, 10, 100};
        long[] millis = {1000, 1000, 1000, 1000, 1000, 1000};
        assertArrayEquals(new int[] {-1, 0, 0, -1, 1, -1}, Stalls.membership(units, millis, Stalls.BELOW_MEDIAN));
    }

    @Test
    void noIntervalsNoStalls() {
        Stalls s = of();
        assertEquals(0, s.count());
        assertTrue(Double.isNaN(s.medianPerSecond()));
        assertThrows(IllegalArgumentException.class, () -> Stalls.of(new long[1], new long[1], new long[1], 1.0));
    }
}
