package io.benchlab.core.run;

import io.benchlab.api.StreamOperation;
import io.benchlab.core.bundle.FaultRecords.AuditRecord;
import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.cluster.ClusterMember;
import io.benchlab.core.stream.AcknowledgedKeys;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.roaringbitmap.longlong.LongIterator;
import org.roaringbitmap.longlong.Roaring64Bitmap;

/**
 * After a stream whose writes are audited ({@code stream.audit: acknowledged}): every key whose
 * commit the server acknowledged to a worker is looked for in the table, on the server (a cluster:
 * on every node, once the replicas caught up; a Galera node's reads wait for the cluster). A key
 * missing is a lost write; so is each repeat of a key the server handed out again (a crashed server
 * reuses the AUTO_INCREMENT values of the rows it lost, and the new row hides the lost one), so
 * {@code acknowledged = present + lost} holds whatever happened. The table is read once, in key
 * order, in chunks, between the smallest and the largest key acknowledged.
 */
final class DurabilityAudit {
    /** Lost keys named in a record; the count says how many there are. */
    static final int LOST_KEYS_KEPT = 10;
    private static final int CHUNK = 65_536;

    private DurabilityAudit() {
    }

    /** The audit of one stream's keys on every node of the target (one record for a single server). */
    static List<AuditRecord> of(Target target, String schema, StreamKey key, StreamOperation.Audit audit, AcknowledgedKeys keys) {
        List<AuditRecord> out = new ArrayList<>();
        if (target instanceof Cluster cluster) {
            boolean caughtUp = cluster.awaitCaughtUp(ClusterCheck.CATCH_UP);
            for (ClusterMember n : cluster.members()) {
                String error = caughtUp ? null : "the replicas did not catch up with the primary within "
                        + ClusterCheck.CATCH_UP.toMinutes() + " minutes";
                out.add(error != null ? failed(key, audit, n.name(), keys, error) : onNode(cluster, n, schema, key, audit, keys));
            }
        } else {
            try (Connection c = target.pool().connection()) {
                out.add(read(c, schema, key, audit, null, keys));
            } catch (SQLException e) {
                out.add(failed(key, audit, null, keys, e.getMessage()));
            }
        }
        return out;
    }

    private static AuditRecord onNode(Cluster cluster, ClusterMember n, String schema, StreamKey key, StreamOperation.Audit audit,
                                      AcknowledgedKeys keys) {
        try (Connection c = n.connect()) {
            if (cluster.galera()) {
                try (Statement s = c.createStatement()) {
                    s.execute("SET SESSION wsrep_sync_wait = 1"); // reads wait until this node applied what the cluster committed
                }
            }
            return read(c, schema, key, audit, n.name(), keys);
        } catch (SQLException e) {
            return failed(key, audit, n.name(), keys, e.getMessage());
        }
    }

    /** Reads the table's keys in the acknowledged range and counts. */
    static AuditRecord read(Connection c, String schema, StreamKey key, StreamOperation.Audit audit, String node, AcknowledgedKeys keys)
            throws SQLException {
        if (schema != null) {
            c.setCatalog(schema);
        }
        Roaring64Bitmap present = new Roaring64Bitmap();
        if (!keys.isEmpty()) {
            String sql = "SELECT " + audit.keyColumn() + " FROM " + audit.table() + " WHERE " + audit.keyColumn() + " >= ? AND "
                    + audit.keyColumn() + " <= ? ORDER BY " + audit.keyColumn() + " LIMIT " + CHUNK;
            try (PreparedStatement ps = c.prepareStatement(sql)) {
                long from = keys.first();
                long last = keys.last();
                while (from <= last) {
                    ps.setLong(1, from);
                    ps.setLong(2, last);
                    int rows = 0;
                    long seen = from;
                    try (ResultSet rs = ps.executeQuery()) {
                        while (rs.next()) {
                            seen = rs.getLong(1);
                            rows++;
                            if (keys.contains(seen)) {
                                present.addLong(seen);
                            }
                        }
                    }
                    if (rows < CHUNK || seen == Long.MAX_VALUE) {
                        break;
                    }
                    from = seen + 1;
                }
            }
        }
        long found = present.getLongCardinality();
        return new AuditRecord(key.variant(), key.phase(), key.round(), key.operation(), key.threads(), audit.table(), node,
                keys.acknowledged(), keys.distinct(), found, keys.acknowledged() - found, lostKeys(keys, present), null);
    }

    /** The first missing or repeated keys, ascending. */
    private static List<Long> lostKeys(AcknowledgedKeys keys, Roaring64Bitmap present) {
        TreeSet<Long> lost = new TreeSet<>();
        for (LongIterator it = keys.repeats(); it.hasNext() && lost.size() < LOST_KEYS_KEPT; ) {
            lost.add(it.next());
        }
        for (LongIterator it = keys.iterator(); it.hasNext(); ) {
            long k = it.next();
            if (!lost.isEmpty() && lost.size() >= LOST_KEYS_KEPT && k > lost.last()) {
                break;
            }
            if (!present.contains(k)) {
                lost.add(k);
                if (lost.size() > LOST_KEYS_KEPT) {
                    lost.pollLast();
                }
            }
        }
        return List.copyOf(lost);
    }

    private static AuditRecord failed(StreamKey key, StreamOperation.Audit audit, String node, AcknowledgedKeys keys, String error) {
        return new AuditRecord(key.variant(), key.phase(), key.round(), key.operation(), key.threads(), audit.table(), node,
                keys.acknowledged(), keys.distinct(), 0, 0, List.of(), error.lines().findFirst().orElse(error));
    }
}
