package io.benchlab.core.util;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

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

    /** Reference answers computed for {@code check: answers}, kept so a repeated run needs no recomputation. */
    public Path answers() {
        return root.resolve("answers");
    }

    public Path runs() {
        return root.resolve("runs");
    }

    /** The user's plugin folder, where {@code benchlab plugins install} puts jars. */
    public Path plugins() {
        return root.resolve("plugins");
    }

    /**
     * Every folder plugins are loaded from: the user's, then the system's beside the installed app
     * ({@code -Dbenchlab.systemPlugins}, set by the packaged launcher, or
     * {@code BENCHLAB_SYSTEM_PLUGINS}). The user's comes first, so a user's build of a plugin
     * wins over the system copy of the same id.
     */
    public List<Path> pluginFolders() {
        List<Path> folders = new ArrayList<>();
        folders.add(plugins());
        String prop = System.getProperty("benchlab.systemPlugins");
        String env = System.getenv("BENCHLAB_SYSTEM_PLUGINS");
        String chosen = prop != null ? prop : env;
        if (chosen != null && !chosen.isBlank()) {
            folders.add(Path.of(chosen).toAbsolutePath().normalize()); // the launcher gives $APPDIR/../plugins
        }
        return List.copyOf(folders);
    }
}
