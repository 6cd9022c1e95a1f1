package io.benchlab.core.stats;

import java.util.ArrayList;
import java.util.List;

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
                    .append(" and the 95% CIs of the geometric means do not overlap");
        }
        return s.append(')').toString();
    }

    /**
     * "no significant difference between A and B on Q2.1 (p=0.41)", or says which part of the
     * rule failed when that is not obvious from the p-value.
     */
    static String noDifference(Verdict.Evidence e, String baseline, String candidate, String measure) {
        return "no significant difference between " + baseline + " and " + candidate + " on " + measure
                + " (" + whyNotEstablished(e) + ")";
    }

    /**
     * "too noisy to conclude on Q2.1: the runs vary by 35% (A) / 12% (B), above 20%, and no
     * difference could be established (p=0.41, 95% CI of the speedup 0.60–3.10×)".
     */
    static String tooNoisy(Verdict.TooNoisy v, String baseline, String candidate, String measure) {
        Verdict.Evidence e = v.evidence();
        StringBuilder s = new StringBuilder("too noisy to conclude on ").append(measure).append(": the runs vary by ")
                .append(Format.percent(v.cvBaseline())).append(" (").append(baseline).append(") / ")
                .append(Format.percent(v.cvCandidate())).append(" (").append(candidate).append("), above ")
                .append(Format.percent(v.cvLimit())).append(", and no difference could be established (")
                .append(whyNotEstablished(e));
        if (e.rule() == Verdict.Rule.MANN_WHITNEY && e.pValue() >= e.alpha() && e.speedupCi().isDefined()) {
            int decimals = Format.decimalsFor(e.speedupCi().low());
            s.append(", ").append(Format.percent(e.confidence())).append(" CI of the speedup ")
                    .append(Format.factor(e.speedupCi().low(), decimals)).append('–')
                    .append(Format.factor(e.speedupCi().high(), decimals)).append('×');
        }
        return s.append(')').toString();
    }

    /** Which part of the rule failed: the p-value, the interval, or the small-sample conditions. */
    private static String whyNotEstablished(Verdict.Evidence e) {
        if (e.rule() == Verdict.Rule.SMALL_SAMPLE_SEPARATION) {
            return smallSampleRule(e) + ": "
                    + (!e.separated() ? "the runs overlap" : "the 95% CIs of the geometric means overlap");
        }
        String p = Format.p(e.pValue(), e.alpha());
        if (e.pValue() >= e.alpha()) {
            return p;
        }
        int decimals = Format.decimalsFor(e.speedupCi().low());
        return "Mann-Whitney " + p + ", but the " + Format.percent(e.confidence()) + " CI of the speedup, "
                + Format.factor(e.speedupCi().low(), decimals) + '–' + Format.factor(e.speedupCi().high(), decimals)
                + "×, includes 1";
    }

    /** Names the fallback rule and why it was needed, e.g. "small-sample rule (3 vs 3 runs ...)". */
    private static String smallSampleRule(Verdict.Evidence e) {
        return "small-sample rule (with " + e.nBaseline() + " vs " + e.nCandidate()
                + " runs Mann-Whitney cannot go below p=" + Format.pValue(e.minAttainablePValue(), e.alpha()) + ")";
    }

    /**
     * The verdict in a few words, for a table cell where the sentence does not fit (a sweep's one
     * table): "1.80× faster", "1.25× slower", "no significant difference", "too noisy",
     * "too few runs". The full sentence goes beside it (a hover tip), never a different wording.
     */
    static String brief(Verdict v) {
        return switch (v) {
            case Verdict.Faster f -> factorWord(f.evidence(), true);
            case Verdict.Slower sl -> factorWord(sl.evidence(), false);
            case Verdict.NoSignificantDifference n -> "no significant difference";
            case Verdict.TooNoisy t -> "too noisy";
            case Verdict.InsufficientData d -> "too few runs";
        };
    }

    /** The factor as the sentence writes it (same orientation, same decimals), so the two never show different numbers. */
    private static String factorWord(Verdict.Evidence e, boolean faster) {
        double factor = faster ? e.speedup() : 1 / e.speedup();
        double low = faster ? e.speedupCi().low() : 1 / e.speedupCi().high();
        return Format.factor(factor, Format.decimalsFor(factor, low)) + "× " + (faster ? "faster" : "slower");
    }

    /** A table cell's word: the direction only, as the table shows the ratio beside it ("same" is explained in {@link #notes}). */
    static String word(Verdict v) {
        return switch (v) {
            case Verdict.Faster f -> "faster";
            case Verdict.Slower sl -> "slower";
            case Verdict.NoSignificantDifference n -> "same";
            case Verdict.TooNoisy t -> "too noisy";
            case Verdict.InsufficientData d -> "too few runs";
        };
    }

    /** The rules behind a verdict, for a table's foot: the test (or the minimum), then the noise limit or what "same" means. */
    static List<Verdict.RuleNote> notes(Verdict v) {
        List<Verdict.RuleNote> out = new ArrayList<>();
        switch (v) {
            case Verdict.InsufficientData d -> out.add(new Verdict.RuleNote("Too few runs: a verdict needs at least " + d.minRuns()
                    + " samples on each side", "A " + d.nBaseline() + ", B " + d.nCandidate()));
            case Verdict.Faster f -> out.add(test(f.evidence(), true, true));
            case Verdict.Slower sl -> out.add(test(sl.evidence(), true, false));
            case Verdict.NoSignificantDifference n -> {
                out.add(test(n.evidence(), false, false));
                out.add(new Verdict.RuleNote("Same: no difference was established at these sample sizes, which is not proof that"
                        + " there is none", null));
            }
            case Verdict.TooNoisy t -> {
                out.add(test(t.evidence(), false, false));
                out.add(new Verdict.RuleNote("Too noisy: no difference was established and a side's samples vary by more than "
                        + Format.percent(t.cvLimit()) + " (coefficient of variation), too much to claim there is none either",
                        "A " + Format.percent(t.cvBaseline()) + ", B " + Format.percent(t.cvCandidate())));
            }
        }
        return out;
    }

    /** The test that decided between a difference and none, worded once per sample sizes, and what it found. */
    private static Verdict.RuleNote test(Verdict.Evidence e, boolean established, boolean candidateBetter) {
        if (e.rule() == Verdict.Rule.MANN_WHITNEY) {
            String rule = "Mann-Whitney: a difference needs p < " + Format.pValue(e.alpha(), 1) + " (two-sided) and the "
                    + Format.percent(e.confidence()) + " bootstrap interval of B/A not to include 1";
            boolean intervalFailed = !established && e.pValue() < e.alpha();
            return new Verdict.RuleNote(rule, intervalFailed ? "p < " + Format.pValue(e.alpha(), 1) + " but the interval includes 1" : null);
        }
        String rule = "Small-sample rule: with " + e.nBaseline() + " vs " + e.nCandidate() + " samples Mann-Whitney cannot go below p="
                + Format.pValue(e.minAttainablePValue(), e.alpha()) + ", so a difference needs every sample of one side to beat every"
                + " sample of the other and the 95% intervals of the two geometric means not to overlap";
        String finding = established ? (candidateBetter ? "every sample of B beat every sample of A" : "every sample of A beat every sample of B")
                : !e.separated() ? "the samples overlap" : "the intervals of the geometric means overlap";
        return new Verdict.RuleNote(rule, finding);
    }
}
