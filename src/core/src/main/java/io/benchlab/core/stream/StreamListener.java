package io.benchlab.core.stream;

import org.HdrHistogram.Histogram;

/**
 * Receives results while a stream runs. Called on the runner's sampler thread (the thread that
 * called {@link StreamRunner#run}); keep the work short, it delays the next interval's sampling.
 */
public interface StreamListener {

    /**
     * The measurement's start is decided (every worker connected, the warmup's length known): the
     * instant ({@link System#nanoTime()}) interval 0 starts and interval offsets count from, before
     * any interval. Things timed against the measurement (a fault at 20 s) start their clocks here.
     */
    default void onStart(long measureStartNanos) {
    }

    /** One finished measurement interval, in order, indices 0, 1, 2, … without gaps. */
    void onInterval(IntervalSample sample);

    /**
     * The response-time histogram (nanoseconds; start and end time stamps in epoch milliseconds)
     * of the interval just delivered to {@link #onInterval}. Valid only during the call: the
     * runner reuses it for the next interval, so write or copy it, never keep it.
     */
    default void onIntervalHistogram(int index, Histogram responseNanos) {
    }

    /**
     * One kind's response-time histogram of the interval just delivered (for an operation that
     * declares kinds, after {@link #onIntervalHistogram}, in the kinds' order). Valid only during the
     * call, as the interval's own.
     */
    default void onKindHistogram(int index, String kind, Histogram responseNanos) {
    }

    /**
     * One round of a rounds stream ({@link StreamPlan.Rounds}) ended: its connect and query times,
     * right after its interval (of the same index) was delivered to {@link #onInterval}.
     */
    default void onRound(RoundSample round) {
    }

    /** The run is over; all intervals have been delivered. */
    default void onFinish(StreamResult result) {
    }

    /** A listener that ignores everything. */
    static StreamListener none() {
        return sample -> { };
    }
}
