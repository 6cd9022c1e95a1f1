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
 * naming it; a node a fault holds down or paused is not read (a paused server would hold the
 * reading until it runs again), and a connection that broke because its node was restarted is
 * replaced once before the node counts as failed.
 */
public final class ClusterProbe implements AutoCloseable {
    private final List<ClusterMember> nodes;
    private final Map<String, Connection> connections = new HashMap<>();
    /** Each replica's applied GTIDs at its last reading, and the primary's: what a paused replica lacks is their difference. */
    private final Map<String, Gtids> lastApplied = new HashMap<>();
    private Gtids lastPrimary;
    /** The longest a reading may wait for a node's answer. */
    private static final java.time.Duration READ_TIMEOUT = java.time.Duration.ofSeconds(15);

    public ClusterProbe(List<? extends ClusterMember> nodes) {
        this.nodes = List.copyOf(nodes);
    }

    /** One sample of every node, in the cluster's node order. */
    public List<NodeSample> sample() {
        return sample(Map.of());
    }

    /**
     * One sample of every node, in the cluster's node order; the nodes of {@code faults} (node →
     * what a fault did to it: {@code down}, {@code paused}) are not read.
     */
    public List<NodeSample> sample(Map<String, String> faults) {
        Gtids primaryGtids = lastPrimary;
        for (ClusterMember n : nodes) {
            if (n.role() == NodeRole.PRIMARY && !faults.containsKey(n.name())) {
                primaryGtids = read(n, c -> n.dialect().gtids(c, NodeRole.PRIMARY));
                lastPrimary = primaryGtids;
            }
        }
        List<NodeSample> out = new ArrayList<>();
        for (ClusterMember n : nodes) {
            Gtids ahead = primaryGtids != null ? primaryGtids : n.dialect().none();
            String fault = faults.get(n.name());
            if (fault != null) {
                out.add(unread(n, fault, primaryGtids));
                continue;
            }
            out.add(read(n, c -> {
                Optional<ReplicaLag> lag = Optional.empty();
                if (n.role() == NodeRole.REPLICA) {
                    Gtids applied = n.dialect().gtids(c, NodeRole.REPLICA);
                    lastApplied.put(n.name(), applied);
                    lag = Optional.of(lag(c, n.dialect(), applied, ahead));
                }
                return new NodeSample(n.name(), n.role(), Instant.now(), StatusCounters.read(c), lag,
                        n.role() == NodeRole.GALERA ? Optional.of(flowControl(c)) : Optional.empty(),
                        n.localPid().isPresent() ? ProcessFigures.cpuTicks(proc(n.localPid().getAsLong(), "stat")) : -1,
                        n.localPid().isPresent() ? ProcessFigures.rssBytes(proc(n.localPid().getAsLong(), "status")) : null);
            }));
        }
        return out;
    }

    /**
     * A node a fault holds: not asked (its connection is closed, a new one is opened when it runs
     * again); a paused replica lacks what the primary committed since its last reading, a paused
     * process still has its CPU time and memory.
     */
    private NodeSample unread(ClusterMember n, String fault, Gtids primaryGtids) {
        closeQuietly(connections.remove(n.name()));
        Optional<ReplicaLag> lag = Optional.empty();
        Gtids applied = lastApplied.get(n.name());
        if (n.role() == NodeRole.REPLICA && applied != null && primaryGtids != null && !"down".equals(fault)) {
            lag = Optional.of(new ReplicaLag(OptionalLong.empty(), applied.transactionsBehind(primaryGtids), false, false, ""));
        }
        boolean local = n.localPid().isPresent() && !"down".equals(fault);
        return new NodeSample(n.name(), n.role(), Instant.now(), StatusCounters.NONE, lag, Optional.empty(),
                local ? ProcessFigures.cpuTicks(proc(n.localPid().getAsLong(), "stat")) : -1,
                local ? ProcessFigures.rssBytes(proc(n.localPid().getAsLong(), "status")) : null, fault);
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
        return lag(c, dialect, dialect.gtids(c, NodeRole.REPLICA), primaryGtids);
    }

    private static ReplicaLag lag(Connection c, ReplicationDialect dialect, Gtids applied, Gtids primaryGtids) throws SQLException {
        long behind = applied.transactionsBehind(primaryGtids);
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

    /**
     * Runs a reading on the node's connection; a failure names the node (and says it died when it
     * did). A connection that breaks is replaced once: the node may have been restarted under it.
     */
    private <T> T read(ClusterMember n, Reading<T> reading) {
        n.requireAlive();
        try {
            Connection c = connections.get(n.name());
            if (c != null && !c.isClosed()) {
                try {
                    return reading.apply(c);
                } catch (SQLException stale) {
                    closeQuietly(connections.remove(n.name()));
                }
            }
            c = n.connect();
            // a node paused (SIGSTOP) while being read would hold the sampler until it runs again
            c.setNetworkTimeout(Runnable::run, (int) READ_TIMEOUT.toMillis());
            connections.put(n.name(), c);
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
