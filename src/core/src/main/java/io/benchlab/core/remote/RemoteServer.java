package io.benchlab.core.remote;

import io.benchlab.core.settings.StartupOptions;
import java.util.Optional;

/**
 * A database server on another host that benchlab starts and stops over SSH: its own copy of the
 * binaries ({@link RemoteMariaDb}) or the host's service ({@link RemoteService}). What a cold
 * phase and the samplers need of it: a restart, its datadir and error log on the host, its
 * process id there.
 */
public sealed interface RemoteServer permits RemoteMariaDb, RemoteService {

    SshSession ssh();

    /** Makes it run with these start-up options (restarting when they differ); ready for connections on return. */
    void ensureRunning(StartupOptions options);

    /** Stops it (a clean shutdown), waiting until its process is gone. */
    void stop();

    /** Whether its process runs on the host (asked over SSH). */
    boolean isRunning();

    /** Its process id on the host, when it runs. */
    Optional<Long> pid();

    /** Its datadir on the host (absolute). */
    String dataDir();

    /** Its error log on the host, when known. */
    Optional<String> errorLog();

    /** How messages and bundles name it, e.g. {@code remote 'default' on db1}. */
    String label();
}
