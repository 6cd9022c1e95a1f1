package io.benchlab.core.remote;

import io.benchlab.core.BenchlabException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.PublicKey;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.channel.ChannelExec;
import org.apache.sshd.client.channel.ClientChannelEvent;
import org.apache.sshd.client.config.hosts.KnownHostEntry;
import org.apache.sshd.client.keyverifier.AcceptAllServerKeyVerifier;
import org.apache.sshd.client.keyverifier.KnownHostsServerKeyVerifier;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.common.config.keys.FilePasswordProvider;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.keyprovider.KeyIdentityProvider;
import org.apache.sshd.common.util.security.SecurityUtils;
import org.apache.sshd.sftp.client.SftpClient;
import org.apache.sshd.sftp.client.SftpClientFactory;

/**
 * One SSH connection to a host: run commands, copy files up and down. Every failure the user can
 * fix (unknown or changed host key, refused key, connection refused, a command that failed) is a
 * {@link BenchlabException} with one line naming the host and what to do. Passphrases are read
 * when the key is loaded and kept nowhere.
 *
 * <p>Thread-safe for commands (each runs on its own channel of the one connection), so a sampler
 * and a phase can share it.
 */
public final class SshSession implements AutoCloseable {
    /** Bounds waiting for a host that does not answer; it does not judge speed. */
    private static final Duration CONNECT = Duration.ofSeconds(30);
    private static final Duration ASKED = Duration.ofSeconds(115);

    private final SshTarget target;
    private final SshClient client;
    private final ClientSession session;

    private SshSession(SshTarget target, SshClient client, ClientSession session) {
        this.target = target;
        this.client = client;
        this.session = session;
    }

    public SshTarget target() {
        return target;
    }

    /** Connects, checks the host key and logs in with the target's key. */
    public static SshSession open(SshTarget target, HostKeyPolicy policy) {
        try {
            java.net.InetAddress.getByName(target.host()); // the library would report a name that does not resolve as a silent host
        } catch (UnknownHostException e) {
            throw new BenchlabException("cannot connect to " + target.host() + ": no such host (check the name, or give its address)", e);
        }
        Iterable<KeyPair> keys = loadKey(target);
        AtomicReference<String> refusal = new AtomicReference<>();
        SshClient client = SshClient.setUpDefaultClient();
        client.setServerKeyVerifier(new Verifier(target, policy, refusal));
        // only the key the target names: no agent, no ~/.ssh defaults, no passwords or keyboard prompts
        client.setKeyIdentityProvider(KeyIdentityProvider.EMPTY_KEYS_PROVIDER);
        client.setUserAuthFactoriesNames("publickey");
        // local port forwards (a remote server's port reached through this connection) are opened by us, never by the host
        client.setForwardingFilter(org.apache.sshd.server.forward.AcceptAllForwardingFilter.INSTANCE);
        // a query's packets go out at once: with Nagle's algorithm a forwarded result waits for delayed ACKs
        org.apache.sshd.core.CoreModuleProperties.TCP_NODELAY.set(client, true);
        client.start();
        ClientSession session = null;
        try {
            session = client.connect(target.user(), target.host(), target.port()).verify(CONNECT).getSession();
            for (KeyPair key : keys) {
                session.addPublicKeyIdentity(key);
            }
            // a key asked about waits for a person's answer: as long as sshd's default login grace (120 s) allows
            session.auth().verify(policy instanceof HostKeyPolicy.Ask ? ASKED : CONNECT);
            return new SshSession(target, client, session);
        } catch (IOException | RuntimeException e) {
            closeQuietly(session, client);
            if (refusal.get() != null) {
                throw new BenchlabException(refusal.get(), e);
            }
            throw new BenchlabException(connectFailure(target, session, e), e);
        }
    }

