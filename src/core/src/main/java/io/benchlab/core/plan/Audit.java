package io.benchlab.core.plan;

import java.util.List;
import java.util.Optional;

/** What is checked after each stream ({@code stream.audit}): the writes it was acknowledged for, or nothing. */
public enum Audit implements Worded {
    ACKNOWLEDGED("acknowledged"),
    NONE("none");

    private final String word;

    Audit(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }

    /** The audit a word names, if it is one. */
    public static Optional<Audit> of(String word) {
        return Worded.of(Audit.class, word);
    }

    /** Every word, in the order the docs list them. */
    public static List<String> words() {
        return Worded.words(Audit.class);
    }
}
