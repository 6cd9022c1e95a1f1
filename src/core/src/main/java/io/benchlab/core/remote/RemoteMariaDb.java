package io.benchlab.core.remote;

import io.benchlab.core.experiment.ExperimentDefaults;
import io.benchlab.core.server.ServerException;
import io.benchlab.core.settings.StartupOptions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

/**
 * benchlab's own MariaDB on another host: the copied binaries ({@link RemoteDistribution}) with a
 * datadir of its own under {@code REMOTE_HOME/servers/PROFILE/}, started in its own session with
 * the same options as a local managed server ({@code --no-defaults}, {@code --skip-ssl},
 * buffer-pool dump/load off, listening on the host's 127.0.0.1 only). benchlab reaches it through
 * a local port forward of the SSH connection ({@link #tunnel()}): root has no password on it, so
 * it must not listen on the network.
 */
public final class RemoteMariaDb implements RemoteServer {
    private static final Duration START_TIMEOUT = Duration.ofSeconds(180);
    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(180);
    private static final Duration QUICK = Duration.ofMinutes(2);
    /** Ports a server is placed on when none is named: above the usual services, below the kernel's ephemeral range. */
    private static final int PORT_FROM = 20000;
    private static final int PORT_SPAN = 12000;

    private final SshSession ssh;
    private final RemoteDistribution dist;
    private final String profile;
    private final String dir;
    private final int wantedPort;
    private SshSession.Tunnel tunnel;
    private Long pid;
    private StartupOptions running;

    /**
     * @param remoteHome the remote benchlab home (absolute path on the host)
     * @param profile    names the datadir's folder under {@code servers/} there
     * @param port       the port on the host's 127.0.0.1; 0 for a free one
     */
    public RemoteMariaDb(SshSession ssh, RemoteDistribution dist, String remoteHome, String profile, int port) {
        this.ssh = ssh;
        this.dist = dist;
        this.profile = profile;
        this.dir = remoteHome + "/servers/" + profile;
        this.wantedPort = port;
    }

    /** The remote benchlab home of the login: {@code folder} as given if absolute, else under the login's home directory. */
    public static String home(SshSession ssh, String folder) {
        String f = folder == null ? ExperimentDefaults.REMOTE_HOME : folder;
        if (f.startsWith("/")) {
            return f.replaceAll("/+$", "");
        }
        String home = ssh.runChecked(List.of("sh", "-c", "cd && pwd"), QUICK).strip();
        return home + "/" + f.replaceAll("^~/", "").replaceAll("/+$", "");
    }

    @Override
    public SshSession ssh() {
        return ssh;
    }

    public RemoteDistribution distribution() {
        return dist;
    }

    @Override
    public String dataDir() {
        return dir + "/data";
    }

    @Override
    public Optional<String> errorLog() {
        return Optional.of(dir + "/error.log");
    }

    private String pidFile() {
        return dir + "/mariadbd.pid";
    }

    @Override
    public String label() {
        return "remote '" + profile + "' on " + ssh.target().host();
    }

    /** The local end of the forward to the server's port; the JDBC URL is {@code jdbc:mysql://127.0.0.1:LOCALPORT/}. */
    public SshSession.Tunnel tunnel() {
        if (tunnel == null) {
            throw new ServerException(label() + " is not started");
        }
        return tunnel;
    }

    public String jdbcUrl() {
        return "jdbc:mysql://127.0.0.1:" + tunnel().localPort() + "/";
    }

    @Override
    public synchronized void ensureRunning(StartupOptions options) {
        StartupOptions wanted = options.withColdSafeDefaults();
        if (running != null && running.equals(wanted) && isRunning()) {
            return;
        }
        stop();
        start(wanted);
    }

    /** Stops and starts with the same options: the basis of a cold phase. */
    public synchronized void restart() {
        StartupOptions options = running == null ? StartupOptions.none().withColdSafeDefaults() : running;
        stop();
        start(options);
    }

