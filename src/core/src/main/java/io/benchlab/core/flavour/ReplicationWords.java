package io.benchlab.core.flavour;

/**
 * The replication statements of one release. MySQL 8.4 removed the MASTER/SLAVE forms (CHANGE
 * MASTER, START/STOP SLAVE, SHOW SLAVE STATUS, SHOW MASTER STATUS) that 8.0.22/8.0.23 and 8.2 had
 * renamed; MariaDB keeps them (the REPLICA aliases of 10.5+ are not needed).
 *
 * @param changeSource     {@code CHANGE REPLICATION SOURCE TO} or {@code CHANGE MASTER TO}
 * @param optionPrefix     the options' prefix in that statement: {@code SOURCE_} or {@code MASTER_}
 * @param startReplica     {@code START REPLICA} / {@code START SLAVE}
 * @param stopReplica      {@code STOP REPLICA} / {@code STOP SLAVE}
 * @param resetReplica     {@code RESET REPLICA ALL} / {@code RESET SLAVE ALL}
 * @param replicaStatus    {@code SHOW REPLICA STATUS} / {@code SHOW SLAVE STATUS}
 * @param binaryLogStatus  {@code SHOW BINARY LOG STATUS} / {@code SHOW MASTER STATUS}
 * @param skipReplicaStart the start-up option that keeps a replica from replicating at start ({@code skip_replica_start}
 *                         from MySQL 8.0.26, {@code skip_slave_start} before and on MariaDB)
 * @param logReplicaUpdates the start-up option that binlogs what a replica applies ({@code log_replica_updates} /
 *                          {@code log_slave_updates})
 */
public record ReplicationWords(String changeSource, String optionPrefix, String startReplica, String stopReplica, String resetReplica,
                               String replicaStatus, String binaryLogStatus, String skipReplicaStart, String logReplicaUpdates) {

    static ReplicationWords of(Flavour flavour, Release release) {
        if (flavour == Flavour.MARIADB) {
            return new ReplicationWords("CHANGE MASTER TO", "MASTER_", "START SLAVE", "STOP SLAVE", "RESET SLAVE ALL",
                    "SHOW SLAVE STATUS", "SHOW MASTER STATUS", "skip_slave_start", "log_slave_updates");
        }
        boolean replica = release.atLeast(8, 0, 22);
        boolean source = release.atLeast(8, 0, 23);
        return new ReplicationWords(source ? "CHANGE REPLICATION SOURCE TO" : "CHANGE MASTER TO", source ? "SOURCE_" : "MASTER_",
                replica ? "START REPLICA" : "START SLAVE", replica ? "STOP REPLICA" : "STOP SLAVE",
                replica ? "RESET REPLICA ALL" : "RESET SLAVE ALL", replica ? "SHOW REPLICA STATUS" : "SHOW SLAVE STATUS",
                release.atLeast(8, 2, 0) ? "SHOW BINARY LOG STATUS" : "SHOW MASTER STATUS",
                release.atLeast(8, 0, 26) ? "skip_replica_start" : "skip_slave_start",
                release.atLeast(8, 0, 26) ? "log_replica_updates" : "log_slave_updates");
    }

    /** An option of {@link #changeSource}: {@code option("HOST")} is {@code SOURCE_HOST} or {@code MASTER_HOST}. */
    public String option(String name) {
        return optionPrefix + name;
    }
}
