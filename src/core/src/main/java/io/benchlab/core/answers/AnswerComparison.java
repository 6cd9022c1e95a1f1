package io.benchlab.core.answers;

import io.benchlab.core.plan.Tolerance;
import io.benchlab.core.answers.ReferenceAnswer.Kind;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Locale;

/**
 * The one rule for "the server's answer equals the reference", after the TPC-H specification's
 * rules for comparing query output (clause 2.1.3.4–2.1.3.5), in one of two {@link Tolerance}s:
 * <ul>
 *   <li>whole numbers (keys, counts, years) must be equal exactly (as the specification asks of
 *       singleton values and COUNT results), in both;</li>
 *   <li>other numbers, {@link Tolerance#STRICT} (the default): equal to the cent, both rounded
 *       half-up to two places and at most 0.01 apart. An exact DECIMAL engine and another with
 *       four or six places, or floating point, never differ by more than one cent after rounding,
 *       and a cent is what shows a lost digit or a wrong row;</li>
 *   <li>other numbers, {@link Tolerance#SPECIFICATION}: the specification's own bounds, fixed-point
 *       results (sums of money) within $100 and floating-point results (averages, ratios) within
 *       1% after rounding to the cent;</li>
 *   <li>dates as {@code yyyy-mm-dd}; text case-sensitive, trailing blanks ignored (CHAR padding
 *       differs between engines, and the specification accepts it);</li>
 *   <li>rows in the reference's order of its ORDER BY keys; rows with equal keys in any order
 *       among themselves (the order of ties is not defined); without ORDER BY, in any order;</li>
 *   <li>a LIMIT that cuts through rows with equal keys: the server's rows of that group must be
 *       distinct rows of the whole group (the reference reads it whole, {@link ReferenceQuery}),
 *       whichever of them it kept.</li>
 * </ul>
 */
public final class AnswerComparison {
    private static final BigDecimal CENT = new BigDecimal("0.01");
    private static final BigDecimal HUNDRED_DOLLARS = new BigDecimal("100");
    private static final BigDecimal ONE_PERCENT = new BigDecimal("0.01");

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

    /** {@link #compare(ReferenceAnswer, List, List, Tolerance)} to the cent. */
    public static Result compare(ReferenceAnswer reference, List<Integer> orderColumns, List<List<String>> got) {
        return compare(reference, orderColumns, got, Tolerance.STRICT);
    }

    /** Compares the server's rows with the reference, {@code orderColumns} as positions from 1. */
    public static Result compare(ReferenceAnswer reference, List<Integer> orderColumns, List<List<String>> got, Tolerance tolerance) {
        List<Kind> kinds = reference.kinds();
        List<List<String>> expected = reference.rows();
        int expectedRows = reference.expectedRows();
        for (int i = 0; i < got.size(); i++) {
            if (got.get(i).size() != kinds.size()) {
                return new Mismatch("the server gave " + got.get(i).size() + " columns, the reference has " + kinds.size(), i + 1,
                        i < expected.size() ? expected.get(i) : null, got.get(i));
            }
        }
        Values values = new Values(kinds, tolerance);
        int start = 0;
        while (start < expectedRows) {
            int end = start + 1;
            if (orderColumns.isEmpty()) {
                end = expected.size();
            } else {
                while (end < expected.size() && values.sameKeys(orderColumns, expected.get(start), expected.get(end))) {
                    end++;
                }
            }
            // the rows of this group the query returns: all of them, unless the LIMIT cuts through it
            int kept = Math.min(end, expectedRows);
            for (int i = start; i < kept; i++) {
                if (i >= got.size()) {
                    return new Mismatch("the server gave " + got.size() + " rows, the reference has " + expectedRows, i + 1,
                            expected.get(i), null);
                }
                if (!orderColumns.isEmpty() && !values.sameKeys(orderColumns, expected.get(start), got.get(i))) {
                    return new Mismatch("row " + (i + 1) + " is not the one the reference has in this place of the ORDER BY "
                            + "(columns " + orderColumns + ")", i + 1, expected.get(i), got.get(i));
                }
            }
            Mismatch m = kept == end
                    ? values.sameRows(expected.subList(start, end), got.subList(start, end), start)
                    : values.rowsOfCutGroup(expected.subList(start, end), got.subList(start, kept), start);
            if (m != null) {
                return m;
            }
            start = end;
        }
        if (got.size() > expectedRows) {
            return new Mismatch("the server gave " + got.size() + " rows, the reference has " + expectedRows, expectedRows + 1, null,
                    got.get(expectedRows));
        }
        return new Match();
    }

    /** One value by its column's kind and the tolerance (see the class comment). */
    public static boolean sameValue(Kind kind, String expected, String got) {
        return sameValue(kind, expected, got, Tolerance.STRICT);
    }

