package io.benchlab.plugin.oltp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The distributions have the shapes sysbench documents and computes: bounds, means, spreads, the
 * special window and pareto's 80/20. Statistical tests with fixed seeds and wide margins: a shape
 * that is wrong is far outside them.
 */
class KeyDistributionTest {
    private static final int DRAWS = 200_000;
    private static final long A = 1;
    private static final long B = 10_000;

    private static long[] draws(KeyDistribution d, long a, long b) {
        SplittableRandom r = new SplittableRandom(42);
        long[] out = new long[DRAWS];
        for (int i = 0; i < DRAWS; i++) {
            out[i] = d.next(r, a, b);
            assertTrue(out[i] >= a && out[i] <= b, "draw " + out[i] + " outside [" + a + ", " + b + "]");
        }
        return out;
    }

    private static double mean(long[] v) {
        double s = 0;
        for (long x : v) {
            s += x;
        }
        return s / v.length;
    }

    private static double sd(long[] v) {
        double m = mean(v);
        double s = 0;
        for (long x : v) {
            s += (x - m) * (x - m);
        }
        return Math.sqrt(s / v.length);
    }

    private static double share(long[] v, long from, long to) {
        long n = 0;
        for (long x : v) {
            if (x >= from && x <= to) {
                n++;
            }
        }
        return n / (double) v.length;
    }

    @Test
    void uniformIsFlatOverTheWholeRange() {
        long[] v = draws(new KeyDistribution("uniform", 12, 1, 75, 0.2), A, B);
        assertEquals(5000.5, mean(v), 30);
        // a uniform's standard deviation: (b - a + 1) / sqrt(12)
        assertEquals(10_000 / Math.sqrt(12), sd(v), 30);
        for (int decile = 0; decile < 10; decile++) {
            assertEquals(0.1, share(v, 1 + decile * 1000L, (decile + 1) * 1000L), 0.005, "decile " + decile);
        }
        // both ends are reached
        assertEquals(1, java.util.Arrays.stream(v).min().orElseThrow());
        assertEquals(B, java.util.Arrays.stream(v).max().orElseThrow());
    }

    @Test
    void uniformOfOneValueIsThatValue() {
        SplittableRandom r = new SplittableRandom(1);
        for (int i = 0; i < 1000; i++) {
            assertEquals(7, KeyDistribution.uniform(r, 7, 7));
        }
    }

    @Test
    void gaussianIsTheMeanOfItsIterations() {
        long[] v = draws(new KeyDistribution("gaussian", 12, 1, 75, 0.2), A, B);
        assertEquals(5000, mean(v), 20);
        // the mean of n uniforms over a range of width t has standard deviation t / sqrt(12 n)
        assertEquals(10_000 / Math.sqrt(12 * 12), sd(v), 10);
        long[] one = draws(new KeyDistribution("gaussian", 1, 1, 75, 0.2), A, B);
        assertEquals(10_000 / Math.sqrt(12), sd(one), 30, "one iteration is uniform");
    }

    @Test
    void specialPutsResPercentIntoAWindowOfPctPercentAtTheMiddle() {
        long[] v = draws(KeyDistribution.sysbenchDefault(), A, B);
        // t = 9999, pct = 1: the window is a + ⌊t/2 − t·pct/200 + u·(t·pct/100 + 1)⌋. sysbench reuses the
        // uniform u that chose the branch, and only u ≥ (100 − res)/100 = 0.25 takes it: the special keys
        // are the upper three quarters of the window, ids 4975..5051
        double inWindow = share(v, 4975, 5051);
        // 75% land there, plus the gaussian quarter's share of those 77 ids (sd t/12 ≈ 833: about 3.7%)
        assertEquals(0.75 + 0.25 * 0.037, inWindow, 0.006);
        assertEquals(0.25 * 25 / (833 * Math.sqrt(2 * Math.PI)), share(v, 4950, 4974), 0.001, "below it only the gaussian");
        assertEquals(0, share(v, 5052, 5060) - share(v, 4941, 4949), 0.002, "the gaussian is centred");
        // the other quarter is gaussian over the whole range: far from the middle, it is thin but present
        assertTrue(share(v, 1, 3000) > 0.0005 && share(v, 1, 3000) < 0.01, "tails: " + share(v, 1, 3000));
        // more special values in a wider window: pct 10, res 90 → u ≥ 0.1, ids 4600..5500, flat
        long[] wide = draws(new KeyDistribution("special", 12, 10, 90, 0.2), A, B);
        assertEquals(0.9 + 0.1 * 0.42, share(wide, 4600, 5500), 0.006);
        double perId = 0.9 / 901 + 0.1 / (833 * Math.sqrt(2 * Math.PI));
        assertEquals(perId * 21, share(wide, 4990, 5010), perId * 21 * 0.06, "flat inside the window");
        assertEquals(perId * 21, share(wide, 5470, 5490), perId * 21 * 0.1, "to its upper end");
    }

    @Test
    void specialWithResOf100IsTheWindowOnly() {
        long[] v = draws(new KeyDistribution("special", 12, 1, 100, 0.2), A, B);
        assertEquals(1.0, share(v, 4950, 5051), 1e-9);
        assertEquals(0.0, share(v, 1, 4949) + share(v, 5052, B), 1e-9);
    }

    @Test
    void paretoPutsOneMinusHOfTheDrawsOnTheLowestH() {
        long[] v = draws(new KeyDistribution("pareto", 12, 1, 75, 0.2), A, B);
        // u^(ln h / ln(1-h)) < h  ⟺  u < 1 - h: 80% of the draws fall on the lowest 20% of the ids
        assertEquals(0.8, share(v, 1, 2000), 0.005);
        long[] v10 = draws(new KeyDistribution("pareto", 12, 1, 75, 0.1), A, B);
        assertEquals(0.9, share(v10, 1, 1000), 0.005);
        long[] half = draws(new KeyDistribution("pareto", 12, 1, 75, 0.5), A, B);
        assertEquals(5000.5, mean(half), 30, "h = 0.5 is uniform");
    }

    @Test
    void parametersOutOfRangeAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new KeyDistribution("uniform", 0, 1, 75, 0.2));
        assertThrows(IllegalArgumentException.class, () -> new KeyDistribution("special", 12, 1, 101, 0.2));
        assertThrows(IllegalArgumentException.class, () -> new KeyDistribution("pareto", 12, 1, 75, 1.0));
        assertThrows(IllegalArgumentException.class, () -> new KeyDistribution("zipf", 12, 1, 75, 0.2));
    }

    @Test
    void uniqueIdsNeverRepeatAcrossWorkers() {
        java.util.Set<Long> seen = new java.util.HashSet<>();
        for (int w = 0; w < 4; w++) {
            UniqueIds ids = new UniqueIds(123_456_789L, w, 4);
            for (int i = 0; i < 50_000; i++) {
                long id = ids.nextId();
                assertTrue(id >= Integer.MIN_VALUE && id <= Integer.MAX_VALUE, "an INT: " + id);
                assertTrue(seen.add(id), "id " + id + " twice");
            }
        }
        // the permutation is one-to-one on 32 bits: the quadratic residues are distinct on each half
        assertEquals(UniqueIds.permute(4_294_967_295L), 4_294_967_295L);
    }
}
