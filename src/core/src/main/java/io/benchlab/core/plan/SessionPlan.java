package io.benchlab.core.plan;

import java.time.Duration;
import java.util.List;

/**
 * A scripted session: a named connection of its own that runs its steps in order in every phase,
 * after the workload's operations.
 *
 * @param name      the session's name
 * @param connectTo where it connects on a cluster (its writing node)
 * @param steps     what it does, in order
 */
public record SessionPlan(String name, String connectTo, List<Step> steps) {
    public SessionPlan {
        steps = List.copyOf(steps);
    }

    /**
     * One step.
     *
     * @param name  its name for another session's {@code waitFor}; null: known by its number (from 1)
     * @param kind  what it does
     * @param text  its statement, its pause as written, or the {@code SESSION/STEP} it waits for
     * @param sleep the pause of a {@link StepKind#SLEEP} step; null for the others
     */
    public record Step(String name, StepKind kind, String text, Duration sleep) {
    }
}
