package io.benchlab.core.stats;

/** The sentences of tested verdicts; kept apart from {@link Verdict} so the records stay readable. */
final class Wording {

    private Wording() {}

    /**
     * "B is 1.80× faster than A on Q2.1 (95% CI 1.70–1.90×, Mann-Whitney p=0.0002)". A slowdown
     * is stated as its own factor (1 / speedup, interval inverted), because "0.8× faster" is not
     * how anyone says "1.25× slower".
     */
    static String difference(Verdict.Evidence e, boolean faster, String baseline, String candidate, String measure) {
        double factor = faster ? e.speedup() : 1 / e.speedup();
        double low = faster ? e.speedupCi().low() : 1 / e.speedupCi().high();
        double high = faster ? e.speedupCi().high() : 1 / e.speedupCi().low();
        int decimals = Format.decimalsFor(factor, low);
        StringBuilder s = new StringBuilder()
                .append(candidate).append(" is ").append(Format.factor(factor, decimals)).append("× ")
                .append(faster ? "faster" : "slower").append(" than ").append(baseline).append(" on ").append(measure)
                .append(" (").append(Format.percent(e.confidence())).append(" CI ")
                .append(Format.factor(low, decimals)).append('–').append(Format.factor(high, decimals)).append('×');
        if (e.rule() == Verdict.Rule.MANN_WHITNEY) {
            s.append(", Mann-Whitney ").append(Format.p(e.pValue(), e.alpha()));
        } else {
            String winner = faster ? candidate : baseline;
            String loser = faster ? baseline : candidate;
            s.append("; ").append(smallSampleRule(e))
                    .append(": every run of ").append(winner).append(" beat every run of ").append(loser)
                    .append(" and the 95% CIs of the means do not overlap");
        }
        return s.append(')').toString();
    }

    /**
     * "no significant difference between A and B on Q2.1 (p=0.41)", or says which part of the
     * rule failed when that is not obvious from the p-value.
     */
    static String noDifference(Verdict.Evidence e, String baseline, String candidate, String measure) {
        StringBuilder s = new StringBuilder("no significant difference between ")
                .append(baseline).append(" and ").append(candidate).append(" on ").append(measure).append(" (");
        String p = Format.p(e.pValue(), e.alpha());
        if (e.rule() == Verdict.Rule.SMALL_SAMPLE_SEPARATION) {
            s.append(smallSampleRule(e)).append(": ")
                    .append(!e.separated() ? "the runs overlap" : "the 95% CIs of the means overlap");
        } else if (e.pValue() >= e.alpha()) {
            s.append(p);
        } else {
            int decimals = Format.decimalsFor(e.speedupCi().low());
            s.append("Mann-Whitney ").append(p).append(", but the ").append(Format.percent(e.confidence()))
                    .append(" CI of the speedup, ").append(Format.factor(e.speedupCi().low(), decimals)).append('–')
                    .append(Format.factor(e.speedupCi().high(), decimals)).append("×, includes 1");
        }
        return s.append(')').toString();
    }

    /** Names the fallback rule and why it was needed, e.g. "small-sample rule (3 vs 3 runs ...)". */
    private static String smallSampleRule(Verdict.Evidence e) {
        return "small-sample rule (with " + e.nBaseline() + " vs " + e.nCandidate()
                + " runs Mann-Whitney cannot go below p=" + Format.pValue(e.minAttainablePValue(), e.alpha()) + ")";
    }
}
