package io.benchlab.core.agent;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.experiment.Experiment.AgentSpec;
import io.benchlab.core.experiment.Experiment.SshSpec;
import io.benchlab.core.remote.HostKeyPolicy;
import io.benchlab.core.remote.SshSession;
import io.benchlab.core.remote.SshTarget;
import io.benchlab.core.server.PasswordSource;
import io.benchlab.core.util.UserPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * One load host of a stream, as the coordinator holds it for a run: its SSH connection (host key
 * checked against known_hosts, key login only) and the agent installed there.
 */
public final class LoadHost implements AutoCloseable {
    /** Keys tried when the experiment names none, in ssh's own order. */
    private static final List<String> DEFAULT_KEYS = List.of("id_ed25519", "id_ecdsa", "id_rsa");

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
        SshTarget target = target(spec, folder);
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

    static SshTarget target(AgentSpec spec, Path folder) {
        SshSpec s = spec.ssh() != null ? spec.ssh() : new SshSpec(null, null, null, null, null, null);
        String user = s.user() != null ? s.user() : System.getProperty("user.name");
        Path key = s.identityFile() != null ? UserPaths.resolve(s.identityFile(), folder) : defaultKey();
        Path known = s.knownHosts() != null ? UserPaths.resolve(s.knownHosts(), folder) : SshTarget.defaultKnownHosts();
        // the same passphrase sources as a remote server's ssh block
        PasswordSource passphrase = s.passphraseEnv() != null ? new PasswordSource.Environment(s.passphraseEnv(), "ssh.passphraseEnv")
                : s.passphraseFile() != null ? new PasswordSource.File(UserPaths.resolve(s.passphraseFile(), folder), "passphrase")
                : new PasswordSource.None();
        return new SshTarget(spec.host(), s.port() == null ? SshTarget.DEFAULT_PORT : s.port(), user, key, known, passphrase);
    }

    private static Path defaultKey() {
        Path dir = Path.of(System.getProperty("user.home"), ".ssh");
        return DEFAULT_KEYS.stream().map(dir::resolve).filter(Files::isRegularFile).findFirst().orElse(dir.resolve(DEFAULT_KEYS.get(0)));
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
