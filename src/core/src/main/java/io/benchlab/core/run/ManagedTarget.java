package io.benchlab.core.run;

import io.benchlab.core.bundle.Records.ColdProof;
import io.benchlab.core.probe.BlockDevice;
import io.benchlab.core.probe.SystemSampler;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.LeftoverSessions;
import io.benchlab.core.server.ManagedServer;
import io.benchlab.core.server.ProfileLock;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.server.ServerState;
import io.benchlab.core.settings.StartupOptions;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A server benchlab runs on this machine ({@code embedded}, {@code binaries}); the run holds its
 * profile's lock from construction to close. A fault kills, stops, pauses or starts its process
 * (one node, {@code server}); a restart brings it back on the same port, so the stream's
 * connections find it again.
 */
final class ManagedTarget implements Target, OneServerFaults {
    /** The one node of a single server, as faults name it. */
    static final String SERVER = io.benchlab.core.plan.FaultPlan.ONE_SERVER;

    private final ManagedServer server;
    private final ProfileLock lock;
    private final Consumer<String> notices;
    private final boolean startedHere;
    private final boolean keepServer;
    private final TargetPools pool;
    private final PlannedFaults planned = new PlannedFaults();
    private boolean leftoversChecked;

    /**
     * @param lock       this run's hold on the profile
     * @param notices    where to say what was cleaned up after a dead run
     * @param keepServer leave a server this run started running at the end
     */
    ManagedTarget(ManagedServer server, ProfileLock lock, Consumer<String> notices, boolean keepServer) {
        this.server = server;
        this.lock = lock;
        this.notices = notices;
        this.keepServer = keepServer;
        this.pool = new TargetPools("server '" + server.profile().name() + "' is not started");
        // a server left running by a killed run is this run's to stop, as if it had started it
        boolean orphaned = lock.previous().map(p -> p.startedServer() && server.state().map(st -> st.pid() == p.serverPid()).orElse(false))
                .orElse(false);
        this.startedHere = !server.isRunning() || orphaned;
        server.resumeLeftover();
    }

    @Override
    public StartupOptions currentOptions() {
        return server.currentOptions();
    }

    @Override
    public boolean holdsMachine() {
        return startedHere && server.isRunning();
    }

    @Override
    public SystemSampler machineSampler() {
        long pid = server.state().map(ServerState::pid).orElse(-1L);
        return new SystemSampler(BlockDevice.holding(server.profile().dataDir()).orElse(null), pid);
    }

    @Override
    public Optional<ServerHost> serverHost() {
        Path base = server.distribution().basedir();
        List<Path> bins = java.util.stream.Stream.of(base.resolve("bin"), base.resolve("usr/bin")).filter(java.nio.file.Files::isDirectory)
                .toList();
        return Optional.of(new ServerHost.Here(bins, ServerFactory.endpoint(server).user()));
    }

    @Override
    public ServerMachine serverMachine() {
        return new ServerMachine.ThisMachine(server.profile().dataDir());
    }

    @Override
    public Map<String, Path> logs() {
        return Map.of("server-" + server.profile().name() + "-error.log", server.profile().errorLog());
    }

    @Override
    public ConnectionPool pool() {
        return pool.get();
    }

    @Override
    public String label() {
        return "managed '" + server.profile().name() + "'";
    }

    @Override
    public void ensure(StartupOptions options, int maxConnections) {
        boolean same = server.state().map(s -> s.options().equals(options.withColdSafeDefaults().options())).orElse(false);
        if (same && pool.hold(maxConnections)) {
            return;
        }
        pool.close();
        server.ensureRunning(options, 0);
        pool.grow(maxConnections);
        openPool();
        if (!leftoversChecked) {
            leftoversChecked = true;
            endLeftovers();
        }
    }

    /** Opens the pool, recording every session in the profile lock so that a later run can end them if this process dies. */
    private void openPool() {
        long serverPid = server.state().orElseThrow().pid();
        lock.server(serverPid, startedHere); // a holder that would have stopped the server: whoever finds it dead may stop it
        pool.put(ConnectionPool.open(ServerFactory.endpoint(server), pool.size(), id -> lock.session(serverPid, id)));
    }

    /**
     * A killed benchlab's queries go on running on the server (nobody is left to kill them):
     * end the sessions the dead holder recorded, if they belong to the server now running.
     */
    private void endLeftovers() {
        ProfileLock.Holder dead = lock.previous().orElse(null);
        long serverPid = server.state().map(ServerState::pid).orElse(0L);
        if (dead == null || dead.sessions().isEmpty() || dead.serverPid() != serverPid) {
            return;
        }
        try (Connection c = pool.get().connection()) {
            for (LeftoverSessions.Session s : LeftoverSessions.find(c, dead.sessions())) {
                LeftoverSessions.kill(c, s.id());
                if (s.query() != null) {
                    notices.accept("ended a query left running by a killed benchlab run (" + dead.describe() + ") after "
                            + s.seconds() + " s: " + s.shortQuery());
                }
            }
        } catch (SQLException e) {
            notices.accept("could not end the sessions left by a killed benchlab run (" + dead.describe() + "): " + e.getMessage());
        }
    }

    @Override
    public void suspend() {
        pool.close();
        server.stop();
    }

    /** The server restarted with the options it runs with, its datadir evicted from this machine's page cache ({@link ColdRestart}). */
    @Override
    public ColdProof coldRestart(boolean dropCaches) {
        StartupOptions options = new StartupOptions(server.state().orElseThrow().options());
        ColdRestart.Server restart = new ColdRestart.Server("server restarted", () -> {
            pool.close();
            server.stop();
        }, () -> {
            server.ensureRunning(options, 0);
            openPool();
        }, node -> pool.get());
        return ColdRestart.restart(restart, new ColdRestart.Here(), "datadir files", pool.orNull(),
                ColdRestart.Data.here(server.profile().dataDir()), dropCaches);
    }

    @Override
    public void killServer() {
        server.kill();
    }

    @Override
    public void stopServer() {
        server.stop();
    }

    /** Started again with its options on its port; a new pool (the old one's connections died with the server). */
    @Override
    public void startServer() {
        server.startAgain(null);
        pool.close();
        openPool();
    }

    @Override
    public void pauseServer() {
        server.pause();
    }

    @Override
    public void resumeServer() {
        server.resume();
    }

    @Override
    public boolean serverRunning() {
        return server.isRunning();
    }

    @Override
    public PlannedFaults planned() {
        return planned;
    }

    /**
     * Called after an error: the exit notice is asynchronous, so look for up to a second
     * before deciding the server is alive and the error was the query's own. A server a fault
     * holds down or paused is not dead.
     */
    @Override
    public Optional<String> death() {
        if (planned.any()) {
            return Optional.empty();
        }
        return ExitNotice.awaitDeath(() -> {
            Integer code = server.unexpectedExitCode();
            return code != null || !server.isRunning()
                    ? Optional.of("server '" + server.profile().name() + "' died" + ManagedServer.describeExit(code)
                            + " during the run; last error-log lines: " + server.errorLogTail(3))
                    : Optional.empty();
        });
    }

    /** The profile is given back after the server was stopped (when this run stops it). */
    @Override
    public void close() {
        pool.close();
        try {
            if (startedHere && !keepServer) {
                server.stop();
            }
        } finally {
            lock.close();
        }
    }
}
