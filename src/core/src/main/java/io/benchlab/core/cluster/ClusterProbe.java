package io.benchlab.core.cluster;

import io.benchlab.core.probe.ProcessFigures;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Samples every node of a cluster over one connection per node (opened on first use, so the probe
 * costs each server one session). The primary's GTIDs are read before the replicas' so that
 * "transactions behind" never comes out negative; each node's SQL is its server's
 * ({@link ReplicationDialect}). A node that died fails the sample with one line
 * naming it.
 */
public final class ClusterProbe implements AutoCloseable {
    private final List<ClusterMember> nodes;
    private final Map<String, Connection> connections = new HashMap<>();

    public ClusterProbe(List<? extends ClusterMember> nodes) {
        this.nodes = List.copyOf(nodes);
    }

    /** One sample of every node, in the cluster's node order. */
    public List<NodeSample> sample() {
        Gtids primaryGtids = null;
        for (ClusterMember n : nodes) {
            if (n.role() == NodeRole.PRIMARY) {
                primaryGtids = read(n, c -> n.dialect().gtids(c, NodeRole.PRIMARY));
            }
        }
        List<NodeSample> out = new ArrayList<>();
        for (ClusterMember n : nodes) {
            Gtids ahead = primaryGtids != null ? primaryGtids : n.dialect().none();
            out.add(read(n, c -> new NodeSample(n.name(), n.role(), Instant.now(), StatusCounters.read(c),
                    n.role() == NodeRole.REPLICA ? Optional.of(lag(c, n.dialect(), ahead)) : Optional.empty(),
                    n.role() == NodeRole.GALERA ? Optional.of(flowControl(c)) : Optional.empty(),
                    n.localPid().isPresent() ? ProcessFigures.cpuTicks(proc(n.localPid().getAsLong(), "stat")) : -1,
                    n.localPid().isPresent() ? ProcessFigures.rssBytes(proc(n.localPid().getAsLong(), "status")) : null)));
        }
        return out;
    }

    /** A replica's lag behind {@code primaryGtids}, over a connection of its own (for health checks). */
    static ReplicaLag lag(ClusterMember replica, Gtids primaryGtids) {
        try (Connection c = replica.connect()) {
            return lag(c, replica.dialect(), primaryGtids);
        } catch (SQLException e) {
            replica.requireAlive();
            throw replica.down("cannot be read: " + e.getMessage());
        }
    }

    /** A replica's lag behind {@code primaryGtids} on a connection to it, in its server's SQL. */
    static ReplicaLag lag(Connection c, ReplicationDialect dialect, Gtids primaryGtids) throws SQLException {
        long behind = dialect.gtids(c, NodeRole.REPLICA).transactionsBehind(primaryGtids);
        Optional<ReplicaStatus> status = dialect.replicaStatus(c);
        if (status.isEmpty()) {
            return new ReplicaLag(OptionalLong.empty(), behind, false, false, "not configured as a replica");
        }
        ReplicaStatus r = status.get();
        return new ReplicaLag(r.secondsBehind(), behind, "Yes".equalsIgnoreCase(r.ioRunning()), "Yes".equalsIgnoreCase(r.sqlRunning()),
                r.lastError());
    }

    static FlowControl flowControl(Connection c) throws SQLException {
        Map<String, String> w = new HashMap<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SHOW GLOBAL STATUS LIKE 'wsrep%'")) {
            while (rs.next()) {
                w.put(rs.getString(1).toLowerCase(Locale.ROOT), rs.getString(2));
            }
        }
        return new FlowControl(number(w, "wsrep_flow_control_paused"), (long) number(w, "wsrep_flow_control_sent"),
                (long) number(w, "wsrep_local_recv_queue"), (long) number(w, "wsrep_local_cert_failures"),
                (long) number(w, "wsrep_cluster_size"), w.getOrDefault("wsrep_local_state_comment", ""));
    }

    private static double number(Map<String, String> status, String name) {
        String v = status.get(name);
        try {
            return v == null || v.isBlank() ? 0 : Double.parseDouble(v);
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /** A file of /proc/PID on this machine; empty when the process is gone. */
    private static List<String> proc(long pid, String file) {
        try {
            return java.nio.file.Files.readAllLines(java.nio.file.Path.of("/proc", Long.toString(pid), file));
        } catch (java.io.IOException | RuntimeException gone) {
            return List.of();
        }
    }

    static String scalar(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }

    private interface Reading<T> {
        T apply(Connection c) throws SQLException;
    }

    /** Runs a reading on the node's connection; a failure names the node (and says it died when it did). */
    private <T> T read(ClusterMember n, Reading<T> reading) {
        n.requireAlive();
        try {
            Connection c = connections.get(n.name());
            if (c == null || c.isClosed()) {
                c = n.connect();
                connections.put(n.name(), c);
            }
            return reading.apply(c);
        } catch (SQLException e) {
            closeQuietly(connections.remove(n.name()));
            n.awaitGone();
            n.requireAlive();
            throw n.down("cannot be sampled: " + e.getMessage());
        }
    }

    private static void closeQuietly(Connection c) {
        try {
            if (c != null) {
                c.close();
            }
        } catch (SQLException ignored) {
            // closing a broken connection
        }
    }

    @Override
    public void close() {
        connections.values().forEach(ClusterProbe::closeQuietly);
        connections.clear();
    }
}
