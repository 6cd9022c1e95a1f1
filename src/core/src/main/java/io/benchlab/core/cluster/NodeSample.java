package io.benchlab.core.cluster;

import java.time.Instant;
import java.util.Optional;

/**
 * What one node showed at one sample: its status counters, and by role its replica lag or its
 * Galera flow-control state; for a node whose process runs here, that process's CPU time and RSS.
 *
 * @param cpuTicks the server process's utime + stime in /proc ticks; -1 when unknown (not a local process)
 * @param rssBytes its resident memory; null when unknown
 */
public record NodeSample(String node, NodeRole role, Instant at, StatusCounters counters, Optional<ReplicaLag> lag,
                         Optional<FlowControl> flowControl, long cpuTicks, Long rssBytes) {
}
