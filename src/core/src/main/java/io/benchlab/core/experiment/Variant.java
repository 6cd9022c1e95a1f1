package io.benchlab.core.experiment;

import io.benchlab.core.experiment.Experiment.ServerSpec;
import java.util.Map;

/**
 * One resolved variant: a server and the settings to run on it.
 *
 * @param name      unique name, shown in tables
 * @param fieldPath where it was declared (for error messages), e.g. {@code variants[1]}
 * @param server    the target
 * @param settings  server variables in declaration order (raw values)
 * @param startup   extra start-up options for a managed server
 * @param nodeSettings a cluster's per-node settings (node name → settings), on top of {@code settings}
 * @param writeTo   on a cluster, where the variant's stream workers connect; null: the stream block's choice
 * @param readFrom  on a cluster, where the variant's read-only streams run; null: the stream block's choice
 * @param faults    the faults injected into its streams: its own, else the experiment's; empty for none
 * @param workload  the workload parameters it overrides (its own, then a sweep's over a parameter); empty: the
 *                  workload block's parameters as they are
 */
public record Variant(String name, String fieldPath, ServerSpec server, Map<String, Object> settings, Map<String, Object> startup,
                      Map<String, Map<String, Object>> nodeSettings, String writeTo, String readFrom,
                      java.util.List<Experiment.FaultSpec> faults, Map<String, Object> workload) {

    public Variant {
        nodeSettings = nodeSettings == null ? Map.of() : nodeSettings;
        faults = faults == null ? java.util.List.of() : java.util.List.copyOf(faults);
        workload = workload == null ? Map.of() : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(workload));
    }

    public Variant(String name, String fieldPath, ServerSpec server, Map<String, Object> settings, Map<String, Object> startup) {
        this(name, fieldPath, server, settings, startup, Map.of(), null, null, null, null);
    }

    /** This variant under another name and settings (a sweep point of it); where it writes and reads, its faults and workload are kept. */
    public Variant withNameAndSettings(String newName, String newFieldPath, Map<String, Object> newSettings) {
        return new Variant(newName, newFieldPath, server, newSettings, startup, nodeSettings, writeTo, readFrom, faults, workload);
    }

    /** This variant under another name with other workload parameters (a sweep point over a parameter). */
    public Variant withNameAndWorkload(String newName, String newFieldPath, Map<String, Object> newWorkload) {
        return new Variant(newName, newFieldPath, server, settings, startup, nodeSettings, writeTo, readFrom, faults, newWorkload);
    }

    /** The variant's faults that strike in the phase labelled {@code phase}. */
    public java.util.List<Experiment.FaultSpec> faultsIn(String phase) {
        return faults.stream().filter(f -> f.phase() == null || f.phase().equals(phase)).toList();
    }

    /** A file-system- and URL-safe form of the name for bundle folders. */
    public String slug() {
        String s = name.replaceAll("[^A-Za-z0-9._=-]+", "_");
        return s.length() > 80 ? s.substring(0, 80) : s;
    }
}
