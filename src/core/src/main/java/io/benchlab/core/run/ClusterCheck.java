package io.benchlab.core.run;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleWriter;
import io.benchlab.core.bundle.NodeRecords.NodeDigestRecord;
import io.benchlab.core.cluster.ClusterMember;
import io.benchlab.core.cluster.TableDigest;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The end-of-variant consistency check of a cluster run: once every node caught up, each table of
 * the workload's schema has the same row count and {@code CHECKSUM TABLE} on every node as on the
 * writing node. A difference is a finding, recorded per node, and the run fails naming it.
 */
final class ClusterCheck {
    /** How long replicas may take to apply what the primary has; generous, for a loaded machine. */
    static final Duration CATCH_UP = Duration.ofMinutes(5);

    private ClusterCheck() {
    }

    /**
     * Every node caught up and holding the same rows (count and checksum), recorded per node; else
     * {@link NodesDiffer} naming the node (a wrong result: the runner records it and goes on).
     */
    static void finish(Cluster cluster, String variant, String schema, BundleWriter bundle, RunListener listener) {
        listener.progress("checking that every node holds the same rows", -1, -1);
        List<NodeDigestRecord> digests = digests(cluster, variant, schema);
        digests.forEach(d -> bundle.append(BundleFormat.NODE_DIGESTS, d));
        ClusterCheck.difference(digests).ifPresent(line -> {
            throw new NodesDiffer(line);
        });
        long tables = digests.stream().map(NodeDigestRecord::table).distinct().count();
        listener.message("    every node holds the same rows (" + tables + " table(s), count and checksum)");
    }

    /** Every node's digest of every base table in {@code schema}, writing node first. */
    static List<NodeDigestRecord> digests(Cluster cluster, String variant, String schema) {
        if (schema == null) {
            return List.of();
        }
        if (!cluster.awaitCaughtUp(CATCH_UP)) {
            throw new BenchlabException("variant '" + variant + "': a replica of " + cluster.label() + " did not catch up with the primary within "
                    + CATCH_UP.toMinutes() + " minutes; the consistency check cannot be made");
        }
        List<String> tables = tables(cluster.writingMember(), schema);
        List<NodeDigestRecord> out = new ArrayList<>();
        for (String table : tables) {
            TableDigest first = null;
            for (ClusterMember n : cluster.members()) {
                TableDigest d = digest(cluster, n, schema, table);
                first = first == null ? d : first;
                out.add(new NodeDigestRecord(variant, n.name(), n.role().name().toLowerCase(Locale.ROOT), table, d.rows(), d.checksum(),
                        d.equals(first)));
            }
        }
        return out;
    }

    /** The first node whose digest differs, as one line; empty when all agree. */
    static Optional<String> difference(List<NodeDigestRecord> digests) {
        NodeDigestRecord first = null;
        for (NodeDigestRecord d : digests) {
            if (first == null || !first.table().equals(d.table())) {
                first = d;
            }
            if (!d.sameAsFirst()) {
                return Optional.of("variant '" + d.variant() + "': node '" + d.node() + "' differs from node '" + first.node() + "' in table "
                        + d.table() + " at the end (" + d.rows() + " rows, checksum " + d.checksum() + " vs " + first.rows() + " rows, checksum "
                        + first.checksum() + ")");
            }
        }
        return Optional.empty();
    }

    private static List<String> tables(ClusterMember node, String schema) {
        try (Connection c = node.connect(); PreparedStatement p = c.prepareStatement(
                "SELECT TABLE_NAME FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME")) {
            p.setString(1, schema);
            List<String> out = new ArrayList<>();
            try (ResultSet rs = p.executeQuery()) {
                while (rs.next()) {
                    out.add(rs.getString(1));
                }
            }
            return out;
        } catch (SQLException e) {
            node.requireAlive();
            throw new BenchlabException("cannot list the tables of schema " + schema + " on node '" + node.name() + "': " + e.getMessage(), e);
        }
    }

    private static TableDigest digest(Cluster cluster, ClusterMember node, String schema, String table) {
        try (Connection c = node.connect()) {
            if (cluster.galera()) {
                try (Statement s = c.createStatement()) {
                    s.execute("SET SESSION wsrep_sync_wait = 1"); // reads wait until this node applied what the cluster committed
                }
            }
            return TableDigest.of(c, quote(schema) + "." + quote(table));
        } catch (SQLException e) {
            node.requireAlive();
            throw new BenchlabException("cannot read table " + schema + "." + table + " on node '" + node.name() + "': " + e.getMessage(), e);
        }
    }

    private static String quote(String name) {
        return "`" + name.replace("`", "``") + "`";
    }
}
