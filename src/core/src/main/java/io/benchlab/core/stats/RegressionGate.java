package io.benchlab.core.stats;

import java.math.BigDecimal;
import java.util.Locale;

/**
 * CI gate behind {@code benchlab compare --fail-on-regression 5%}: fails when the candidate is
 * significantly worse than the baseline by more than the threshold.
 *
 * <p>"Regressed" means both: the verdict is {@link Verdict.Slower} (the evidence rules of
 * {@link Comparison} hold), and the point estimate of the loss — {@link Direction#loss} of the
 * speedup, in the measure's own units — exceeds the threshold. The point estimate rather than the
 * far end of the interval is deliberate: requiring the whole interval beyond 5% would let most real
 * 6% regressions through with the few runs CI can afford. A significant loss under the threshold
 * passes: that is what the threshold is for.
 *
 * <p>Noise never hides an established regression: the verdict rules weigh the spread of the runs
 * against the size of the difference (rank test, bootstrap interval of the ratio), so a 47×
 * slowdown on a side that varies by 40% is {@link Verdict.Slower} and fails the gate. Only when no
 * difference can be established and a side varies beyond the limit is the verdict
 * {@link Verdict.TooNoisy}; that and too-short measurements are {@link Outcome#INCONCLUSIVE}, not a
 * pass, so a CI script can choose to treat them as failures too.
 *
 * @param threshold tolerated loss as a fraction, e.g. 0.05 for 5%
 */
public record RegressionGate(double threshold) {

    /** Gate outcome. */
    public enum Outcome {
        /** No significant loss beyond the threshold (including significant improvements). */
        PASS,
        /** Significantly worse by more than the threshold: fail the build. */
        REGRESSED,
        /** Too noisy or too few runs to tell. */
        INCONCLUSIVE
    }

    /**
     * @param outcome the decision
     * @param loss    how much worse B is than A as a fraction (negative if better); NaN if untested
     * @param verdict the comparison's verdict, for the explanation
     */
    public record Result(Outcome outcome, double loss, Verdict verdict) {

        /** True when the build should fail. */
        public boolean regressed() {
            return outcome == Outcome.REGRESSED;
        }
    }

    public RegressionGate {
        if (!(threshold >= 0 && threshold < 1)) {
            throw new IllegalArgumentException("regression threshold must be in [0, 1): " + threshold);
        }
    }

    /** The forms {@link #parse} reads, for messages: what a user may write. */
    public static final String FORMS = "a percentage below 100% such as 5%, or a fraction below 1 such as 0.05";

    /**
     * Parses the command-line form: "5%" (percent) or "0.05" (fraction), each below 100%.
     *
     * @throws IllegalArgumentException with one line naming {@link #FORMS} for anything else,
     *                                  including a bare "5" (five percent or five hundred?) and "150%"
     */
    public static RegressionGate parse(String text) {
        String s = text == null ? "" : text.strip();
        boolean percent = s.endsWith("%");
        double value;
        try {
            value = Double.parseDouble(percent ? s.substring(0, s.length() - 1).strip() : s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + s + "' is not a regression threshold: write " + FORMS, e);
        }
        if (!percent && value >= 1 && value < 100) {
            throw new IllegalArgumentException("'" + s + "' is not a regression threshold: write " + trim(value) + "% for "
                    + trim(value) + " percent (or the fraction " + trim(value / 100) + ")");
        }
        double fraction = percent ? value / 100 : value;
        if (!(fraction >= 0 && fraction < 1)) {
            throw new IllegalArgumentException("'" + s + "' is not a regression threshold: write " + FORMS
                    + " (a throughput cannot fall by 100% or more)");
        }
        return new RegressionGate(fraction);
    }

    /** Applies the gate to one comparison. */
    public Result evaluate(Comparison comparison) {
        Verdict verdict = comparison.verdict();
        double loss = Double.isNaN(comparison.speedup()) ? Double.NaN : comparison.direction().loss(comparison.speedup());
        Outcome outcome = switch (verdict) {
            case Verdict.Slower slower -> loss > threshold ? Outcome.REGRESSED : Outcome.PASS;
            case Verdict.TooNoisy noisy -> Outcome.INCONCLUSIVE;
            case Verdict.InsufficientData few -> Outcome.INCONCLUSIVE;
            case Verdict.Faster faster -> Outcome.PASS;
            case Verdict.NoSignificantDifference none -> Outcome.PASS;
        };
        return new Result(outcome, loss, verdict);
    }

    /** The threshold as a user writes it: "5%", "2.5%". */
    public String limit() {
        return trim(threshold * 100) + "%";
    }

    /** One line for the CI log, e.g. "REGRESSED beyond 5%: B is 1.25× slower than A on Q2.1 (...)". */
    public String describe(Result result, String baselineName, String candidateName, String measureName) {
        String limit = limit();
        String what = result.verdict().describe(baselineName, candidateName, measureName);
        return switch (result.outcome()) {
            case REGRESSED -> "REGRESSED beyond " + limit + ": " + what;
            case PASS -> "pass (limit " + limit + "): " + what;
            case INCONCLUSIVE -> "inconclusive (limit " + limit + "): " + what;
        };
    }

    /**
     * The gate's part only, for a line under the verdict's own sentence: "REGRESSED beyond 5% (loss
     * +25%)", "inconclusive against the 5% limit (too noisy)", "pass (limit 5%)".
     */
    public String headline(Result result) {
        String limit = limit();
        return switch (result.outcome()) {
            case REGRESSED -> String.format(Locale.ROOT, "REGRESSED beyond %s (loss %+,.0f%%)", limit, result.loss() * 100);
            case PASS -> "pass (limit " + limit + ")";
            case INCONCLUSIVE -> "inconclusive against the " + limit + " limit ("
                    + (result.verdict().kind() == Verdict.Kind.TOO_NOISY ? "too noisy" : "not enough runs") + ")";
        };
    }

    private static String trim(double percent) {
        return BigDecimal.valueOf(percent).stripTrailingZeros().toPlainString();
    }
}
