package io.benchlab.core.run;

import io.benchlab.core.bundle.BundleWriter;
import io.benchlab.core.cluster.ClusterMember;
import io.benchlab.core.cluster.NodeRole;
import io.benchlab.core.plan.NodeChoice;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.Endpoint;
import io.benchlab.core.server.ServerException;
import io.benchlab.core.settings.StartupOptions;
import java.sql.SQLException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A target of several nodes, sandbox ({@link ClusterTarget}) or existing
 * ({@link ExistingClusterTarget}): what only a cluster has beside what every {@link Target} does —
 * its nodes and their roles, a pool per node, start-up options and dynamic settings per node (a
 * variant's {@code nodeSettings}), where a stream's workers connect, records of its own, the
 * end-of-variant check, and how to wait for the replicas. Its {@link #pool()} is the writing
 * node's; its {@code death()}, {@code logs()} and {@code close()} cover every node. The runner and
 * the stream executors look for this type where a cluster does more than one server.
 */
sealed interface Cluster extends Target permits ClusterTarget, ExistingClusterTarget {

    /** Every node, the writing node first. */
    List<? extends ClusterMember> members();

    /** The node setup and queries go to: the primary, or a Galera cluster's first node. */
    ClusterMember writingMember();

    /** A node's pool (the cluster runs; else one line saying it does not). */
    ConnectionPool pool(String node);

    /** The writing node's pool: setup and queries go there and reach the others through replication. */
    @Override
    default ConnectionPool pool() {
        return pool(writingMember().name());
    }

    /** Every node's pool by node name, the writing node first, so that each node's variables are recorded. */
    default Map<String, ConnectionPool> nodePools() {
        Map<String, ConnectionPool> out = new LinkedHashMap<>();
        members().forEach(n -> out.put(n.name(), pool(n.name())));
        return out;
    }

    /** Common options, each node's own as they are: see {@link #ensure(StartupOptions, Map, int)}. */
    @Override
    void ensure(StartupOptions options, int maxConnections);

    /** As {@link Target#ensure}, with start-up options for single nodes on top of the common ones (a variant's {@code nodeSettings}). */
    void ensure(StartupOptions options, Map<String, StartupOptions> perNode, int maxConnections);

    /** The settings on every node. */
    @Override
    default void setGlobals(Map<String, String> global) throws SQLException {
        setGlobals(global, Map.of());
    }

    /**
     * A variant's dynamic global settings on every node, then each node's own ({@code nodeSettings})
     * on top; a node that refuses fails in one line naming it.
     *
     * @param perNode node name → its own global settings
     */
    default void setGlobals(Map<String, String> global, Map<String, Map<String, String>> perNode) {
        for (ClusterMember n : members()) {
            Map<String, String> values = new LinkedHashMap<>(global);
            values.putAll(perNode.getOrDefault(n.name(), Map.of()));
            try {
                Target.setGlobals(pool(n.name()), values);
            } catch (SQLException e) {
                throw n.down("refused SET GLOBAL: " + e.getMessage());
            }
        }
    }

    /**
     * The nodes a stream's workers connect to for {@code nodes}: a word of {@link NodeChoice} or a
     * node's name.
     *
     * @param writes whether the stream writes: a replication cluster takes writes on its primary only
     */
    default List<? extends ClusterMember> streamMembers(String nodes, boolean writes) {
        return choose(List.<ClusterMember>copyOf(members()), writingMember(), nodes, writes, label());
    }

    /** Where the workers of a stream connect: the endpoints of its {@link #streamMembers}, in node order. */
    default List<Endpoint> streamEndpoints(String nodes, boolean writes) {
        return streamMembers(nodes, writes).stream().map(n -> pool(n.name()).endpoint()).toList();
    }

    /**
     * Appends what the cluster recorded since the last call beyond the runner's own records (a
     * sandbox: each start with every node's start-up time, each node's cold proof); the runner calls
     * it after {@link #ensure} and after a {@link #coldRestart}.
     *
     * @param phase the phase a cold restart was for; null after an ensure
     */
    default void flushRecords(String variant, Phase phase, BundleWriter bundle) {
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
}
