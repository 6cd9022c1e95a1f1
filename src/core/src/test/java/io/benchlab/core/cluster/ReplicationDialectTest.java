package io.benchlab.core.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Which statement and which column names a node's server gets, from its {@code VERSION()} and the
 * labels of its replica status row, as MySQL's and MariaDB's manuals give them (no live MySQL here).
 */
class ReplicationDialectTest {

    @Test
    void theStatusStatementFollowsFlavourAndVersion() {
        assertEquals("SHOW SLAVE STATUS", ReplicationDialect.of("11.4.5-MariaDB-log").replicaStatusStatement());
        assertEquals("SHOW SLAVE STATUS", ReplicationDialect.of("10.6.18-MariaDB-0+deb12u1").replicaStatusStatement());
        assertEquals("SHOW SLAVE STATUS", ReplicationDialect.of("5.7.44-log").replicaStatusStatement());
        assertEquals("SHOW SLAVE STATUS", ReplicationDialect.of("8.0.21").replicaStatusStatement());
        assertEquals("SHOW REPLICA STATUS", ReplicationDialect.of("8.0.22").replicaStatusStatement());
        assertEquals("SHOW REPLICA STATUS", ReplicationDialect.of("8.0.36-28").replicaStatusStatement(), "Percona Server");
        assertEquals("SHOW REPLICA STATUS", ReplicationDialect.of("8.0.35-27.1").replicaStatusStatement(), "Percona XtraDB Cluster");
        assertEquals("SHOW REPLICA STATUS", ReplicationDialect.of("8.4.3").replicaStatusStatement(), "8.4 has no SHOW SLAVE STATUS");
        assertEquals("SHOW REPLICA STATUS", ReplicationDialect.of("9.1.0-commercial").replicaStatusStatement());
        assertEquals(22, ReplicationDialect.patch("8.0.22-log"));
        assertEquals(0, ReplicationDialect.patch("8.0"));
    }

    @Test
    void eachFlavourReadsItsOwnGtidVariablesAndNotation() {
        ReplicationDialect maria = ReplicationDialect.of("11.4.5-MariaDB");
        ReplicationDialect mysql = ReplicationDialect.of("8.4.3");
        assertEquals(ReplicationDialect.MARIADB, maria);
        assertEquals("@@gtid_binlog_pos", maria.gtidVariable(NodeRole.PRIMARY));
        assertEquals("@@gtid_slave_pos", maria.gtidVariable(NodeRole.REPLICA));
        assertEquals("@@global.gtid_executed", mysql.gtidVariable(NodeRole.PRIMARY));
        assertEquals("@@global.gtid_executed", mysql.gtidVariable(NodeRole.REPLICA));
        assertInstanceOf(GtidPosition.class, maria.none());
        assertInstanceOf(GtidSet.class, mysql.none());
        assertEquals("MySQL", mysql.family());
    }

    @Test
    void mySql84ColumnsAreReadByTheirNewNames() throws SQLException {
        // a MySQL 8.0.22+ SHOW REPLICA STATUS row (its column names; values as a lagging replica shows them)
        Map<String, String> row = new LinkedHashMap<>();
        row.put("Replica_IO_State", "Waiting for source to send event");
        row.put("Source_Host", "db1");
        row.put("Replica_IO_Running", "Yes");
        row.put("Replica_SQL_Running", "Yes");
        row.put("Last_IO_Error", "");
        row.put("Last_SQL_Error", "");
        row.put("Seconds_Behind_Source", "7");
        ReplicaStatus s = ReplicaStatus.of(row);
        assertEquals(new ReplicaStatus("Yes", "Yes", java.util.OptionalLong.of(7), ""), s);
        assertTrue(s.running());
        assertEquals("Replica_IO_Running", ReplicaStatus.column(row.keySet(), ReplicaStatus.IO_RUNNING).orElseThrow());
        assertEquals("Seconds_Behind_Source", ReplicaStatus.column(row.keySet(), ReplicaStatus.SECONDS_BEHIND).orElseThrow());
    }

    @Test
    void mariaDbColumnsAreReadByTheOldNames() throws SQLException {
        Map<String, String> row = new HashMap<>();
        row.put("Slave_IO_Running", "Connecting");
        row.put("Slave_SQL_Running", "Yes");
        row.put("Seconds_Behind_Master", null); // NULL while the IO thread reconnects
        row.put("Last_IO_Error", "error connecting to master 'repl@db1:3306'");
        row.put("Last_SQL_Error", "");
        ReplicaStatus s = ReplicaStatus.of(row);
        assertFalse(s.running());
        assertTrue(s.secondsBehind().isEmpty());
        assertEquals("error connecting to master 'repl@db1:3306'", s.lastError());
        assertEquals("SLAVE_SQL_RUNNING", ReplicaStatus.column(Set.of("SLAVE_SQL_RUNNING"), ReplicaStatus.SQL_RUNNING).orElseThrow(),
                "labels compare without case");
        assertTrue(ReplicaStatus.column(row.keySet(), "Replica_IO_Running").isEmpty());
    }

    @Test
    void aRowWithoutTheThreadColumnsIsNoReplicaStatus() {
        SQLException e = assertThrows(SQLException.class, () -> ReplicaStatus.of(Map.of("Variable_name", "x")));
        assertEquals("the replica status has no column Replica_IO_Running or Slave_IO_Running", e.getMessage());
    }
}
