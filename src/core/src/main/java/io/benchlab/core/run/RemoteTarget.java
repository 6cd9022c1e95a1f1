package io.benchlab.core.run;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.Records.ColdProof;
import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.experiment.ExperimentDefaults;
import io.benchlab.core.probe.SystemSampler;
import io.benchlab.core.remote.HostKeyPolicy;
import io.benchlab.core.remote.RemoteDistribution;
import io.benchlab.core.remote.RemoteMachine;
import io.benchlab.core.remote.RemoteMariaDb;
import io.benchlab.core.remote.RemotePageCache;
import io.benchlab.core.remote.RemoteServer;
import io.benchlab.core.remote.RemoteService;
import io.benchlab.core.remote.SshSession;
import io.benchlab.core.remote.SshTarget;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.Endpoint;
import io.benchlab.core.server.ProfileLock;
import io.benchlab.core.server.ServerProfile;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.settings.StartupOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;

/**
 * A server on another host ({@code server: {type: remote}}), controlled over one SSH connection:
 * benchlab's own copy of MariaDB there, reached through a port forward, or the host's service,
 * reached by its JDBC URL. Cold phases restart it, evict its datadir from the host's page cache
 * and measure what stayed there with the same commands as locally, run on the host; the host's
 * /proc is sampled over the same connection; its error log is fetched into the bundle. A fault
 * signals its process on the host over SSH ({@code kill -9}, {@code -STOP}, {@code -CONT}), stops
 * it and starts it again as it ran (benchlab's own server on the same port, a service by its
 * command).
 */
final class RemoteTarget implements Target, OneServerFaults {
    private final SshSession ssh;
    private final RemoteServer server;
    private final Endpoint serviceEndpoint;
    private final boolean keepServer;
    /** This machine's hold on benchlab's own server there (null for a service): two runs from here never share it. */
    private ProfileLock lock;
    /** Where fetched logs wait to be copied into the bundle; removed at {@link #close()}. */
    private Path fetched;
    private final TargetPools pool;
    private StartupOptions current = StartupOptions.none();
    private final PlannedFaults planned = new PlannedFaults();

    private RemoteTarget(SshSession ssh, RemoteServer server, Endpoint serviceEndpoint, boolean keepServer) {
        this.ssh = ssh;
        this.server = server;
        this.serviceEndpoint = serviceEndpoint;
        this.keepServer = keepServer;
        this.pool = new TargetPools(server.label() + " is not started");
    }

    /**
     * Logs in (the host key checked), and for benchlab's own server makes sure the host has the
     * binaries: everything that can be refused is refused here, before anything is measured.
     *
     * @param run relative identityFile, knownHosts or passphraseFile start at its folder; its notices say that binaries are copied
     */
    static RemoteTarget open(ServerSpec spec, RunScope run, ServerFactory factory, HostKeyPolicy policy) {
        Path folder = run.folder();
        SshTarget target = SshTarget.of(spec.host(), spec.ssh(), folder);
        SshSession ssh = SshSession.open(target, policy);
        try {
            if (spec.service() != null) {
                Endpoint endpoint = ServerFactory.external(spec, folder);
                RemoteService service = new RemoteService(ssh, spec.service().start(), spec.service().stop(), spec.service().datadir(),
                        Optional.ofNullable(spec.service().errorLog()), () -> accepts(endpoint), () -> pidFile(endpoint));
                return new RemoteTarget(ssh, service, endpoint, run.keepServers());
            }
            // the lock is local (HOME/remote/HOST-PROFILE, not a local server profile): it keeps two runs from this machine apart
            ProfileLock lock = ProfileLock.acquire(ServerProfile.in(factory.home().root().resolve("remote"),
                    (spec.host() + "-" + spec.profileOrDefault()).replaceAll("[^A-Za-z0-9_.-]", "_")), run.purpose());
            try {
                String home = RemoteMariaDb.home(ssh, spec.remoteHome());
                RemoteDistribution dist = RemoteDistribution.ensure(ssh, factory.embedded(spec.version()), home, run.notices());
                RemoteTarget t = new RemoteTarget(ssh, new RemoteMariaDb(ssh, dist, home, spec.profileOrDefault(), spec.port() == null ? ExperimentDefaults.PORT : spec.port()),
                        null, run.keepServers());
                t.lock = lock;
                return t;
            } catch (RuntimeException e) {
                lock.close();
                throw e;
            }
        } catch (RuntimeException e) {
            ssh.close();
            throw e;
        }
    }

    private static boolean accepts(Endpoint endpoint) {
        try (Connection c = DriverManager.getConnection(endpoint.jdbcUrl(), endpoint.user(), endpoint.password())) {
            return c.isValid(5);
        } catch (SQLException e) {
            return false;
        }
    }

    /** The pid file the running server names; relative names are in its datadir, as the server resolves them. */
    private static Optional<String> pidFile(Endpoint endpoint) {
        try (Connection c = DriverManager.getConnection(endpoint.jdbcUrl(), endpoint.user(), endpoint.password());
                java.sql.Statement s = c.createStatement();
                java.sql.ResultSet rs = s.executeQuery("SELECT @@pid_file, @@datadir")) {
            if (!rs.next() || rs.getString(1) == null || rs.getString(1).isBlank()) {
                return Optional.empty();
            }
            String file = rs.getString(1);
            return Optional.of(file.startsWith("/") ? file : rs.getString(2).replaceAll("/+$", "") + "/" + file);
        } catch (SQLException e) {
            return Optional.empty();
        }
    }

