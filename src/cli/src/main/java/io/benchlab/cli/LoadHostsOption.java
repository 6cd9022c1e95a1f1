package io.benchlab.cli;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.agent.LoadHosts;
import io.benchlab.core.experiment.Experiment;
import io.benchlab.core.experiment.ExperimentFile;
import io.benchlab.core.plugin.Loaded;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.remote.HostKeyPolicy;
import io.benchlab.core.run.RunListener;
import java.nio.file.Files;
import java.nio.file.Path;

/** The run's load hosts (stream.agents), connected before the run starts; null when the stream runs here. */
final class LoadHostsOption {
    private LoadHostsOption() {
    }

    static LoadHosts connect(ExperimentFile file, PluginRegistry plugins, RunListener progress, HostKeyPolicy hostKeys) {
        Experiment e = file.experiment();
        if (e.stream() == null || !e.stream().onLoadHosts()) {
            return null;
        }
        String id = e.workload().plugin();
        // a plugin from a jar goes to the hosts with the agent; a built-in one is in benchlab's own jars
        Path jar = plugins.workloads().stream().filter(l -> l.provider().id().equals(id)).map(Loaded::source)
                .map(LoadHostsOption::jarOf).filter(p -> p != null).findFirst().orElse(null);
        progress.message("load hosts: logging in and installing the agent on " + e.stream().agents().size() + " host(s)");
        try {
            return LoadHosts.connect(e.stream().agents(), file.folder(), id, e.workload().parameters(), jar, hostKeys);
        } catch (BenchlabException ex) {
            throw new BenchlabException(file.at("stream.agents") + ex.getMessage(), ex);
        }
    }

    private static Path jarOf(String source) {
        try {
            Path p = Path.of(source);
            return source.endsWith(".jar") && Files.isRegularFile(p) ? p : null;
        } catch (RuntimeException notAPath) {
            return null;
        }
    }
}
