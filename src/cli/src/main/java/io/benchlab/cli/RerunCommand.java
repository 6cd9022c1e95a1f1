package io.benchlab.cli;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.RunIndex;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "rerun", mixinStandardHelpOptions = true,
        description = {"Run a bundle's experiment again: the same as `run RUN/experiment.yaml`, into a new bundle.",
                "A bundle holds every input its experiment names (SQL, FILE parameters) under inputs/, so it reruns anywhere;",
                "secrets (password and key files) are not kept and must be where the experiment says."},
        footer = {"", RunCommand.EXIT_CODES})
final class RerunCommand implements Callable<Integer> {

    @Parameters(paramLabel = "RUN", description = "Run: folder, id or id prefix, experiment name (its newest run), or 'latest'.")
    String run;

    @Mixin
    RunOptions options;

    @Mixin
    HomeOption home;

    @Mixin
    PluginsOption plugins;

    @Override
    public Integer call() {
        Path bundle = new RunIndex(home.resolve()).resolve(run);
        Path experiment = bundle.resolve(BundleFormat.EXPERIMENT);
        if (!Files.isRegularFile(experiment)) {
            throw new BenchlabException(bundle + " has no " + BundleFormat.EXPERIMENT + " to run again");
        }
        return RunCommand.run(experiment, options, home, plugins);
    }
}
