package io.benchlab.e2e;

import io.benchlab.core.remote.SshTarget;
import io.benchlab.core.server.PasswordSource;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.nio.file.attribute.UserPrincipalNotFoundException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Debian's real OpenSSH server on 127.0.0.1, for the SSH tests: a free port, a host key and a
 * client key made for the test (ssh-keygen), key login only, its own config, log and PID file in a
 * temporary folder. Not Debian's service: this sshd runs in the foreground as a child of the test
 * JVM and is stopped (by its own process handle) after the class.
 *
 * <p>No root login ({@code PermitRootLogin no}): when the tests run as root, sshd logs in the
 * unprivileged account {@value #TEST_USER} that scripts/install-test-deps.sh makes; otherwise sshd
 * runs as the current user and can log in only that user. {@code StrictModes no} because the
 * authorised key lives in a temporary folder, not in a home with ssh's ownership rules. The remote
 * side's files go to {@link #remoteDir()}, owned by the login user, under /var/tmp (a disk on
 * Debian, not a tmpfs: page-cache tests need pages that can be dropped).
 *
 * <p>Use: {@code @RegisterExtension static final OpenSshServer SSHD = new OpenSshServer();}
 */
final class OpenSshServer implements BeforeAllCallback, AfterAllCallback {
    static final Path SSHD = Path.of("/usr/sbin/sshd");
    static final String HOST = "127.0.0.1";
    static final String TEST_USER = "benchlab-ssh-test";

    private final boolean root = "root".equals(System.getProperty("user.name"));
    private Path dir;
    private Path remoteDir;
    private Process process;
    private int port;

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        if (!Files.isExecutable(SSHD)) {
            throw new IllegalStateException("these tests drive a real sshd: apt-get install -y openssh-server (scripts/install-test-deps.sh)");
        }
        dir = Files.createTempDirectory("benchlab-sshd");
        keygen(dir.resolve("host_key"));
        keygen(dir.resolve("client_key"));
        Files.copy(dir.resolve("client_key.pub"), dir.resolve("authorized_keys"));
        remoteDir = Files.createTempDirectory(Path.of("/var/tmp"), "benchlab-ssh-remote");
        if (root) {
            UserPrincipal user;
            try {
                user = FileSystems.getDefault().getUserPrincipalLookupService().lookupPrincipalByName(TEST_USER);
            } catch (UserPrincipalNotFoundException e) {
                throw new IllegalStateException("the SSH tests log in as " + TEST_USER + ", which does not exist: run scripts/install-test-deps.sh");
            }
            // sshd reads authorized_keys as the login user: it may pass through the folder and read that one file
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx--x--x"));
            Files.setPosixFilePermissions(dir.resolve("authorized_keys"), PosixFilePermissions.fromString("rw-r--r--"));
            Files.setOwner(remoteDir, user);
            // sshd refuses to start without its privilege-separation folder; Debian's service makes it at boot, we are not that service
            Files.createDirectories(Path.of("/run/sshd"));
        }
        IOException last = null;
        for (int attempt = 0; attempt < 3 && process == null; attempt++) {
            try {
                start(freePort());
            } catch (IOException e) {
                last = e; // another process took the port between our probe and sshd's bind: try another
            }
        }
        if (process == null) {
            throw last;
        }
    }

    private void start(int candidate) throws IOException, InterruptedException {
        Path config = dir.resolve("sshd_config");
        Files.writeString(config, String.join("\n",
                "Port " + candidate,
                "ListenAddress " + HOST,
                "HostKey " + dir.resolve("host_key"),
                "PidFile " + dir.resolve("sshd.pid"),
                "AuthorizedKeysFile " + dir.resolve("authorized_keys"),
                "PubkeyAuthentication yes",
                "PasswordAuthentication no",
                "KbdInteractiveAuthentication no",
                "PermitRootLogin no",
                "StrictModes no",
                "UsePAM no",
                "Subsystem sftp internal-sftp",
                "LogLevel VERBOSE",
                ""));
        Path log = dir.resolve("sshd.log");
        Process p = new ProcessBuilder(SSHD.toString(), "-D", "-e", "-f", config.toString())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        // ready when it accepts a connection; an sshd that exits (bad config, port taken) ends the wait
        while (p.isAlive()) {
            try (Socket s = new Socket()) {
                s.connect(new InetSocketAddress(HOST, candidate), 1000);
                process = p;
                port = candidate;
                return;
            } catch (IOException notYet) {
                Thread.sleep(50);
            }
        }
        throw new IOException("sshd exited with " + p.exitValue() + ": " + Files.readString(log).strip());
    }

    @Override
    public void afterAll(ExtensionContext context) throws Exception {
        if (process != null) {
            process.destroy();
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
        // the sessions sshd forked for each login end with their connections; then the folders can go
        for (Path folder : List.of(dir, remoteDir)) {
            try (Stream<Path> files = Files.walk(folder)) {
                for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }

    /** The account sshd logs in: {@value #TEST_USER} when the tests run as root, else the current user. */
    String user() {
        return root ? TEST_USER : System.getProperty("user.name");
    }

    /** A folder the login user owns, for the remote side of a test (the same machine, so a test can check it locally too). */
    Path remoteDir() {
        return remoteDir;
    }

    int port() {
        return port;
    }

    /** The test's client key, authorised for the current user. */
    Path clientKey() {
        return dir.resolve("client_key");
    }

    /** The file of keys allowed to log in (the test key; a test may append its own). */
    Path authorizedKeys() {
        return dir.resolve("authorized_keys");
    }

    /** The server's public host key line ({@code type base64 comment}). */
    String hostKeyLine() throws IOException {
        return Files.readString(dir.resolve("host_key.pub")).strip();
    }

    /** A known_hosts file in {@code folder} that lists this server with its real host key. */
    Path knownHosts(Path folder) throws IOException {
        Path file = folder.resolve("known_hosts");
        Files.writeString(file, "[" + HOST + "]:" + port + " " + hostKeyLine() + "\n");
        return file;
    }

    /**
     * This server as a load host of an experiment ({@code stream.agents}): its login user and port,
     * the key {@code identity}, and a known_hosts file written into {@code folder}.
     */
    String agent(Path identity, Path folder) throws IOException {
        return "{host: " + HOST + ", ssh: {user: " + user() + ", port: " + port + ", identityFile: '" + identity + "', knownHosts: '"
                + knownHosts(folder) + "'}}";
    }

    /** The target for this server: its login user, the given key and known_hosts. */
    SshTarget target(Path identity, Path knownHosts) {
        return new SshTarget(HOST, port, user(), identity, knownHosts, new PasswordSource.None());
    }

    /** Makes a new key pair at {@code file} and {@code file.pub} (Ed25519, OpenSSH's default type). */
    static void keygen(Path file) throws IOException, InterruptedException {
        keygen(file, "");
    }

    static void keygen(Path file, String passphrase) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of("ssh-keygen", "-q", "-t", "ed25519", "-N", passphrase, "-C", "benchlab-test", "-f", file.toString()));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        if (p.waitFor() != 0) {
            throw new IOException("ssh-keygen failed: " + out.strip());
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getByName(HOST))) {
            return s.getLocalPort();
        }
    }
}
