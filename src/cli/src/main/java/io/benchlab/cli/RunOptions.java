package io.benchlab.cli;

import io.benchlab.core.experiment.MetricsAddress;
import java.nio.file.Path;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** What {@code run} and {@code rerun} share: the home, plugins, where the bundle goes and how much is said. */
final class RunOptions {
    @Mixin
    HomeOption home;

    @Mixin
    PluginsOption plugins;

    @Option(names = {"-o", "--runs-dir"}, paramLabel = "DIR", description = "Where the bundle goes (default: HOME/runs). The folder is"
            + " remembered in the home, so runs, show, compare and report find the bundle by id, name or 'latest'.")
    Path runsDir;

    @Option(names = {"-q", "--quiet"}, description = "Only milestones, no per-operation lines or bars.")
    boolean quiet;

    @Option(names = "--accept-new-host-key", description = "Trust a remote server's SSH host key the first time it is seen and add it"
            + " to the known_hosts file (as ssh -o StrictHostKeyChecking=accept-new). A changed key is refused either way.")
    boolean acceptNewHostKey;

    @Option(names = "--metrics", paramLabel = "[HOST:]PORT", converter = MetricsAddressOption.class,
            description = "Serve live metrics for Prometheus at http://HOST:PORT/metrics while the run runs (OpenMetrics: throughput,"
                    + " latency percentiles, errors by class, kinds and counts, the machine, a cluster's nodes; see docs/cli.md)."
                    + " A port alone listens on 127.0.0.1. Overrides the experiment's options.metrics. A port in use is refused"
                    + " before anything starts. A Grafana dashboard for it: resources/grafana/benchlab-run.json (installed:"
                    + " /usr/share/doc/benchlab/grafana-dashboard.json).")
    MetricsAddress metrics;
}
