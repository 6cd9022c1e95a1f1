package io.benchlab.core.remote;

import io.benchlab.core.server.ServerException;
import io.benchlab.core.settings.StartupOptions;
import java.time.Duration;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * A server the host already runs (its package's service, say), started and stopped by the user's
 * own commands over SSH ({@code sudo systemctl start mariadb}); benchlab reaches it by the JDBC URL
 * the experiment gives. Start-up options are the service's business (its option files): benchlab
 * sets only dynamic settings on it.
 *
 * @param ssh      the connection to the host
 * @param startCommand the command that starts it
 * @param stopCommand  the command that stops it
 * @param dataDir  its datadir there
 * @param log      its error log there, if given
 * @param ready    whether it accepts connections (a JDBC login through the experiment's URL)
 * @param pidFile  the pid file the running server reports ({@code @@pid_file}), empty when it cannot be asked
 */
public record RemoteService(SshSession ssh, String startCommand, String stopCommand, String dataDir, Optional<String> log, BooleanSupplier ready,
                            Supplier<Optional<String>> pidFile)
        implements RemoteServer {
    private static final Duration COMMAND_TIMEOUT = Duration.ofMinutes(5);
    private static final Duration READY_TIMEOUT = Duration.ofSeconds(180);
    private static final Duration QUICK = Duration.ofMinutes(1);

    @Override
    public void ensureRunning(StartupOptions options) {
        if (!options.options().isEmpty()) {
            throw new ServerException("start-up options " + options.options().keySet() + " need benchlab's own server; "
                    + label() + " is started by its own command");
        }
        if (ready.getAsBoolean()) {
            return;
        }
        command(startCommand, "start");
        long deadline = System.nanoTime() + READY_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            if (ready.getAsBoolean()) {
                return;
            }
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ServerException("interrupted while waiting for " + label());
            }
        }
        throw new ServerException(label() + " did not accept connections within " + READY_TIMEOUT.toSeconds() + " s after: " + startCommand);
    }

    @Override
    public void stop() {
        command(stopCommand, "stop");
    }

    private void command(String line, String what) {
        RemoteResult r = ssh.run(line, COMMAND_TIMEOUT);
        if (!r.ok()) {
            String why = (r.stderr().isBlank() ? r.stdout() : r.stderr()).strip().lines().findFirst().orElse("");
            throw new ServerException("the " + what + " command failed on " + ssh.target().host() + " (exit " + r.exitCode() + "): " + line
                    + (why.isEmpty() ? "" : ": " + why));
        }
    }

    /** It runs when it accepts connections: its process is the service manager's, not ours to watch. */
    @Override
    public boolean isRunning() {
        return ready.getAsBoolean();
    }

    /**
     * Its process, for CPU and memory samples: from the pid file the server itself names (a host
     * may run other servers, so no guessing by process name); empty when that file is unreadable.
     */
    @Override
    public Optional<Long> pid() {
        Optional<String> file = pidFile.get();
        if (file.isEmpty()) {
            return Optional.empty();
        }
        String out = ssh.run("cat " + Shell.quote(file.get()), QUICK).stdout().strip();
        try {
            return out.isEmpty() ? Optional.empty() : Optional.of(Long.parseLong(out.lines().findFirst().orElse("")));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    @Override
    public Optional<String> errorLog() {
        return log;
    }

    @Override
    public String label() {
        return "remote service on " + ssh.target().host();
    }
}
