package io.benchlab.core.cluster;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;

/** Waiting until replicas applied what their primary had written (MariaDB GTIDs), sandbox or existing cluster alike. */
public final class CatchUp {
    private CatchUp() {
    }

    /**
     * Reads the primary's {@code gtid_binlog_pos} once, then waits on each replica with
     * {@code MASTER_GTID_WAIT} until it applied that position, within {@code timeout} in all.
     *
     * @return false when a replica did not catch up in time
     */
    public static boolean await(ClusterMember primary, List<? extends ClusterMember> replicas, Duration timeout) {
        String target;
        try (Connection c = primary.connect(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT @@gtid_binlog_pos")) {
            rs.next();
            target = rs.getString(1);
        } catch (SQLException e) {
            primary.requireAlive();
            throw primary.down("cannot be read: " + e.getMessage());
        }
        long deadline = System.nanoTime() + timeout.toNanos();
        for (ClusterMember r : replicas) {
            long left = Math.max(1, (deadline - System.nanoTime()) / 1_000_000_000L);
            try (Connection c = r.connect(); PreparedStatement p = c.prepareStatement("SELECT MASTER_GTID_WAIT(?, ?)")) {
                p.setString(1, target);
                p.setLong(2, left);
                try (ResultSet rs = p.executeQuery()) {
                    rs.next();
                    if (rs.getInt(1) != 0) {
                        return false;
                    }
                }
            } catch (SQLException e) {
                r.requireAlive();
                throw r.down("cannot be read: " + e.getMessage());
            }
        }
        return true;
    }
}
