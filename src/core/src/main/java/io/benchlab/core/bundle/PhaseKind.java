package io.benchlab.core.bundle;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * What a phase was: a cold run (server restarted, caches emptied and proven empty) or a warm
 * repeat. The one home of the distinction: the runner decides it, the bundle keeps it (as the
 * strings {@code cold} and {@code warm} in {@code phases.jsonl}), readers ask it — nobody compares
 * the strings themselves.
 */
public enum PhaseKind {
    COLD,
    WARM;

    /** As {@code phases.jsonl} writes it: {@code cold} or {@code warm}. */
    @JsonValue
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The kind {@code phases.jsonl} names; an unknown word is a bundle this reader does not know. */
    @JsonCreator
    public static PhaseKind of(String word) {
        for (PhaseKind k : values()) {
            if (k.word().equals(word)) {
                return k;
            }
        }
        throw new IllegalArgumentException("phase kind '" + word + "' is neither cold nor warm");
    }

    public boolean cold() {
        return this == COLD;
    }
}