    private static String connectFailure(SshTarget target, ClientSession session, Exception e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof ConnectException) {
                return "cannot connect to " + target.host() + ":" + target.port() + ": connection refused (is sshd running there, on this port?)";
            }
            if (t instanceof UnknownHostException) {
                return "cannot connect to " + target.host() + ": no such host";
            }
            if (t instanceof NoRouteToHostException) {
                return "cannot connect to " + target.host() + ":" + target.port() + ": no route to host";
            }
        }
        if (session == null || session.getServerVersion() == null) {
            // TCP connected but no SSH greeting came: another kind of server on that port, or a firewall dropping packets
            return "no SSH answer from " + target.host() + ":" + target.port() + " (is it an SSH server, on this port?)";
        }
        String first = e.getMessage() == null ? "" : e.getMessage().lines().findFirst().orElse("");
        if (first.toLowerCase(java.util.Locale.ROOT).contains("authentication")) { // "no more authentication methods available"
            return target.describe() + " refused the key " + target.identityFile() + " (is its .pub line in ~" + target.user()
                    + "/.ssh/authorized_keys there?)";
        }
        return "cannot log in to " + target.describe() + ": " + (first.isEmpty() ? "the connection failed" : first);
    }

    private static Iterable<KeyPair> loadKey(SshTarget target) {
        Path file = target.identityFile();
        if (!Files.isRegularFile(file)) {
            throw new BenchlabException("identityFile " + file + " does not exist (give the private key, not the .pub)");
        }
        // whether the key asked for its passphrase: then a key that does not decode means a wrong one
        java.util.concurrent.atomic.AtomicBoolean asked = new java.util.concurrent.atomic.AtomicBoolean();
        FilePasswordProvider passphrase = (session, resource, retry) -> {
            asked.set(true);
            String p = target.passphrase().read();
            if (p.isEmpty()) {
                throw new BenchlabException("identityFile " + file + " is encrypted: give its passphrase with passphraseEnv or passphraseFile");
            }
            return p;
        };
        try (InputStream in = Files.newInputStream(file)) {
            Iterable<KeyPair> keys = SecurityUtils.loadKeyPairIdentities(null, () -> file.toString(), in, passphrase);
            if (keys == null || !keys.iterator().hasNext()) {
                throw new BenchlabException("identityFile " + file + " holds no private key");
            }
            return keys;
        } catch (BenchlabException e) {
            throw e;
        } catch (GeneralSecurityException | IOException | RuntimeException e) {
            if (asked.get()) {
                throw new BenchlabException("cannot read identityFile " + file + ": wrong passphrase (from " + target.passphrase().describe() + ")", e);
            }
            throw new BenchlabException("cannot read identityFile " + file + ": not an OpenSSH or PEM private key", e);
        }
    }

    /** Runs a shell command line there and waits for it; a non-zero exit is returned, not thrown. */
    public RemoteResult run(String commandLine, Duration timeout) {
        return exec(commandLine, null, timeout);
    }

    /** Starts a command line there whose standard input and output stay open as streams (see {@link RemoteProcess}). */
    public RemoteProcess start(String commandLine) {
        return RemoteProcess.start(target.host(), session, commandLine, CONNECT);
    }

    /** Runs a command (each argument quoted) and returns its output; a non-zero exit is one line naming host and command. */
    public String runChecked(List<String> command, Duration timeout) {
        String line = Shell.join(command);
        RemoteResult r = run(line, timeout);
        if (!r.ok()) {
            String why = r.stderr().isBlank() ? r.stdout() : r.stderr();
            throw new BenchlabException("command failed on " + target.host() + " (exit " + r.exitCode() + "): " + String.join(" ", command)
                    + (why.isBlank() ? "" : ": " + why.strip().lines().findFirst().orElse("")));
        }
        return r.stdout();
    }

    /**
     * Runs a command line there with {@code input} as its standard input (e.g. a tar stream to
     * unpack), waiting for it; a non-zero exit is returned, not thrown.
     */
    public RemoteResult runWithInput(String commandLine, InputStream input, Duration timeout) {
        return exec(commandLine, input, timeout);
    }

    /** One command on an exec channel, with {@code input} as its standard input when given. */
    private RemoteResult exec(String commandLine, InputStream input, Duration timeout) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try (ChannelExec channel = session.createExecChannel(commandLine)) {
            if (input != null) {
                channel.setIn(input);
            }
            channel.setOut(out);
            channel.setErr(err);
            channel.open().verify(CONNECT);
            var events = channel.waitFor(EnumSet.of(ClientChannelEvent.CLOSED, ClientChannelEvent.EXIT_STATUS), timeout);
            if (events.contains(ClientChannelEvent.TIMEOUT)) {
                throw new BenchlabException("command on " + target.host() + " did not finish within " + timeout.toSeconds() + " s: " + commandLine);
            }
            Integer status = channel.getExitStatus();
            channel.waitFor(EnumSet.of(ClientChannelEvent.CLOSED), Duration.ofSeconds(5)); // drain the last output
            return new RemoteResult(status == null ? -1 : status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new BenchlabException("lost the SSH connection to " + target.describe() + " while running: " + commandLine, e);
        }
    }

    /** A local port on 127.0.0.1 whose connections go through this SSH connection to a port on the host's own 127.0.0.1. */
    public record Tunnel(int localPort, int remotePort, AutoCloseable handle) implements AutoCloseable {
        @Override
        public void close() {
            try {
                handle.close();
            } catch (Exception ignored) {
                // the connection closes with the session anyway
            }
        }
    }

    /** Forwards a free local port to {@code 127.0.0.1:remotePort} on the host ({@code ssh -L}). */
    public Tunnel forward(int remotePort) {
        try {
            var tracker = session.createLocalPortForwardingTracker(new org.apache.sshd.common.util.net.SshdSocketAddress("127.0.0.1", 0),
                    new org.apache.sshd.common.util.net.SshdSocketAddress("127.0.0.1", remotePort));
            return new Tunnel(tracker.getBoundAddress().getPort(), remotePort, tracker);
        } catch (IOException e) {
            throw new BenchlabException("cannot forward a local port to " + target.host() + ":" + remotePort + " over SSH: " + e.getMessage(), e);
        }
    }

    /** Whether the connection is still up (a sampler or a dead-server check asks before using it). */
    public boolean isOpen() {
        return session.isOpen();
    }

    /** Copies a local file to a remote path (over SFTP; the remote folder must exist). */
    public void upload(Path local, String remotePath) {
        try (SftpClient sftp = SftpClientFactory.instance().createSftpClient(session);
                OutputStream out = sftp.write(remotePath);
                InputStream in = Files.newInputStream(local)) {
            in.transferTo(out);
        } catch (IOException e) {
            throw new BenchlabException("cannot copy " + local + " to " + target.host() + ":" + remotePath + ": " + sftpReason(e), e);
        }
    }

    /** Copies a remote file to a local path, replacing it. */
    public void download(String remotePath, Path local) {
        try (SftpClient sftp = SftpClientFactory.instance().createSftpClient(session);
                InputStream in = sftp.read(remotePath)) {
            Files.copy(in, local, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new BenchlabException("cannot copy " + target.host() + ":" + remotePath + " to " + local + ": " + sftpReason(e), e);
        }
    }

    private static String sftpReason(IOException e) {
        String m = e.getMessage();
        return m == null ? "failed" : m.replaceFirst("^SFTP error \\(\\w+\\): ", "").lines().findFirst().orElse("failed");
    }

    @Override
    public void close() {
        closeQuietly(session, client);
    }

    private static void closeQuietly(ClientSession session, SshClient client) {
        try {
            if (session != null) {
                session.close();
            }
        } catch (IOException ignored) {
            // closing: nothing left to save
        }
        client.stop();
    }

    /**
     * known_hosts checking that remembers why it refused, so the failure is named in one line
     * rather than as the library's "server key did not validate".
     */
    private static final class Verifier extends KnownHostsServerKeyVerifier {
        private final SshTarget target;
        private final HostKeyPolicy policy;
        private final AtomicReference<String> refusal;

        Verifier(SshTarget target, HostKeyPolicy policy, AtomicReference<String> refusal) {
            // the decision on an unknown key is the policy's (below); once trusted the library adds it to known_hosts
            super(AcceptAllServerKeyVerifier.INSTANCE, target.knownHosts());
            this.target = target;
            this.policy = policy;
            this.refusal = refusal;
        }

        @Override
        protected boolean acceptUnknownHostKey(ClientSession session, SocketAddress remote, PublicKey serverKey) {
            HostKeyPolicy.UnknownKey key = new HostKeyPolicy.UnknownKey(target.host(), target.port(), KeyUtils.getKeyType(serverKey),
                    KeyUtils.getFingerPrint(serverKey), target.knownHosts());
            if (policy.trusts(key)) {
                return super.acceptUnknownHostKey(session, remote, serverKey);
            }
            refusal.set("host key of " + hostPort() + " is not in " + target.knownHosts() + " (it offers " + key.keyType() + " "
                    + key.fingerprint() + ")" + (policy instanceof HostKeyPolicy.Ask ? " and was not trusted" : "")
                    + "; check that fingerprint with the host's admin, then add it: ssh-keyscan"
                    + (target.port() == SshTarget.DEFAULT_PORT ? "" : " -p " + target.port()) + " " + target.host() + " >> " + target.knownHosts()
                    + (policy instanceof HostKeyPolicy.Ask ? "" : " (or trust it on first use: benchlab run --accept-new-host-key)"));
            return false;
        }

        @Override
        public boolean acceptModifiedServerKey(ClientSession session, SocketAddress remote, KnownHostEntry entry, PublicKey expected,
                PublicKey actual) {
            refusal.set("host key of " + hostPort() + " has CHANGED since it was recorded in " + target.knownHosts() + " (now "
                    + KeyUtils.getKeyType(actual) + " " + KeyUtils.getFingerPrint(actual) + "); refusing to connect. If the host was"
                    + " reinstalled, remove the old key: ssh-keygen -f " + target.knownHosts() + " -R '" + knownHostsName() + "'");
            return false;
        }

        private String hostPort() {
            return target.host() + ":" + target.port();
        }

        private String knownHostsName() {
            return target.port() == SshTarget.DEFAULT_PORT ? target.host() : "[" + target.host() + "]:" + target.port();
        }
    }
}
