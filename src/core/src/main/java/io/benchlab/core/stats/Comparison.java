package io.benchlab.core.stats;

/**
 * Baseline A against candidate B on one measure (e.g. seconds of query Q2.1 over repeated runs).
 *
 * <h2>Effect size: ratio of medians</h2>
 * The speedup is the ratio of the medians, not of the means, oriented by {@link Direction} so
 * that above 1 means B is better. Benchmark runs are skewed to the slow side: one run hit by a
 * checkpoint, a cold page or a GC pause can move a mean of 5–10 runs by tens of percent, while the
 * median stays with the typical run — which is also what the rank-based Mann-Whitney test looks at.
 * Its uncertainty is a percentile bootstrap interval ({@link Bootstrap}, 2,000 resamples, fixed
 * seed: the same runs always give the same interval).
 *
 * <h2>Verdict rules, in order</h2>
 * Noise is weighed against the size of the difference, never put in its place: a 47× slowdown
 * whose slow side varies by 40% is still a 47× slowdown. The spread of the runs only decides what
 * to call a difference that could not be established.
 * <ol>
 * <li>Fewer than {@link Thresholds#minRuns()} runs on a side: {@link Verdict.InsufficientData}.
 * <li>If Mann-Whitney can reach p &lt; alpha with these sample sizes: {@link Verdict.Rule#MANN_WHITNEY}.
 *     A difference needs both the two-sided p &lt; alpha and the bootstrap interval of the speedup
 *     excluding 1 (so the claimed direction and size are also backed): {@link Verdict.Faster} or
 *     {@link Verdict.Slower}, whatever the coefficients of variation.
 * <li>Otherwise the samples are too small for the test to ever be significant — with no ties,
 *     the smallest exact two-sided p is 2 / C(nA + nB, nA): 0.1 for 3 vs 3, 0.057 for 3 vs 4,
 *     0.029 for 4 vs 4. Rather than never seeing a 2× change measured 3 times each,
 *     {@link Verdict.Rule#SMALL_SAMPLE_SEPARATION} decides, and the wording says so: every run of
 *     one side beats every run of the other, AND the Student-t 95% intervals of the two geometric
 *     means (the means of the logarithms) do not overlap. Separation alone happens by chance with
 *     probability 0.1 at 3 vs 3; non-overlapping t intervals (t = 4.30 at 2 degrees of freedom)
 *     additionally require the gap to be large against the run-to-run spread. The log scale is
 *     the scale of ratios: run times spread multiplicatively (a slow side at 19 s ± 40% and a fast
 *     one at 0.4 s ± 5% are far apart in ratio, while arithmetic t intervals of the slow side would
 *     reach below zero). (A bootstrap interval excluding 1 is no extra evidence here: with complete
 *     separation every resampled ratio is on the same side of 1 by construction.)
 * <li>No difference established: if either side's coefficient of variation exceeds
 *     {@link Thresholds#cvLimit()}, {@link Verdict.TooNoisy} — the intervals overlap and the
 *     runs are too unstable to say that there is no difference either; fix the setup and measure
 *     again. Otherwise {@link Verdict.NoSignificantDifference}.
 * </ol>
 *
 * @param direction           whether lower or higher values are better
 * @param thresholds          the rules' knobs
 * @param baseline            summary of A
 * @param candidate           summary of B
 * @param speedup             {@link Direction#speedup} of the medians; NaN if a side is empty
 * @param speedupCi           bootstrap interval at {@link Thresholds#confidence()}; undefined if a side has &lt; 2 runs
 * @param pValue              two-sided Mann-Whitney p-value; NaN if a side is empty
 * @param minAttainablePValue smallest p-value the test could give for these sizes; NaN if a side is empty
 * @param verdict             the conclusion
 */
public record Comparison(
        Direction direction,
        Thresholds thresholds,
        Summary baseline,
        Summary candidate,
        double speedup,
        Interval speedupCi,
        double pValue,
        double minAttainablePValue,
        Verdict verdict) {

    /** Compares with {@link Thresholds#DEFAULT}. */
    public static Comparison of(double[] baseline, double[] candidate, Direction direction) {
        return of(baseline, candidate, direction, Thresholds.DEFAULT);
    }

    /**
     * Compares baseline A with candidate B. Arrays are not modified; their order does not matter.
     *
     * @throws IllegalArgumentException if a value is NaN, infinite, zero or negative (a speedup is
     *                                  a ratio; drop failed runs before comparing)
     */
    public static Comparison of(double[] baseline, double[] candidate, Direction direction, Thresholds thresholds) {
        double[] a = Samples.sortedFiniteCopy(baseline, "baseline");
        double[] b = Samples.sortedFiniteCopy(candidate, "candidate");
        requirePositive(a, "baseline");
        requirePositive(b, "candidate");
        Summary sa = Summary.of(a);
        Summary sb = Summary.of(b);
        boolean bothPresent = a.length > 0 && b.length > 0;
        double speedup = bothPresent ? direction.speedup(sa.median(), sb.median()) : Double.NaN;
        Interval ci = Bootstrap.speedupInterval(a, b, direction, thresholds.confidence());
        MannWhitney.Result test = bothPresent ? MannWhitney.test(a, b) : null;
        double p = test == null ? Double.NaN : test.pValue();
        double minP = test == null ? Double.NaN : test.minAttainablePValue();
        Verdict verdict = VerdictRules.decide(a, b, sa, sb, direction, thresholds, speedup, ci, p, minP);
        return new Comparison(direction, thresholds, sa, sb, speedup, ci, p, minP, verdict);
    }

    /** Shorthand for {@code verdict().describe(...)}. */
    public String describe(String baselineName, String candidateName, String measureName) {
        return verdict.describe(baselineName, candidateName, measureName);
    }

    /** The p-value as the sentences write it (two significant digits, never rounded across alpha, "<0.001"); "–" when untested. */
    public String pValueText() {
        return Double.isNaN(pValue) ? "–" : Format.pValue(pValue, thresholds.alpha());
    }

    private static void requirePositive(double[] sorted, String what) {
        if (sorted.length > 0 && sorted[0] <= 0) {
            throw new IllegalArgumentException(what + " has a non-positive value " + sorted[0]
                    + "; a speedup is a ratio, drop failed runs before comparing");
        }
    }
}
