package io.benchlab.core.plan;

import java.time.Duration;

/**
 * One fault, resolved (docs/faults.md): what it does, to which node, when after the stream's
 * measured start, and for how long.
 *
 * @param action  what it does, with its undo
 * @param target  the node it strikes: {@code server}, {@code primary} or a node's name (the default already applied)
 * @param at      when, from the measured start
 * @param lasting how long it lasts before it is undone; null: it stays so (also for an action that takes no {@code for:})
 * @param phase   the phase label it strikes in; null: every phase
 * @param atText  {@code at} as the file wrote it, for the events and progress lines
 * @param forText {@code for} as the file wrote it; null when it has none
 */
public record FaultPlan(FaultAction action, String target, Duration at, Duration lasting, String phase, String atText, String forText) {
    /** The target word of a target that is one server (not a cluster's node). */
    public static final String ONE_SERVER = "server";


    /** Whether it strikes in the phase labelled {@code label}. */
    public boolean strikesIn(String label) {
        return phase == null || phase.equals(label);
    }

    /** {@code fault kill of server at 20s for 5s}. */
    public String describe(String node) {
        return "fault " + action.word() + " of " + node + " at " + atText + (forText == null ? "" : " for " + forText);
    }
}
