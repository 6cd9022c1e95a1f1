package io.benchlab.core.run;

import io.benchlab.core.bundle.NodeRecords.NodeIntervalRecord;
import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.cluster.ClusterMember;
import io.benchlab.core.cluster.ClusterProbe;
import io.benchlab.core.cluster.FlowControl;
import io.benchlab.core.cluster.NodeSample;
import io.benchlab.core.probe.ProcessFigures;
import io.benchlab.core.cluster.ReplicaLag;
import io.benchlab.core.cluster.StatusCounters;
import io.benchlab.core.bundle.StatusVariables;
import io.benchlab.core.server.ServerException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Every node of a cluster sampled at each stream interval's end (on the stream's sampler thread,
 * right after the interval closes): the chosen status counters as differences, gauges as values,
 * a replica's lag, a Galera node's flow control and cluster size. A node found dead is remembered
 * and the stream stopped at once ({@code onDeath}); the caller then fails the run in one line naming
 * the node. A node a fault holds down or paused ({@link PlannedFaults}) is not read: its record says
 * what the fault did, and a paused replica's lag is what it lacks of the primary now.
 */
final class NodeIntervals implements AutoCloseable {
    /** Counters every node reports besides the stream's: what the workers sent, what replication applied. */
    static final List<String> NODE_COUNTERS = List.of("Com_insert", "Com_select", "Com_commit");
    private static final String PAUSED_NS = "wsrep_flow_control_paused_ns";

    private final ClusterProbe probe;
    private final Set<String> written;
    private final Set<String> read;
    private final StreamKey key;
    private final List<String> counters;
    private final Runnable onDeath;
    /** The nodes a fault holds now; null when the stream has no faults. */
    private final PlannedFaults planned;
    private List<NodeSample> previous;
    private List<NodeSample> latest;
    private volatile String death;

    /**
     * @param nodes    every node, in cluster order
     * @param written  the nodes the workers of a stream that writes connect to (of any stream that runs at this time)
     * @param read     the nodes the workers of a read-only stream connect to (likewise)
     * @param key      the stream the records are kept with (with streams together: the one that samples for all)
     * @param counters the stream's counters (status variable names)
     * @param onDeath  stops the stream (every stream running at this time) when a node is found dead
     */
    NodeIntervals(List<? extends ClusterMember> nodes, Set<String> written, Set<String> read, StreamKey key, List<String> counters,
                  Runnable onDeath) {
        this(nodes, written, read, key, counters, onDeath, null);
    }

    /** @param planned the nodes a fault holds at each sample (not read, no death); null: the stream has no faults */
    NodeIntervals(List<? extends ClusterMember> nodes, Set<String> written, Set<String> read, StreamKey key, List<String> counters,
                  Runnable onDeath, PlannedFaults planned) {
        this.probe = new ClusterProbe(nodes);
        this.written = Set.copyOf(written);
        this.read = Set.copyOf(read);
        this.key = key;
        Set<String> all = new LinkedHashSet<>();
        counters.forEach(c -> all.add(c.toLowerCase(Locale.ROOT)));
        NODE_COUNTERS.forEach(c -> all.add(c.toLowerCase(Locale.ROOT)));
        this.counters = List.copyOf(all);
        this.onDeath = onDeath;
        this.planned = planned;
    }

    /** At the stream's start. */
    void begin() {
        previous = sampleOrDie();
    }

    /** At an interval's end, before {@link #records}. */
    void sample() {
        latest = sampleOrDie();
    }

    private List<NodeSample> sampleOrDie() {
        if (death != null) {
            return null;
        }
        try {
            // no fault marks a node while the nodes are read, so none is paused in the middle of a reading
            return planned == null ? probe.sample(Map.of()) : planned.sampling(() -> probe.sample(faults()));
        } catch (ServerException e) {
            death = e.getMessage();
            onDeath.run();
            return null;
        }
    }

    /** What a fault does to each node it holds now, in the words of node records ({@code down}, {@code paused}). */
    private Map<String, String> faults() {
        if (planned == null) {
            return Map.of();
        }
        Map<String, String> out = new LinkedHashMap<>();
        planned.now().forEach((node, state) -> out.put(node, state.name().toLowerCase(Locale.ROOT)));
        return out;
    }

