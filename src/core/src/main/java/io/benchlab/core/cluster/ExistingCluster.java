package io.benchlab.core.cluster;

import io.benchlab.core.server.Endpoint;
import io.benchlab.core.server.ServerException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A cluster the user already runs, given by its nodes' JDBC URLs: every node is connected to once
 * and its role found from what the servers say, before anything of the run starts. Benchlab never
 * starts, stops or restarts these nodes.
 *
 * <p>Replication: the primary is the one node that replicates from no one ({@code SHOW SLAVE
 * STATUS} empty); every other node must be a replica with both threads running. Galera: every
 * node must be {@code Synced} in a cluster of at least the given nodes. Only MariaDB nodes: the
 * probe counts "transactions behind" in MariaDB GTIDs ({@code domain-server-seq}); a MySQL node is
 * refused in one line.
 */
public final class ExistingCluster {
    private ExistingCluster() {
    }

    /**
     * Connects to every node and gives each its role, in the order given.
     *
     * @param galera    a Galera cluster (else GTID replication)
     * @param endpoints node name → how to reach it
     * @throws ServerException one line naming the first node that cannot be reached or does not fit
     */
    public static List<ExistingNode> discover(boolean galera, Map<String, Endpoint> endpoints) {
        Map<String, ExistingNode> nodes = new LinkedHashMap<>();
        endpoints.forEach((name, e) -> nodes.put(name, new ExistingNode(name, galera ? NodeRole.GALERA : NodeRole.REPLICA, e)));
        List<ExistingNode> out = new ArrayList<>();
        List<String> primaries = new ArrayList<>();
        for (ExistingNode n : nodes.values()) {
            try (Connection c = n.connect(); Statement s = c.createStatement()) {
                String version = ClusterProbe.scalar(c, "SELECT VERSION()");
                if (!version.toLowerCase(Locale.ROOT).contains("mariadb")) {
                    throw n.downBeforeRole("runs MySQL " + version + "; existing clusters must be MariaDB (benchlab measures replica lag"
                            + " in MariaDB GTIDs, domain-server-sequence)");
                }
                if (galera) {
                    FlowControl w = ClusterProbe.flowControl(c);
                    if (w.clusterSize() < nodes.size()) {
                        throw n.down("is in a Galera cluster of " + w.clusterSize() + " node(s) (wsrep_cluster_size), but nodeUrls lists "
                                + nodes.size());
                    }
                    if (!"Synced".equalsIgnoreCase(w.state())) {
                        throw n.down("is not synced with its Galera cluster (wsrep_local_state_comment = '" + w.state() + "')");
                    }
                    out.add(n);
                    continue;
                }
                try (ResultSet rs = s.executeQuery("SHOW SLAVE STATUS")) {
                    if (!rs.next()) {
                        primaries.add(n.name());
                        out.add(n.as(NodeRole.PRIMARY));
                        continue;
                    }
                    if (!"Yes".equals(rs.getString("Slave_IO_Running")) || !"Yes".equals(rs.getString("Slave_SQL_Running"))) {
                        String error = rs.getString("Last_IO_Error") + " " + rs.getString("Last_SQL_Error");
                        throw n.down("is a replica whose replication does not run (Slave_IO_Running " + rs.getString("Slave_IO_Running")
                                + ", Slave_SQL_Running " + rs.getString("Slave_SQL_Running") + (error.isBlank() ? "" : "; " + error.strip()) + ")");
                    }
                    out.add(n);
                }
            } catch (SQLException e) {
                throw n.downBeforeRole("cannot be reached: " + e.getMessage());
            }
        }
        if (!galera && primaries.size() != 1) {
            throw new ServerException(primaries.isEmpty()
                    ? "no primary among nodeUrls: every node replicates from another (SHOW SLAVE STATUS); list the primary too"
                    : "more than one node of nodeUrls replicates from no one (" + String.join(", ", primaries)
                    + "); a replication cluster has one primary, the others its replicas");
        }
        // the writing node first: setup and queries go there
        out.sort((a, b) -> Boolean.compare(b.role() == NodeRole.PRIMARY, a.role() == NodeRole.PRIMARY));
        return out;
    }
}
