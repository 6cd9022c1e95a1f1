package io.benchlab.core.cluster;

import io.benchlab.core.server.Endpoint;
import io.benchlab.core.server.ServerException;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A cluster the user already runs, given by its nodes' JDBC URLs: every node is connected to once,
 * the SQL its server speaks found ({@link ReplicationDialect}: MariaDB, or MySQL and Percona) and
 * its role found from what the servers say, before anything of the run starts. Benchlab never
 * starts, stops or restarts these nodes.
 *
 * <p>Replication: the primary is the one node that replicates from no one (its replica status is
 * empty); every other node must be a replica with both threads running. All nodes are one flavour
 * (replica lag is counted in one GTID notation), and a MySQL node runs {@code gtid_mode=ON}.
 * Galera (MariaDB Galera or Percona XtraDB Cluster, which share the {@code wsrep_*} status
 * variables): every node must be {@code Synced} in a cluster of at least the given nodes.
 */
public final class ExistingCluster {
    private ExistingCluster() {
    }

    /**
     * Connects to every node and gives each its role and dialect, in the order given.
     *
     * @param galera    a Galera cluster (else GTID replication)
     * @param endpoints node name → how to reach it
     * @throws ServerException one line naming the first node that cannot be reached or does not fit
     */
    public static List<ExistingNode> discover(boolean galera, Map<String, Endpoint> endpoints) {
        List<ExistingNode> out = new ArrayList<>();
        List<String> primaries = new ArrayList<>();
        ExistingNode first = null;
        String firstVersion = null;
        for (var e : endpoints.entrySet()) {
            ExistingNode n = new ExistingNode(e.getKey(), galera ? NodeRole.GALERA : NodeRole.REPLICA, e.getValue());
            Connection connection;
            try {
                connection = n.connect();
            } catch (SQLException ex) {
                throw n.downBeforeRole("cannot be reached: " + ex.getMessage());
            }
            try (Connection c = connection) {
                String version = ClusterProbe.scalar(c, "SELECT VERSION()");
                n = n.speaking(ReplicationDialect.of(version));
                if (galera) {
                    out.add(galeraNode(n, c, endpoints.size()));
                    continue;
                }
                if (first == null) {
                    first = n;
                    firstVersion = version;
                } else if (first.dialect().flavor() != n.dialect().flavor()) {
                    throw n.downBeforeRole("runs " + n.dialect().family() + " " + version + ", but node '" + first.name() + "' runs "
                            + first.dialect().family() + " " + firstVersion + "; the nodes of a replication cluster must be all MariaDB or all MySQL");
                }
                if (n.dialect().mysql()) {
                    String mode = ClusterProbe.scalar(c, "SELECT @@global.gtid_mode");
                    if (!"ON".equalsIgnoreCase(mode)) {
                        throw n.downBeforeRole("runs MySQL " + version + " with gtid_mode = " + mode + "; benchlab counts replica lag in GTIDs:"
                                + " enable GTID replication (gtid_mode = ON, enforce_gtid_consistency = ON) on every node");
                    }
                }
                Optional<ReplicaStatus> status = n.dialect().replicaStatus(c);
                if (status.isEmpty()) {
                    primaries.add(n.name());
                    out.add(n.as(NodeRole.PRIMARY));
                    continue;
                }
                ReplicaStatus r = status.get();
                if (!r.running()) {
                    throw n.down("is a replica whose replication does not run (IO thread " + r.ioRunning() + ", SQL thread " + r.sqlRunning()
                            + (r.lastError().isBlank() ? "" : "; " + r.lastError().strip()) + ")");
                }
                out.add(n);
            } catch (SQLException ex) {
                // connected, but a question was refused (a privilege: REPLICATION CLIENT shows the replica status)
                throw n.downBeforeRole("cannot be asked for its replication state: " + ex.getMessage());
            }
        }
        if (!galera && primaries.size() != 1) {
            String statement = first == null ? "SHOW SLAVE STATUS" : first.dialect().replicaStatusStatement();
            throw new ServerException(primaries.isEmpty()
                    ? "no primary among nodeUrls: every node replicates from another (" + statement + "); list the primary too"
                    : "more than one node of nodeUrls replicates from no one (" + String.join(", ", primaries)
                    + "); a replication cluster has one primary, the others its replicas");
        }
        // the writing node first: setup and queries go there
        out.sort((a, b) -> Boolean.compare(b.role() == NodeRole.PRIMARY, a.role() == NodeRole.PRIMARY));
        return out;
    }

    /**
     * A Galera node as it is: synced, in a cluster of at least {@code listed} nodes. MariaDB Galera
     * and Percona XtraDB Cluster alike: only the {@code wsrep_*} status is read, never the version.
     */
    private static ExistingNode galeraNode(ExistingNode n, Connection c, int listed) throws SQLException {
        FlowControl w = ClusterProbe.flowControl(c);
        if (w.clusterSize() == 0 && w.state().isEmpty()) {
            throw n.down("shows no Galera status (no wsrep_cluster_size, no wsrep_local_state_comment): it runs without wsrep;"
                    + " type: galera needs MariaDB Galera or Percona XtraDB Cluster nodes");
        }
        if (w.clusterSize() < listed) {
            throw n.down("is in a Galera cluster of " + w.clusterSize() + " node(s) (wsrep_cluster_size), but nodeUrls lists " + listed);
        }
        if (!"Synced".equalsIgnoreCase(w.state())) {
            throw n.down("is not synced with its Galera cluster (wsrep_local_state_comment = '" + w.state() + "')");
        }
        return n;
    }
}
