package io.benchlab.core.settings;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Command-line options for a managed server, normalised ({@code innodb-buffer-pool-size} and
 * {@code innodb_buffer_pool_size} are one option) so two variants with the same options share a
 * running server instead of restarting it.
 */
public record StartupOptions(Map<String, String> options) {

    /** Always set on managed servers: a cold start must not reload the previous buffer pool. */
    public static final Map<String, String> COLD_SAFE = Map.of(
            "innodb_buffer_pool_dump_at_shutdown", "OFF",
            "innodb_buffer_pool_load_at_startup", "OFF");

    public StartupOptions {
        TreeMap<String, String> normalised = new TreeMap<>();
        options.forEach((k, v) -> normalised.put(normalise(k), v == null ? "" : v));
        options = java.util.Collections.unmodifiableMap(normalised);
    }

    public static StartupOptions none() {
        return new StartupOptions(Map.of());
    }

    public static String normalise(String name) {
        return name.trim().replace('-', '_').toLowerCase(Locale.ROOT);
    }

    /** These options plus the cold-safe defaults (the user's values win). */
    public StartupOptions withColdSafeDefaults() {
        TreeMap<String, String> merged = new TreeMap<>(COLD_SAFE);
        merged.putAll(options);
        return new StartupOptions(merged);
    }

    /**
     * As {@code --name=value} arguments ({@code --name} for an empty value). The cold-safe options
     * benchlab adds on its own are {@code --loose-}: a server that lacks them (MySQL before 5.6,
     * MariaDB before 10.0) starts all the same, and has no dump to load anyway.
     */
    public List<String> toArguments() {
        List<String> args = new ArrayList<>();
        options.forEach((k, v) -> {
            String name = COLD_SAFE.containsKey(k) ? "loose-" + k : k;
            args.add(v.isEmpty() ? "--" + name : "--" + name + "=" + v);
        });
        return args;
    }
}
