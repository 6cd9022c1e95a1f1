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
 * @param failedChecks       conditions of the workload's data that did not hold after a variant (TPC-C's consistency;
 *                           checks.jsonl): the run's results are wrong as a wrong answer's are
 */
public record RunOutcome(Path bundle, RunStatus status, String message, int failedOperations, int wrongAnswers,
                         int inconsistentVariants, int failedChecks) {
    /** A run that checked no answers, ran on no cluster and checked no data. */
    public RunOutcome(Path bundle, RunStatus status, String message, int failedOperations) {
        this(bundle, status, message, failedOperations, 0, 0, 0);
    }

    public boolean ok() {
        return status == RunStatus.COMPLETE && failedOperations == 0 && !wrongResults();
    }

    /**
     * The run completed but a result is wrong: an answer differs from its reference, a cluster's nodes differ, or the
     * workload's data failed its consistency check.
     */
    public boolean wrongResults() {
        return wrongAnswers > 0 || inconsistentVariants > 0 || failedChecks > 0;
    }
}