    private void start(StartupOptions options) {
        initialiseDataDirIfNeeded();
        if (tunnel == null) {
            int port = wantedPort > 0 ? wantedPort : freePort();
            tunnel = ssh.forward(port);
        }
        List<String> cmd = new ArrayList<>(List.of(dist.daemon(), "--no-defaults"));
        if (root()) {
            cmd.add("--user=root");
        }
        cmd.addAll(List.of("--basedir=" + dist.basedir(), "--datadir=" + dataDir(), "--lc-messages-dir=" + dist.messagesDir(),
                "--port=" + tunnel.remotePort(), "--bind-address=127.0.0.1", "--socket=" + dir + "/mariadbd.sock",
                "--pid-file=" + pidFile(), "--log-error=" + errorLog().orElseThrow(), "--tmpdir=" + dir + "/tmp", "--skip-ssl"));
        cmd.addAll(options.toArguments());
        // own session, no terminal, output to a file: it outlives this SSH channel and a Ctrl-C here never reaches it
        String line = "mkdir -p " + Shell.quote(dir + "/tmp") + " && { setsid " + Shell.join(cmd) + " </dev/null >/dev/null 2>>"
                + Shell.quote(dir + "/console.log") + " & echo $!; }";
        long offset = logSize();
        long started = Long.parseLong(ssh.runChecked(List.of("sh", "-c", line), QUICK).strip());
        waitUntilReady(started, offset);
        pid = started;
        running = options;
    }

    private void waitUntilReady(long started, long logOffset) {
        long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
        SQLException last = null;
        while (System.nanoTime() < deadline) {
            if (!alive(started)) {
                throw new ServerException(label() + " exited during start-up: " + errorLogSince(logOffset));
            }
            try (Connection c = DriverManager.getConnection(
                    "jdbc:mysql://127.0.0.1:" + tunnel.localPort() + "/?sslMode=DISABLED&connectTimeout=2000", "root", "")) {
                c.isValid(5);
                return;
            } catch (SQLException e) {
                last = e;
            }
            sleep(200);
        }
        ssh.run("kill -9 " + started, QUICK);
        throw new ServerException(label() + " did not accept connections within " + START_TIMEOUT.toSeconds() + " s"
                + (last != null ? " (" + last.getMessage().lines().findFirst().orElse("") + ")" : "") + "; see " + errorLog().orElseThrow() + " there");
    }

    @Override
    public synchronized void stop() {
        Optional<Long> p = pid();
        if (p.isPresent()) {
            // SIGTERM is a clean InnoDB shutdown; wait on the host, one command, rather than polling over the network
            String alive = "kill -0 " + p.get() + " 2>/dev/null && [ \"$(sed 's/.*) //' /proc/" + p.get() + "/stat | cut -d' ' -f1)\" != Z ]";
            String wait = "kill " + p.get() + " 2>/dev/null; i=0; while " + alive + "; do"
                    + " i=$((i+1)); [ $i -gt " + STOP_TIMEOUT.toSeconds() * 10 + " ] && { kill -9 " + p.get() + "; exit 3; }; sleep 0.1; done";
            ssh.run(wait, STOP_TIMEOUT.plusMinutes(1));
        }
        pid = null;
        running = null;
    }

    @Override
    public boolean isRunning() {
        return pid().isPresent();
    }

    /** Its pid: the one this object started, else the pid file a previous run left (a server still running from it). */
    @Override
    public synchronized Optional<Long> pid() {
        if (pid != null) {
            return alive(pid) ? Optional.of(pid) : Optional.empty();
        }
        RemoteResult r = ssh.run("cat " + Shell.quote(pidFile()) + " 2>/dev/null", QUICK);
        try {
            long leftover = Long.parseLong(r.stdout().strip());
            return alive(leftover) && isOurs(leftover) ? Optional.of(leftover) : Optional.empty();
        } catch (NumberFormatException none) {
            return Optional.empty();
        }
    }

    /** A pid file can outlive its process and the number be reused: ours only when that process runs on this datadir. */
    private boolean isOurs(long p) {
        return ssh.run("tr '\\0' ' ' < /proc/" + p + "/cmdline", QUICK).stdout().contains("--datadir=" + dataDir());
    }

    /**
     * Whether the process runs: it exists and is not a zombie. The server's parent shell exits at
     * once, so a killed server waits for a reaper, and a container's first process may never reap
     * it: {@code kill -0} alone would call it alive.
     */
    private boolean alive(long p) {
        return ssh.run("kill -0 " + p + " 2>/dev/null && [ \"$(sed 's/.*) //' /proc/" + p + "/stat | cut -d' ' -f1)\" != Z ]", QUICK).ok();
    }

    private boolean root() {
        return "root".equals(ssh.runChecked(List.of("id", "-un"), QUICK).strip());
    }

