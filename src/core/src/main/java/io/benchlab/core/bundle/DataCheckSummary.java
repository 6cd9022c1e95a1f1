package io.benchlab.core.bundle;

import io.benchlab.core.bundle.Records.CheckRecord;
import java.util.List;

/**
 * A workload's checks of its data after the run (TPC-C's consistency conditions, checks.jsonl) as
 * every face shows them: {@code show}, its JSON, the report and the GUI read the headline, the verdict
 * and the failed conditions from here.
 *
 * @param held    (variant, condition) checks that held
 * @param failed  checks that did not hold
 * @param records every check, in the order they were made
 */
public record DataCheckSummary(int held, int failed, List<CheckRecord> records) {
    public DataCheckSummary {
        records = List.copyOf(records);
    }

    /** The run's checks; null when the workload checked nothing. */
    public static DataCheckSummary of(Bundle b) {
        List<CheckRecord> records = b.checks();
        if (records.isEmpty()) {
            return null;
        }
        int failed = (int) records.stream().filter(r -> !r.holds()).count();
        return new DataCheckSummary(records.size() - failed, failed, records);
    }

    /** Whether every condition held in every variant. */
    public boolean consistent() {
        return failed == 0;
    }

    /** One line, e.g. "consistency: 9 conditions held in 2 variants" or "consistency: 1 of 9 conditions FAILED in base". */
    public String headline() {
        long variants = records.stream().map(CheckRecord::variant).distinct().count();
        long conditions = records.stream().map(CheckRecord::name).distinct().count();
        String where = variants == 1 ? "in " + records.get(0).variant() : "in " + variants + " variants";
        if (failed == 0) {
            return "consistency: all " + conditions + " conditions held " + where;
        }
        List<String> failedIn = records.stream().filter(r -> !r.holds()).map(CheckRecord::variant).distinct().toList();
        return "consistency: " + failed + " of " + records.size() + " checks FAILED in " + String.join(", ", failedIn)
                + " (the run counts as wrong, as a wrong answer does)";
    }

    /** One line per condition that did not hold: which, where, what must hold and the first offending row. */
    public List<String> problems() {
        return records.stream().filter(r -> !r.holds()).map(DataCheckSummary::describe).toList();
    }

    /** E.g. "condition 2 in base: D_NEXT_O_ID - 1 = max(O_ID) = max(NO_O_ID) for every district — first offending row: …". */
    public static String describe(CheckRecord r) {
        return r.name() + " in " + r.variant() + ": " + r.rule() + (r.holds() ? " — held" : " — FAILED; first offending row: " + r.violation());
    }
}
