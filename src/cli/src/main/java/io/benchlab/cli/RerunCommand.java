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
        description = {"Run a bundle's experiment again, into a new bundle: the same as `run RUN/experiment.yaml`.",
                "A bundle holds every input its experiment names (SQL files, FILE parameters) under inputs/, so it reruns from"
                + " any folder on any machine; secrets (password, passphrase and key files) are never kept and must be where the"
                + " experiment says."},
        footer = {"", RunCommand.EXIT_CODES})
final class RerunCommand implements Callable<Integer> {

    @Parameters(paramLabel = "RUN", description = "Run: folder, id or id prefix, experiment name (its newest run), or 'latest'.")
    String run;

    @Mixin
    RunOptions options;

    @Override
    public Integer call() {
        Path bundle = new RunIndex(options.home.resolve()).resolve(run);
        Path experiment = bundle.resolve(BundleFormat.EXPERIMENT);
        if (!Files.isRegularFile(experiment)) {
            throw new BenchlabException(bundle + " has no " + BundleFormat.EXPERIMENT + " to run again");
        }
        return RunCommand.run(experiment, options);
    }
}
