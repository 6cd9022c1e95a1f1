package io.benchlab.core.plan;

import java.util.List;

/**
 * What the engine needs of one variant beside its server and settings: where its streams run on a
 * cluster, and the faults that strike them.
 *
 * @param name     the variant's name
 * @param writeTo  where its stream workers connect (its own, else {@code stream.writeTo}, else the primary)
 * @param readFrom where its read-only streams run (its own, else {@code stream.readFrom}, else where it writes)
 * @param faults   its faults (its own, else the experiment's), in the file's order
 */
public record VariantPlan(String name, String writeTo, String readFrom, List<FaultPlan> faults) {
    public VariantPlan {
        faults = List.copyOf(faults);
    }

    /** The faults that strike in the phase labelled {@code phase}. */
    public List<FaultPlan> faultsIn(String phase) {
        return faults.stream().filter(f -> f.strikesIn(phase)).toList();
    }
}