    /** One value by its column's kind and the tolerance (see the class comment). */
    public static boolean sameValue(Kind kind, String expected, String got, Tolerance tolerance) {
        if (expected == null || got == null) {
            return expected == null && got == null;
        }
        return switch (kind) {
            case INTEGER -> {
                BigDecimal g = number(got);
                yield g != null && g.compareTo(new BigDecimal(expected)) == 0;
            }
            case DECIMAL, FLOAT -> {
                BigDecimal g = number(got);
                if (g == null) {
                    yield false;
                }
                BigDecimal e = new BigDecimal(expected).setScale(2, RoundingMode.HALF_UP);
                BigDecimal apart = g.setScale(2, RoundingMode.HALF_UP).subtract(e).abs();
                if (tolerance == Tolerance.STRICT) {
                    yield apart.compareTo(CENT) <= 0;
                }
                yield kind == Kind.DECIMAL ? apart.compareTo(HUNDRED_DOLLARS) <= 0
                        : apart.compareTo(e.abs().multiply(ONE_PERCENT).max(CENT)) <= 0;
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

    /** The rules for one answer's columns in one tolerance. */
    private record Values(List<Kind> kinds, Tolerance tolerance) {

        boolean same(int column, String expected, String got) {
            return sameValue(kinds.get(column), expected, got, tolerance);
        }

        boolean sameKeys(List<Integer> columns, List<String> a, List<String> b) {
            for (int c : columns) {
                if (!same(c - 1, a.get(c - 1), b.get(c - 1))) {
                    return false;
                }
            }
            return true;
        }

        boolean sameRow(List<String> expected, List<String> got) {
            for (int c = 0; c < kinds.size(); c++) {
                if (!same(c, expected.get(c), got.get(c))) {
                    return false;
                }
            }
            return true;
        }

        /**
         * The same rows in any order: position by position first (the usual case), then each
         * reference row looks for an equal unmatched row of the server's.
         */
        Mismatch sameRows(List<List<String>> expected, List<List<String>> got, int offset) {
            int firstDifference = -1;
            for (int i = 0; i < expected.size(); i++) {
                if (!sameRow(expected.get(i), got.get(i))) {
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
                int j = partner(expected.get(i), got, used, true);
                if (j < 0 && unmatched < 0) {
                    unmatched = i;
                }
            }
            if (unmatched < 0) {
                return null;
            }
            // after every possible pairing, the server's first row left over is the one to show
            int at = firstUnused(used);
            List<String> theirs = got.get(at);
            int column = firstDifferentColumn(expected.get(unmatched), theirs);
            return new Mismatch("no row of the server's equals the reference's row " + (offset + unmatched + 1) + "; column " + (column + 1)
                    + " (" + kinds.get(column).name().toLowerCase(Locale.ROOT) + ") expected " + expected.get(unmatched).get(column)
                    + ", got " + theirs.get(column), offset + at + 1, expected.get(unmatched), theirs);
        }

        /**
         * The group of tied rows a LIMIT cuts through: each of the server's rows there must be a
         * distinct row of the whole group (which of them an engine keeps is not defined).
         */
        Mismatch rowsOfCutGroup(List<List<String>> group, List<List<String>> got, int offset) {
            boolean[] used = new boolean[group.size()];
            for (int i = 0; i < got.size(); i++) {
                if (partner(got.get(i), group, used, false) < 0) {
                    List<String> closest = group.get(firstUnused(used));
                    int column = firstDifferentColumn(closest, got.get(i));
                    return new Mismatch("row " + (offset + i + 1) + " is none of the " + group.size() + " rows with these ORDER BY keys"
                            + " that the LIMIT cuts through; column " + (column + 1) + " ("
                            + kinds.get(column).name().toLowerCase(Locale.ROOT) + ") expected " + closest.get(column) + ", got "
                            + got.get(i).get(column), offset + i + 1, closest, got.get(i));
                }
            }
            return null;
        }

        /** The first unused row of {@code rows} equal to {@code row}, marked used; -1 when none. */
        private int partner(List<String> row, List<List<String>> rows, boolean[] used, boolean rowIsExpected) {
            for (int j = 0; j < rows.size(); j++) {
                if (!used[j] && (rowIsExpected ? sameRow(row, rows.get(j)) : sameRow(rows.get(j), row))) {
                    used[j] = true;
                    return j;
                }
            }
            return -1;
        }

        private static int firstUnused(boolean[] used) {
            for (int j = 0; j < used.length; j++) {
                if (!used[j]) {
                    return j;
                }
            }
            return 0;
        }

        private int firstDifferentColumn(List<String> expected, List<String> got) {
            for (int c = 0; c < kinds.size(); c++) {
                if (!same(c, expected.get(c), got.get(c))) {
                    return c;
                }
            }
            return 0;
        }
    }
}
