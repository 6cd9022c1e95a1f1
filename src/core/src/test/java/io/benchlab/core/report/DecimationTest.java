package io.benchlab.core.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DecimationTest {

    @Test
    void eachPixelColumnKeepsItsFirstLowestHighestAndLastPointInOrder() {
        // ten points in column 0, then one in column 1
        double[] xs = {0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.2};
        double[] ys = {5, 6, 1, 7, 9, 2, 4, 3, 8, 6, 5};
        assertArrayEquals(new int[] {0, 2, 4, 9, 10}, Decimation.envelope(xs, ys));
    }

    @Test
    void aShortSeriesKeepsEveryPointAndALongOneAtMostFourPerColumn() {
        assertArrayEquals(new int[] {0, 1, 2}, Decimation.envelope(new double[] {1, 2, 3}, new double[] {3, 1, 2}));
        int n = 36_000;
        double[] xs = new double[n];
        double[] ys = new double[n];
        for (int i = 0; i < n; i++) {
            xs[i] = 64 + 1092.0 * i / n;
            ys[i] = Math.sin(i / 7.0) * 100 + (i == 20_000 ? 5_000 : 0);
        }
        int[] kept = Decimation.envelope(xs, ys);
        assertTrue(kept.length <= 4 * 1093, "kept " + kept.length);
        boolean spike = false;
        for (int i = 1; i < kept.length; i++) {
            assertTrue(kept[i] > kept[i - 1], "ascending");
            spike |= kept[i] == 20_000;
        }
        assertTrue(spike, "the spike is kept");
        assertEquals(0, kept[0]);
        assertEquals(n - 1, kept[kept.length - 1]);
    }
}
