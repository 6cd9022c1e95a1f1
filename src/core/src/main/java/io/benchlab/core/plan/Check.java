package io.benchlab.core.plan;

import java.util.List;

/**
 * Whether a run checks its queries' answers against the workload's references ({@code options.check},
 * docs/answers.md). Left out, only where the workload offers references, so other workloads' bundles
 * are not filled with "no independent answer".
 */
public enum Check {
    /** {@code check: answers}: every query, and "no independent answer" where the workload has none. */
    ANSWERS,
    /** Left out: as {@link #ANSWERS} where the workload offers references, else nothing. */
    WHERE_OFFERED,
    /** {@code check: none}. */
    NONE;

    /** The words the file takes. */
    public static final List<String> WORDS = List.of("answers", "none");

    /** The check a word names; null (left out) is {@link #WHERE_OFFERED}. */
    public static Check of(String word) {
        if (word == null) {
            return WHERE_OFFERED;
        }
        return switch (word) {
            case "answers" -> ANSWERS;
            case "none" -> NONE;
            default -> throw new IllegalArgumentException("options.check '" + word + "' was not checked");
        };
    }

    /** Whether a run whose workload does (or does not) offer references checks answers. */
    public boolean checks(boolean workloadHasReferences) {
        return this == ANSWERS || (this == WHERE_OFFERED && workloadHasReferences);
    }
}
