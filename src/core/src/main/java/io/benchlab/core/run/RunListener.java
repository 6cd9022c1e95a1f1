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
