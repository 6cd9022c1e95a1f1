package io.benchlab.core.metrics;

import io.benchlab.core.bundle.NodeRecords.NodeIntervalRecord;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.prometheus.metrics.model.registry.MultiCollector;
import io.prometheus.metrics.model.snapshots.Labels;
import io.prometheus.metrics.model.snapshots.MetricSnapshots;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a run has recorded so far, kept for the next scrape: the records the bundle got, handed
 * over as they are written (once per interval on a stream's sampler thread, once per query on the
 * run's thread), and turned into the Prometheus client's snapshots only when Prometheus asks. The
 * sampler's cost is a few map updates per interval; nothing is measured or computed twice.
 */
final class RunFigures implements MultiCollector {
    private final String experiment;
    private final String workload;
    private String run = "";
    private Labels phase;
    private final Map<Labels, Double> phaseStarts = new LinkedHashMap<>();
    private final Map<Labels, Double> querySeconds = new LinkedHashMap<>();
    private final Map<Labels, Long> queries = new LinkedHashMap<>();
    private final Map<StreamKey, StreamFigures> streams = new LinkedHashMap<>();
    private final Map<Labels, NodeFigures> nodes = new LinkedHashMap<>();
    private MachineFigures machine;

    RunFigures(String experiment, String workload) {
        this.experiment = experiment == null ? "" : experiment;
        this.workload = workload == null ? "" : workload;
    }

    synchronized void started(String runId) {
        run = runId;
    }

    synchronized void phaseStarted(String variant, String phaseLabel, Instant at) {
        phase = Labels.of("variant", variant, "phase", phaseLabel);
        phaseStarts.merge(phase, at.toEpochMilli() / 1000.0, Math::max);
    }

    synchronized void measured(Measurement m) {
        Labels labels = Labels.of("variant", m.variant(), "phase", StreamFigures.phase(m.phase(), m.round()), "operation", m.operation());
        if (m.error() == null) {
            querySeconds.put(labels, m.seconds());
        }
        queries.merge(Labels.of("variant", m.variant(), "phase", StreamFigures.phase(m.phase(), m.round()), "outcome",
                m.error() == null ? "ok" : "error"), 1L, Long::sum);
    }

    /** One interval of a stream and its nodes' records, at once: no scrape sees one without the other. */
    synchronized void interval(IntervalRecord i, String unit, List<NodeIntervalRecord> nodeRecords) {
        streams.computeIfAbsent(i.key(), k -> new StreamFigures(k, unit)).add(i);
        if (i.system() != null) {
            machine = new MachineFigures(i.key(), i.system());
        }
        for (NodeIntervalRecord r : nodeRecords) {
            nodes.computeIfAbsent(NodeFigures.labels(r), NodeFigures::new).add(r);
        }
    }

    /** A stream ended: its rates, percentiles, machine and node gauges stop; its sums stay. */
    synchronized void streamFinished(StreamRecord s) {
        StreamKey key = s.key();
        StreamFigures f = streams.get(key);
        if (f != null) {
            f.finish();
        }
        if (machine != null && machine.source().equals(key)) {
            machine = null;
        }
        nodes.values().stream().filter(n -> key.equals(n.source())).forEach(NodeFigures::finish);
    }

    @Override
    public synchronized MetricSnapshots collect() {
        Points p = new Points();
        p.info(Family.RUN, Labels.of("experiment", experiment, "workload", workload, "run", run));
        if (phase != null) {
            p.info(Family.PHASE, phase);
        }
        phaseStarts.forEach((labels, at) -> p.gauge(Family.PHASE_STARTED, labels, at));
        querySeconds.forEach((labels, seconds) -> p.gauge(Family.QUERY_SECONDS, labels, seconds));
        queries.forEach((labels, n) -> p.counter(Family.QUERIES, labels, n));
        streams.values().forEach(s -> s.write(p));
        if (machine != null) {
            machine.write(p);
        }
        nodes.values().forEach(n -> n.write(p));
        return p.snapshots();
    }
}
