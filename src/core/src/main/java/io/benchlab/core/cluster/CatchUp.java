package io.benchlab.core.cluster;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;

/**
 * Waiting until replicas applied what their primary had written, sandbox or existing cluster alike,
 * in the primary's GTID notation ({@link ReplicationDialect}: {@code MASTER_GTID_WAIT} on MariaDB,
 * {@code WAIT_FOR_EXECUTED_GTID_SET} on MySQL).
 */
public final class CatchUp {
    private CatchUp() {
    }

    /**
     * Reads the primary's GTIDs once, then waits on each replica until it applied them, within
     * {@code timeout} in all.
     *
     * @return false when a replica did not catch up in time
     */
    public static boolean await(ClusterMember primary, List<? extends ClusterMember> replicas, Duration timeout) {
        String target;
        try (Connection c = primary.connect()) {
            target = primary.dialect().gtidText(c, NodeRole.PRIMARY);
        } catch (SQLException e) {
            primary.requireAlive();
            throw primary.down("cannot be read: " + e.getMessage());
        }
        long deadline = System.nanoTime() + timeout.toNanos();
        for (ClusterMember r : replicas) {
            long left = Math.max(1, (deadline - System.nanoTime()) / 1_000_000_000L);
            try (Connection c = r.connect()) {
                if (!r.dialect().awaitApplied(c, target, left)) {
                    return false;
                }
            } catch (SQLException e) {
                r.requireAlive();
                throw r.down("cannot be read: " + e.getMessage());
            }
        }
        return true;
    }
}
