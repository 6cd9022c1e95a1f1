package io.benchlab.core.run;

import io.benchlab.core.bundle.Records.IntervalRecord;
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

    default void operationFinished(Measurement measurement) {
    }

    /** A long step (loading, restarting); {@code total} -1 when unknown. */
    default void progress(String step, long done, long total) {
    }

    default void message(String text) {
    }

    /**
     * A stream's interval as written to the bundle (its key names variant, phase, round, operation
     * and threads); {@code unit} is what the stream's units count. Called on the stream's sampler thread.
     */
    default void interval(IntervalRecord interval, String unit) {
    }

    default void finished(RunOutcome outcome) {
    }

    RunListener NONE = new RunListener() {
    };
}
