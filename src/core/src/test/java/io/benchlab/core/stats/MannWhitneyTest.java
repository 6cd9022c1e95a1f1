package io.benchlab.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.commons.math3.stat.inference.MannWhitneyUTest;
import org.junit.jupiter.api.Test;

class MannWhitneyTest {

    @Test
    void hollanderWolfePermeabilityExample() {
        // Hollander & Wolfe (1973), p. 69f., the example of R's ?wilcox.test: permeability
        // constants of the human chorioamnion at term (x) and at 12–26 weeks (y).
        // R: wilcox.test(x, y, alternative = "g") → W = 35, p-value = 0.1272 (exact);
        // the two-sided exact p is twice that, 0.2544 (scipy.stats.mannwhitneyu: 0.2544122544).
        double[] x = {0.80, 0.83, 1.89, 1.04, 1.45, 1.38, 1.91, 1.64, 0.73, 1.46};
        double[] y = {1.15, 0.88, 0.90, 0.74, 1.21};
        MannWhitney.Result r = MannWhitney.test(x, y);
        assertEquals(35, r.u(), 0);
        assertEquals(0.2544122544, r.pValue(), 1e-9);
        assertTrue(r.exact());
        // U of the other sample is n1·n2 − U = 15, p is symmetric
        MannWhitney.Result swapped = MannWhitney.test(y, x);
        assertEquals(15, swapped.u(), 0);
        assertEquals(r.pValue(), swapped.pValue(), 1e-12);
    }

    @Test
    void threeVersusThreeCannotReachFivePercent() {
        MannWhitney.Result r = MannWhitney.test(new double[] {1, 2, 3}, new double[] {4, 5, 6});
        assertEquals(0, r.u(), 0);
        assertEquals(0.1, r.pValue(), 1e-12); // 2 of the C(6,3) = 20 arrangements are this extreme
        assertEquals(0.1, r.minAttainablePValue(), 1e-12);
        // Why this class exists: Commons Math's normal approximation claims significance here.
        double approximate = new MannWhitneyUTest().mannWhitneyUTest(new double[] {1, 2, 3}, new double[] {4, 5, 6});
        assertEquals(0.0495, approximate, 1e-4);
    }

    @Test
    void minimumAttainablePValueFollowsTheBinomialCoefficient() {
        assertEquals(2.0 / 35, MannWhitney.test(new double[] {1, 2, 3}, new double[] {4, 5, 6, 7}).minAttainablePValue(), 1e-12);
        assertEquals(2.0 / 70, MannWhitney.test(new double[] {1, 2, 3, 4}, new double[] {5, 6, 7, 8}).minAttainablePValue(), 1e-12);
        // Overlapping data: the minimum is a property of sizes (and ties), not of the observed values.
        MannWhitney.Result overlap = MannWhitney.test(new double[] {1, 3, 5, 7}, new double[] {2, 4, 6, 8});
        assertEquals(2.0 / 70, overlap.minAttainablePValue(), 1e-12);
        assertTrue(overlap.pValue() > 0.5);
    }

    @Test
    void identicalSamplesGivePOne() {
        MannWhitney.Result r = MannWhitney.test(new double[] {5, 5, 5}, new double[] {5, 5, 5});
        assertEquals(1, r.pValue(), 1e-12);
        assertEquals(4.5, r.u(), 0);
    }

    @Test
    void tiesAreHandledExactlyByPermutation() {
        double[] x = {1, 2, 2, 3, 3, 3, 5};
        double[] y = {2, 3, 4, 4, 5, 5, 6, 6};
        assertEquals(bruteForcePermutationP(x, y), MannWhitney.test(x, y).pValue(), 1e-12);
        double[] a = {10.1, 10.1, 10.2, 10.4};
        double[] b = {10.1, 10.3, 10.3, 10.5, 10.5};
        assertEquals(bruteForcePermutationP(a, b), MannWhitney.test(a, b).pValue(), 1e-12);
    }

    @Test
    void largeSamplesUseCommonsMathsApproximation() {
        double[] x = new double[60];
        double[] y = new double[55];
        for (int i = 0; i < x.length; i++) {
            x[i] = i * 1.3 % 17;
        }
        for (int i = 0; i < y.length; i++) {
            y[i] = 2 + i * 1.7 % 19;
        }
        MannWhitney.Result r = MannWhitney.test(x, y);
        assertFalse(r.exact());
        assertEquals(new MannWhitneyUTest().mannWhitneyUTest(x, y), r.pValue(), 1e-12);
    }

    @Test
    void rejectsEmptySamples() {
        assertThrows(IllegalArgumentException.class, () -> MannWhitney.test(new double[0], new double[] {1}));
    }

    /**
     * Independent check: enumerate every way to assign |x| of the pooled values to x and count
     * those whose midrank sum is at least as far from its expectation as the observed one.
     */
    private static double bruteForcePermutationP(double[] x, double[] y) {
        int n = x.length + y.length;
        double[] pooled = new double[n];
        System.arraycopy(x, 0, pooled, 0, x.length);
        System.arraycopy(y, 0, pooled, x.length, y.length);
        double[] ranks = new double[n];
        for (int i = 0; i < n; i++) {
            int less = 0;
            int equal = 0;
            for (double v : pooled) {
                if (v < pooled[i]) {
                    less++;
                } else if (v == pooled[i]) {
                    equal++;
                }
            }
            ranks[i] = less + (equal + 1) / 2.0;
        }
        double expected = x.length * (n + 1) / 2.0;
        double observed = 0;
        for (int i = 0; i < x.length; i++) {
            observed += ranks[i];
        }
        double observedDistance = Math.abs(observed - expected);
        int extreme = 0;
        int all = 0;
        for (int mask = 0; mask < 1 << n; mask++) {
            if (Integer.bitCount(mask) != x.length) {
                continue;
            }
            double sum = 0;
            for (int i = 0; i < n; i++) {
                if ((mask & 1 << i) != 0) {
                    sum += ranks[i];
                }
            }
            all++;
            if (Math.abs(sum - expected) >= observedDistance - 1e-9) {
                extreme++;
            }
        }
        return (double) extreme / all;
    }
}
