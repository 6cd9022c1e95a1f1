package io.benchlab.core.bundle;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import io.benchlab.core.bundle.Records.StreamKey;
import java.util.List;
import java.util.Map;

/**
 * What the run's own server sessions were doing while something was measured (their thread
 * states in {@code SHOW PROCESSLIST}, sampled every {@code options.stateInterval}),
 * one file: {@link BundleFormat#THREAD_STATES}. Kept apart from {@link Records} because a run
 * without a server, or with the sampling off, writes none; {@link StateSamples} reads them back.
 */
public final class StateRecords {
    private StateRecords() {
    }

    /**
     * The thread states of one operation's sessions over one window: a stream interval (same
     * variant, phase, round, operation, threads and index as its {@link Records.IntervalRecord}), or
     * a whole query.
     *
     * @param threads        the stream's threads; null for a query
     * @param index          the stream interval's index; null for a query
     * @param periodMillis   the sampling period
     * @param samples        how many times the sessions were sampled in the window
     * @param sessionSamples sessions seen, summed over the samples (the session-time sampled, in samples)
     * @param states         per state: in how many of those session samples a session was in it, and the most
     *                       sessions in it at one sample. A state is the server's {@code STATE}, or its
     *                       {@code COMMAND} when the state is empty ({@code Sleep}: the session waited for its
     *                       client, between two statements)
     * @param passes         a query only: the states its session went through, in order, each with how long it
     *                       lasted (to within a sampling period); null for a stream
     * @param openTables     with {@code options.openTables}: what {@code SHOW OPEN TABLES} said of the workload's
     *                       schema, at its most in the window; null otherwise
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record ThreadStateRecord(String variant, String phase, int round, String operation, Integer threads, Integer index,
                                    long periodMillis, long samples, long sessionSamples, Map<String, StateCount> states,
                                    List<Pass> passes, OpenTables openTables) {

        /** The stream this interval belongs to; null for a query. */
        @JsonIgnore
        public StreamKey streamKey() {
            return threads == null ? null : new StreamKey(variant, phase, round, operation, threads);
        }

        /** Share of the sampled session-time in {@code state} (0..1); 0 when nothing was sampled. */
        public double share(String state) {
            StateCount c = states.get(state);
            return c == null || sessionSamples == 0 ? 0 : (double) c.samples() / sessionSamples;
        }
    }

    /**
     * One state in a window.
     *
     * @param samples     session samples in this state
     * @param sessionsMax the most sessions in this state at one sample
     */
    public record StateCount(long samples, int sessionsMax) {
    }

    /**
     * A stretch of one query's session in one state: "Repair by sorting 12.8 s".
     *
     * @param seconds from the sample that first saw it to the one that saw the next state (or the query's end)
     */
    public record Pass(String state, double seconds) {
    }

    /**
     * {@code SHOW OPEN TABLES FROM schema}, the largest value of each column's count in the window.
     *
     * @param open       tables of the schema in the table cache
     * @param inUse      table locks or lock requests on them (the {@code In_use} column summed)
     * @param nameLocked tables name-locked (being renamed, dropped, or their definition read exclusively)
     */
    public record OpenTables(long open, long inUse, long nameLocked) {
    }
}
