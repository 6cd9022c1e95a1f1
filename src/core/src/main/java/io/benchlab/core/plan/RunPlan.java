package io.benchlab.core.plan;

import java.util.List;
import java.util.Map;

/**
 * What the engine runs, resolved from a checked experiment before anything starts: every default
 * applied, durations as durations, closed vocabularies as enums (package-info).
 *
 * @param phases   every variant's phases
 * @param stream   how stream operations run
 * @param options  the run's options
 * @param sessions the scripted sessions, in the file's order
 * @param variants each variant's routes and faults, by name, in run order
 */
public record RunPlan(PhasePlan phases, StreamSettings stream, RunSettings options, List<SessionPlan> sessions,
                      Map<String, VariantPlan> variants) {
    public RunPlan {
        sessions = List.copyOf(sessions);
        variants = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(variants));
    }

    /** The plan of the variant named {@code name}. */
    public VariantPlan variant(String name) {
        VariantPlan v = variants.get(name);
        if (v == null) {
            throw new IllegalArgumentException("variant '" + name + "' was not planned");
        }
        return v;
    }
}
