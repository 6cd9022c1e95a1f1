package io.benchlab.core.stats;

import org.apache.commons.math3.random.RandomGenerator;
import org.apache.commons.math3.random.Well19937c;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;

/**
 * Percentile-bootstrap confidence interval of the speedup (ratio of medians, oriented by
 * {@link Direction}).
 *
 * <p>Each resample draws, with replacement, as many values from the baseline as it has and as
 * many from the candidate as it has (the two samples are resampled independently, since runs
 * of A and B are not paired), and records the speedup of the two resampled medians. The interval
 * is the 2.5th and 97.5th percentile of those speedups (for 95%).
 *
 * <p>Deterministic by design: the generator is Commons Math's {@link Well19937c} with a fixed seed,
 * and the inputs are sorted first, so the same runs — in any order — give the same interval on
 * every machine and JDK. A report regenerated from the same results must not change its numbers.
 */
public final class Bootstrap {

    /** Number of resamples: enough for stable 2.5%/97.5% percentiles (about 50 in each tail). */
    public static final int DEFAULT_RESAMPLES = 2_000;

    /** Fixed default seed; any fixed value works, what matters is that it never changes. */
    public static final long DEFAULT_SEED = 20_260_101L;

    private Bootstrap() {}

    /** {@link #speedupInterval(double[], double[], Direction, double, int, long)} with the defaults. */
    public static Interval speedupInterval(double[] baseline, double[] candidate, Direction direction,
            double confidence) {
        return speedupInterval(baseline, candidate, direction, confidence, DEFAULT_RESAMPLES, DEFAULT_SEED);
    }

    /**
     * Bootstrap interval of the speedup. Returns {@link Interval#UNDEFINED} when a side has fewer
     * than 2 values: resampling one value only reproduces it, and the resulting zero-width interval
     * would claim a certainty nobody has.
     *
     * @param confidence e.g. 0.95
     * @throws IllegalArgumentException on non-finite or non-positive values, resamples &lt; 1 or a confidence
     *                                  outside (0, 1)
     */
    public static Interval speedupInterval(double[] baseline, double[] candidate, Direction direction,
            double confidence, int resamples, long seed) {
        double[] a = Samples.sortedFiniteCopy(baseline, "baseline");
        double[] b = Samples.sortedFiniteCopy(candidate, "candidate");
        if (!(confidence > 0 && confidence < 1) || resamples < 1) {
            throw new IllegalArgumentException("confidence " + confidence + ", resamples " + resamples);
        }
        if ((a.length > 0 && a[0] <= 0) || (b.length > 0 && b[0] <= 0)) {
            throw new IllegalArgumentException("a speedup is a ratio: values must be positive");
        }
        if (a.length < 2 || b.length < 2) {
            return Interval.UNDEFINED;
        }
        RandomGenerator rng = new Well19937c(seed);
        Percentile percentile = Samples.percentile();
        double[] resampleA = new double[a.length];
        double[] resampleB = new double[b.length];
        double[] speedups = new double[resamples];
        for (int i = 0; i < resamples; i++) {
            draw(a, resampleA, rng);
            draw(b, resampleB, rng);
            speedups[i] = direction.speedup(percentile.evaluate(resampleA, 50), percentile.evaluate(resampleB, 50));
        }
        double tail = (1 - confidence) / 2 * 100;
        percentile.setData(speedups);
        return new Interval(percentile.evaluate(tail), percentile.evaluate(100 - tail));
    }

    private static void draw(double[] from, double[] into, RandomGenerator rng) {
        for (int i = 0; i < into.length; i++) {
            into[i] = from[rng.nextInt(from.length)];
        }
    }
}
