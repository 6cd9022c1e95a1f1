package io.benchlab.core.remote;

import java.nio.file.Path;

/**
 * What to do with a host whose key is not yet in known_hosts: refuse it ({@link #KNOWN_ONLY}),
 * trust it on first use ({@link #ACCEPT_NEW}, the CLI's {@code --accept-new-host-key}), or ask
 * someone ({@link #ask}: the desktop app's dialog). A changed key is refused whatever the policy.
 */
public sealed interface HostKeyPolicy permits HostKeyPolicy.Fixed, HostKeyPolicy.Ask {

    /** Refuse it: the user checks the fingerprint and adds the key (ssh-keyscan, or one ssh login). */
    HostKeyPolicy KNOWN_ONLY = new Fixed(false);

    /** Trust it on first use and add it to known_hosts, as {@code ssh -o StrictHostKeyChecking=accept-new} does. */
    HostKeyPolicy ACCEPT_NEW = new Fixed(true);

    /** Ask for each unknown key, e.g. in a dialog; a key trusted is added to known_hosts. */
    static HostKeyPolicy ask(Question question) {
        return new Ask(question);
    }

    /** Whether to trust this unknown key (and add it to known_hosts). */
    boolean trusts(UnknownKey key);

    /**
     * A host key not in known_hosts, as the question shows it.
     *
     * @param host        the host's name as the experiment gives it
     * @param port        its SSH port
     * @param keyType     e.g. ssh-ed25519
     * @param fingerprint e.g. SHA256:…
     * @param knownHosts  the file it would be added to
     */
    record UnknownKey(String host, int port, String keyType, String fingerprint, Path knownHosts) {
        /** "127.0.0.1:2222 offers ssh-ed25519 SHA256:…", for the question and for a refusal. */
        public String describe() {
            return host + ":" + port + " offers " + keyType + " " + fingerprint;
        }
    }

    /** Someone who decides about an unknown key (called on the SSH connection's thread; it may wait for an answer). */
    @FunctionalInterface
    interface Question {
        boolean trust(UnknownKey key);
    }

    /** The same answer for every key. */
    record Fixed(boolean acceptNew) implements HostKeyPolicy {
        @Override
        public boolean trusts(UnknownKey key) {
            return acceptNew;
        }
    }

    /** The question's answer for each key. */
    record Ask(Question question) implements HostKeyPolicy {
        @Override
        public boolean trusts(UnknownKey key) {
            return question.trust(key);
        }
    }
}
