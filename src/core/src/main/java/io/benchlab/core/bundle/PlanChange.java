package io.benchlab.core.bundle;

import io.benchlab.core.bundle.Records.PlanRecord;
import java.util.Objects;
import java.util.Set;

/**
 * The one rule for "the plan changed" between two EXPLAINs of an operation, which separates a
 * different plan from row estimates that drift with statistics: the plans differ when their
 * fingerprints do (join order, access type, key and the Extra markers that matter, see
 * {@code ExplainProbe.fingerprint}); a differing cell is a change of the plan's shape when its column
 * makes the shape ({@link #SHAPE_COLUMNS}), else a drift (rows, filtered, key_len, ref …) that is
 * shown but not flagged. The report's plan tables, {@code compare}'s and the report's verdicts
 * ({@link OperationVerdict}) and the GUI's plan diff all ask it, so they cannot disagree.
 */
public final class PlanChange {
    /** Columns whose change means a different plan. */
    public static final Set<String> SHAPE_COLUMNS = Set.of("table", "type", "key", "Extra", "select_type");

    /** How one cell of two aligned EXPLAIN rows compares. */
    public enum Cell {
        /** The same value. */
        SAME,
        /** A value of the plan's shape differs (or the row is on one side only). */
        SHAPE,
        /** An estimate differs; the plan is the same. */
        DRIFT
    }

    private PlanChange() {
    }

    /** Whether both plans were captured (they have fingerprints) and are the same plan. */
    public static boolean same(PlanRecord a, PlanRecord b) {
        return a.fingerprint() != null && !changed(a, b);
    }

    /** Whether the two plans are different plans (their fingerprints differ; a missing fingerprint is a plan of its own). */
    public static boolean changed(PlanRecord a, PlanRecord b) {
        return !Objects.equals(a.fingerprint(), b.fingerprint());
    }

    /**
     * One cell of aligned rows: {@code a} and {@code b} the values of {@code column} on each side, null
     * when that side has no such row (which is a change of shape: the join has another table).
     */
    public static Cell cell(String column, String a, String b, boolean bothRows) {
        if (bothRows && Objects.equals(a, b)) {
            return Cell.SAME;
        }
        return !bothRows || SHAPE_COLUMNS.contains(column) ? Cell.SHAPE : Cell.DRIFT;
    }
}
