package io.benchlab.core.stats;

import org.apache.commons.math3.stat.inference.MannWhitneyUTest;
import org.apache.commons.math3.stat.ranking.NaNStrategy;
import org.apache.commons.math3.stat.ranking.NaturalRanking;
import org.apache.commons.math3.stat.ranking.TiesStrategy;

/**
 * Two-sided Mann-Whitney U (Wilcoxon rank-sum) test.
 *
 * <p>Why not just {@link MannWhitneyUTest#mannWhitneyUTest}: in Commons Math 3.6.1 it always uses
 * the normal approximation, without continuity or tie correction. That is fine for large
 * samples, but benchmarks typically have 3–30 runs per side, where it is anti-conservative: for
 * 3 vs 3 runs with complete separation it reports p = 0.0495, while the true (exact) p-value is
 * 2 / C(6,3) = 0.1 — the approximation would declare significance that the test cannot give.
 *
 * <p>So for samples smaller than {@link #EXACT_LIMIT} on both sides (R's {@code wilcox.test} uses
 * the same limit) the p-value is exact: the permutation distribution of the rank sum, counted by
 * dynamic programming over the actual (mid-)ranks. Because it uses the observed midranks, ties are
 * handled exactly too (R falls back to the approximation on ties). Larger samples use Commons
 * Math's normal approximation, where its simplifications no longer matter much.
 */
public final class MannWhitney {

    /** Exact p-values when both samples have fewer values than this. */
    public static final int EXACT_LIMIT = 50;

    /**
     * Outcome of one test.
     *
     * @param u                   U statistic of the first sample: the number of pairs (x, y) with
     *                            x &gt; y, ties counting ½ (R's W, scipy's statistic)
     * @param pValue              two-sided p-value
     * @param exact               true if {@code pValue} is exact, false if normal approximation
     * @param minAttainablePValue the smallest two-sided p-value any arrangement of these values
     *                            could produce for these sample sizes and ties (exact mode only;
     *                            0 for the approximation). If it exceeds alpha the test can never be
     *                            significant, however large the difference.
     */
    public record Result(double u, double pValue, boolean exact, double minAttainablePValue) {}

    private MannWhitney() {}

    /**
     * Tests whether {@code x} and {@code y} come from the same distribution (two-sided).
     *
     * @throws IllegalArgumentException if a sample is empty or holds NaN or infinities
     */
    public static Result test(double[] x, double[] y) {
        double[] xs = Samples.sortedFiniteCopy(x, "x");
        double[] ys = Samples.sortedFiniteCopy(y, "y");
        if (xs.length == 0 || ys.length == 0) {
            throw new IllegalArgumentException("Mann-Whitney needs at least one value in each sample");
        }
        int n1 = xs.length;
        int n2 = ys.length;
        double[] doubledRanks = doubledMidranks(xs, ys);
        long rankSumX2 = 0; // twice the rank sum of x: midranks are multiples of ½
        for (int i = 0; i < n1; i++) {
            rankSumX2 += (long) doubledRanks[i];
        }
        double u = rankSumX2 / 2.0 - n1 * (n1 + 1) / 2.0;
        if (n1 < EXACT_LIMIT && n2 < EXACT_LIMIT) {
            return exact(doubledRanks, n1, rankSumX2, u);
        }
        double p = new MannWhitneyUTest().mannWhitneyUTest(xs, ys);
        return new Result(u, p, false, 0);
    }

    /** Ranks of x then y in the pooled sample, ties averaged, times two so they are integers. */
    private static double[] doubledMidranks(double[] xs, double[] ys) {
        double[] pooled = new double[xs.length + ys.length];
        System.arraycopy(xs, 0, pooled, 0, xs.length);
        System.arraycopy(ys, 0, pooled, xs.length, ys.length);
        double[] ranks = new NaturalRanking(NaNStrategy.FAILED, TiesStrategy.AVERAGE).rank(pooled);
        for (int i = 0; i < ranks.length; i++) {
            ranks[i] = Math.rint(ranks[i] * 2);
        }
        return ranks;
    }

    /**
     * Exact permutation p-value: under the null hypothesis every choice of n1 of the N pooled
     * (doubled) ranks is equally likely to be x's. {@code ways[k][s]} counts the k-subsets with
     * rank sum s; counts are doubles because C(98, 49) overflows a long, and only their ratios
     * matter. Two-sided means "at least as far from the expected rank sum, either way".
     */
    private static Result exact(double[] doubledRanks, int n1, long observedSum, double u) {
        int total = doubledRanks.length;
        int maxSum = 0;
        for (double r : doubledRanks) {
            maxSum += (int) r;
        }
        double[][] ways = new double[n1 + 1][maxSum + 1];
        ways[0][0] = 1;
        for (int i = 0; i < total; i++) {
            int r = (int) doubledRanks[i];
            for (int k = Math.min(i + 1, n1); k >= 1; k--) {
                double[] row = ways[k];
                double[] previous = ways[k - 1];
                for (int s = maxSum; s >= r; s--) {
                    row[s] += previous[s - r];
                }
            }
        }
        double[] distribution = ways[n1];
        long expected = (long) n1 * (total + 1); // twice n1·(N+1)/2, exact in doubled units
        long observedDistance = Math.abs(observedSum - expected);
        long maxDistance = 0;
        double all = 0;
        for (int s = 0; s <= maxSum; s++) {
            if (distribution[s] > 0) {
                all += distribution[s];
                maxDistance = Math.max(maxDistance, Math.abs(s - expected));
            }
        }
        double atLeastObserved = 0;
        double atLeastMostExtreme = 0;
        for (int s = 0; s <= maxSum; s++) {
            long distance = Math.abs(s - expected);
            if (distance >= observedDistance) {
                atLeastObserved += distribution[s];
            }
            if (distance >= maxDistance) {
                atLeastMostExtreme += distribution[s];
            }
        }
        return new Result(u, Math.min(1, atLeastObserved / all), true, Math.min(1, atLeastMostExtreme / all));
    }
}
