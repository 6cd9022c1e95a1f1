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
 */
public record Variant(String name, String fieldPath, ServerSpec server, Map<String, Object> settings, Map<String, Object> startup,
                      Map<String, Map<String, Object>> nodeSettings, String writeTo) {

    public Variant {
        nodeSettings = nodeSettings == null ? Map.of() : nodeSettings;
    }

    public Variant(String name, String fieldPath, ServerSpec server, Map<String, Object> settings, Map<String, Object> startup) {
        this(name, fieldPath, server, settings, startup, Map.of(), null);
    }

    /** A file-system- and URL-safe form of the name for bundle folders. */
    public String slug() {
        String s = name.replaceAll("[^A-Za-z0-9._=-]+", "_");
        return s.length() > 80 ? s.substring(0, 80) : s;
    }
}
