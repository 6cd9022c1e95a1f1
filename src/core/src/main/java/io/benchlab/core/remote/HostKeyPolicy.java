package io.benchlab.core.remote;

/** What to do with a host whose key is not yet in known_hosts. A changed key is refused either way. */
public enum HostKeyPolicy {
    /** Refuse it: the user checks the fingerprint and adds the key (ssh-keyscan, or one ssh login). */
    KNOWN_ONLY,
    /** Trust it on first use and add it to known_hosts, as {@code ssh -o StrictHostKeyChecking=accept-new} does. */
    ACCEPT_NEW
}
