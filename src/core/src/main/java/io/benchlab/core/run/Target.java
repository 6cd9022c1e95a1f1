package io.benchlab.core.run;

import io.benchlab.core.bundle.Records.ColdProof;
import io.benchlab.core.probe.SystemSampler;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.ServerException;
import io.benchlab.core.settings.StartupOptions;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.Optional;

/**
 * What a variant runs on, as the runner sees it: a connection pool, start-up options, a cold
 * restart with its proof, a way to tell "the server died" from "the query failed", and an end.
 * The runner only ever talks to this interface, so a new kind of server is one more
 * implementation, created by {@link TargetFactory} — see docs/ARCHITECTURE.md, "Adding a target
 * kind". Each kind is a file of its own: {@link ManagedTarget} (benchlab runs it: cold phases and
 * start-up options work), {@link ExternalTarget} (only dynamic settings; no cold phases),
 * {@link NoServerTarget} (a workload that needs no server; cold phases evict its own files),
 * {@link RemoteTarget} (a server on another host, over SSH), and the two {@link Cluster}s, which
 * add what only several nodes have (roles, per-node settings and records, where streams connect).
 * Every kind that empties caches does it through {@link ColdRestart}.
 */
public interface Target extends AutoCloseable {

    /** How messages, bundles and reports name it (never with a secret). */
    String label();

    /** The pool the run's connections come from; only for targets that {@link #hasServer() have a server}. */
    ConnectionPool pool();

    /** The server's host as a side load's command reaches it; empty when benchlab cannot run commands there. */
    default java.util.Optional<ServerHost> serverHost() {
        return java.util.Optional.empty();
    }

    /** False only for {@code server: {type: none}}: no pool, settings, datasets or TLS. */
    default boolean hasServer() {
        return true;
    }

    /** Makes the server run with these start-up options (managed: restart if they differ) and a pool of at least this size. */
    void ensure(StartupOptions options, int maxConnections);

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

    /** Sets a variant's dynamic global settings ({@code SET GLOBAL}) on the server. */
    default void setGlobals(Map<String, String> global) throws SQLException {
        setGlobals(pool(), global);
    }

    /**
     * Makes the next query start cold — restart, empty the caches — and measures how cold it is.
     * Only targets benchlab can restart support it (through {@link ColdRestart}); validation
     * refuses cold phases on the others before the run starts.
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

    /** Whose machine the server runs on, for the run's environment (default: this one, data folder unknown). */
    default ServerMachine serverMachine() {
        return new ServerMachine.ThisMachine();
    }

    /** A sampler of the machine beneath the server (its block device and process when known). */
    default SystemSampler machineSampler() {
        return new SystemSampler(null, -1);
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

    /** {@code SET GLOBAL} each setting on one server (a cluster calls it per node). */
    static void setGlobals(ConnectionPool pool, Map<String, String> global) throws SQLException {
        if (global.isEmpty()) {
            return;
        }
        try (Connection c = pool.connection(); Statement st = c.createStatement()) {
            for (var g : global.entrySet()) {
                st.execute("SET GLOBAL " + g.getKey() + " = " + g.getValue());
            }
        }
    }
}