    private void initialiseDataDirIfNeeded() {
        String madeBy = dir + "/made-by";
        RemoteResult exists = ssh.run("test -d " + Shell.quote(dataDir() + "/mysql") + " && cat " + Shell.quote(madeBy) + " 2>/dev/null", QUICK);
        if (exists.ok()) {
            String by = exists.stdout().strip();
            if (!by.isEmpty() && !by.equals(dist.release())) {
                throw new ServerException(label() + " holds a datadir made by " + by + ", not by " + dist.release()
                        + "; name another profile for this server (server: {profile: NAME})");
            }
            return;
        }
        List<String> cmd = new ArrayList<>(List.of(dist.installDb(), "--no-defaults", "--basedir=" + dist.basedir(), "--datadir=" + dataDir(),
                "--auth-root-authentication-method=normal", "--skip-test-db",
                // its bootstrap server's temporary tables in the profile's own folder, not in a /tmp others share and clean
                "--tmpdir=" + dir + "/tmp"));
        if (root()) {
            cmd.add("--user=root");
        }
        RemoteResult r = ssh.run("mkdir -p " + Shell.quote(dataDir()) + " " + Shell.quote(dir + "/tmp") + " && " + Shell.join(cmd) + " && echo "
                + Shell.quote(dist.release()) + " > " + Shell.quote(madeBy), Duration.ofMinutes(5));
        if (!r.ok()) {
            ssh.run("rm -rf " + Shell.quote(dataDir()), QUICK);
            List<String> lines = (r.stderr() + "\n" + r.stdout()).lines().filter(l -> !l.isBlank()).toList();
            // the server's own error line says why; warnings before it do not
            String out = lines.stream().filter(l -> l.contains("[ERROR]") || l.contains("No space left")).findFirst()
                    .or(() -> lines.stream().filter(l -> !l.contains("[Warning]") && !l.contains("[Note]")).reduce((a, b) -> b))
                    .orElse(lines.isEmpty() ? "exit code " + r.exitCode() : lines.get(lines.size() - 1));
            throw new ServerException("initialising the datadir of " + label() + " failed: " + out.strip());
        }
    }

    /** A port nothing listens on at the host (from its /proc/net/tcp*, as ss reads them), chosen at random. */
    private int freePort() {
        String listening = ssh.run("cat /proc/net/tcp /proc/net/tcp6 2>/dev/null", QUICK).stdout();
        Set<Integer> used = new HashSet<>();
        for (String line : listening.lines().toList()) {
            String[] f = line.trim().split("\\s+");
            if (f.length > 3 && f[1].contains(":") && !f[0].equals("sl")) {
                try {
                    used.add(Integer.parseInt(f[1].substring(f[1].lastIndexOf(':') + 1), 16));
                } catch (NumberFormatException ignored) {
                    // a header or an odd line
                }
            }
        }
        Random random = new Random();
        for (int i = 0; i < 1000; i++) {
            int candidate = PORT_FROM + random.nextInt(PORT_SPAN);
            if (!used.contains(candidate)) {
                return candidate;
            }
        }
        throw new ServerException("no free TCP port found on " + ssh.target().host() + "; name one (server: {port: N})");
    }

    private long logSize() {
        try {
            return Long.parseLong(ssh.run("stat -c %s " + Shell.quote(errorLog().orElseThrow()) + " 2>/dev/null || echo 0", QUICK).stdout().strip());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /** The error lines the server wrote since {@code offset} (or its last lines), for a failed start. */
    private String errorLogSince(long offset) {
        String text = ssh.run("tail -c +" + (offset + 1) + " " + Shell.quote(errorLog().orElseThrow()) + " 2>/dev/null | tail -n 50", QUICK).stdout();
        List<String> errors = text.lines().filter(l -> l.contains("[ERROR]")).toList();
        List<String> pick = errors.isEmpty() ? text.lines().filter(l -> !l.isBlank()).toList() : errors;
        return pick.isEmpty() ? "see " + errorLog().orElseThrow() + " there"
                : String.join(" | ", pick.subList(Math.max(0, pick.size() - 3), pick.size())).strip();
    }

    /** The last lines of the error log (for messages when the server fails or dies). */
    public String errorLogTail(int lines) {
        String text = ssh.run("tail -n " + lines + " " + Shell.quote(errorLog().orElseThrow()), QUICK).stdout();
        return String.join(" | ", text.lines().filter(l -> !l.isBlank()).toList());
    }

    /** Ends the port forward (the server stays as it is). */
    public void closeTunnel() {
        if (tunnel != null) {
            tunnel.close();
            tunnel = null;
        }
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServerException("interrupted while waiting for the server");
        }
    }
}
