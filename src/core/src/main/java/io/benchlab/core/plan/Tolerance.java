package io.benchlab.core.plan;

import java.util.List;

/**
 * How far apart an answer's numbers that are not whole may be ({@code options.tolerance},
 * docs/answers.md); the answer check ({@code AnswerComparison}) applies it.
 */
public enum Tolerance implements Worded {
    /** To the cent (the default). */
    STRICT("strict"),
    /** TPC-H's clause 2.1.3.5: sums within $100, averages and ratios within 1%. */
    SPECIFICATION("specification");

    private final String word;

    Tolerance(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }

    /** The tolerance an experiment names; null is the default ({@code ExperimentDefaults.TOLERANCE} names it too). */
    public static Tolerance of(String word) {
        return word == null ? STRICT : Worded.of(Tolerance.class, word)
                .orElseThrow(() -> new IllegalArgumentException("options.tolerance '" + word + "' was not checked"));
    }

    /** Every word, in the order the docs list them. */
    public static List<String> words() {
        return Worded.words(Tolerance.class);
    }
}
