package io.benchlab.core.plan;

import java.util.List;
import java.util.Optional;

/** What happens before each plan-stability run after the first ({@code planStability.between}). */
public enum Between implements Worded {
    NONE("none"),
    /** ANALYZE TABLE on the query's tables. */
    ANALYZE("analyze"),
    /** A server restart (managed servers only). */
    RESTART("restart");

    private final String word;

    Between(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }

    /** The choice a word names, if it is one. */
    public static Optional<Between> of(String word) {
        return Worded.of(Between.class, word);
    }

    /** Every word, in the order the docs list them. */
    public static List<String> words() {
        return Worded.words(Between.class);
    }
}
