package io.benchlab.core.bundle;

import io.benchlab.core.bundle.NodeRecords.ClusterStartRecord;
import io.benchlab.core.bundle.NodeRecords.NodeColdRecord;
import io.benchlab.core.bundle.NodeRecords.NodeDigestRecord;
import io.benchlab.core.bundle.NodeRecords.NodeIntervalRecord;
import io.benchlab.core.bundle.Records.StreamKey;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The one model of a cluster run's per-node figures, read from the bundle's per-node files:
 * intervals per stream and node, a summary per (variant, node), the cold proofs, start-up times
 * and the end-of-variant consistency check. {@code show}, its JSON, the report and the GUI read
 * cluster figures only from here.
 */
public record ClusterSamples(List<NodeIntervalRecord> intervals, List<NodeColdRecord> cold, List<ClusterStartRecord> starts,
                             List<NodeDigestRecord> digests) {

    public ClusterSamples {
        intervals = List.copyOf(intervals);
        cold = List.copyOf(cold);
        starts = List.copyOf(starts);
        digests = List.copyOf(digests);
    }

    public static ClusterSamples of(Bundle b) {
        BundleReader r = new BundleReader();
        return new ClusterSamples(r.records(b.dir(), BundleFormat.NODE_INTERVALS, NodeIntervalRecord.class),
                r.records(b.dir(), BundleFormat.NODE_COLD, NodeColdRecord.class),
                r.records(b.dir(), BundleFormat.CLUSTER_STARTS, ClusterStartRecord.class),
                r.records(b.dir(), BundleFormat.NODE_DIGESTS, NodeDigestRecord.class));
    }

    /** Whether the run was on a cluster at all. */
    public boolean isEmpty() {
        return intervals.isEmpty() && cold.isEmpty() && starts.isEmpty() && digests.isEmpty();
    }

    /** The nodes in the order the run sampled them. */
    public List<String> nodes() {
        List<String> out = new ArrayList<>();
        intervals.forEach(i -> {
            if (!out.contains(i.node())) {
                out.add(i.node());
            }
        });
        digests.forEach(d -> {
            if (!out.contains(d.node())) {
                out.add(d.node());
            }
        });
        return out;
    }

    /** One node's intervals of one stream, in order. */
    public List<NodeIntervalRecord> of(StreamKey key, String node) {
        return intervals.stream().filter(i -> i.key().equals(key) && i.node().equals(node)).toList();
    }

    /** The streams that have per-node intervals, in run order. */
    public List<StreamKey> streams() {
        return intervals.stream().map(NodeIntervalRecord::key).distinct().toList();
    }

    /**
     * One stream's intervals on one time axis: the stream's throughput (as the writing workers saw
     * it) beside every node's record of the same interval: lag over time next to the writes.
     */
    public List<TimelinePoint> timeline(StreamKey key, List<Records.IntervalRecord> streamIntervals) {
        Map<Integer, Map<String, NodeIntervalRecord>> byIndex = new TreeMap<>();
        intervals.stream().filter(i -> i.key().equals(key))
                .forEach(i -> byIndex.computeIfAbsent(i.index(), k -> new LinkedHashMap<>()).put(i.node(), i));
        Map<Integer, Records.IntervalRecord> stream = new TreeMap<>();
        streamIntervals.stream().filter(i -> i.key().equals(key)).forEach(i -> stream.put(i.index(), i));
        List<TimelinePoint> out = new ArrayList<>();
        byIndex.forEach((index, nodes) -> {
            Records.IntervalRecord iv = stream.get(index);
            long endMillis = nodes.values().iterator().next().endOffsetMillis();
            out.add(new TimelinePoint(index, endMillis / 1000.0, iv == null ? Double.NaN : iv.unitsPerSecond(), nodes));
        });
        return out;
    }

    /**
     * @param endSeconds     the interval's end, seconds after the stream's start
     * @param unitsPerSecond the stream's throughput in the interval (NaN when its record is missing)
     * @param nodes          each node's record of the interval, by node name in cluster order
     */
    public record TimelinePoint(int index, double endSeconds, double unitsPerSecond, Map<String, NodeIntervalRecord> nodes) {
    }

    /** Per variant and node, in run order: what the node did and how far behind it was. */
    public List<NodeSummary> summaries() {
        Map<String, List<NodeIntervalRecord>> by = new LinkedHashMap<>();
        intervals.forEach(i -> by.computeIfAbsent(i.variant() + "\u0000" + i.node(), k -> new ArrayList<>()).add(i));
        List<NodeSummary> out = new ArrayList<>();
        by.values().forEach(list -> out.add(NodeSummary.of(list)));
        return out;
    }

    /** The variants whose nodes disagree at the end (some table's row count or checksum differs from the first node's). */
    public List<String> inconsistentVariants() {
        return digests.stream().filter(d -> !d.sameAsFirst()).map(NodeDigestRecord::variant).distinct().toList();
    }

    /**
     * One node over one variant's intervals.
     *
     * @param writes                whether any stream wrote to it
     * @param reads                 whether any read-only stream read from it
     * @param maxLagSeconds         highest {@code Seconds_Behind_Master} seen (null: not a replica, or never known)
     * @param maxTransactionsBehind highest transactions behind (null: not a replica)
     * @param meanTransactionsBehind mean over the intervals (null: not a replica)
     * @param maxFlowControlPaused  highest {@code wsrep_flow_control_paused} (null: not a Galera node)
     * @param maxRecvQueue          longest receive queue (null: not a Galera node)
     * @param certFailures          certification failures, summed (null: not a Galera node)
     * @param flowControlSent       flow-control pauses sent, summed (null: not a Galera node)
     * @param counterTotals         status counter differences summed over the intervals
     * @param meanServerCpuCores    a sandbox node's server process: CPU cores used, mean over the intervals (null: not known)
     * @param maxServerRssBytes     its largest resident memory (null: not known)
     */
    public record NodeSummary(String variant, String node, String role, boolean writes, boolean reads, int intervals, Long maxLagSeconds,
                              Long maxTransactionsBehind, Double meanTransactionsBehind, Double maxFlowControlPaused, Long maxRecvQueue,
                              Long certFailures, Long flowControlSent, Map<String, Long> counterTotals, Double meanServerCpuCores,
                              Long maxServerRssBytes) {

        /** What the streams did on the node, for headers: {@code written to}, {@code read from}, both, or nothing. */
        public String use() {
            return writes && reads ? "written to, read from" : writes ? "written to" : reads ? "read from" : "";
        }

        static NodeSummary of(List<NodeIntervalRecord> list) {
            NodeIntervalRecord first = list.get(0);
            Long maxLag = null;
            Long maxBehind = null;
            double sumBehind = 0;
            int nBehind = 0;
            Double maxPaused = null;
            Long maxQueue = null;
            Long cert = null;
            Long sent = null;
            boolean writes = false;
            boolean reads = false;
            double sumCores = 0;
            int nCores = 0;
            Long maxRss = null;
            Map<String, Long> totals = new TreeMap<>();
            for (NodeIntervalRecord i : list) {
                writes |= i.writes();
                reads |= i.reads();
                if (i.lagSeconds() != null) {
                    maxLag = maxLag == null ? i.lagSeconds() : Math.max(maxLag, i.lagSeconds());
                }
                if (i.transactionsBehind() != null) {
                    maxBehind = maxBehind == null ? i.transactionsBehind() : Math.max(maxBehind, i.transactionsBehind());
                    sumBehind += i.transactionsBehind();
                    nBehind++;
                }
                if (i.flowControlPaused() != null) {
                    maxPaused = maxPaused == null ? i.flowControlPaused() : Math.max(maxPaused, i.flowControlPaused());
                }
                if (i.recvQueue() != null) {
                    maxQueue = maxQueue == null ? i.recvQueue() : Math.max(maxQueue, i.recvQueue());
                }
                if (i.certFailures() != null) {
                    cert = (cert == null ? 0 : cert) + i.certFailures();
                }
                if (i.flowControlSent() != null) {
                    sent = (sent == null ? 0 : sent) + i.flowControlSent();
                }
                if (i.counters() != null) {
                    i.counters().forEach((k, v) -> totals.merge(k, v, Long::sum));
                }
                if (i.serverCpuCores() != null) {
                    sumCores += i.serverCpuCores();
                    nCores++;
                }
                if (i.serverRssBytes() != null) {
                    maxRss = maxRss == null ? i.serverRssBytes() : Math.max(maxRss, i.serverRssBytes());
                }
            }
            return new NodeSummary(first.variant(), first.node(), first.role(), writes, reads, list.size(), maxLag, maxBehind,
                    nBehind == 0 ? null : sumBehind / nBehind, maxPaused, maxQueue, cert, sent, totals, nCores == 0 ? null : sumCores / nCores, maxRss);
        }
    }
}
