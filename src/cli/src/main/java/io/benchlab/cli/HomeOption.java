package io.benchlab.cli;

import io.benchlab.core.util.BenchlabHome;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** {@code --home}: every command that touches benchlab's state folder. */
final class HomeOption {
    @Option(names = "--home", description = "benchlab's state folder (default: $BENCHLAB_HOME or ~/.benchlab).")
    Path home;

    BenchlabHome resolve() {
        return home != null ? new BenchlabHome(home.toAbsolutePath()) : BenchlabHome.fromEnvironment();
    }
}
