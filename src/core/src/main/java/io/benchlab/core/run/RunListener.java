package io.benchlab.core.run;

import io.benchlab.core.bundle.Records.Measurement;
import java.nio.file.Path;

/**
 * Progress of a run, for the CLI's progress bars and the GUI (which must hop to the FX thread).
 * Called from the run thread; stream interval callbacks come from the sampler thread.
 */
public interface RunListener {
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
    default void progress(String step, long done, long total) {
    }

    default void message(String text) {
    }

    /** A stream's interval sample (throughput, p99 …) as written to the bundle. */
    default void interval(String variant, String phase, String operation, Object sample) {
    }

    default void finished(RunOutcome outcome) {
    }

    RunListener NONE = new RunListener() {
    };
}
