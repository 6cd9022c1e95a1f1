package io.benchlab.core.run;

import io.benchlab.core.bundle.RunStatus;
import java.nio.file.Path;

/**
 * How a run ended.
 *
 * @param bundle           the bundle folder (null when the run failed before creating one)
 * @param status           complete, failed or interrupted
 * @param message          one line for failures and interruptions
 * @param failedOperations operations that returned an error (the run went on)
 * @param wrongAnswers     query answers that differ from their reference ({@code check: answers}; answers.jsonl)
 */
public record RunOutcome(Path bundle, RunStatus status, String message, int failedOperations, int wrongAnswers) {
    /** A run that checked no answers. */
    public RunOutcome(Path bundle, RunStatus status, String message, int failedOperations) {
        this(bundle, status, message, failedOperations, 0);
    }

    public boolean ok() {
        return status == RunStatus.COMPLETE && failedOperations == 0 && wrongAnswers == 0;
    }
}
