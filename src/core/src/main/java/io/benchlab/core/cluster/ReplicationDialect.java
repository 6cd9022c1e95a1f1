package io.benchlab.core.cluster;

import io.benchlab.api.ServerInfo;
import io.benchlab.api.ServerInfo.Flavor;
import io.benchlab.core.flavour.Flavour;
import io.benchlab.core.flavour.Release;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLDataException;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;

/**
 * The replication SQL a node's server speaks, found once from {@code VERSION()}: MariaDB counts in
 * GTID positions ({@code @@gtid_binlog_pos} on the primary, {@code @@gtid_slave_pos} on a replica)
 * and waits with {@code MASTER_GTID_WAIT}; MySQL (Percona Server alike) in GTID sets
 * ({@code @@global.gtid_executed} on both) and waits with {@code WAIT_FOR_EXECUTED_GTID_SET}. The
 * one place that knows which statement each family needs.
 *
 * @param flavor              the server family
 * @param replicaStatusSyntax MySQL 8.0.22+ ({@code SHOW REPLICA STATUS}; 8.4 removed {@code SHOW SLAVE STATUS});
 *                            false for MariaDB, whose {@code SHOW SLAVE STATUS} every version keeps
 */
public record ReplicationDialect(Flavor flavor, boolean replicaStatusSyntax) {

    /** What benchlab's sandboxes run. */
    public static final ReplicationDialect MARIADB = new ReplicationDialect(Flavor.MARIADB, false);

    /** From {@code SELECT VERSION()}: {@code 11.4.5-MariaDB-log}, {@code 8.0.36}, {@code 8.4.3-3}, {@code 8.0.35-27.1} (PXC). */
    public static ReplicationDialect of(String version) {
        ServerInfo info = ServerInfo.parse(version);
        if (info.isMariaDb()) {
            return MARIADB;
        }
        boolean replicaSyntax = Flavour.MYSQL.replication(Release.parse(version)).replicaStatus().equals("SHOW REPLICA STATUS");
        return new ReplicationDialect(Flavor.MYSQL, replicaSyntax);
    }

    /** The third number of a version ({@code 8.0.22-log} → 22); 0 when there is none. */
    static int patch(String version) {
        String[] parts = version.split("[.-]");
        try {
            return parts.length > 2 ? Integer.parseInt(parts[2].replaceAll("\\D.*", "")) : 0;
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    public boolean mysql() {
        return flavor == Flavor.MYSQL;
    }

    /** How messages name the family. */
    public String family() {
        return mysql() ? "MySQL" : "MariaDB";
    }

    /** The statement that shows a replica's threads and lag (an empty result: the node replicates from no one). */
    public String replicaStatusStatement() {
        return replicaStatusSyntax ? "SHOW REPLICA STATUS" : "SHOW SLAVE STATUS";
    }

    /** The node's replica status; empty when it replicates from no one (MySQL: the first channel's row). */
    public Optional<ReplicaStatus> replicaStatus(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(replicaStatusStatement())) {
            return rs.next() ? Optional.of(ReplicaStatus.read(rs)) : Optional.empty();
        }
    }

    /** Nothing applied, in this family's notation. */
    public Gtids none() {
        return mysql() ? GtidSet.empty() : GtidPosition.empty();
    }

    /** The variable holding what a node has written or applied: a primary's binlog position or a replica's applied one (MariaDB); MySQL has one set for both. */
    String gtidVariable(NodeRole role) {
        return mysql() ? "@@global.gtid_executed" : role == NodeRole.PRIMARY ? "@@gtid_binlog_pos" : "@@gtid_slave_pos";
    }

    /** The node's GTIDs as its server prints them. */
    String gtidText(Connection c, NodeRole role) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT " + gtidVariable(role))) {
            rs.next();
            String text = rs.getString(1);
            return text == null ? "" : text;
        }
    }

    /** What the node has written (primary) or applied (replica), parsed; text that is no GTID notation fails as a reading would. */
    public Gtids gtids(Connection c, NodeRole role) throws SQLException {
        String text = gtidText(c, role);
        try {
            return mysql() ? GtidSet.parse(text) : GtidPosition.parse(text);
        } catch (IllegalArgumentException e) {
            throw new SQLDataException(gtidVariable(role) + " is unreadable: " + e.getMessage(), e);
        }
    }

    /**
     * Waits until the replica on {@code c} has applied {@code primaryGtids} (the primary's text as read),
     * at most {@code seconds}.
     *
     * @return false on a timeout ({@code MASTER_GTID_WAIT} says -1, {@code WAIT_FOR_EXECUTED_GTID_SET} 1)
     */
    public boolean awaitApplied(Connection c, String primaryGtids, long seconds) throws SQLException {
        String sql = mysql() ? "SELECT WAIT_FOR_EXECUTED_GTID_SET(?, ?)" : "SELECT MASTER_GTID_WAIT(?, ?)";
        try (PreparedStatement p = c.prepareStatement(sql)) {
            // MySQL prints a newline after each comma of a set; the whole set is waited for either way
            p.setString(1, mysql() ? primaryGtids.replaceAll("\\s+", "") : primaryGtids);
            p.setLong(2, seconds);
            try (ResultSet rs = p.executeQuery()) {
                rs.next();
                return rs.getInt(1) == 0;
            }
        }
    }
}
