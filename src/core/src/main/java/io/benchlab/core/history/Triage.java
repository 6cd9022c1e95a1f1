package io.benchlab.core.history;

import java.time.Instant;

/**
 * What a person said about a change. A change without one is untriaged; a change found later in the
 * same series has another id, so it is untriaged again.
 *
 * @param change the change's id ({@link Change#id()})
 * @param series the series' id
 * @param run    the run the change starts at
 * @param state  the verdict
 * @param reason why (free text)
 * @param link   an issue or bug tracker link; null when none
 * @param at     when it was said
 */
public record Triage(String change, String series, String run, State state, String reason, String link, Instant at) {

    /** The verdicts a change can get (the states of Chromium's and Skia's perf triage, with "recovered"). */
    public enum State {
        /** Expected: a known cause (a setting changed on purpose, a new machine). */
        ACKNOWLEDGED("acknowledged"),
        /** A real regression, being handled (usually with a link). */
        REGRESSION("regression"),
        /** A real improvement. */
        IMPROVEMENT("improvement"),
        /** A regression that a later change undid. */
        RECOVERED("recovered");

        private final String label;

        State(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }

        /** The state a word names ({@code ack}, {@code acknowledged}, {@code regression}, …), or null. */
        public static State of(String word) {
            for (State s : values()) {
                if (s.label.equals(word) || s.name().equalsIgnoreCase(word)) {
                    return s;
                }
            }
            return "ack".equals(word) ? ACKNOWLEDGED : null;
        }
    }
}
