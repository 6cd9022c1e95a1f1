package io.benchlab.core.cluster;

import java.util.OptionalLong;

/**
 * How far a replica is behind its primary at one sample.
 *
 * @param secondsBehind      {@code Seconds_Behind_Master} (MySQL: {@code Seconds_Behind_Source}); empty while the SQL thread
 *                           does not run (the server says NULL)
 * @param transactionsBehind what the primary has and the replica has not applied: MariaDB, {@code gtid_binlog_pos} minus
 *                           {@code gtid_slave_pos} summed over domains; MySQL, the GTIDs of the primary's {@code gtid_executed}
 *                           missing from the replica's, counted
 * @param ioRunning          {@code Slave_IO_Running} (MySQL: {@code Replica_IO_Running}) {@code = Yes}
 * @param sqlRunning         {@code Slave_SQL_Running} (MySQL: {@code Replica_SQL_Running}) {@code = Yes}
 * @param lastError          the last IO or SQL thread error, empty when none
 */
public record ReplicaLag(OptionalLong secondsBehind, long transactionsBehind, boolean ioRunning, boolean sqlRunning, String lastError) {

    public boolean healthy() {
        return ioRunning && sqlRunning;
    }
}
