package io.benchlab.core.run.host;

import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.stream.IntervalSample;
import java.util.List;

/**
 * What runs beside a stream host's streams and measures (or does) something over them: the thread
 * states of the workers' sessions, the durability audit of their acknowledged writes, and whatever
 * is added next (a side load, a performance_schema sampler). The host drives every companion the same
 * way, in this order:
 * <ol>
 *   <li>{@link #begin} once per stream, at its measured start (after the warm-up), on that stream's sampler thread;</li>
 *   <li>{@link #interval} at each of that stream's interval ends, on the same thread, before the
 *       interval reaches the listener: what the companion appends then lies beside the interval in the bundle;</li>
 *   <li>{@link #finish} once, after every stream ended (not when they failed to start), with each stream that finished;</li>
 *   <li>{@link #close} always, last, also when a stream failed: release what it holds, say what it lost.</li>
 * </ol>
 * A companion's failure is its own: it warns through {@link HostOutput#warn} and never stops a
 * stream or loses a measurement. Adding one: docs/ARCHITECTURE.md, "Add a companion".
 */
public interface StreamCompanion {

    /** A stream's measurement starts now ({@code measureStartNanos}, on {@link System#nanoTime}'s clock). */
    default void begin(StreamKey stream, long measureStartNanos) {
    }

    /** A stream's interval ended: what the companion measured over it goes to {@code out}. */
    default void interval(StreamKey stream, IntervalSample sample, HostOutput out) {
    }

    /** Every stream ended; {@code streams} are those that finished (with their results and acknowledged keys). */
    default void finish(List<FinishedStream> streams, HostOutput out) {
    }

    /** The last call, whatever happened. */
    default void close(HostOutput out) {
    }
}
