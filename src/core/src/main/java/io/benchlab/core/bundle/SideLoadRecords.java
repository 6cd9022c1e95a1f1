package io.benchlab.core.bundle;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.util.Arrays;
import java.util.Optional;

/**
 * What the side loads of a run did ({@code sideload:}: a load beside the measured streams), one file:
 * {@link BundleFormat#SIDE_LOADS}. Each execution of each side load is one record, apart from the
 * measured figures, timed on the same clock as the streams' intervals (seconds since their measured
 * start), so it lines up with the dip it may cause. {@link SideLoadSamples} reads them back.
 */
public final class SideLoadRecords {
    private SideLoadRecords() {
    }

    /** What a side load is; its word is written in the bundle. */
    public enum Kind {
        /** Another workload's stream, on connections of its own. */
        STREAM("stream"),
        /** A statement or command repeated every so often. */
        PERIODIC("periodic"),
        /** A statement or command once. */
        ONCE("once");

        private final String word;

        Kind(String word) {
            this.word = word;
        }

        @com.fasterxml.jackson.annotation.JsonValue
        public String word() {
            return word;
        }

        @com.fasterxml.jackson.annotation.JsonCreator
        public static Kind of(String word) {
            return Arrays.stream(values()).filter(k -> k.word.equals(word)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("side load kind '" + word + "'"));
        }
    }

    /**
     * One execution of one side load, beside one point of a phase's streams (a thread count of a sweep
     * runs the side loads anew).
     *
     * @param threads      the thread count of the streams it ran beside
     * @param index        the side load's place in the experiment's list (from 0)
     * @param name         its name (or its first words), as charts mark it
     * @param kind         stream, periodic or once
     * @param what         the statement, the command, or the plugin and its threads
     * @param execution    which execution (from 1; a stream or a once side load has one)
     * @param startSeconds when it started, seconds since the streams' measured start
     * @param endSeconds   when it ended; null when it never ended (the run was killed)
     * @param rows         rows the statement returned or changed; null for a command
     * @param operations   operations a side stream completed; null for a statement or command
     * @param errors       operations of a side stream that failed; null for a statement or command
     * @param error        why it failed, in one line; null when it did not
     */
    public record SideLoadRecord(String variant, String phase, int round, int threads, int index, String name, Kind kind, String what,
                                 int execution, double startSeconds, Double endSeconds, Long rows, Long operations, Long errors,
                                 String error) {

        /** How long it took; null when it never ended. */
        @JsonIgnore
        public Double seconds() {
            return endSeconds == null ? null : endSeconds - startSeconds;
        }

        @JsonIgnore
        public boolean failed() {
            return error != null;
        }

        /** The streams it ran beside: those of its variant, phase, round and thread count. */
        public boolean beside(Records.StreamKey k) {
            return k.variant().equals(variant) && k.phase().equals(phase) && k.round() == round && k.threads() == threads;
        }

        @JsonIgnore
        public Optional<String> errorLine() {
            return Optional.ofNullable(error);
        }
    }
}
