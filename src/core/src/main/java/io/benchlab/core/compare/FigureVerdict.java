package io.benchlab.core.compare;

import io.benchlab.core.bundle.OperationVerdict;
import io.benchlab.core.stats.Comparison;
import io.benchlab.core.stats.Direction;
import io.benchlab.core.stats.Interval;
import io.benchlab.core.stats.RegressionGate;
import io.benchlab.core.stats.Verdict;

/**
 * One figure of a comparison, decided: what the CLI prints a line for, and what a JUnit or
 * Markdown rendering of a gate reads (one test case per figure).
 *
 * @param figure        which figure
 * @param a             A's median (in the figure's unit; values below the figure's floor count as the floor, see {@link Measure})
 * @param b             B's median
 * @param samplesA      A's samples (phases, intervals or runs, as {@link Figure.Kind} says)
 * @param samplesB      B's samples
 * @param ratio         B / A of the medians (NaN when a side has none)
 * @param ratioInterval the bootstrap interval of B / A at the verdict's confidence (undefined with fewer than 2 samples a side)
 * @param verdict       the statistics' conclusion
 * @param decidedBy     the rule that decided it
 * @param sentence      the verdict in one full sentence, every rule and number in it (the selected row's, a tooltip's)
 * @param gate          the gate's decision on this figure; null when no gate was asked for
 * @param comparison    the statistics it was decided on (each side's summary, the p-value)
 * @param query         a query figure's verdict with its plans; null for other figures
 */
public record FigureVerdict(Figure figure, double a, double b, int samplesA, int samplesB, double ratio, Interval ratioInterval,
                            Verdict verdict, DecidedBy decidedBy, String sentence, RegressionGate.Result gate, Comparison comparison,
                            OperationVerdict query) {

    /** The rule that reached the verdict. */
    public enum DecidedBy {
        /** Mann-Whitney p &lt; alpha with the bootstrap interval excluding 1, or not (then no significant difference). */
        MANN_WHITNEY,
        /** Too few samples for Mann-Whitney to ever be significant: complete separation and disjoint intervals of the geometric means. */
        SMALL_SAMPLE_RULE,
        /** No difference established and a side varies beyond the noise limit. */
        NOISE_LIMIT,
        /** Fewer samples than the minimum on a side. */
        TOO_FEW_SAMPLES;

        static DecidedBy of(Verdict verdict) {
            return switch (verdict) {
                case Verdict.TooNoisy noisy -> NOISE_LIMIT;
                case Verdict.InsufficientData few -> TOO_FEW_SAMPLES;
                case Verdict.Faster f -> of(f.evidence());
                case Verdict.Slower s -> of(s.evidence());
                case Verdict.NoSignificantDifference n -> of(n.evidence());
            };
        }

        private static DecidedBy of(Verdict.Evidence e) {
            return e.rule() == Verdict.Rule.MANN_WHITNEY ? MANN_WHITNEY : SMALL_SAMPLE_RULE;
        }
    }

    /** A figure decided from its comparison; {@code gate} may be null (no gate asked for). */
    public static FigureVerdict of(Figure figure, Comparison c, String sentence, RegressionGate gate) {
        return of(figure, c, sentence, gate, null);
    }

    /** A query's seconds as a figure, from its verdict (a sweep's table decides those itself); no gate. */
    public static FigureVerdict query(OperationVerdict v) {
        return of(new Figure(Figure.Kind.QUERY, v.operation(), "seconds", Direction.LOWER_IS_BETTER), v.comparison(),
                v.describe("A", "B"), null, v);
    }

    /** A query's figure, with its verdict and plans ({@code query}, the home of the plan wording). */
    static FigureVerdict of(Figure figure, Comparison c, String sentence, RegressionGate gate, OperationVerdict query) {
        double a = c.baseline().n() == 0 ? Double.NaN : c.baseline().median();
        double b = c.candidate().n() == 0 ? Double.NaN : c.candidate().median();
        return new FigureVerdict(figure, a, b, c.baseline().n(), c.candidate().n(), b / a, ratioInterval(c), c.verdict(),
                DecidedBy.of(c.verdict()), sentence, gate == null ? null : gate.evaluate(c), c, query);
    }

    /** True when this is a query whose plans (or, for the total, some query's) differ between A and B. */
    public boolean plansDiffer() {
        return query != null && query.plansDiffer();
    }

    /**
     * The verdict in a word or two for a table with the ratio in its own column: "faster", "slower",
     * "same", "too noisy", "too few runs", with "· plans differ" when they do. {@link #sentence} is the
     * full sentence and {@link VerdictTable#notes} words the rules behind the words once.
     */
    public String word() {
        return verdict.word() + (plansDiffer() ? " · plans differ" : "");
    }

    /** How a table names the figure: a query by its operation ("Q1.1", "total"), other figures in full ("insert · 4 threads · p99 ms"). */
    public String label() {
        return figure.kind() == Figure.Kind.QUERY ? figure.subject() : figure.name();
    }

    /** The speedup's interval (above 1: B better) turned into one of B / A. */
    private static Interval ratioInterval(Comparison c) {
        Interval s = c.speedupCi();
        if (!s.isDefined()) {
            return Interval.UNDEFINED;
        }
        return c.direction() == Direction.HIGHER_IS_BETTER ? s : new Interval(1 / s.high(), 1 / s.low());
    }

    /** True when the gate failed on this figure. */
    public boolean regressed() {
        return gate != null && gate.regressed();
    }

    /** True when the gate could not decide on this figure (too noisy, too few samples). */
    public boolean inconclusive() {
        return gate != null && gate.outcome() == RegressionGate.Outcome.INCONCLUSIVE;
    }
}
