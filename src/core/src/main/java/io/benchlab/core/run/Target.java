package io.benchlab.core.run;

import io.benchlab.core.bundle.BundleWriter;
import io.benchlab.core.bundle.Records.ColdProof;
import io.benchlab.core.bundle.Records.Settle;
import io.benchlab.core.probe.BlockDevice;
import io.benchlab.core.probe.PageCache;
import io.benchlab.core.probe.SystemSampler;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.Endpoint;
import io.benchlab.core.server.LeftoverSessions;
import io.benchlab.core.server.ManagedServer;
import io.benchlab.core.server.ProfileLock;
import io.benchlab.core.server.ServerException;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.server.ServerState;
import io.benchlab.core.settings.StartupOptions;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * What a variant runs on, as the runner sees it: a connection pool, start-up options, a cold
 * restart with its proof, a way to tell "the server died" from "the query failed", and an end.
 * The runner only ever talks to this interface, so a new kind of server (another host, a cluster)
 * is one more implementation, created by {@link TargetFactory} — see docs/ARCHITECTURE.md, "Adding
 * a target kind". The kinds here: managed (benchlab can restart it, so cold phases and start-up
 * options work), external (only dynamic settings; no cold phases) and none (a workload that needs
 * no server; cold phases evict the workload's own files); {@link RemoteTarget} is a server on another host, over SSH.
 */
public interface Target extends AutoCloseable {

    /** The pool the run's connections come from; only for targets that {@link #hasServer() have a server}. */
    ConnectionPool pool();

    /**
     * Every node's pool by node name, the node {@link #pool()} reaches first, so that what is
     * recorded per server (its variables) is recorded for each node; one server: empty (its
     * {@link #pool()} is all there is).
     */
    default Map<String, ConnectionPool> nodePools() {
        return Map.of();
    }

    /** How messages, bundles and reports name it (never with a secret). */
    String label();

    /** False only for {@code server: {type: none}}: no pool, settings, datasets or TLS. */
    default boolean hasServer() {
        return true;
    }

    /** The start-up options the server runs with now (none when not known or not started by benchlab). */
    default StartupOptions currentOptions() {
        return StartupOptions.none();
    }

    /**
     * Whether other benchlab runs may use the server at the same time (nothing locks it for this
     * run), so the run warns when it sees one in its schemas.
     */
    default boolean shared() {
        return false;
    }

    /** Makes the server run with these start-up options (managed: restart if they differ). */
    void ensure(StartupOptions options, int maxConnections);

    /**
     * As {@link #ensure(StartupOptions, int)}, with start-up options for single nodes (a variant's
     * {@code nodeSettings}); only a cluster has nodes, and validation refuses node settings elsewhere.
     */
    default void ensure(StartupOptions options, Map<String, StartupOptions> perNode, int maxConnections) {
        if (!perNode.isEmpty()) {
            throw new ServerException("settings per node need a cluster; " + label() + " is one server");
        }
        ensure(options, maxConnections);
    }

    /**
     * Sets a variant's dynamic global settings ({@code SET GLOBAL}) where it runs: one server, or
     * every node of an existing cluster with each node's own ({@code nodeSettings}) on top.
     *
     * @param perNode node name → its own global settings; only a cluster has nodes
     */
    default void setGlobals(Map<String, String> global, Map<String, Map<String, String>> perNode) throws SQLException {
        if (global.isEmpty()) {
            return;
        }
        try (Connection c = pool().connection(); Statement st = c.createStatement()) {
            for (var g : global.entrySet()) {
                st.execute("SET GLOBAL " + g.getKey() + " = " + g.getValue());
            }
        }
    }

    /**
     * Where the workers of a stream connect for {@code nodes} (the words of
     * {@link io.benchlab.core.experiment.NodeChoice}, or a node's name: {@code stream.writeTo} for
     * a stream that writes, {@code stream.readFrom} for one that only reads); one server: its own
     * endpoint, whatever the word.
     *
     * @param writes whether the stream writes (a cluster refuses to send writes to a replica)
     */
    default List<Endpoint> streamEndpoints(String nodes, boolean writes) {
        return List.of(pool().endpoint());
    }

    /**
     * Appends what the target recorded since the last call beyond the runner's own records (a
     * cluster: each start with every node's start-up time, each node's cold proof); called after
     * {@link #ensure} and after a {@link #coldRestart}.
     *
     * @param phase the phase a cold restart was for; null after an ensure
     */
    default void flushRecords(String variant, Phase phase, BundleWriter bundle) {
    }

    /**
     * After a variant's last phase: the target's own end-of-variant check (a cluster: every node
     * holds the same rows); throws, ending the run, when it fails.
     */
    default void finishVariant(String variant, String schema, BundleWriter bundle, RunListener listener) {
    }

    /**
     * Makes the next query start cold — restart, empty the caches — and measures how cold it is.
     * Only targets benchlab can restart support it; validation refuses cold phases on the others.
     */
    default ColdProof coldRestart(boolean dropCaches) {
        throw new ServerException("cold phases need a managed server (benchlab must restart it and empty its caches): " + label());
    }

    /** Whether it is a server this run started and that runs now, so another server of the run must wait until it is {@link #suspend() suspended}. */
    default boolean holdsMachine() {
        return false;
    }

    /** Stops the server to make room for another target's; the next {@link #ensure} starts it again. */
    default void suspend() {
    }

    /** A sampler of the machine beneath the server (its block device and process when known). */
    default SystemSampler machineSampler() {
        return new SystemSampler(null, -1);
    }

    /** Whose machine the server runs on, for the run's environment (default: this one). */
    default ServerMachine serverMachine() {
        return new ServerMachine.ThisMachine();
    }

    /** The server's data folder on this machine, when there is one (the environment describes its disk). */
    default Optional<Path> localDataDir() {
        return Optional.empty();
    }

    /** Server logs to keep in the bundle, by the name they get there. */
    default Map<String, Path> logs() {
        return Map.of();
    }

    /** The server died underneath us: a one-line reason, else empty. */
    Optional<String> death();

    /** After an error: throws {@link ServerDied} when the error was the server going away, else returns. */
    default void throwIfDead() {
        Optional<String> reason = death();
        if (reason.isPresent()) {
            throw new ServerDied(reason.get());
        }
    }

    /** Ends the run's use of it: closes the pool, stops a server this run started unless it is kept, gives back locks. */
    @Override
    void close();

    /** A server benchlab runs; the run holds its profile's lock from construction to close. */
    final class Managed implements Target {
        private final ManagedServer server;
        private final ProfileLock lock;
        private final Consumer<String> notices;
        private final boolean startedHere;
        private final boolean keepServer;
        private ConnectionPool pool;
        private int maxConnections = ConnectionPool.forWorkers(0);
        private boolean leftoversChecked;

        /**
         * @param lock    this run's hold on the profile
         * @param notices    where to say what was cleaned up after a dead run
         * @param keepServer leave a server this run started running at the end
         */
        Managed(ManagedServer server, ProfileLock lock, Consumer<String> notices, boolean keepServer) {
            this.server = server;
            this.lock = lock;
            this.notices = notices;
            this.keepServer = keepServer;
            // a server left running by a killed run is this run's to stop, as if it had started it
            boolean orphaned = lock.previous().map(p -> p.startedServer() && server.state().map(st -> st.pid() == p.serverPid()).orElse(false))
                    .orElse(false);
            this.startedHere = !server.isRunning() || orphaned;
        }

        public ManagedServer server() {
            return server;
        }

        /** Whether this run started the server (and so stops it at the end). */
        public boolean startedHere() {
            return startedHere;
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
        public Optional<Path> localDataDir() {
            return Optional.of(server.profile().dataDir());
        }

        @Override
        public Map<String, Path> logs() {
            return Map.of("server-" + server.profile().name() + "-error.log", server.profile().errorLog());
        }

        @Override
        public ConnectionPool pool() {
            if (pool == null) {
                throw new ServerException("server '" + server.profile().name() + "' is not started");
            }
            return pool;
        }

        @Override
        public String label() {
            return "managed '" + server.profile().name() + "'";
        }

        @Override
        public void ensure(StartupOptions options, int maxConnections) {
            boolean same = server.state().map(s -> s.options().equals(options.withColdSafeDefaults().options())).orElse(false);
            if (same && pool != null && maxConnections <= this.maxConnections) {
                return;
            }
            closePool();
            server.ensureRunning(options, 0);
            this.maxConnections = Math.max(this.maxConnections, maxConnections);
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
            pool = ConnectionPool.open(ServerFactory.endpoint(server), maxConnections, id -> lock.session(serverPid, id));
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
            try (Connection c = pool.connection()) {
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
            closePool();
            server.stop();
        }

        /**
         * Settle the write-back a setup left ({@link ColdSettle}), restart with buffer-pool dump/load off, evict the datadir from the page cache (and drop the
         * whole cache when asked and allowed), then measure what is still cached.
         */
        @Override
        public ColdProof coldRestart(boolean dropCaches) {
            ColdSettle.Before pending = pool == null ? null : ColdSettle.arm(pool);
            closePool();
            StartupOptions options = new StartupOptions(server.state().orElseThrow().options());
            server.stop();
            Path data = server.profile().dataDir();
            long total;
            long residentBefore;
            boolean evicted;
            boolean dropped = false;
            try {
                evicted = PageCache.evict(data);
                if (dropCaches) {
                    dropped = PageCache.dropAll();
                }
                total = PageCache.totalBytes(data);
                residentBefore = PageCache.residentBytes(data);
            } catch (IOException e) {
                throw new ServerException("cannot evict " + data + " from the page cache: " + e.getMessage(), e);
            }
            server.ensureRunning(options, 0);
            openPool();
            Settle settle = pending == null ? null : ColdSettle.finish(pending, pool);
            long residentAfter;
            try {
                residentAfter = PageCache.residentBytes(data);
            } catch (IOException e) {
                residentAfter = -1;
            }
            BufferPoolReading bp = BufferPoolReading.read(pool);
            String method = "server restarted; innodb_buffer_pool_dump_at_shutdown=OFF, innodb_buffer_pool_load_at_startup=OFF; "
                    + (evicted ? "datadir files evicted from the OS page cache (posix_fadvise DONTNEED via dd iflag=nocache)" : "page cache NOT evicted (dd missing)")
                    + (dropped ? "; whole OS page cache dropped (drop_caches=3)" : "");
            return new ColdProof(method, total, residentBefore, residentAfter, bp.pagesData(), bp.pagesTotal(), bp.dumpLoadOff(), dropped, settle);
        }

        /**
         * Called after an error: the exit notice is asynchronous, so look for up to a second
         * before deciding the server is alive and the error was the query's own.
         */
        @Override
        public Optional<String> death() {
            return ExitNotice.awaitDeath(() -> {
                Integer code = server.unexpectedExitCode();
                return code != null || !server.isRunning()
                        ? Optional.of("server '" + server.profile().name() + "' died" + ManagedServer.describeExit(code)
                                + " during the run; last error-log lines: " + server.errorLogTail(3))
                        : Optional.empty();
            });
        }

        private void closePool() {
            if (pool != null) {
                pool.close();
                pool = null;
            }
        }

        /** The profile is given back after the server was stopped (when this run stops it). */
        @Override
        public void close() {
            closePool();
            try {
                if (startedHere && !keepServer) {
                    server.stop();
                }
            } finally {
                lock.close();
            }
        }
    }

    /** A server someone else runs. */
    final class External implements Target {
        private final Endpoint endpoint;
        private ConnectionPool pool;
        private int maxConnections;

        External(Endpoint endpoint) {
            this.endpoint = endpoint;
        }

        @Override
        public ConnectionPool pool() {
            return pool;
        }

        @Override
        public String label() {
            return endpoint.label();
        }

        @Override
        public boolean shared() {
            return true;
        }

        /** This machine when the URL names a loopback address; else a host benchlab cannot look into. */
        @Override
        public ServerMachine serverMachine() {
            return ServerMachine.ofUrls(List.of(endpoint.jdbcUrl()));
        }

        @Override
        public void ensure(StartupOptions options, int maxConnections) {
            if (!options.options().isEmpty()) {
                throw new ServerException("start-up options " + options.options().keySet() + " need a managed server");
            }
            // a stream's workers need more connections than the first ensure asked for: grow like Managed does
            if (pool == null || maxConnections > this.maxConnections) {
                if (pool != null) {
                    pool.close();
                }
                this.maxConnections = Math.max(ConnectionPool.forWorkers(0), Math.max(this.maxConnections, maxConnections));
                pool = ConnectionPool.open(endpoint, this.maxConnections);
            }
        }

        @Override
        public Optional<String> death() {
            try (Connection c = pool.connection()) {
                return c.isValid(5) ? Optional.empty() : Optional.of("lost the connection to " + label());
            } catch (SQLException e) {
                return Optional.of("lost the connection to " + label() + ": " + e.getMessage());
            }
        }

        @Override
        public void close() {
            if (pool != null) {
                pool.close();
            }
        }
    }

    /**
     * No server ({@code server: {type: none}}), for a workload that declares it needs none. There
     * is no pool; a cold phase evicts the workload's own files from the page cache and proves it.
     */
    final class None implements Target {
        private final Supplier<List<Path>> files;

        /** @param files the workload's own files, asked for when needed (they may be known only once it prepared) */
        public None(Supplier<List<Path>> files) {
            this.files = files;
        }

        /** The workload's own files (cold eviction, the device sampled per interval). */
        public List<Path> files() {
            return List.copyOf(files.get());
        }

        /**
         * The machine beneath the workload: the block device holding its files (the first one, or
         * its folder before it exists), so a storage workload's intervals carry the same disk
         * figures as a server's datadir; no process of ours to follow.
         */
        @Override
        public SystemSampler machineSampler() {
            BlockDevice device = files().stream().findFirst()
                    .map(f -> java.nio.file.Files.exists(f) ? f : f.toAbsolutePath().getParent())
                    .flatMap(BlockDevice::holding).orElse(null);
            return new SystemSampler(device, -1);
        }

        @Override
        public ConnectionPool pool() {
            throw new ServerException("this run has no server (server type none)");
        }

        @Override
        public String label() {
            return "no server";
        }

        @Override
        public boolean hasServer() {
            return false;
        }

        @Override
        public void ensure(StartupOptions options, int maxConnections) {
            if (!options.options().isEmpty()) {
                throw new ServerException("start-up options " + options.options().keySet() + " need a managed server");
            }
        }

        /**
         * Evicts the workload's files from the OS page cache (and drops the whole cache when asked
         * and allowed), then measures what is still cached — the datadir's check, on these files.
         */
        @Override
        public ColdProof coldRestart(boolean dropCaches) {
            List<Path> existing = files().stream().filter(java.nio.file.Files::isRegularFile).toList();
            try {
                boolean evicted = PageCache.evict(existing);
                boolean dropped = dropCaches && PageCache.dropAll();
                long total = PageCache.totalBytes(existing);
                long resident = PageCache.residentBytes(existing);
                String method = "no server; " + (evicted ? "the workload's files evicted from the OS page cache (posix_fadvise DONTNEED via dd iflag=nocache)"
                        : "page cache NOT evicted (dd missing)") + (dropped ? "; whole OS page cache dropped (drop_caches=3)" : "");
                return new ColdProof(method, total, resident, resident, -1, -1, false, dropped);
            } catch (IOException e) {
                throw new ServerException("cannot evict the workload's files from the page cache: " + e.getMessage(), e);
            }
        }

        @Override
        public Optional<String> death() {
            return Optional.empty();
        }

        @Override
        public void close() {
        }
    }
}
