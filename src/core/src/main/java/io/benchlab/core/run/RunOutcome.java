package io.benchlab.core.run;

import io.benchlab.core.bundle.RunStatus;
import java.nio.file.Path;

/**
 * How a run ended.
 *
 * @param bundle             the bundle folder (null when the run failed before creating one)
 * @param status             complete, failed or interrupted
 * @param message            one line for failures and interruptions
 * @param failedOperations   operations that returned an error (the run went on)
 * @param wrongAnswers       query answers that differ from their reference ({@code check: answers}; answers.jsonl)
 * @param inconsistentVariants variants at whose end the nodes of a cluster did not hold the same rows (nodedigests.jsonl;
 *                           the run went on)
 */
public record RunOutcome(Path bundle, RunStatus status, String message, int failedOperations, int wrongAnswers,
                         int inconsistentVariants) {
    /** A run that checked no answers and ran on no cluster. */
    public RunOutcome(Path bundle, RunStatus status, String message, int failedOperations) {
        this(bundle, status, message, failedOperations, 0, 0);
    }

    public boolean ok() {
        return status == RunStatus.COMPLETE && failedOperations == 0 && !wrongResults();
    }

    /** The run completed but a result is wrong: an answer differs from its reference, or a cluster's nodes differ. */
    public boolean wrongResults() {
        return wrongAnswers > 0 || inconsistentVariants > 0;
    }
}
