package io.benchlab.core.plan;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** What happens before each plan-stability run after the first ({@code planStability.between}). */
public enum Between {
    NONE("none"),
    /** ANALYZE TABLE on the query's tables. */
    ANALYZE("analyze"),
    /** A server restart (managed servers only). */
    RESTART("restart");

    private final String word;

    Between(String word) {
        this.word = word;
    }

    /** As the file (and the bundle's record) writes it. */
    public String word() {
        return word;
    }

    /** The choice a word names, if it is one. */
    public static Optional<Between> of(String word) {
        return Arrays.stream(values()).filter(b -> b.word.equals(word)).findFirst();
    }

    /** Every word, in the order the docs list them. */
    public static List<String> words() {
        return Arrays.stream(values()).map(Between::word).toList();
    }
}
