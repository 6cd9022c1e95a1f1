package io.benchlab.cli;

import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.util.BenchlabHome;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** Options shared by commands that touch benchlab's state folder and plugins. */
final class HomeOption {
    @Option(names = "--home", description = "benchlab's state folder (default: $BENCHLAB_HOME or ~/.benchlab).")
    Path home;

    @Option(names = "--plugins", description = "Extra folder of plugin jars (besides HOME/plugins and the installed system folder).")
    List<Path> pluginDirs = new ArrayList<>();

    BenchlabHome resolve() {
        return home != null ? new BenchlabHome(home.toAbsolutePath()) : BenchlabHome.fromEnvironment();
    }

    PluginRegistry plugins() {
        return PluginRegistry.load(HomeOption.class.getClassLoader(), pluginFolders());
    }

    /** The --plugins folders, then the user's and the system's. */
    List<Path> pluginFolders() {
        List<Path> dirs = new ArrayList<>(pluginDirs);
        dirs.addAll(resolve().pluginFolders());
        return dirs;
    }
}
