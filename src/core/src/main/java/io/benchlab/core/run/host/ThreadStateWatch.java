package io.benchlab.core.run.host;

import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.bundle.StateRecords.ThreadStateRecord;
import io.benchlab.core.probe.ThreadStateSampler;
import io.benchlab.core.stream.IntervalSample;
import java.util.List;

/**
 * The thread states of the streams' worker sessions (SHOW PROCESSLIST on a connection of its own):
 * each worker's session is watched by its connection id as it connects, the counting starts with
 * each stream's measurement (its warm-up and connecting are left out) and is cut at each of its
 * intervals into threadstates.jsonl.
 */
public final class ThreadStateWatch implements StreamCompanion {
    private final ThreadStateSampler sampler;
    private final List<String> operations;
    private final boolean faults;

    /**
     * @param operations the streams watched, for the warning when the sampler stops early
     * @param faults     whether faults strike these streams (then a sampler that stopped is expected: it does not reconnect)
     */
    public ThreadStateWatch(ThreadStateSampler sampler, List<String> operations, boolean faults) {
        this.sampler = sampler;
        this.operations = List.copyOf(operations);
        this.faults = faults;
    }

    /** A worker's session, by its connection id, counted under its stream's operation. */
    public void watch(long connectionId, String operation) {
        sampler.watch(connectionId, operation, false);
    }

    @Override
    public void begin(StreamKey k, long measureStartNanos) {
        sampler.cut(k.variant(), k.phase(), k.round(), k.operation(), k.threads(), null); // what came before the measurement is dropped
    }

    @Override
    public void interval(StreamKey k, IntervalSample sample, HostOutput out) {
        ThreadStateRecord states = sampler.cut(k.variant(), k.phase(), k.round(), k.operation(), k.threads(), sample.index());
        if (states != null) {
            out.append(BundleFormat.THREAD_STATES, states);
        }
    }

    /** Stops the sampler; one that failed on the way is a warning (what it counted is in the bundle). */
    @Override
    public void close(HostOutput out) {
        sampler.close();
        if (sampler.failure() != null) {
            // a fault that takes the server down takes the sampler's connection too; it does not reconnect as the workers do
            out.warn("thread states of " + String.join(", ", operations)
                    + (faults ? " were sampled until a fault struck their server: " : " stopped early, the streams went on: ")
                    + sampler.failure());
        }
    }
}
