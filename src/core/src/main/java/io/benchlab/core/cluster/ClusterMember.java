package io.benchlab.core.cluster;

import io.benchlab.core.server.ServerException;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * One node of a cluster as the probe, the consistency check and the run see it, whoever runs its
 * server: a sandbox node benchlab started ({@link ClusterNode}) or a node of a cluster the user
 * already runs ({@link ExistingNode}), reached by its JDBC URL.
 */
public sealed interface ClusterMember permits ClusterNode, ExistingNode {

    /** The node's name in messages and samples, e.g. {@code replica1}. */
    String name();

    NodeRole role();

    /** The replication SQL the node's server speaks (a sandbox runs MariaDB; an existing node is asked once). */
    ReplicationDialect dialect();

    /** A new connection of its own (probes and checks do not take the workers' pooled ones). */
    Connection connect() throws SQLException;

    /**
     * Fails with one line naming the node when its server is known to be gone. Cheap (called before
     * every reading): a sandbox node's process is watched; an existing node's cannot be, so there a
     * failed reading is what tells.
     */
    void requireAlive();

    /** A failure of this node as one line naming it ({@code what} cut to its first line: drivers write paragraphs). */
    ServerException down(String what);

    /** The first line of a message, for {@link #down}. */
    static String firstLine(String what) {
        return what == null ? "" : what.lines().findFirst().orElse("");
    }

    /**
     * The node's server process on this machine, when benchlab runs it (a sandbox node): its CPU
     * time and memory are read from /proc beside its status. Empty for a node of an existing cluster.
     */
    default java.util.OptionalLong localPid() {
        return java.util.OptionalLong.empty();
    }

    /** After a failed reading: waits the moment a killed server takes to be gone, so the line can say so. */
    default void awaitGone() {
    }
}
