package io.benchlab.core.util;

import java.nio.file.Path;

/**
 * Where benchlab keeps its state: extracted server binaries ({@code cache/}), managed server
 * profiles ({@code servers/}), run bundles ({@code runs/}) and user plugins ({@code plugins/}).
 * Defaults to {@code ~/.benchlab}; {@code BENCHLAB_HOME} or {@code -Dbenchlab.home} move it.
 */
public record BenchlabHome(Path root) {

    public static BenchlabHome fromEnvironment() {
        String prop = System.getProperty("benchlab.home");
        String env = System.getenv("BENCHLAB_HOME");
        String chosen = prop != null ? prop : env;
        Path root = chosen != null && !chosen.isBlank() ? Path.of(chosen) : Path.of(System.getProperty("user.home"), ".benchlab");
        return new BenchlabHome(root.toAbsolutePath());
    }

    /**
     * Extracted server binaries. {@code BENCHLAB_CACHE} or {@code -Dbenchlab.cache} move it, so
     * tests with a throw-away home still extract the embedded MariaDB only once per machine.
     */
    public Path cache() {
        String prop = System.getProperty("benchlab.cache");
        String env = System.getenv("BENCHLAB_CACHE");
        String chosen = prop != null ? prop : env;
        return chosen != null && !chosen.isBlank() ? Path.of(chosen).toAbsolutePath() : root.resolve("cache");
    }

    public Path servers() {
        return root.resolve("servers");
    }

    public Path runs() {
        return root.resolve("runs");
    }

    public Path plugins() {
        return root.resolve("plugins");
    }
}
