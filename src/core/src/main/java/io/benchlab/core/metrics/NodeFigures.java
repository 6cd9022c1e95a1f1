package io.benchlab.core.metrics;

import io.benchlab.core.bundle.NodeRecords.NodeIntervalRecord;
import io.benchlab.core.bundle.Records.StreamKey;
import io.prometheus.metrics.model.snapshots.Labels;

/**
 * One cluster node during one variant's phase, from the node records the bundle got at each
 * interval's end: its last record's gauges (lag, flow control, receive queue, its process) while a
 * stream runs, and its counters summed.
 */
final class NodeFigures {
    private final Labels labels;
    private NodeIntervalRecord last;
    /** Null until a record has them (only Galera nodes do). */
    private Long flowControlSent;
    private Long certFailures;

    NodeFigures(Labels labels) {
        this.labels = labels;
    }

    /** A node's labels: variant, phase, node, role. */
    static Labels labels(NodeIntervalRecord r) {
        return Labels.of("variant", r.variant(), "phase", StreamFigures.phase(r.phase(), r.round()), "node", r.node(), "role", r.role());
    }

    void add(NodeIntervalRecord r) {
        last = r;
        flowControlSent = sum(flowControlSent, r.flowControlSent());
        certFailures = sum(certFailures, r.certFailures());
    }

    private static Long sum(Long total, Long more) {
        if (more == null) {
            return total;
        }
        return total == null ? more : Long.valueOf(total + more);
    }

    /** The stream whose sampler took its last record: when it ends, the gauges are no longer current. */
    StreamKey source() {
        return last == null ? null : last.key();
    }

    void finish() {
        last = null;
    }

    void write(Points p) {
        if (last != null) {
            p.gauge(Family.NODE_LAG, labels, last.lagSeconds());
            p.gauge(Family.NODE_BEHIND, labels, last.transactionsBehind());
            p.gauge(Family.NODE_FLOW_CONTROL_PAUSED, labels, last.flowControlPaused());
            p.gauge(Family.NODE_RECV_QUEUE, labels, last.recvQueue());
            p.gauge(Family.NODE_CPU, labels, last.serverCpuCores());
            p.gauge(Family.NODE_RSS, labels, last.serverRssBytes());
        }
        if (flowControlSent != null) {
            p.counter(Family.NODE_FLOW_CONTROL_SENT, labels, flowControlSent);
        }
        if (certFailures != null) {
            p.counter(Family.NODE_CERT_FAILURES, labels, certFailures);
        }
    }
}
