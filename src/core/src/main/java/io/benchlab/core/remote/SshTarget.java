package io.benchlab.core.remote;

import io.benchlab.core.server.PasswordSource;
import java.nio.file.Path;
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
    public static final int DEFAULT_PORT = 22;

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

    /** The user's own known_hosts, as ssh uses it. */
    public static Path defaultKnownHosts() {
        return Path.of(System.getProperty("user.home"), ".ssh", "known_hosts");
    }

    /** How messages name the host: {@code user@host:port}. */
    public String describe() {
        return user + "@" + host + ":" + port;
    }
}
