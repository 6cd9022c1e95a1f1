package io.benchlab.core.compare;

import static io.benchlab.core.stats.Direction.HIGHER_IS_BETTER;
import static io.benchlab.core.stats.Direction.LOWER_IS_BETTER;

import io.benchlab.core.bundle.NodeRecords.NodeIntervalRecord;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.StreamRecord;
import java.util.List;

/**
 * Every figure a comparison and the regression gate look at beyond the timed queries. A workload
 * whose streams record a new figure (transactions/s, queries/s, NOPM, a latency per transaction
 * kind) gets it compared and gated by one line in one of these lists.
 */
public final class Measures {
    private Measures() {
    }

    /** Figures of a stream's intervals: each interval is a sample (fileio: operations/s are IOPS). */
    public static final List<Measure<IntervalRecord>> INTERVAL = List.of(
            Measure.of(Measure.UNIT + "/s", HIGHER_IS_BETTER, 1e-3, IntervalRecord::unitsPerSecond),
            Measure.of("operations/s", HIGHER_IS_BETTER, 1e-3, IntervalRecord::operationsPerSecond),
            Measure.of("p95 ms", LOWER_IS_BETTER, 1e-3, i -> millis(i.p95Micros())),
            Measure.of("p99 ms", LOWER_IS_BETTER, 1e-3, i -> millis(i.p99Micros())));

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

    private static Double millis(Double micros) {
        return micros == null ? null : micros / 1000;
    }

    private static Double decimal(Long value) {
        return value == null ? null : value.doubleValue();
    }
}
