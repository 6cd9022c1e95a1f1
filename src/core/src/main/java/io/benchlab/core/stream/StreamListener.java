package io.benchlab.core.stream;

/**
 * Receives results while a stream runs. Called on the runner's sampler thread (the thread that
 * called {@link StreamRunner#run}); keep the work short, it delays the next interval's sampling.
 */
public interface StreamListener {

    /** One finished measurement interval, in order, indices 0, 1, 2, … without gaps. */
    void onInterval(IntervalSample sample);

    /** The run is over; all intervals have been delivered. */
    default void onFinish(StreamResult result) {
    }

    /** A listener that ignores everything. */
    static StreamListener none() {
        return sample -> { };
    }
}