    /** The node found dead while sampling, in one line naming it. */
    Optional<String> death() {
        return Optional.ofNullable(death);
    }

    /** The interval that just ended, one record per node; empty when a sample is missing. */
    List<NodeIntervalRecord> records(int index, long endOffsetMillis) {
        if (previous == null || latest == null) {
            previous = latest;
            return List.of();
        }
        List<NodeIntervalRecord> out = new ArrayList<>();
        for (int i = 0; i < latest.size(); i++) {
            out.add(record(index, endOffsetMillis, previous.get(i), latest.get(i)));
        }
        previous = latest;
        latest = null;
        return out;
    }

    private NodeIntervalRecord record(int index, long endOffsetMillis, NodeSample before, NodeSample after) {
        // a node a fault held in either sample, or whose server restarted between them, has no differences to give
        boolean comparable = before.fault() == null && after.fault() == null
                && before.counters().get("uptime") <= after.counters().get("uptime");
        StatusCounters diff = comparable ? after.counters().minus(before.counters()) : StatusCounters.NONE;
        Map<String, Long> counterDiffs = new LinkedHashMap<>();
        Map<String, Long> gauges = new LinkedHashMap<>();
        for (String c : counters) {
            if (!after.counters().values().containsKey(c)) {
                continue;
            }
            if (StatusVariables.isGauge(c)) {
                gauges.put(c, after.counters().get(c));
            } else if (comparable) {
                counterDiffs.put(c, diff.get(c));
            }
        }
        Long lagSeconds = null;
        Long behind = null;
        String state = null;
        if (after.lag().isPresent()) {
            ReplicaLag lag = after.lag().get();
            lagSeconds = lag.secondsBehind().isPresent() ? lag.secondsBehind().getAsLong() : null;
            behind = lag.transactionsBehind();
            state = lag.healthy() ? "running" : "IO thread " + (lag.ioRunning() ? "running" : "stopped") + ", SQL thread "
                    + (lag.sqlRunning() ? "running" : "stopped") + (lag.lastError().isEmpty() ? "" : ": " + lag.lastError());
        }
        Long clusterSize = null;
        Double paused = null;
        Long sent = null;
        Long queue = null;
        Long cert = null;
        if (after.flowControl().isPresent()) {
            FlowControl fc = after.flowControl().get();
            // the share of this interval spent paused, from the nanosecond counter; the server's own
            // wsrep_flow_control_paused is an average since the last FLUSH STATUS, which hides when it happened
            long nanos = Duration.between(before.at(), after.at()).toNanos();
            paused = after.counters().values().containsKey(PAUSED_NS) && nanos > 0
                    ? Math.min(1.0, diff.get(PAUSED_NS) / (double) nanos) : fc.flowControlPaused();
            sent = diff.get("wsrep_flow_control_sent");
            queue = fc.recvQueue();
            cert = diff.get("wsrep_local_cert_failures");
            state = fc.state();
            clusterSize = fc.clusterSize();
        }
        if (after.fault() != null) {
            state = after.fault() + " (fault)";
        }
        return new NodeIntervalRecord(key.variant(), key.phase(), key.round(), key.operation(), key.threads(), index, endOffsetMillis,
                after.node(), after.role().name().toLowerCase(Locale.ROOT), written.contains(after.node()),
                read.contains(after.node()), counterDiffs, gauges,
                lagSeconds, behind, paused, sent, queue, cert, state, cores(before, after), after.rssBytes(), clusterSize);
    }

    /** CPU seconds per second the node's process used between two samples; null when either tick count is unknown. */
    private static Double cores(NodeSample before, NodeSample after) {
        double seconds = java.time.Duration.between(before.at(), after.at()).toNanos() / 1e9;
        if (before.cpuTicks() < 0 || after.cpuTicks() < 0 || seconds <= 0 || after.cpuTicks() < before.cpuTicks()) {
            return null;
        }
        return Math.max(0, after.cpuTicks() - before.cpuTicks()) / ProcessFigures.TICKS_PER_SECOND / seconds;
    }

    @Override
    public void close() {
        probe.close();
    }
}
