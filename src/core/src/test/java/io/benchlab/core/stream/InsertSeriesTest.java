package io.benchlab.core.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class InsertSeriesTest {

    @Test
    void cumulativeUnitsRatesAndExitVelocity() {
        // 10 intervals of 1 s: 1000 rows/s for 9 s, then 200 rows/s
        long[] units = {1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 200};
        long[] millis = new long[10];
        java.util.Arrays.fill(millis, 1000);
        InsertSeries s = InsertSeries.of(units, millis, 0.10);
        assertEquals(9200, s.units());
        assertEquals(10.0, s.seconds(), 1e-9);
        assertEquals(920.0, s.cumulativeRate(), 1e-9);
        assertEquals(3000, s.points().get(2).cumulativeUnits());
        assertEquals(1000.0, s.points().get(2).cumulativeRate(), 1e-9);
        // last 920 rows: 200 in the last second, 720 in 0.72 s of the one before
        assertEquals(920 / 1.72, s.exitVelocity(), 1e-9);
    }

    @Test
    void wholeRunAsExitGivesCumulativeRateAndEmptyRunGivesNaN() {
        InsertSeries s = InsertSeries.of(new long[] {300, 100}, new long[] {1000, 1000}, 1.0);
        assertEquals(s.cumulativeRate(), s.exitVelocity(), 1e-9);
        assertTrue(Double.isNaN(InsertSeries.of(new long[] {0}, new long[] {1000}, 0.1).exitVelocity()));
    }

    @Test
    void thinningKeepsFirstAndLast() {
        long[] units = new long[100];
        long[] millis = new long[100];
        java.util.Arrays.fill(units, 5);
        java.util.Arrays.fill(millis, 1000);
        var t = InsertSeries.of(units, millis, 0.1).thinned(11);
        assertEquals(11, t.size());
        assertEquals(0, t.get(0).index());
        assertEquals(99, t.get(10).index());
    }
}
