package io.benchlab.core.stream;

import io.benchlab.api.StreamOperation;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Recorder;

/**
 * What the workers of one stream count into and the sampler reads: the latency recorders (swapped
 * per interval), the cumulative counts, the errors by class, each kind's figures, each worker's
 * tally, the CPU the workers spent, and the watches of a first success after a fault. Memory stays
 * bounded however long the stream runs: nothing here is kept per operation.
 */
final class StreamMeters {
    static final long HIGHEST_TRACKABLE_NANOS = LatencyRange.HIGHEST_TRACKABLE_NANOS;
    static final int SIGNIFICANT_DIGITS = LatencyRange.SIGNIFICANT_DIGITS;

    private final StreamOperation operation;
    final Recorder response = new Recorder(HIGHEST_TRACKABLE_NANOS, SIGNIFICANT_DIGITS);
    final Recorder service = new Recorder(HIGHEST_TRACKABLE_NANOS, SIGNIFICANT_DIGITS);
    final LongAdder operations = new LongAdder();
    final LongAdder units = new LongAdder();
    /** Operations the workers ran, warmup included (added per worker at its end). */
    final LongAdder executed = new LongAdder();
    /** CPU time of the worker threads while they ran operations (added per worker at its end). */
    final LongAdder workerCpuNanos = new LongAdder();
    final ErrorCounts classErrors = new ErrorCounts();
    /** Per kind of the operation (null when it declares none): response times and errors. */
    final KindRecorders kinds;
    /** Watches of the first success after an instant (a fault's), until each has its answer. */
    final RecoveryWatches watches = new RecoveryWatches();
    /** Every worker's tally, by worker index, for the sampler's sums of the counts. */
    private final AtomicReferenceArray<WorkerTally> tallies;

    StreamMeters(StreamOperation operation, int workers) {
        this.operation = operation;
        this.kinds = operation.kinds().isEmpty() ? null : new KindRecorders(operation.kinds());
        this.tallies = new AtomicReferenceArray<>(workers);
    }

    /** A new tally for worker {@code index}, kept for the sums. */
    WorkerTally tally(int index, boolean audited) {
        WorkerTally tally = new WorkerTally(operation.kinds().size(), operation.counts().size(), audited);
        tallies.set(index, tally);
        return tally;
    }

    /** A measured operation's response time: under its kind when the operation declares kinds. */
    void respond(int kind, long nanos) {
        if (kinds != null) {
            kinds.record(kind, nanos);
        } else {
            record(response, nanos);
        }
    }

    static void record(Recorder recorder, long nanos) {
        recorder.recordValue(Math.min(Math.max(0, nanos), HIGHEST_TRACKABLE_NANOS));
    }

    /** What the interval sampler reads. */
    IntervalSampler.Meters sampled() {
        return new IntervalSampler.Meters(operation.counts(), response, service, kinds, operations, units, classErrors, this::countSums);
    }

    /** The workers' counts summed (cumulative); null when the operation declares none. */
    Map<String, Long> countTotals() {
        List<String> names = operation.counts();
        if (names.isEmpty()) {
            return null;
        }
        long[] sums = countSums();
        Map<String, Long> out = new LinkedHashMap<>();
        for (int i = 0; i < sums.length; i++) {
            out.put(names.get(i), sums[i]);
        }
        return out;
    }

    private long[] countSums() {
        long[] sums = new long[operation.counts().size()];
        for (int w = 0; w < tallies.length(); w++) {
            WorkerTally t = tallies.get(w);
            if (t != null) {
                for (int i = 0; i < sums.length; i++) {
                    sums[i] += t.count(i);
                }
            }
        }
        return sums;
    }

    /** The keys every worker reported as acknowledged, merged. */
    AcknowledgedKeys acknowledged() {
        AcknowledgedKeys all = new AcknowledgedKeys();
        for (int w = 0; w < tallies.length(); w++) {
            WorkerTally tally = tallies.get(w);
            if (tally != null && tally.acknowledgedKeys() != null) {
                all.addAll(tally.acknowledgedKeys());
            }
        }
        return all;
    }

    /** The workers' CPU per operation they ran, in microseconds; NaN when none ran. */
    double workerCpuMicrosPerOperation() {
        return executed.sum() > 0 ? workerCpuNanos.sum() / 1000.0 / executed.sum() : Double.NaN;
    }
}
