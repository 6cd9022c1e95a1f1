package io.benchlab.core.stats;

/** Applies the verdict rules documented on {@link Comparison}, in that order. */
final class VerdictRules {

    private VerdictRules() {}

    /** {@code a} and {@code b} are sorted ascending. */
    static Verdict decide(double[] a, double[] b, Summary sa, Summary sb, Direction direction, Thresholds t,
            double speedup, Interval ci, double p, double minP) {
        if (a.length < t.minRuns() || b.length < t.minRuns()) {
            return new Verdict.InsufficientData(a.length, b.length, t.minRuns());
        }
        boolean candidateBeatsAll = beatsAll(b, a, direction);
        boolean baselineBeatsAll = beatsAll(a, b, direction);
        Interval logA = Summary.of(logs(a)).meanCi95();
        Interval logB = Summary.of(logs(b)).meanCi95();
        boolean disjoint = logA.high() < logB.low() || logB.high() < logA.low();
        boolean testCanDecide = minP < t.alpha();
        Verdict.Rule rule = testCanDecide ? Verdict.Rule.MANN_WHITNEY : Verdict.Rule.SMALL_SAMPLE_SEPARATION;
        Verdict.Evidence e = new Verdict.Evidence(a.length, b.length, speedup, ci, t.confidence(), rule, p, minP,
                t.alpha(), candidateBeatsAll || baselineBeatsAll, disjoint);

        if (testCanDecide) {
            if (p < t.alpha() && ci.excludes(1)) {
                return ci.low() > 1 ? new Verdict.Faster(e) : new Verdict.Slower(e);
            }
        } else if (disjoint && candidateBeatsAll) {
            return new Verdict.Faster(e);
        } else if (disjoint && baselineBeatsAll) {
            return new Verdict.Slower(e);
        }
        // No difference established. Only now does the spread decide what that means.
        if (sa.coefficientOfVariation() > t.cvLimit() || sb.coefficientOfVariation() > t.cvLimit()) {
            return new Verdict.TooNoisy(sa.coefficientOfVariation(), sb.coefficientOfVariation(), t.cvLimit(), e);
        }
        return new Verdict.NoSignificantDifference(e);
    }

    /** True when every value of {@code winner} is strictly better than every value of {@code loser}. */
    private static boolean beatsAll(double[] winner, double[] loser, Direction direction) {
        double worstWinner = direction == Direction.LOWER_IS_BETTER ? winner[winner.length - 1] : winner[0];
        double bestLoser = direction == Direction.LOWER_IS_BETTER ? loser[0] : loser[loser.length - 1];
        return direction.isBetter(worstWinner, bestLoser);
    }

    private static double[] logs(double[] values) {
        double[] out = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = Math.log(values[i]);
        }
        return out;
    }
}
