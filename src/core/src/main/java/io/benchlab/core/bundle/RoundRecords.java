package io.benchlab.core.bundle;

import com.fasterxml.jackson.annotation.JsonIgnore;
import io.benchlab.core.bundle.Records.StreamKey;

/**
 * The rounds of streams run in rounds ({@code stream.rounds}: mysqlslap's iterations, each a new set
 * of sessions started together), one file: {@link BundleFormat#ROUNDS}. Each round is also the
 * stream's interval of the same index (its operations, percentiles, counters and thread states);
 * these records add what only a round has: how long its sessions took to connect, and to run all
 * their queries. {@link RoundSamples} reads them back.
 */
public final class RoundRecords {
    private RoundRecords() {
    }

    /**
     * One round of one stream.
     *
     * @param index             the round, from 0: the stream's interval of the same index
     * @param sessions          sessions of the round (mysqlslap's clients)
     * @param sessionQueries    operations each session ran (mysqlslap's queries per client)
     * @param connectAvgSeconds a session's mean time to connect, from the round's start
     * @param connectSeconds    from the round's start until every session was connected (when they started together)
     * @param querySeconds      from then until the last session ran its last operation: mysqlslap's seconds to run
     *                          all queries, without the connecting
     * @param totalSeconds      from the round's start until the last session disconnected (connecting included, as
     *                          mysqlslap's own figure is)
     */
    public record RoundRecord(String variant, String phase, int round, String operation, int threads, int index, int sessions,
                              long sessionQueries, double connectAvgSeconds, double connectSeconds, double querySeconds,
                              double totalSeconds) {

        /** The stream this round belongs to. */
        @JsonIgnore
        public StreamKey streamKey() {
            return new StreamKey(variant, phase, round, operation, threads);
        }
    }
}
