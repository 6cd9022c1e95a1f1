package io.benchlab.core.bundle;

import io.benchlab.core.bundle.Records.AnswerOutcome;
import io.benchlab.core.bundle.Records.AnswerRecord;
import java.util.ArrayList;
import java.util.List;

/**
 * The answer checks of a run ({@code check: answers}) as every face shows them: {@code show}, its
 * JSON, the report and the GUI read the counts, the headline and the per-query lines from here.
 *
 * @param matched     (variant, query) answers equal to the reference
 * @param mismatched  answers that differ
 * @param noReference queries the workload has no independent answer for
 * @param notCompared queries with a reference that could not be compared (failed query, reference not computed)
 * @param records     every check, as in answers.jsonl
 */
public record AnswerSummary(int matched, int mismatched, int noReference, int notCompared, List<AnswerRecord> records) {
    public AnswerSummary {
        records = List.copyOf(records);
    }

    /** The run's checks; null when it did not check answers. */
    public static AnswerSummary of(Bundle b) {
        List<AnswerRecord> records = b.answers();
        if (records.isEmpty()) {
            return null;
        }
        int[] n = new int[AnswerOutcome.values().length];
        records.forEach(r -> n[r.outcome().ordinal()]++);
        return new AnswerSummary(n[AnswerOutcome.MATCHED.ordinal()], n[AnswerOutcome.MISMATCHED.ordinal()],
                n[AnswerOutcome.NO_REFERENCE.ordinal()], n[AnswerOutcome.NOT_COMPARED.ordinal()], records);
    }

    /** One line, e.g. "answers: 21 matched the reference, 1 DIFFER, 1 without reference". */
    public String headline() {
        List<String> parts = new ArrayList<>();
        parts.add(matched + " matched the reference");
        if (mismatched > 0) {
            parts.add(mismatched + " DIFFER");
        }
        if (noReference > 0) {
            parts.add(noReference + " without reference");
        }
        if (notCompared > 0) {
            parts.add(notCompared + " not compared");
        }
        return "answers: " + String.join(", ", parts);
    }

    /** One line per check that did not match: what differs, or why there is nothing to compare. */
    public List<String> problems() {
        return records.stream().filter(r -> r.outcome() != AnswerOutcome.MATCHED).map(AnswerSummary::describe).toList();
    }

    /** E.g. "Q14 in base: DIFFERS at row 1: …; expected [16.38], got [16]". */
    public static String describe(AnswerRecord r) {
        String head = r.operation() + " in " + r.variant() + ": ";
        return switch (r.outcome()) {
            case MATCHED -> head + "matched";
            case MISMATCHED -> head + "DIFFERS at row " + r.row() + ": " + r.reason() + "; expected "
                    + (r.expected() == null ? "no row" : r.expected()) + ", got " + (r.got() == null ? "no row" : r.got());
            case NO_REFERENCE -> head + "no independent answer (" + r.reason() + ")";
            case NOT_COMPARED -> head + "not compared: " + r.reason();
        };
    }
}
