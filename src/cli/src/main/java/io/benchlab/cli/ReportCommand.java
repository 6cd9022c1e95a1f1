package io.benchlab.cli;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.history.ChangePointOptions;
import io.benchlab.core.history.History;
import io.benchlab.core.history.SeriesKey;
import io.benchlab.core.history.SeriesReport;
import io.benchlab.core.history.TriageBook;
import io.benchlab.core.report.HistoryPage;
import io.benchlab.core.report.ReportFile;
import io.benchlab.core.util.BenchlabHome;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "report", mixinStandardHelpOptions = true,
        description = {"Write one self-contained HTML report of one or more runs: environment, experiment, times, charts,",
                "statistics and verdicts, EXPLAIN plans and counters side by side. It loads nothing from the network.",
                "With --history EXPERIMENT instead: the experiment's history page, a trend per figure over its runs with each run's"
                + " interval, the change points labelled with their %% and p-value and what was said of them, and the changes with"
                + " what changed around each (as `benchlab history` lists them)."},
        footer = {"", "Several bundles compare side by side; each bundle:variant is a column. The first column is the baseline."})
final class ReportCommand implements Callable<Integer> {

    @Parameters(arity = "0..*", paramLabel = "BUNDLE", description = "Run: folder, id or id prefix, experiment name (its newest run), or 'latest'.")
    List<String> bundles;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "FILE.html", description = "Where to write the report.")
    Path output;

    @Option(names = "--baseline", paramLabel = "NAME", description = "Variant (or bundle:variant) the others are compared with (default: the first).")
    String baseline;

    @Option(names = "--history", paramLabel = "EXPERIMENT", description = "Write the history page of this experiment instead of a report of runs.")
    String history;

    @Option(names = "--figure", paramLabel = "TEXT", description = "With --history: only figures whose name contains TEXT.")
    String figure;

    @Option(names = "--variant", paramLabel = "NAME", description = "With --history: only this variant.")
    String variant;

    @Mixin
    HomeOption home;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        boolean runs = bundles != null && !bundles.isEmpty();
        if (history == null && !runs) {
            throw new ParameterException(spec.commandLine(), "name the runs to report (BUNDLE…) or an experiment's history (--history EXPERIMENT)");
        }
        if (history != null && (runs || baseline != null)) {
            throw new ParameterException(spec.commandLine(), "--history writes an experiment's history page: give it without BUNDLE or --baseline");
        }
        if (history == null && (figure != null || variant != null)) {
            throw new ParameterException(spec.commandLine(), (figure != null ? "--figure" : "--variant") + " belongs to --history");
        }
        if (history != null) {
            return historyPage();
        }
        List<Bundle> read = bundles.stream().map(b -> BundleArgument.read(b, home.resolve())).toList();
        ReportFile.write(output, read, baseline);
        System.out.println("report written to " + output + " (" + read.size() + " bundle(s))");
        return ExitCode.OK.code();
    }

    /** The same series and changes as `benchlab history EXPERIMENT` (the index brought up to the bundles first). */
    private int historyPage() {
        BenchlabHome h = home.resolve();
        List<SeriesReport> reports;
        try (History index = new History(h)) {
            index.update(ChangePointOptions.DEFAULTS, HistoryCommand::warn);
            index.requireExperiment(history);
            reports = index.reports(history, SeriesKey.matching(variant, figure), ChangePointOptions.DEFAULTS, new TriageBook(h).all(), true);
        }
        ReportFile.write(output, HistoryPage.of(history, reports, ChangePointOptions.DEFAULTS));
        System.out.println("history page written to " + output + " (" + reports.size() + " series)");
        return ExitCode.OK.code();
    }
}
