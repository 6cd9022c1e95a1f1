package io.benchlab.core.bundle;

import com.fasterxml.jackson.annotation.JsonIgnore;
import io.benchlab.core.bundle.Records.StreamKey;
import java.util.List;

/**
 * What the streams' worker sessions waited on and went through, as performance_schema counts it
 * ({@code options.performanceSchema}): one file, {@link BundleFormat#WAITS}, a record per stream
 * interval beside its {@link Records.IntervalRecord} and its thread states. Kept apart from
 * {@link Records} because only runs that ask write it; {@link WaitSamples} reads them back.
 */
public final class WaitRecords {
    private WaitRecords() {
    }

    /** The two kinds of performance_schema event sampled: a closed vocabulary. */
    public enum EventKind {
        /** {@code events_waits_summary_by_thread_by_event_name}: {@code wait/lock/metadata/sql/mdl}, {@code wait/io/file/…} */
        WAIT,
        /** {@code events_stages_summary_by_thread_by_event_name}: {@code stage/sql/Waiting for table metadata lock} */
        STAGE
    }

    /**
     * One stream interval's wait events and stages, summed over the stream's sessions (the diff of
     * performance_schema's per-thread summaries between the interval's two ends).
     *
     * @param threads      the stream's threads
     * @param index        the interval's index, as its {@link Records.IntervalRecord}'s
     * @param lengthMillis the interval's length
     * @param sessions     the stream's sessions read at the interval's end, or as they disconnected within it
     * @param waits        the longest wait events by time, at most {@code options}' top ({@code idle}, the time waiting
     *                     for the client, left out: the thread states' {@code Sleep} says it)
     * @param stages       the longest stages by time, as many
     */
    public record WaitIntervalRecord(String variant, String phase, int round, String operation, int threads, int index, long lengthMillis,
                                     int sessions, List<EventTime> waits, List<EventTime> stages) {
        public WaitIntervalRecord {
            waits = List.copyOf(waits);
            stages = List.copyOf(stages);
        }

        @JsonIgnore
        public StreamKey streamKey() {
            return new StreamKey(variant, phase, round, operation, threads);
        }

        /** The events of one kind. */
        public List<EventTime> of(EventKind kind) {
            return kind == EventKind.WAIT ? waits : stages;
        }

        /** The sessions' time in the interval, in seconds: what a share is of. */
        public double sessionSeconds() {
            return sessions * lengthMillis / 1000.0;
        }
    }

    /**
     * One event's time in an interval.
     *
     * @param event   performance_schema's {@code EVENT_NAME}
     * @param count   how many of it ended in the interval ({@code COUNT_STAR}'s difference)
     * @param seconds their time ({@code SUM_TIMER_WAIT}'s difference, picoseconds made seconds)
     */
    public record EventTime(String event, long count, double seconds) {
    }
}
