package io.benchlab.core.agent;

import io.benchlab.core.experiment.Experiment.AgentSpec;
import io.benchlab.core.remote.HostKeyPolicy;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

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
