package io.benchlab.cli;

import io.benchlab.core.agent.LoadHosts;
import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.experiment.ExperimentFile;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.remote.HostKeyPolicy;
import io.benchlab.core.run.ExperimentRunner;
import io.benchlab.core.run.RunControl;
import io.benchlab.core.run.RunOutcome;
import io.benchlab.core.server.MavenSource;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.run.StreamEngineExecutor;
import io.benchlab.core.util.BenchlabHome;
import io.benchlab.core.util.Examples;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Run an experiment file and write a run bundle.",
                "Ctrl-C stops cleanly: running queries are killed on the server and the bundle is marked interrupted."},
        footer = {"", "Exit codes: 0 complete; 1 complete but some operation failed; 2 bad input or server problem;"
                + " 3 complete but some answer differs from its reference (options.check: answers); 130 interrupted."})
final class RunCommand implements java.util.concurrent.Callable<Integer> {

    @Parameters(paramLabel = "EXPERIMENT", description = "Experiment YAML file, or example:NAME for an example shipped with benchlab"
            + " (e.g. example:sql-file; unpacked into HOME/examples, where your edits are kept; `run example:` lists them).")
    String experiment;

    @Option(names = {"-o", "--runs-dir"}, description = "Where bundles go (default: HOME/runs).")
    Path runsDir;

    @Option(names = {"-q", "--quiet"}, description = "Only milestones, no per-operation lines or bars.")
    boolean quiet;

    @Option(names = "--accept-new-host-key", description = "Trust a remote server's SSH host key the first time it is seen and add it"
            + " to the known_hosts file (as ssh -o StrictHostKeyChecking=accept-new). A changed key is refused either way.")
    boolean acceptNewHostKey;

    @Mixin
    HomeOption home;

    @Override
    public Integer call() {
        BenchlabHome h = home.resolve();
        ExperimentFile file = ExperimentFile.read(new Examples(h).experiment(experiment));
        Path runs = runsDir != null ? runsDir : h.runs();
        RunControl control = new RunControl();
        CountDownLatch done = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            System.err.println("\nbenchlab: stopping (Ctrl-C): killing running queries, keeping the bundle...");
            control.cancel();
            try {
                done.await(120, TimeUnit.SECONDS);
            } catch (InterruptedException ignored) {
                Thread.currentThread().interrupt();
            }
        }, "benchlab-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
        try (PluginRegistry plugins = home.plugins()) {
            plugins.problems().forEach(p -> System.err.println("benchlab: warning: plugin skipped: " + p));
            ConsoleProgress progress = new ConsoleProgress(System.err, quiet);
            RunOutcome outcome;
            HostKeyPolicy hostKeys = acceptNewHostKey ? HostKeyPolicy.ACCEPT_NEW : HostKeyPolicy.KNOWN_ONLY;
            // load hosts are logged in to and given the agent before anything starts: a wrong host or key stops here
            try (LoadHosts loadHosts = LoadHostsOption.connect(file, plugins, progress, hostKeys)) {
                outcome = new ExperimentRunner(plugins, new ServerFactory(h, MavenSource.fromEnvironment(), progress::progress),
                        hostKeys, new StreamEngineExecutor(loadHosts))
                        .run(file, runs, progress, control);
            }
            System.out.println(outcome.bundle());
            if (outcome.status() == RunStatus.INTERRUPTED) {
                return ExitCodes.INTERRUPTED;
            }
            if (outcome.status() == RunStatus.FAILED) {
                System.err.println("benchlab: run failed: " + outcome.message());
                System.err.println("benchlab: the bundle keeps every finished measurement: " + outcome.bundle());
                return ExitCodes.USER_ERROR;
            }
            if (outcome.wrongAnswers() > 0) {
                System.err.println("benchlab: " + outcome.wrongAnswers() + " answer(s) differ from the reference; `benchlab show "
                        + outcome.bundle().getFileName() + "` says where");
                return ExitCodes.WRONG_ANSWERS;
            }
            return outcome.ok() ? ExitCodes.OK : ExitCodes.FAILED;
        } finally {
            done.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running: it waits for `done`, counted down above
            }
        }
    }
}
