package io.benchlab.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.apache.commons.math3.stat.descriptive.rank.Percentile.EstimationType;
import org.junit.jupiter.api.Test;

class FiveNumberSummaryTest {

    @Test
    void quartileMethodIsR7() {
        assertEquals(EstimationType.R_7, FiveNumberSummary.QUARTILE_METHOD);
    }

    @Test
    void oneToTenAsRAndNumpy() {
        // R: quantile(1:10) → 1, 3.25, 5.5, 7.75, 10; numpy.percentile(range(1, 11), [25, 50, 75]) agrees.
        FiveNumberSummary box = FiveNumberSummary.of(new double[] {10, 9, 8, 7, 6, 5, 4, 3, 2, 1});
        assertEquals(10, box.n());
        assertEquals(1, box.min());
        assertEquals(3.25, box.q1(), 1e-12);
        assertEquals(5.5, box.median(), 1e-12);
        assertEquals(7.75, box.q3(), 1e-12);
        assertEquals(10, box.max());
        assertEquals(5.5, box.mean(), 1e-12);
        assertEquals(1, box.lowerWhisker());
        assertEquals(10, box.upperWhisker());
        assertEquals(List.of(), box.outliers());
    }

    @Test
    void distinguishesR7FromOtherMethods() {
        // R: quantile(c(7, 15, 36, 39, 40, 41)) → 25% 20.25, 50% 37.5, 75% 39.75.
        // Commons Math's default (LEGACY) would give Q1 = 13, Excel's QUARTILE.EXC 13 too.
        FiveNumberSummary box = FiveNumberSummary.of(new double[] {7, 15, 36, 39, 40, 41});
        assertEquals(20.25, box.q1(), 1e-12);
        assertEquals(37.5, box.median(), 1e-12);
        assertEquals(39.75, box.q3(), 1e-12);
    }

    @Test
    void tukeyWhiskersAndOutliers() {
        // 1..9 and 100: Q1 3.25, Q3 7.75, IQR 4.5, fences −3.5 and 14.5.
        FiveNumberSummary box = FiveNumberSummary.of(new double[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 100});
        assertEquals(3.25, box.q1(), 1e-12);
        assertEquals(7.75, box.q3(), 1e-12);
        assertEquals(4.5, box.iqr(), 1e-12);
        assertEquals(-3.5, box.lowerFence(), 1e-12);
        assertEquals(14.5, box.upperFence(), 1e-12);
        assertEquals(1, box.lowerWhisker());
        assertEquals(9, box.upperWhisker());
        assertEquals(List.of(100.0), box.outliers());
        assertEquals(100, box.max());
        assertEquals(14.5, box.mean(), 1e-12);
    }

    @Test
    void outliersOnBothSidesAscending() {
        // 40 values at 10 and 11 make a tight box; 1 and 30 lie far outside it.
        double[] values = new double[42];
        for (int i = 0; i < 40; i++) {
            values[i] = i % 2 == 0 ? 10 : 11;
        }
        values[40] = 30;
        values[41] = 1;
        FiveNumberSummary box = FiveNumberSummary.of(values);
        assertEquals(List.of(1.0, 30.0), box.outliers());
        assertEquals(10, box.lowerWhisker());
        assertEquals(11, box.upperWhisker());
    }

    @Test
    void singleValueIsADegenerateBox() {
        FiveNumberSummary box = FiveNumberSummary.of(new double[] {2.5});
        assertEquals(2.5, box.q1());
        assertEquals(2.5, box.q3());
        assertEquals(2.5, box.lowerWhisker());
        assertEquals(2.5, box.upperWhisker());
    }

    @Test
    void rejectsEmptyAndNonFinite() {
        assertThrows(IllegalArgumentException.class, () -> FiveNumberSummary.of(new double[0]));
        assertThrows(IllegalArgumentException.class, () -> FiveNumberSummary.of(new double[] {Double.NaN}));
    }
}
