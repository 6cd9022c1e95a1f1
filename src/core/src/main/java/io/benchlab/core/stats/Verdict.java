package io.benchlab.core.stats;

import java.util.List;

/**
 * What a {@link Comparison} concludes, with the evidence needed to say it in one sentence.
 * Decided by the rules documented on {@link Comparison}.
 *
 * <p>Switch over the records, or over {@link #kind()} where only the category matters.
 */
public sealed interface Verdict
        permits Verdict.Faster, Verdict.Slower, Verdict.NoSignificantDifference, Verdict.TooNoisy,
                Verdict.InsufficientData {

    /** The category of a verdict. */
    enum Kind { FASTER, SLOWER, NO_SIGNIFICANT_DIFFERENCE, TOO_NOISY, INSUFFICIENT_DATA }

    /** Which rule decided between a difference and no significant difference. */
    enum Rule {
        /** Two-sided Mann-Whitney p &lt; alpha and the bootstrap CI of the speedup excludes 1. */
        MANN_WHITNEY,
        /**
         * Used only when the samples are so small that Mann-Whitney cannot reach p &lt; alpha
         * whatever the data: every run of one side beats every run of the other AND the Student-t
         * 95% intervals of the two geometric means do not overlap.
         */
        SMALL_SAMPLE_SEPARATION
    }

    /**
     * The numbers behind a tested verdict.
     *
     * @param nBaseline            runs of the baseline
     * @param nCandidate           runs of the candidate
     * @param speedup              ratio of medians oriented so that &gt; 1 means the candidate is better
     * @param speedupCi            bootstrap interval of the speedup
     * @param confidence           level of {@code speedupCi}, e.g. 0.95
     * @param rule                 which rule decided
     * @param pValue               two-sided Mann-Whitney p-value (reported under either rule)
     * @param minAttainablePValue  smallest p-value these sample sizes allow (0 if approximate)
     * @param alpha                significance level used
     * @param separated            every run of one side beat every run of the other
     * @param meanIntervalsDisjoint the Student-t intervals of the two geometric means (means of the logarithms) do not overlap
     */
    record Evidence(
            int nBaseline,
            int nCandidate,
            double speedup,
            Interval speedupCi,
            double confidence,
            Rule rule,
            double pValue,
            double minAttainablePValue,
            double alpha,
            boolean separated,
            boolean meanIntervalsDisjoint) {}

    Kind kind();

    /**
     * One sentence for reports and the command line, e.g. "B is 1.80× faster than A on Q2.1 (95% CI
     * 1.70–1.90×, Mann-Whitney p=0.0002)".
     */
    String describe(String baselineName, String candidateName, String measureName);

    /** The verdict in a few words ("1.80× faster", "too noisy") for a table cell; {@link #describe} is the full sentence. */
    default String brief() {
        return Wording.brief(this);
    }

    /**
     * The verdict in a word or two for a table that shows the ratio in a column of its own: "faster",
     * "slower", "same", "too noisy", "too few runs". The rules behind it are worded once under such a
     * table ({@link #notes}); {@link #describe} is its full sentence.
     */
    default String word() {
        return Wording.word(this);
    }

    /**
     * The rules that reached this verdict, each with what it found here: a table of verdicts words
     * each rule once below it and lists the figures under each finding, instead of repeating the
     * rule on every line as {@link #describe} does.
     */
    default List<RuleNote> notes() {
        return Wording.notes(this);
    }

    /**
     * One rule behind a verdict.
     *
     * @param rule    the rule in a sentence, the same for every figure it decided ("Small-sample rule: with 3 vs 3
     *                samples …"), so equal rules are said once
     * @param finding what it found on this figure ("the runs overlap", "A 78%, B 68%"); null when the table's own
     *                columns say it (a p-value, a ratio)
     */
    record RuleNote(String rule, String finding) {
    }

    /** The candidate is better; {@code evidence.speedup()} &gt; 1. */
    record Faster(Evidence evidence) implements Verdict {
        @Override
        public Kind kind() {
            return Kind.FASTER;
        }

        @Override
        public String describe(String baselineName, String candidateName, String measureName) {
            return Wording.difference(evidence, true, baselineName, candidateName, measureName);
        }
    }

    /** The candidate is worse; {@code evidence.speedup()} &lt; 1. Its slowdown is 1 / speedup. */
    record Slower(Evidence evidence) implements Verdict {
        @Override
        public Kind kind() {
            return Kind.SLOWER;
        }

        @Override
        public String describe(String baselineName, String candidateName, String measureName) {
            return Wording.difference(evidence, false, baselineName, candidateName, measureName);
        }
    }

    /** The test ran and did not show a difference. Not proof that there is none. */
    record NoSignificantDifference(Evidence evidence) implements Verdict {
        @Override
        public Kind kind() {
            return Kind.NO_SIGNIFICANT_DIFFERENCE;
        }

        @Override
        public String describe(String baselineName, String candidateName, String measureName) {
            return Wording.noDifference(evidence, baselineName, candidateName, measureName);
        }
    }

    /**
     * No difference could be established and at least one side varies more than the limit: the
     * intervals overlap and the runs are too unstable to say that there is none either.
     *
     * @param evidence the test that could not establish a difference
     */
    record TooNoisy(double cvBaseline, double cvCandidate, double cvLimit, Evidence evidence) implements Verdict {
        @Override
        public Kind kind() {
            return Kind.TOO_NOISY;
        }

        @Override
        public String describe(String baselineName, String candidateName, String measureName) {
            return Wording.tooNoisy(this, baselineName, candidateName, measureName);
        }
    }

    /** Fewer runs than the minimum on at least one side. */
    record InsufficientData(int nBaseline, int nCandidate, int minRuns) implements Verdict {
        @Override
        public Kind kind() {
            return Kind.INSUFFICIENT_DATA;
        }

        @Override
        public String describe(String baselineName, String candidateName, String measureName) {
            return "not enough runs to test " + measureName + " (" + baselineName + ": " + nBaseline + ", "
                    + candidateName + ": " + nCandidate + "; need at least " + minRuns + " each)";
        }
    }
}
