package io.benchlab.cli;

import io.benchlab.core.plugin.PluginRegistry;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * {@code --plugins DIR}: only on the commands that load plugins (run, rerun, plugins, plugins
 * install, dataset load and export), so no command accepts a folder it would ignore.
 */
final class PluginsOption {
    @Option(names = "--plugins", paramLabel = "DIR", description = "Extra folder of plugin jars (besides HOME/plugins and the installed system folder).")
    List<Path> pluginDirs = new ArrayList<>();

    PluginRegistry registry(HomeOption home) {
        return PluginRegistry.load(PluginsOption.class.getClassLoader(), folders(home));
    }

    /** The --plugins folders, then the user's and the system's. */
    List<Path> folders(HomeOption home) {
        List<Path> dirs = new ArrayList<>(pluginDirs);
        dirs.addAll(home.resolve().pluginFolders());
        return dirs;
    }
}