    RemoteServer server() {
        return server;
    }

    @Override
    public ConnectionPool pool() {
        return pool.get();
    }

    @Override
    public String label() {
        return server.label();
    }

    @Override
    public void ensure(StartupOptions options, int maxConnections) {
        boolean same = options.equals(current) && server.isRunning();
        if (same && pool.hold(maxConnections)) {
            return;
        }
        pool.close();
        server.ensureRunning(options);
        current = options;
        pool.grow(maxConnections);
        openPool();
    }

    /** The options it runs with now (a remote service: none of benchlab's). */
    @Override
    public StartupOptions currentOptions() {
        return current;
    }

    private void openPool() {
        pool.put(ConnectionPool.open(endpoint(), pool.size()));
    }

    private Endpoint endpoint() {
        if (server instanceof RemoteMariaDb own) {
            // root without a password, on the host's loopback only: reached through the SSH connection, never the network
            return new Endpoint(own.jdbcUrl(), "root", "", label() + " (through SSH, 127.0.0.1:" + own.tunnel().remotePort() + " there)");
        }
        return serviceEndpoint;
    }

    /**
     * The server restarted over SSH with the options it ran with, its datadir evicted from the
     * host's page cache with the commands run there ({@link ColdRestart}).
     */
    @Override
    public ColdProof coldRestart(boolean dropCaches) {
        String host = ssh.target().host();
        String data = server.dataDir();
        ColdRestart.Server restart = new ColdRestart.Server("server on " + host + " restarted over SSH", () -> {
            pool.close();
            server.stop();
        }, () -> {
            server.ensureRunning(current);
            openPool();
        }, node -> pool.get());
        return ColdRestart.restart(restart, new ColdRestart.OverSsh(host), "datadir " + data, pool.orNull(),
                ColdRestart.Data.on(new RemotePageCache(ssh), data), dropCaches);
    }

    /** The host's /proc and /etc/os-release, read over this SSH connection. */
    @Override
    public Optional<ServerHost> serverHost() {
        return Optional.of(new ServerHost.OverSsh(ssh, serviceEndpoint != null ? serviceEndpoint.user() : "root"));
    }

    @Override
    public ServerMachine serverMachine() {
        io.benchlab.core.remote.RemoteProc proc = new io.benchlab.core.remote.RemoteProc(ssh);
        return new ServerMachine.Remote(names -> proc.read(names).files(), "ssh to " + ssh.target().host());
    }

    /** A sampler of the host beneath the server, fed over this SSH connection. */
    @Override
    public SystemSampler machineSampler() {
        return RemoteMachine.sampler(server);
    }

    /**
     * The server's error log, fetched from the host; nothing when there is none or the host no
     * longer answers (the run's outcome is never hidden behind a log).
     */
    @Override
    public Map<String, Path> logs() {
        Optional<String> log = server.errorLog();
        if (log.isEmpty() || !ssh.isOpen()) {
            return Map.of();
        }
        try {
            if (fetched == null) {
                fetched = Files.createTempDirectory("benchlab-remote-logs");
            }
            Path local = fetched.resolve("error.log");
            ssh.download(log.get(), local);
            String name = "server-" + label().replaceAll("[^A-Za-z0-9_.-]+", "-").replaceAll("-+$", "") + "-error.log";
            return Map.of(name, local);
        } catch (BenchlabException | IOException e) {
            return Map.of();
        }
    }

    @Override
    public void killServer() {
        server.signal("KILL");
    }

    @Override
    public void stopServer() {
        server.stop();
    }

    /** Started again as it ran (benchlab's own server on its port behind the same forward); a new pool. */
    @Override
    public void startServer() {
        server.ensureRunning(current);
        pool.close();
        openPool();
    }

    @Override
    public void pauseServer() {
        server.signal("STOP");
    }

    @Override
    public void resumeServer() {
        server.signal("CONT");
    }

    @Override
    public boolean serverRunning() {
        return server.isRunning();
    }

    @Override
    public PlannedFaults planned() {
        return planned;
    }

    /** The SSH connection lost, or the server gone without a fault taking it down. */
    @Override
    public Optional<String> death() {
        if (!ssh.isOpen()) {
            return Optional.of("lost the SSH connection to " + ssh.target().describe() + " during the run");
        }
        if (planned.any()) {
            return Optional.empty();
        }
        try {
            if (!server.isRunning()) {
                String tail = server instanceof RemoteMariaDb own ? "; last error-log lines: " + own.errorLogTail(3) : "";
                return Optional.of(label() + " died during the run" + tail);
            }
        } catch (BenchlabException e) {
            return Optional.of(e.getMessage());
        }
        return Optional.empty();
    }

    /** At the end of the run: closes the pool, stops benchlab's own server unless it is kept, ends the SSH connection. */
    @Override
    public void close() {
        pool.close();
        deleteFetched();
        try {
            if (server instanceof RemoteMariaDb own && ssh.isOpen()) {
                if (!keepServer) {
                    own.stop();
                }
                own.closeTunnel();
            }
        } finally {
            ssh.close();
            if (lock != null) {
                lock.close();
            }
        }
    }

    private void deleteFetched() {
        if (fetched == null) {
            return;
        }
        try (var files = Files.list(fetched)) {
            for (Path f : files.toList()) {
                Files.deleteIfExists(f);
            }
            Files.deleteIfExists(fetched);
        } catch (IOException ignored) {
            // a temporary file left behind; nothing of the run depends on it
        }
    }
}
