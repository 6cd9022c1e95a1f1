package io.benchlab.cli;

import io.benchlab.core.BenchlabException;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code benchlab gui}: listed with the other commands. The launcher script starts the desktop app
 * itself (with the JavaFX class path); when this class is reached, the app is started if it is on
 * the class path. The CLI never links against the GUI module (they are siblings over core).
 */
@Command(name = "gui", mixinStandardHelpOptions = true,
        description = {"Open the desktop app: edit and run experiments with live charts, browse results, compare runs.",
                "Needs a display (or xvfb-run -a ./benchlab gui)."})
final class GuiCommand implements Callable<Integer> {
    static final String LAUNCHER = "io.benchlab.gui.Launcher";

    @Option(names = "--home", description = "benchlab's state folder (default: $BENCHLAB_HOME or ~/.benchlab).")
    Path home;

    @Parameters(arity = "0..1", paramLabel = "FILE", description = "An experiment file or a run bundle folder to open.")
    Path open;

    @Override
    public Integer call() throws Exception {
        List<String> args = new ArrayList<>();
        if (home != null) {
            args.addAll(List.of("--home", home.toString()));
        }
        if (open != null) {
            args.add(open.toString());
        }
        Class<?> launcher;
        try {
            launcher = Class.forName(LAUNCHER);
        } catch (ClassNotFoundException notBundled) {
            throw new BenchlabException("the desktop app is not on this class path; start it with the launcher: ./benchlab gui");
        }
        try {
            launcher.getMethod("main", String[].class).invoke(null, (Object) args.toArray(String[]::new));
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof Exception ex ? ex : e;
        }
        return ExitCode.OK.code();
    }
}
