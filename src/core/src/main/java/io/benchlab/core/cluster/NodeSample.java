package io.benchlab.core.cluster;

import java.time.Instant;
import java.util.Optional;

/**
 * What one node showed at one sample: its status counters, and by role its replica lag or its
 * Galera flow-control state; for a node whose process runs here, that process's CPU time and RSS.
 *
 * @param cpuTicks the server process's utime + stime in /proc ticks; -1 when unknown (not a local process)
 * @param rssBytes its resident memory; null when unknown
 * @param fault    what a fault did to the node, so it was not read ({@code down}, {@code paused}); null when it was read.
 *                 Then its counters are empty, and a paused replica's lag is what it lacks of the primary now: it
 *                 applied nothing since its last reading
 */
public record NodeSample(String node, NodeRole role, Instant at, StatusCounters counters, Optional<ReplicaLag> lag,
                         Optional<FlowControl> flowControl, long cpuTicks, Long rssBytes, String fault) {

    /** A node that was read. */
    public NodeSample(String node, NodeRole role, Instant at, StatusCounters counters, Optional<ReplicaLag> lag,
                      Optional<FlowControl> flowControl, long cpuTicks, Long rssBytes) {
        this(node, role, at, counters, lag, flowControl, cpuTicks, rssBytes, null);
    }
}
