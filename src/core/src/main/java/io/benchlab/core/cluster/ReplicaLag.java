package io.benchlab.core.cluster;

import java.util.OptionalLong;

/**
 * How far a replica is behind its primary at one sample.
 *
 * @param secondsBehind      {@code Seconds_Behind_Master}; empty while the SQL thread does not run (the server says NULL)
 * @param transactionsBehind primary's {@code gtid_binlog_pos} minus the replica's {@code gtid_slave_pos}, summed over domains
 * @param ioRunning          {@code Slave_IO_Running = Yes}
 * @param sqlRunning         {@code Slave_SQL_Running = Yes}
 * @param lastError          the last IO or SQL thread error, empty when none
 */
public record ReplicaLag(OptionalLong secondsBehind, long transactionsBehind, boolean ioRunning, boolean sqlRunning, String lastError) {

    public boolean healthy() {
        return ioRunning && sqlRunning;
    }
}
