package io.benchlab.core.agent;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.experiment.Experiment.AgentSpec;
import io.benchlab.core.remote.HostKeyPolicy;
import io.benchlab.core.remote.SshSession;
import io.benchlab.core.remote.SshTarget;
import java.nio.file.Path;

/**
 * One load host of a stream, as the coordinator holds it for a run: its SSH connection (host key
 * checked against known_hosts, key login only) and the agent installed there.
 */
public final class LoadHost implements AutoCloseable {
    /** Keys tried when the experiment names none, in ssh's own order. */

    private final int index;
    private final String host;
    private final SshSession ssh;
    private final AgentInstall.Installed installed;

    private LoadHost(int index, String host, SshSession ssh, AgentInstall.Installed installed) {
        this.index = index;
        this.host = host;
        this.ssh = ssh;
        this.installed = installed;
    }

    /**
     * Logs in and installs what the agent needs; any failure is one line naming the host.
     *
     * @param folder the experiment file's folder (relative key and known_hosts paths start there)
     */
    public static LoadHost connect(int index, AgentSpec spec, Path folder, AgentInstall install, HostKeyPolicy hostKeys) {
        SshTarget target = SshTarget.of(spec.host(), spec.ssh(), folder);
        try {
            java.net.InetAddress.getByName(spec.host());
        } catch (java.net.UnknownHostException e) {
            throw new BenchlabException("load host " + spec.host() + ": no such host (the name does not resolve here)", e);
        }
        SshSession ssh;
        try {
            ssh = SshSession.open(target, hostKeys);
        } catch (BenchlabException e) {
            throw new BenchlabException("load host " + spec.host() + ": " + e.getMessage(), e);
        }
        try {
            return new LoadHost(index, spec.host(), ssh, install.ensure(ssh));
        } catch (RuntimeException e) {
            ssh.close();
            throw e instanceof BenchlabException b && b.getMessage().startsWith("load host ") ? b
                    : new BenchlabException("load host " + spec.host() + ": cannot install the agent: " + e.getMessage(), e);
        }
    }

    /** Its position in stream.agents. */
    public int index() {
        return index;
    }

    /** The host as the experiment names it. */
    public String host() {
        return host;
    }

    /** Where the agent is installed there. */
    public String folder() {
        return installed.folder();
    }

    /** Starts an agent with this plan; its whole output is kept in {@code agentLog}. */
    public AgentProcess start(AgentPlan plan, Path agentLog) {
        return AgentProcess.start(this, ssh.start(installed.commandLine()), plan, agentLog);
    }

    @Override
    public void close() {
        ssh.close();
    }
}
