package io.benchlab.core.cluster;

import io.benchlab.core.server.Endpoint;
import io.benchlab.core.server.ServerException;
import io.benchlab.core.util.JdbcUrls;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Locale;

/**
 * A node of a cluster the user runs (given by {@code nodeUrls}): reached by its JDBC URL with the
 * experiment's credentials. Benchlab never starts, stops or restarts it.
 *
 * @param endpoint URL, user, password and a label without credentials (the only form messages use)
 * @param dialect  what its server speaks, from {@code VERSION()} when it was first connected to
 */
public record ExistingNode(String name, NodeRole role, Endpoint endpoint, ReplicationDialect dialect) implements ClusterMember {

    /** A node whose server has not been asked yet: taken as MariaDB until {@link ExistingCluster#discover} reads its {@code VERSION()}. */
    public ExistingNode(String name, NodeRole role, Endpoint endpoint) {
        this(name, role, endpoint, ReplicationDialect.MARIADB);
    }

    @Override
    public Connection connect() throws SQLException {
        return DriverManager.getConnection(endpoint.jdbcUrl(), endpoint.user(), endpoint.password());
    }

    /** Nothing to watch: benchlab has no process of an existing node, only its answers. */
    @Override
    public void requireAlive() {
    }

    @Override
    public ServerException down(String what) {
        return failure(role.name().toLowerCase(Locale.ROOT) + " node", what);
    }

    /** A failure found before the node's role is known (it is not connected yet): named without a role. */
    public ServerException downBeforeRole(String what) {
        return failure("node", what);
    }

    private ServerException failure(String kind, String what) {
        // a driver's message may quote the URL: never with its credentials
        return new ServerException(kind + " '" + name + "' (" + endpoint.label() + ") " + JdbcUrls.redact(ClusterMember.firstLine(what)));
    }

    /** The same node in another role (found once connected). */
    public ExistingNode as(NodeRole newRole) {
        return new ExistingNode(name, newRole, endpoint, dialect);
    }

    /** The same node speaking {@code found} (asked once connected). */
    public ExistingNode speaking(ReplicationDialect found) {
        return new ExistingNode(name, role, endpoint, found);
    }
}
