package io.benchlab.core.bundle;

import com.fasterxml.jackson.annotation.JsonIgnore;
import io.benchlab.core.bundle.Records.ColdProof;
import io.benchlab.core.bundle.Records.StreamKey;
import java.util.List;
import java.util.Map;

/**
 * What a run on a cluster (replication or Galera) records per node, beside the stream's own
 * records: one file per kind (see {@link BundleFormat}). Kept apart from {@link Records} because
 * only cluster runs write them; {@link ClusterSamples} reads them back.
 */
public final class NodeRecords {
    private NodeRecords() {
    }

    /**
     * One node during one stream interval (same variant, phase, round, operation, threads and
     * index as the stream's {@link Records.IntervalRecord}).
     *
     * @param node               the node's name ({@code primary}, {@code replica1}, {@code node2}…)
     * @param role               {@code primary}, {@code replica} or {@code galera}
     * @param writes             whether the workers of a stream that writes connect to this node (with
     *                           {@code stream.together}: of any stream running at the time)
     * @param reads              whether the workers of a read-only stream connect to this node ({@code stream.readFrom};
     *                           with {@code stream.together} of any stream running at the time; false in bundles from
     *                           before read-only streams)
     * @param counters           per-interval differences of the sampled status counters
     * @param gauges             sampled status gauges (current values, never summed) at the interval's end
     * @param lagSeconds         a replica's {@code Seconds_Behind_Master} (MySQL: {@code Seconds_Behind_Source}) at the interval's end; null when not a replica or NULL
     * @param transactionsBehind a replica's transactions not yet applied (primary's GTID position minus its own); null when not a replica
     * @param flowControlPaused  a Galera node's {@code wsrep_flow_control_paused} at the interval's end (fraction 0..1 since the last reset)
     * @param flowControlSent    flow-control pauses the node asked for during the interval
     * @param recvQueue          a Galera node's {@code wsrep_local_recv_queue} at the interval's end (a gauge)
     * @param certFailures       certification failures during the interval
     * @param state              replica: IO/SQL threads ({@code running} or what stopped); Galera: {@code wsrep_local_state_comment}
     * @param serverCpuCores     a sandbox node: CPU seconds its server process used per second of the interval; null for an
     *                           existing cluster's node (benchlab sees no process there) or in older bundles
     * @param serverRssBytes     a sandbox node: its server process's resident memory at the interval's end; null likewise
     * @param clusterSize        a Galera node's {@code wsrep_cluster_size} at the interval's end (the nodes in its component);
     *                           null when not a Galera node, not read, or in older bundles
     */
    public record NodeIntervalRecord(String variant, String phase, int round, String operation, int threads, int index,
                                     long endOffsetMillis, String node, String role, boolean writes, boolean reads,
                                     Map<String, Long> counters,
                                     Map<String, Long> gauges,
                                     Long lagSeconds, Long transactionsBehind, Double flowControlPaused, Long flowControlSent,
                                     Long recvQueue, Long certFailures, String state, Double serverCpuCores, Long serverRssBytes,
                                     Long clusterSize) {
        /** A record without the Galera cluster size (as bundles before faults had them). */
        public NodeIntervalRecord(String variant, String phase, int round, String operation, int threads, int index,
                                  long endOffsetMillis, String node, String role, boolean writes, boolean reads,
                                  Map<String, Long> counters, Map<String, Long> gauges,
                                  Long lagSeconds, Long transactionsBehind, Double flowControlPaused, Long flowControlSent,
                                  Long recvQueue, Long certFailures, String state, Double serverCpuCores, Long serverRssBytes) {
            this(variant, phase, round, operation, threads, index, endOffsetMillis, node, role, writes, reads, counters, gauges, lagSeconds,
                    transactionsBehind, flowControlPaused, flowControlSent, recvQueue, certFailures, state, serverCpuCores, serverRssBytes,
                    null);
        }
        @JsonIgnore
        public StreamKey key() {
            return new StreamKey(variant, phase, round, operation, threads);
        }
    }

    /** A node's cold proof for a cold phase (the phase record carries the writing node's). */
    public record NodeColdRecord(String variant, String phase, int round, String node, String role, ColdProof proof) {
    }

    /**
     * How long a cluster took to come up: each node until it accepted connections (Galera: until Synced),
     * the whole cluster until healthy.
     *
     * @param variant the variant it started for
     * @param why     {@code start}, {@code settings} (restarted for other settings) or {@code cold} (a cold phase)
     */
    public record ClusterStartRecord(String variant, String cluster, String why, double seconds, List<NodeSeconds> nodes) {
    }

    public record NodeSeconds(String node, double seconds) {
    }

    /**
     * A table's row count and checksum on one node at the end of a variant, after the cluster
     * caught up: equal on every node when every row written reached every node.
     */
    public record NodeDigestRecord(String variant, String node, String role, String table, long rows, long checksum, boolean sameAsFirst) {
    }
}
