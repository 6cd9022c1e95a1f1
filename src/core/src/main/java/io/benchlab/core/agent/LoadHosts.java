package io.benchlab.core.agent;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.experiment.Experiment;
import io.benchlab.core.experiment.Experiment.AgentSpec;
import io.benchlab.core.experiment.ExperimentFile;
import io.benchlab.core.plugin.Loaded;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.remote.HostKeyPolicy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The load hosts of a run, connected and with the agent installed before anything is measured
 * (so an unknown host or a refused key stops the run in one line before any server starts), and
 * the workload every agent creates.
 *
 * @param plugin     the workload plugin's id
 * @param parameters the workload's parameters as the experiment gives them
 */
public final class LoadHosts implements AutoCloseable {
    private final List<LoadHost> hosts;
    private final AgentInstall install;
    private final String plugin;
    private final Map<String, Object> parameters;

    private LoadHosts(List<LoadHost> hosts, AgentInstall install, String plugin, Map<String, Object> parameters) {
        this.hosts = hosts;
        this.install = install;
        this.plugin = plugin;
        this.parameters = parameters;
    }

    /**
     * Logs in to every host in turn and installs the agent; the first failure closes what was
     * opened and is thrown as one line naming the host.
     *
     * @param folder    the experiment file's folder (relative key paths start there)
     * @param pluginJar the workload's plugin jar, or null when it is built in
     * @param hostKeys  what to do with a host whose key is not yet in known_hosts (run's --accept-new-host-key)
     */
    public static LoadHosts connect(List<AgentSpec> agents, Path folder, String plugin, Map<String, Object> parameters, Path pluginJar,
                                    HostKeyPolicy hostKeys) {
        AgentInstall install = new AgentInstall(pluginJar);
        List<LoadHost> hosts = new ArrayList<>();
        try {
            for (int i = 0; i < agents.size(); i++) {
                hosts.add(LoadHost.connect(i, agents.get(i), folder, install, hostKeys));
            }
            return new LoadHosts(List.copyOf(hosts), install, plugin, parameters == null ? Map.of() : Map.copyOf(parameters));
        } catch (RuntimeException e) {
            hosts.forEach(LoadHost::close);
            install.close();
            throw e;
        }
    }

    /**
     * The load hosts of an experiment, logged in to and given the agent before anything is measured —
     * what both faces do before a run (the CLI with its {@code --accept-new-host-key}, the desktop app
     * asking in a dialog); null when its stream runs on this machine. A plugin from a jar goes to the
     * hosts with the agent; a built-in one is in benchlab's own jars.
     *
     * @param progress told once before the logins start
     * @throws BenchlabException one line naming the experiment's field and the host
     */
    public static LoadHosts forRun(ExperimentFile file, PluginRegistry plugins, Consumer<String> progress, HostKeyPolicy hostKeys) {
        Experiment e = file.experiment();
        if (e.stream() == null || !e.stream().onLoadHosts()) {
            return null;
        }
        String id = e.workload().plugin();
        Path jar = plugins.workloads().stream().filter(l -> l.provider().id().equals(id)).map(Loaded::source)
                .map(LoadHosts::jarOf).filter(p -> p != null).findFirst().orElse(null);
        progress.accept("load hosts: logging in and installing the agent on " + e.stream().agents().size() + " host(s)");
        try {
            return connect(e.stream().agents(), file.folder(), id, e.workload().parameters(), jar, hostKeys);
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

    public List<LoadHost> hosts() {
        return hosts;
    }

    public String plugin() {
        return plugin;
    }

    public Map<String, Object> parameters() {
        return parameters;
    }

    @Override
    public void close() {
        hosts.forEach(LoadHost::close);
        install.close();
    }
}
