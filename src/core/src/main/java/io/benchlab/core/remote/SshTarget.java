package io.benchlab.core.remote;

import io.benchlab.core.experiment.Experiment.SshSpec;
import io.benchlab.core.experiment.ExperimentDefaults;
import io.benchlab.core.server.PasswordSource;
import io.benchlab.core.util.UserPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * A host benchlab reaches over SSH, as the user would with {@code ssh -i identityFile -p port
 * user@host}: host keys are checked against {@code knownHosts}, login is by key only.
 *
 * @param host         name or address of the host
 * @param port         its sshd port (22 by default)
 * @param user         the login user
 * @param identityFile the private key (OpenSSH format; Ed25519, ECDSA or RSA)
 * @param knownHosts   the OpenSSH known_hosts file the host's key must be in (~/.ssh/known_hosts by default)
 * @param passphrase   where the key's passphrase comes from (the same rules as database passwords:
 *                     environment variable or owner-only file, never written anywhere); {@link PasswordSource.None} for an unencrypted key
 */
public record SshTarget(String host, int port, String user, Path identityFile, Path knownHosts, PasswordSource passphrase) {
    public static final int DEFAULT_PORT = ExperimentDefaults.SSH_PORT;

    /** The keys ssh tries when none is named, in its order. */
    private static final List<String> DEFAULT_KEYS = List.of("id_ed25519", "id_ecdsa", "id_rsa");

    public SshTarget {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(identityFile, "identityFile");
        Objects.requireNonNull(knownHosts, "knownHosts");
        passphrase = passphrase == null ? new PasswordSource.None() : passphrase;
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("port " + port + " is not a TCP port (1-65535)");
        }
    }

    /**
     * The one reading of an experiment's {@code ssh:} block (a remote server's or a load host's):
     * what is not given is what ssh itself would use — this user, the first of ~/.ssh's usual
     * keys, ~/.ssh/known_hosts, port 22; relative paths start at the experiment's folder.
     */
    public static SshTarget of(String host, SshSpec spec, Path folder) {
        SshSpec s = spec != null ? spec : new SshSpec(null, null, null, null, null, null);
        String user = s.user() != null ? s.user() : System.getProperty("user.name");
        Path key = s.identityFile() != null ? UserPaths.resolve(s.identityFile(), folder) : defaultKey();
        Path known = s.knownHosts() != null ? UserPaths.resolve(s.knownHosts(), folder) : defaultKnownHosts();
        PasswordSource passphrase = s.passphraseEnv() != null ? new PasswordSource.Environment(s.passphraseEnv(), "ssh.passphraseEnv")
                : s.passphraseFile() != null ? new PasswordSource.File(UserPaths.resolve(s.passphraseFile(), folder), "passphrase")
                : new PasswordSource.None();
        return new SshTarget(host, s.port() == null ? DEFAULT_PORT : s.port(), user, key, known, passphrase);
    }

    private static Path defaultKey() {
        Path dir = Path.of(System.getProperty("user.home"), ".ssh");
        return DEFAULT_KEYS.stream().map(dir::resolve).filter(Files::isRegularFile).findFirst().orElse(dir.resolve(DEFAULT_KEYS.get(0)));
    }

    /** The user's own known_hosts, as ssh uses it. */
    public static Path defaultKnownHosts() {
        return Path.of(System.getProperty("user.home"), ".ssh", "known_hosts");
    }

    /** How messages name the host: {@code user@host:port}. */
    public String describe() {
        return user + "@" + host + ":" + port;
    }
}
