package io.benchlab.api;

import java.util.Objects;

/**
 * One condition a workload's data must satisfy after a run, as {@link Workload#check} found it: TPC-C's
 * consistency conditions (a warehouse's year-to-date balance equals the sum of its districts', …). A
 * condition that does not hold marks the run the way a wrong answer does.
 *
 * @param name      short and unique within the workload's checks, e.g. {@code condition 1}
 * @param rule      what must hold, in one line, e.g. {@code W_YTD = sum(D_YTD) for every warehouse}
 * @param holds     whether it held for every row
 * @param violation when it did not: the first offending row, with the values that differ (e.g.
 *                  {@code warehouse 1: W_YTD 300010.00, sum(D_YTD) 300000.00}); empty when it held
 * @since API 1 (added in benchlab 0.2: the engine of 0.1 never calls {@link Workload#check})
 */
public record DataCheck(String name, String rule, boolean holds, String violation) {
    /** Checks the name; null texts become empty. */
    public DataCheck {
        Objects.requireNonNull(name, "name");
        rule = rule == null ? "" : rule;
        violation = violation == null ? "" : violation;
    }

    /** A condition that held. */
    public static DataCheck held(String name, String rule) {
        return new DataCheck(name, rule, true, "");
    }

    /** A condition that did not hold, with its first offending row. */
    public static DataCheck violated(String name, String rule, String firstViolation) {
        return new DataCheck(name, rule, false, firstViolation);
    }
}
