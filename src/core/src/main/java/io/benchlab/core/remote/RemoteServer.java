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

    /**
     * Sends a signal to its process on the host: {@code KILL} (then waits until the process is
     * gone), {@code STOP} or {@code CONT}. One line when it does not run or the host refuses (the
     * login may not signal another user's service).
     */
    default void signal(String signal) {
        long pid = pid().orElseThrow(() -> new io.benchlab.core.server.ServerException(label() + " does not run"));
        // gone: no such process, or a zombie waiting for a reaper (the server's parent shell exited at once)
        String alive = "kill -0 " + pid + " 2>/dev/null && [ \"$(sed 's/.*) //' /proc/" + pid + "/stat | cut -d' ' -f1)\" != Z ]";
        String line = "kill -" + signal + " " + pid + ("KILL".equals(signal) ? " && i=0 && while " + alive
                + "; do i=$((i+1)); [ $i -gt 300 ] && exit 3; sleep 0.1; done" : "");
        RemoteResult r = ssh().run(line, java.time.Duration.ofMinutes(1));
        if (!r.ok()) {
            String why = (r.stderr().isBlank() ? r.stdout() : r.stderr()).strip().lines().findFirst().orElse("exit " + r.exitCode());
            throw new io.benchlab.core.server.ServerException("cannot send SIG" + signal + " to " + label() + " (pid " + pid + "): " + why);
        }
    }
}
