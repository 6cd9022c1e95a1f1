package io.benchlab.core.cluster;

/** What a node does in its cluster: where workloads write, and which probes apply to it. */
public enum NodeRole {
    /** The replication source: takes the writes, its binlog position is what replicas chase. */
    PRIMARY,
    /** A GTID replica of the primary: has replica lag. */
    REPLICA,
    /** A Galera cluster member: any node takes writes, flow control instead of lag. */
    GALERA
}
