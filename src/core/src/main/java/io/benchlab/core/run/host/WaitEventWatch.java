package io.benchlab.core.run.host;

import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.probe.WaitEventSampler;
import io.benchlab.core.stream.IntervalSample;
import java.sql.SQLException;
import java.util.List;

/**
 * The streams' worker sessions' wait events and stages from performance_schema
 * ({@code options.performanceSchema}): each worker's session is watched by its connection id as it
 * connects, each stream's counts start with its measurement and are cut at each of its intervals
 * into waits.jsonl, beside the interval and its thread states. A read that fails is one warning;
 * the sampler then stops and the streams go on.
 */
public final class WaitEventWatch implements StreamCompanion {
    private final WaitEventSampler sampler;
    private final List<String> operations;
    private volatile String failure;

    /** @param operations the streams watched, for the warning when the sampling stops early */
    public WaitEventWatch(WaitEventSampler sampler, List<String> operations) {
        this.sampler = sampler;
        this.operations = List.copyOf(operations);
    }

    /** A worker's session, by its connection id, counted under its stream. */
    public void watch(long connectionId, StreamKey stream) {
        sampler.watch(connectionId, stream);
    }

    /** A worker's session is about to disconnect: its last counts are read while they are there. */
    public void departing(long connectionId) {
        if (failure != null) {
            return;
        }
        try {
            sampler.departing(connectionId);
        } catch (SQLException e) {
            failure = e.getMessage();
        }
    }

    @Override
    public void begin(StreamKey stream, long measureStartNanos) {
        if (failure != null) {
            return;
        }
        try {
            sampler.begin(stream);
        } catch (SQLException e) {
            failure = e.getMessage();
        }
    }

    @Override
    public void interval(StreamKey stream, IntervalSample sample, HostOutput out) {
        if (failure != null) {
            return;
        }
        try {
            out.append(BundleFormat.WAITS, sampler.cut(stream, sample.index(), sample.lengthMillis()));
        } catch (SQLException e) {
            failure = e.getMessage();
        }
    }

    /** Stops the sampling (its instruments set back); a read that failed on the way is a warning (what it cut is in the bundle). */
    @Override
    public void close(HostOutput out) {
        sampler.close();
        if (failure != null) {
            out.warn("performance_schema waits of " + String.join(", ", operations) + " stopped early, the streams went on: " + failure);
        }
    }
}
