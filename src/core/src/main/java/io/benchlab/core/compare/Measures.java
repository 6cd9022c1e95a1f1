package io.benchlab.core.compare;

import static io.benchlab.core.stats.Direction.HIGHER_IS_BETTER;
import static io.benchlab.core.stats.Direction.LOWER_IS_BETTER;

import io.benchlab.core.bundle.FaultRecords.AuditRecord;
import io.benchlab.core.bundle.FaultRecords.FaultRecord;
import io.benchlab.core.bundle.NodeRecords.NodeIntervalRecord;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.stream.KindSample;
import io.benchlab.core.stream.Stalls;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Every figure a comparison and the regression gate look at beyond the timed queries. A workload
 * whose streams record a new figure gets it compared and gated by one line in one of these lists;
 * transactions per kind and a workload's counts (new orders: NOPM is their rate) are already here.
 */
public final class Measures {
    private Measures() {
    }

    /**
     * Figures of a stream's intervals: each interval is a sample (fileio: operations/s are IOPS). An
     * operation with kinds (transaction types) adds each kind's throughput and p95/p99; a workload's
     * named counts (statements by class, new orders) are compared per second.
     */
    public static final List<Measure<IntervalRecord>> INTERVAL = List.of(
            Measure.of(Measure.UNIT + "/s", HIGHER_IS_BETTER, 1e-3, IntervalRecord::unitsPerSecond),
            Measure.of("operations/s", HIGHER_IS_BETTER, 1e-3, IntervalRecord::operationsPerSecond),
            Measure.of("p95 ms", LOWER_IS_BETTER, 1e-3, i -> millis(i.p95Micros())),
            Measure.of("p99 ms", LOWER_IS_BETTER, 1e-3, i -> millis(i.p99Micros())),
            Measure.each(Measure.KEY + "/s", HIGHER_IS_BETTER, 1e-3, i -> perKind(i, k -> i.perSecond(k.operations()))),
            Measure.each(Measure.KEY + " p95 ms", LOWER_IS_BETTER, 1e-3, i -> perKind(i, k -> millis(k.p95Micros()))),
            Measure.each(Measure.KEY + " p99 ms", LOWER_IS_BETTER, 1e-3, i -> perKind(i, k -> millis(k.p99Micros()))),
            Measure.each(Measure.KEY + "/s", HIGHER_IS_BETTER, 1e-3, Measures::countsPerSecond));

    /** An interval of a stream and whether it is part of one of the stream's stalls ({@link Stalls}). */
    public record StallInterval(IntervalRecord interval, boolean stalled) {
    }

    /**
     * Figures of a stream's stalls ({@link Stalls}), compared only when either side stalled: the throughput of the
     * intervals outside stalls (each such interval a sample), and the seconds each run spent stalled (each run a
     * sample, so three runs a side decide it), so a change that adds stalls fails the gate even when the mean holds.
     */
    public static final List<Measure<StallInterval>> OUTSIDE_STALLS = List.of(
            Measure.of(Measure.UNIT + "/s outside stalls", HIGHER_IS_BETTER, 1e-3,
                    s -> s.stalled() ? null : s.interval().unitsPerSecond()));

    /** The seconds each run stalled (see {@link #OUTSIDE_STALLS}). */
    public static final List<Measure<Stalls>> STALLS = List.of(
            Measure.of("seconds stalled", LOWER_IS_BETTER, 1e-3, Stalls::stalledSeconds));

    /** Figures of a whole stream run: each run (phase, round) is a sample. */
    public static final List<Measure<StreamRecord>> RUN = List.of(
            Measure.of("arrival lateness p99 ms", LOWER_IS_BETTER, 1e-3,
                    s -> s.arrivals() == null ? null : millis(s.arrivals().lateness().p99Micros())));

    /** Figures of a cluster node during a stream: each interval is a sample. */
    public static final List<Measure<NodeIntervalRecord>> NODE = List.of(
            Measure.of("transactions behind", LOWER_IS_BETTER, 1, n -> decimal(n.transactionsBehind())),
            Measure.of("seconds behind", LOWER_IS_BETTER, 1, n -> decimal(n.lagSeconds())),
            Measure.of("flow-control paused", LOWER_IS_BETTER, 1e-3, NodeIntervalRecord::flowControlPaused),
            Measure.of("receive queue", LOWER_IS_BETTER, 1, n -> decimal(n.recvQueue())));

    /**
     * Figures of a fault as a stream lived it: each run of the stream (phase, round) that the fault
     * struck is a sample. A fault the stream never recovered from has no recovery sample (its dip and
     * operations lost still say what it cost).
     */
    public static final List<Measure<FaultRecord>> FAULT = List.of(
            Measure.of("recovery s", LOWER_IS_BETTER, 1e-3, FaultRecord::recoverySeconds),
            Measure.of("operations lost", LOWER_IS_BETTER, 1, f -> decimal(f.operationsLost())),
            Measure.of("dip s", LOWER_IS_BETTER, 1e-3, FaultRecord::dipSeconds));

    /**
     * Figures of a durability audit on one node: each audited run of the stream is a sample. At the
     * floor of one write, 0 vs 0 lost is equal and 0 vs 12 is twelve times worse.
     */
    public static final List<Measure<AuditRecord>> AUDIT = List.of(
            Measure.of("lost writes", LOWER_IS_BETTER, 1, a -> a.error() == null ? (double) a.lost() : null));

    /** A value of each kind of the interval's operation; empty for an operation without kinds. */
    private static Map<String, Double> perKind(IntervalRecord i, Function<KindSample, Double> value) {
        Map<String, Double> out = new LinkedHashMap<>();
        if (i.kinds() != null) {
            i.kinds().forEach((kind, sample) -> {
                Double v = value.apply(sample);
                if (v != null) {
                    out.put(kind, v);
                }
            });
        }
        return out;
    }

    /** The workload's named counts of the interval, per second. */
    private static Map<String, Double> countsPerSecond(IntervalRecord i) {
        Map<String, Double> out = new LinkedHashMap<>();
        if (i.counts() != null && i.lengthMillis() > 0) {
            i.counts().forEach((name, n) -> out.put(name, i.perSecond(n)));
        }
        return out;
    }

    private static Double millis(Double micros) {
        return micros == null ? null : micros / 1000;
    }

    private static Double decimal(Long value) {
        return value == null ? null : value.doubleValue();
    }
}
