package io.benchlab.core.run;

import io.benchlab.core.bundle.NodeRecords.NodeIntervalRecord;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.dataset.DatasetListener;
import java.nio.file.Path;
import java.util.List;

/**
 * Progress of a run, for the CLI's progress bars and the GUI (which must hop to the FX thread).
 * Called from the run thread; stream interval callbacks come from the sampler thread. A run's
 * listener hears its dataset loads too: it is a {@link DatasetListener}.
 */
public interface RunListener extends DatasetListener {
    default void started(Path bundle) {
    }

    default void variantStarted(String variant, int index, int count) {
    }

    default void phaseStarted(String variant, String phase) {
    }

    /**
     * A timed operation starts (it may run for minutes: a view can show its elapsed time).
     *
     * @param remainingSeconds estimate of the rest of the run, this operation included, from earlier
     *                         phases and the previous run of the experiment; NaN when there is no basis yet
     */
    default void operationStarted(String variant, String phase, String operation, double remainingSeconds) {
    }

    default void operationFinished(Measurement measurement) {
    }

    /** A long step (loading, restarting); {@code total} -1 when unknown. */
    @Override
    default void progress(String step, long done, long total) {
    }

    @Override
    default void message(String text) {
    }

    /**
     * A stream's interval as written to the bundle (its key names variant, phase, round, operation
     * and threads); {@code unit} is what the stream's units count. Called on the stream's sampler thread.
     */
    default void interval(IntervalRecord interval, String unit) {
    }

    /**
     * A stream's interval with a cluster's node records of it (one per node, as written to the
     * bundle; empty without a cluster), in one call so that an observer such as live metrics never
     * shows one interval's stream figures beside another's node figures. Called on the stream's
     * sampler thread; by default the stream's interval alone.
     */
    default void interval(IntervalRecord interval, String unit, List<NodeIntervalRecord> nodes) {
        interval(interval, unit);
    }

    /** A stream's summary as written to the bundle, once its last interval was handed over. Called on the stream's thread. */
    default void streamFinished(StreamRecord stream) {
    }

    default void finished(RunOutcome outcome) {
    }

    RunListener NONE = new RunListener() {
    };

    /**
     * Both listeners, {@code first} then {@code second}, for each event (a run's own view and its
     * live metrics). A {@code second} that throws never stops the run: what it would have shown is in
     * the bundle.
     */
    static RunListener both(RunListener first, RunListener second) {
        return new BothListeners(first, second);
    }
}
