package io.benchlab.core.history;

import java.util.Arrays;
import org.apache.commons.math3.distribution.BinomialDistribution;

/**
 * The median of a run's samples and a distribution-free interval of it from order statistics: the
 * k-th smallest and k-th largest samples, k the largest with P(Binomial(n, ½) &lt; k) ≤ 2.5%, so the
 * interval holds the true median with at least 95% probability whatever the samples' distribution
 * (the samples of one run — warm repeats, intervals of a stream — are rarely normal). Below six
 * samples no such k exists; the interval is then the samples' range.
 */
final class MedianInterval {
    private MedianInterval() {
    }

    /** {median, low, high} of non-empty samples. */
    static double[] of(double[] samples) {
        double[] s = samples.clone();
        Arrays.sort(s);
        int n = s.length;
        double median = n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
        int k = 0;
        if (n >= 6) {
            BinomialDistribution b = new BinomialDistribution(null, n, 0.5);
            while (k + 1 <= n / 2 && b.cumulativeProbability(k) <= 0.025) {
                k++; // P(X ≤ k−1) = P(X < k) ≤ 2.5%
            }
        }
        int lo = Math.max(0, k - 1);
        return new double[] {median, s[lo], s[n - 1 - lo]};
    }
}
