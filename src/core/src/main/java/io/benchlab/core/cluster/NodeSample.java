package io.benchlab.core.cluster;

import java.time.Instant;
import java.util.Optional;

/**
 * What one node showed at one sample: its status counters, and by role its replica lag or its
 * Galera flow-control state.
 */
public record NodeSample(String node, NodeRole role, Instant at, StatusCounters counters, Optional<ReplicaLag> lag,
                         Optional<FlowControl> flowControl) {
}
