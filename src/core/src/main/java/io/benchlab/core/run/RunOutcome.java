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
 */
public record RunOutcome(Path bundle, RunStatus status, String message, int failedOperations) {
    public boolean ok() {
        return status == RunStatus.COMPLETE && failedOperations == 0;
    }
}
