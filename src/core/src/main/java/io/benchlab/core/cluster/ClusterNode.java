package io.benchlab.core.cluster;

import io.benchlab.core.server.ManagedServer;
import io.benchlab.core.server.ServerException;
import io.benchlab.core.server.ServerState;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

/**
 * One managed server of a sandbox cluster, under its own profile (datadir, port, error log).
 *
 * @param name     the node's name in messages and samples, e.g. {@code replica1}
 * @param role     what it does in the cluster
 * @param serverId its {@code server_id} (unique in the cluster, as replication requires)
 * @param server   the managed server process
 */
public record ClusterNode(String name, NodeRole role, int serverId, ManagedServer server) implements ClusterMember {

    public int port() {
        return server.state().map(ServerState::port).orElseThrow(() -> down("is not running"));
    }

    @Override
    public java.util.OptionalLong localPid() {
        return server.state().map(s -> java.util.OptionalLong.of(s.pid())).orElse(java.util.OptionalLong.empty());
    }

    /** The replication SQL of the node's build: MariaDB (embedded, Debian's, a wsrep build) or MySQL (a replication sandbox of a MySQL build). */
    @Override
    public ReplicationDialect dialect() {
        return ReplicationDialect.of(server.distribution().release());
    }

    /** A new connection as root over 127.0.0.1 (managed servers listen on loopback only). */
    @Override
    public Connection connect() throws SQLException {
        return DriverManager.getConnection("jdbc:mysql://127.0.0.1:" + port() + "/?sslMode=DISABLED&connectTimeout=5000", "root", "");
    }

    /** Fails with one line naming this node when its server is gone without being asked to stop. */
    @Override
    public void requireAlive() {
        if (!server.isRunning()) {
            server.awaitExitNoticed(java.time.Duration.ofSeconds(1)); // the exit code arrives a moment after the process is gone
            throw down("exited unexpectedly" + ManagedServer.describeExit(server.unexpectedExitCode()) + server.lastErrors(1).map(e -> "; its error log says: " + e)
                    .orElse("; its error log says nothing of it"));
        }
    }

    /** A killed server drops its connections a moment before its process is gone: wait that moment to say what happened. */
    @Override
    public void awaitGone() {
        server.awaitExitNoticed(java.time.Duration.ofSeconds(3));
    }

    @Override
    public ServerException down(String what) {
        return new ServerException(role.name().toLowerCase(java.util.Locale.ROOT) + " node '" + name + "' (server profile '"
                + server.profile().name() + "') " + ClusterMember.firstLine(what));
    }
}
