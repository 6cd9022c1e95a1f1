package io.benchlab.cli;

import io.benchlab.core.agent.LoadHosts;
import io.benchlab.core.bundle.RunFolders;
import io.benchlab.core.history.History;
import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.experiment.ExperimentFile;
import io.benchlab.core.metrics.LiveMetrics;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.remote.HostKeyPolicy;
import io.benchlab.core.run.CheckedExperiment;
import io.benchlab.core.run.ExperimentRunner;
import io.benchlab.core.run.RunControl;
import io.benchlab.core.run.RunOutcome;
import io.benchlab.core.run.StreamEngineExecutor;
import io.benchlab.core.server.MavenSource;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.util.BenchlabHome;
import io.benchlab.core.util.Examples;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Run an experiment file and write a run bundle.",
                "Ctrl-C stops cleanly: running queries are killed on the server and the bundle is marked interrupted.",
                "The bundle's folder is the last line of standard output (progress goes to standard error)."},
        footer = {"", RunCommand.EXIT_CODES})
final class RunCommand implements java.util.concurrent.Callable<Integer> {
    static final String EXIT_CODES = "Exit codes: 0 complete; 1 complete but some operation failed; 2 bad input, nothing started;"
            + " 3 complete but a result is wrong (an answer differs from its reference, a cluster's nodes differ, or the workload's"
            + " data failed its consistency check);"
            + " 4 failed after it started (bundle kept); 130 interrupted. See docs/cli.md.";

    @Parameters(paramLabel = "EXPERIMENT", description = "Experiment YAML file (a bundle's experiment.yaml too), or example:NAME for an"
            + " example shipped with benchlab (e.g. example:sql-file; unpacked into HOME/examples, where your edits are kept;"
            + " `run example:` lists them).")
    String experiment;

    @Mixin
    RunOptions options;

    @Override
    public Integer call() {
        return run(new Examples(options.home.resolve()).experiment(experiment), options);
    }

    /** Runs an experiment file as {@code run} and {@code rerun} do; returns the exit code. */
    static int run(Path experiment, RunOptions options) {
        ExperimentFile file = ExperimentFile.readUnchecked(experiment);
        BenchlabHome h = options.home.resolve();
        Path runs = options.runsDir != null ? options.runsDir : h.runs();
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
        try (PluginRegistry plugins = options.plugins.registry(options.home)) {
            plugins.problems().forEach(p -> System.err.println("benchlab: warning: plugin skipped: " + p));
            ConsoleProgress progress = new ConsoleProgress(System.err, options.quiet);
            // the file and its plugin checked in full, every problem at once, before any host or server is touched
            CheckedExperiment checked = CheckedExperiment.of(file, plugins);
            file.warnings().forEach(w -> progress.message("warning: " + w));
            RunOutcome outcome;
            HostKeyPolicy hostKeys = options.acceptNewHostKey ? HostKeyPolicy.ACCEPT_NEW : HostKeyPolicy.KNOWN_ONLY;
            // before anything starts: a run killed midway is found by show, runs and compare too
            new RunFolders(h).remember(runs);
            // live metrics listen first (a port in use stops here); then load hosts are logged in to and given the agent
            // before anything starts: a wrong host or key stops here
            try (LiveMetrics metrics = LiveMetrics.forRun(checked.experiment(), checked.plugin().id(), options.metrics);
                 LoadHosts loadHosts = LoadHosts.forRun(file, plugins, progress::message, hostKeys)) {
                outcome = new ExperimentRunner(plugins, new ServerFactory(h, MavenSource.fromEnvironment(), progress::progress),
                        hostKeys, new StreamEngineExecutor(loadHosts))
                        .run(checked, runs, progress, control, metrics);
            }
            ExitCode code = exitCode(outcome);
            History.afterRun(h, outcome.bundle(), line -> System.err.println("benchlab: " + line)); // its series judged with it
            switch (code) {
                case RUN_FAILED -> {
                    System.err.println("benchlab: run failed: " + outcome.message());
                    System.err.println("benchlab: the bundle keeps every finished measurement: " + outcome.bundle());
                }
                case WRONG_RESULTS -> System.err.println("benchlab: " + outcome.message() + "; `benchlab show "
                        + outcome.bundle().getFileName() + "` says where");
                default -> {
                }
            }
            System.out.println(outcome.bundle()); // the last line of standard output, for scripts
            return code.code();
        } finally {
            done.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running: it waits for `done`, counted down above
            }
        }
    }

    /** The exit code of a run that created its bundle (docs/cli.md). */
    static ExitCode exitCode(RunOutcome outcome) {
        if (outcome.status() == RunStatus.INTERRUPTED) {
            return ExitCode.INTERRUPTED;
        }
        if (outcome.status() == RunStatus.FAILED) {
            return ExitCode.RUN_FAILED;
        }
        if (outcome.wrongResults()) {
            return ExitCode.WRONG_RESULTS;
        }
        return outcome.ok() ? ExitCode.OK : ExitCode.FAILED;
    }
}
