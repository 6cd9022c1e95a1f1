package io.benchlab.core.stream;

import org.HdrHistogram.Histogram;

/**
 * Receives results while a stream runs. Called on the runner's sampler thread (the thread that
 * called {@link StreamRunner#run}); keep the work short, it delays the next interval's sampling.
 */
public interface StreamListener {

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

    /** The run is over; all intervals have been delivered. */
    default void onFinish(StreamResult result) {
    }

    /** A listener that ignores everything. */
    static StreamListener none() {
        return sample -> { };
    }
}
