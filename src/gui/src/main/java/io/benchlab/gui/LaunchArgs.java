package io.benchlab.gui;

import io.benchlab.core.util.BenchlabHome;
import java.nio.file.Path;
import java.util.List;

/**
 * The command line of {@code benchlab gui [--home DIR] [EXPERIMENT.yaml | BUNDLE]}, with the
 * CLI's meaning of {@code --home}: benchlab's state folder, before BENCHLAB_HOME and ~/.benchlab.
 *
 * @param home the state folder
 * @param open an experiment file or bundle folder to open, or null
 */
record LaunchArgs(BenchlabHome home, Path open) {

    static LaunchArgs parse(List<String> args) {
        Path home = null;
        Path open = null;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--home") && i + 1 < args.size()) {
                home = Path.of(args.get(++i));
            } else if (a.startsWith("--home=")) {
                home = Path.of(a.substring("--home=".length()));
            } else if (!a.startsWith("--") && open == null) {
                open = Path.of(a);
            }
        }
        return new LaunchArgs(home != null ? new BenchlabHome(home.toAbsolutePath()) : BenchlabHome.fromEnvironment(),
                open == null ? null : open.toAbsolutePath());
    }
}
