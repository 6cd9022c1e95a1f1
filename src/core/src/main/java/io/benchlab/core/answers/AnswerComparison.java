package io.benchlab.core.answers;

import io.benchlab.core.answers.ReferenceAnswer.Kind;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

/**
 * The one rule for "the server's answer equals the reference", after the TPC-H specification's
 * rules for comparing query output (clause 2.1.3.4–2.1.3.5), made stricter where that costs no
 * false alarm between two correct engines:
 * <ul>
 *   <li>whole numbers (keys, counts, years) must be equal exactly (as the specification asks of
 *       singleton values and COUNT results);</li>
 *   <li>other numbers must be equal to the cent: both rounded half-up to two places, at most 0.01
 *       apart. The specification allows more (1% for ratios and averages, $100 for sums), but an
 *       exact DECIMAL engine and another with four or six places never differ by more than one
 *       cent after rounding, and a cent is what shows a lost digit or a wrong row;</li>
 *   <li>dates as {@code yyyy-mm-dd}; text case-sensitive, trailing blanks ignored (CHAR padding
 *       differs between engines, and the specification accepts it);</li>
 *   <li>rows in the reference's order of its ORDER BY keys; rows with equal keys in any order
 *       among themselves (the order of ties is not defined); without ORDER BY, in any order.</li>
 * </ul>
 * Not handled: a LIMIT that cuts a group of equal keys may keep different rows in each engine;
 * that shows as a mismatch to look at (TPC-H's LIMIT queries order by keys that have no ties at
 * the cut in practice).
 */
public final class AnswerComparison {
    private static final BigDecimal CENT = new BigDecimal("0.01");

    private AnswerComparison() {
    }

    /** How a comparison came out. */
    public sealed interface Result permits Match, Mismatch {
    }

    /** Every row equal by the rules above. */
    public record Match() implements Result {
    }

    /**
     * The first difference.
     *
     * @param reason   what differs, in one line
     * @param row      the row, counted from 1, in the server's order
     * @param expected the reference's row there (null when the server gave more rows)
     * @param got      the server's row there (null when it gave fewer)
     */
    public record Mismatch(String reason, int row, List<String> expected, List<String> got) implements Result {
    }

    /** Compares the server's rows with the reference, {@code orderColumns} as positions from 1. */
    public static Result compare(ReferenceAnswer reference, List<Integer> orderColumns, List<List<String>> got) {
        List<Kind> kinds = reference.kinds();
        List<List<String>> expected = reference.rows();
        for (int i = 0; i < got.size(); i++) {
            if (got.get(i).size() != kinds.size()) {
                return new Mismatch("the server gave " + got.get(i).size() + " columns, the reference has " + kinds.size(), i + 1,
                        i < expected.size() ? expected.get(i) : null, got.get(i));
            }
        }
        int start = 0;
        while (start < expected.size()) {
            int end = start + 1;
            if (orderColumns.isEmpty()) {
                end = expected.size();
            } else {
                while (end < expected.size() && sameKeys(kinds, orderColumns, expected.get(start), expected.get(end))) {
                    end++;
                }
            }
            for (int i = start; i < end; i++) {
                if (i >= got.size()) {
                    return new Mismatch("the server gave " + got.size() + " rows, the reference has " + expected.size(), i + 1,
                            expected.get(i), null);
                }
                if (!orderColumns.isEmpty() && !sameKeys(kinds, orderColumns, expected.get(start), got.get(i))) {
                    return new Mismatch("row " + (i + 1) + " is not the one the reference has in this place of the ORDER BY "
                            + "(columns " + orderColumns + ")", i + 1, expected.get(i), got.get(i));
                }
            }
            Mismatch m = sameRows(kinds, expected.subList(start, end), got.subList(start, end), start);
            if (m != null) {
                return m;
            }
            start = end;
        }
        if (got.size() > expected.size()) {
            return new Mismatch("the server gave " + got.size() + " rows, the reference has " + expected.size(), expected.size() + 1, null,
                    got.get(expected.size()));
        }
        return new Match();
    }

    /**
     * The same rows in any order: position by position first (the usual case), then each
     * reference row looks for an equal unmatched row of the server's.
     */
    private static Mismatch sameRows(List<Kind> kinds, List<List<String>> expected, List<List<String>> got, int offset) {
        int firstDifference = -1;
        for (int i = 0; i < expected.size(); i++) {
            if (!sameRow(kinds, expected.get(i), got.get(i))) {
                firstDifference = i;
                break;
            }
        }
        if (firstDifference < 0) {
            return null;
        }
        boolean[] used = new boolean[got.size()];
        int unmatched = -1;
        for (int i = 0; i < expected.size(); i++) {
            boolean found = false;
            for (int j = 0; j < got.size() && !found; j++) {
                if (!used[j] && sameRow(kinds, expected.get(i), got.get(j))) {
                    used[j] = true;
                    found = true;
                }
            }
            if (!found && unmatched < 0) {
                unmatched = i;
            }
        }
        if (unmatched < 0) {
            return null;
        }
        // after every possible pairing, the server's first row left over is the one to show
        int at = firstUnused(used);
        List<String> theirs = got.get(at);
        int column = firstDifferentColumn(kinds, expected.get(unmatched), theirs);
        return new Mismatch("no row of the server's equals the reference's row " + (offset + unmatched + 1) + "; column " + (column + 1)
                + " (" + kinds.get(column).name().toLowerCase(java.util.Locale.ROOT) + ") expected " + expected.get(unmatched).get(column)
                + ", got " + theirs.get(column), offset + at + 1, expected.get(unmatched), theirs);
    }

    private static int firstUnused(boolean[] used) {
        for (int j = 0; j < used.length; j++) {
            if (!used[j]) {
                return j;
            }
        }
        return 0;
    }

    private static int firstDifferentColumn(List<Kind> kinds, List<String> expected, List<String> got) {
        for (int c = 0; c < kinds.size(); c++) {
            if (!sameValue(kinds.get(c), expected.get(c), got.get(c))) {
                return c;
            }
        }
        return 0;
    }

    private static boolean sameKeys(List<Kind> kinds, List<Integer> columns, List<String> a, List<String> b) {
        for (int c : columns) {
            if (!sameValue(kinds.get(c - 1), a.get(c - 1), b.get(c - 1))) {
                return false;
            }
        }
        return true;
    }

    static boolean sameRow(List<Kind> kinds, List<String> expected, List<String> got) {
        for (int c = 0; c < kinds.size(); c++) {
            if (!sameValue(kinds.get(c), expected.get(c), got.get(c))) {
                return false;
            }
        }
        return true;
    }

    /** One value by its column's kind (see the class comment). */
    public static boolean sameValue(Kind kind, String expected, String got) {
        if (expected == null || got == null) {
            return expected == null && got == null;
        }
        return switch (kind) {
            case INTEGER -> {
                BigDecimal g = number(got);
                yield g != null && g.compareTo(new BigDecimal(expected)) == 0;
            }
            case DECIMAL -> {
                BigDecimal g = number(got);
                yield g != null && g.setScale(2, RoundingMode.HALF_UP).subtract(new BigDecimal(expected).setScale(2, RoundingMode.HALF_UP))
                        .abs().compareTo(CENT) <= 0;
            }
            case DATE -> got.length() >= 10 && got.substring(0, 10).equals(expected);
            case TEXT -> got.stripTrailing().equals(expected.stripTrailing());
        };
    }

    private static BigDecimal number(String text) {
        try {
            return new BigDecimal(text.strip());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
