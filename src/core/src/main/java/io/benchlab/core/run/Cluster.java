package io.benchlab.core.run;

import io.benchlab.core.cluster.ClusterMember;
import java.time.Duration;
import java.util.List;

/**
 * What the stream's per-node probe and the end-of-variant check need of a cluster target,
 * sandbox or existing: its nodes, the ones a stream writes to, and how to wait for the replicas.
 */
sealed interface Cluster extends Target permits ClusterTarget, ExistingClusterTarget {

    /** Every node, the writing node first. */
    List<? extends ClusterMember> members();

    /** The node setup and queries go to: the primary, or a Galera cluster's first node. */
    ClusterMember writingMember();

    /** The nodes a stream's workers connect to for {@code writeTo} ({@code primary}, a node's name, or {@code all}). */
    List<? extends ClusterMember> streamMembers(String writeTo);

    /**
     * Waits until every node holds what the writing node has: replicas applied the primary's GTID
     * position; a Galera node's reads wait for the cluster ({@code wsrep_sync_wait}) where they are made.
     *
     * @return false when a replica did not catch up in time
     */
    boolean awaitCaughtUp(Duration timeout);

    /** Whether reads must ask the node to wait for the cluster first (Galera). */
    boolean galera();
}
