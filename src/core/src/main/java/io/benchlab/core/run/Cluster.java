package io.benchlab.core.run;

import io.benchlab.core.cluster.ClusterMember;
import io.benchlab.core.cluster.NodeRole;
import io.benchlab.core.experiment.NodeChoice;
import io.benchlab.core.server.ServerException;
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

    /**
     * The nodes a stream's workers connect to for {@code nodes}: a word of {@link NodeChoice} or a
     * node's name.
     *
     * @param writes whether the stream writes: a replication cluster takes writes on its primary only
     */
    List<? extends ClusterMember> streamMembers(String nodes, boolean writes);

    /**
     * Picks the nodes for {@code nodes} among {@code members}: {@code primary} (or null) the writing
     * node, {@code all} every node, {@code replicas} the replicas, else the node of that name. The
     * validator refused impossible words before the run; this also holds for an existing cluster,
     * whose roles are only known once its nodes were reached.
     *
     * @throws ServerException one line when no node fits, or a write would go to a replica
     */
    static <M extends ClusterMember> List<M> choose(List<M> members, M writing, String nodes, boolean writes, String label) {
        List<M> chosen;
        if (nodes == null || nodes.equals(NodeChoice.PRIMARY)) {
            chosen = List.of(writing);
        } else if (nodes.equals(NodeChoice.ALL)) {
            chosen = members;
        } else if (nodes.equals(NodeChoice.REPLICAS)) {
            chosen = members.stream().filter(m -> m.role() == NodeRole.REPLICA).toList();
            if (chosen.isEmpty()) {
                throw new ServerException(label + " has no replicas to read from; write readFrom: primary, all or a node's name");
            }
        } else {
            chosen = members.stream().filter(m -> m.name().equals(nodes)).findFirst().map(List::of)
                    .orElseThrow(() -> new ServerException("no node '" + nodes + "' in " + label));
        }
        if (writes) {
            chosen.stream().filter(m -> m.role() == NodeRole.REPLICA).findFirst().ifPresent(m -> {
                throw new ServerException(m.name() + " of " + label + " is a replica: a replication cluster takes writes on its"
                        + " primary only; write writeTo: primary (reads may go to replicas with readFrom)");
            });
        }
        return chosen;
    }

    /**
     * Waits until every node holds what the writing node has: replicas applied what the primary
     * had executed (its MariaDB GTID position or MySQL GTID set); a Galera node's reads wait for the
     * cluster ({@code wsrep_sync_wait}) where they are made.
     *
     * @return false when a replica did not catch up in time
     */
    boolean awaitCaughtUp(Duration timeout);

    /** Whether reads must ask the node to wait for the cluster first (Galera). */
    boolean galera();
}
