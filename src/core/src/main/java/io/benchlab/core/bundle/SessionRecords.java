package io.benchlab.core.bundle;

import io.benchlab.core.bundle.StateRecords.Pass;
import java.util.List;

/**
 * What scripted sessions did ({@code sessions:}), one file: {@link BundleFormat#SESSIONS}: one
 * record per step and phase, timed from the moment the phase's sessions started, with the thread
 * states the session went through while the step ran.
 */
public final class SessionRecords {
    private SessionRecords() {
    }

    /**
     * One step of one session in one phase.
     *
     * @param session      the session's name
     * @param step         the step's number, from 1
     * @param name         the step's name; null when it has none
     * @param kind         {@code sql}, {@code sleep} or {@code waitFor}
     * @param text         its statement, its pause or the step it waited for
     * @param startSeconds when it began, seconds after the sessions started
     * @param endSeconds   when it ended
     * @param error        the server's error (the session's later steps are not run); null when it worked
     * @param states       the session's thread states while the step ran, in order, each with how long it lasted (to
     *                     within a sampling period; a session idle in {@code Sleep} is not listed); null when not sampled
     */
    public record StepRecord(String variant, String phase, int round, String session, int step, String name, String kind, String text,
                             double startSeconds, double endSeconds, String error, List<Pass> states) {

        public double seconds() {
            return endSeconds - startSeconds;
        }
    }
}
