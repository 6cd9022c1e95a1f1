package io.benchlab.cli;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.report.ReportFile;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "report", mixinStandardHelpOptions = true,
        description = {"Write one self-contained HTML report of one or more runs: environment, experiment, times, charts,",
                "statistics and verdicts, EXPLAIN plans and counters side by side. It loads nothing from the network."},
        footer = {"", "Several bundles compare side by side; each bundle:variant is a column. The first column is the baseline."})
final class ReportCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "BUNDLE", description = "Run: folder, id or id prefix, experiment name (its newest run), or 'latest'.")
    List<String> bundles;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "FILE.html", description = "Where to write the report.")
    Path output;

    @Option(names = "--baseline", paramLabel = "NAME", description = "Variant (or bundle:variant) the others are compared with (default: the first).")
    String baseline;

    @Mixin
    HomeOption home;

    @Override
    public Integer call() {
        List<Bundle> read = bundles.stream().map(b -> BundleArgument.read(b, home.resolve())).toList();
        ReportFile.write(output, read, baseline);
        System.out.println("report written to " + output + " (" + read.size() + " bundle(s))");
        return ExitCode.OK.code();
    }
}
