package io.benchlab.cli;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.experiment.ExperimentProblems;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code benchlab}: the command line over the engine. Each subcommand is a class of its own. */
@Command(name = "benchlab", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Performance experiments on MySQL and MariaDB: run, show, compare, report.",
        subcommands = {RunCommand.class, RerunCommand.class, AgentCommand.class, RunsCommand.class, ShowCommand.class, CompareCommand.class, HistoryCommand.class, ReportCommand.class, PluginsCommand.class,
                ServerCommand.class, DatasetCommand.class, GuiCommand.class, CommandLine.HelpCommand.class})
public final class Main implements java.util.concurrent.Callable<Integer> {

    @Option(names = "--verbose", scope = CommandLine.ScopeType.INHERIT, description = "Print stack traces of errors.")
    boolean verbose;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    /** No command given: show what there is, as `git` does. */
    @Override
    public Integer call() {
        spec.commandLine().usage(System.out);
        return ExitCode.USAGE.code();
    }

    public static void main(String[] args) {
        System.exit(execute(args));
    }

    /** Runs a command line and returns its exit code (tests call this in-process). */
    public static int execute(String... args) {
        return commandLine().execute(args);
    }

    /** The command line with benchlab's handlers: what each kind of error prints and which {@link ExitCode} it ends with. */
    static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            boolean verbose = false;
            for (CommandLine.ParseResult p = parseResult; p != null; p = p.subcommand()) {
                verbose |= p.hasMatchedOption("--verbose"); // `dataset load … --verbose` sits two levels down
            }
            PrintWriter err = commandLine.getErr();
            if (ex instanceof ExperimentProblems problems) {
                problems.lines().forEach(line -> err.println("benchlab: " + line)); // every problem of the file, one line each
            } else if (ex instanceof BenchlabException) {
                err.println("benchlab: " + ex.getMessage());
            } else {
                err.println("benchlab: internal error: " + ex + (verbose ? "" : " (run with --verbose for details)"));
            }
            if (verbose) {
                ex.printStackTrace(err);
            }
            err.flush();
            return ex instanceof BenchlabException ? ExitCode.BAD_INPUT.code() : ExitCode.INTERNAL_ERROR.code();
        });
        cl.setParameterExceptionHandler((ex, a) -> {
            PrintWriter err = ex.getCommandLine().getErr();
            err.println("benchlab: " + ex.getMessage());
            err.println("Try '" + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help'.");
            err.flush();
            return ExitCode.USAGE.code();
        });
        return cl;
    }
}
