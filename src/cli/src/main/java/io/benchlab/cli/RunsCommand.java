package io.benchlab.cli;

import io.benchlab.core.util.Durations;
import io.benchlab.core.bundle.RunIndex;
import io.benchlab.core.util.Json;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "runs", mixinStandardHelpOptions = true,
        description = {"List the run bundles, newest first: those under HOME/runs and in every folder `run -o DIR` wrote to.",
                "show, compare and report take a run's id, a prefix of it, or its experiment name (its newest run)."})
final class RunsCommand implements Callable<Integer> {

    enum Format { text, json }

    @Option(names = "--format", defaultValue = "text", description = "text (default) or json (schema: docs/bundle-format.md).")
    Format format;

    @Mixin
    HomeOption home;

    @Override
    public Integer call() throws Exception {
        List<RunIndex.Entry> runs = new RunIndex(home.resolve()).list();
        if (format == Format.json) {
            System.out.println(Json.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(runs));
            return ExitCode.OK.code();
        }
        if (runs.isEmpty()) {
            System.out.println("no runs under " + home.resolve().runs() + " (or any folder `run -o` wrote to) yet (benchlab run EXPERIMENT.yaml makes one)");
            return ExitCode.OK.code();
        }
        TextTable t = new TextTable(List.of("Id", "Name", "Status", "Workload", "Variants", "Duration")).left(4);
        for (RunIndex.Entry e : runs) {
            t.row(List.of(e.id(), e.experiment(), e.status(), e.workload(), String.valueOf(e.variants().size()), duration(e.durationSeconds())));
        }
        System.out.print(t.render());
        return ExitCode.OK.code();
    }

    static String duration(Double seconds) {
        if (seconds == null) {
            return "-";
        }
        return Durations.clock(Math.round(seconds));
    }
}
