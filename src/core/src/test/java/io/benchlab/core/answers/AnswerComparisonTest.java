package io.benchlab.core.answers;

import static io.benchlab.core.answers.ReferenceAnswer.Kind.DATE;
import static io.benchlab.core.answers.ReferenceAnswer.Kind.DECIMAL;
import static io.benchlab.core.answers.ReferenceAnswer.Kind.FLOAT;
import static io.benchlab.core.answers.ReferenceAnswer.Kind.INTEGER;
import static io.benchlab.core.answers.ReferenceAnswer.Kind.TEXT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.answers.AnswerComparison.Mismatch;
import io.benchlab.core.plan.Tolerance;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The comparison rules of check: answers (AnswerComparison's class comment), value by value and row by row. */
class AnswerComparisonTest {

    @Test
    void decimalsAreEqualToTheCentAfterRounding() {
        assertTrue(AnswerComparison.sameValue(DECIMAL, "25.5049999970", "25.505000"), "rounded 25.50 vs 25.51: one cent apart");
        assertTrue(AnswerComparison.sameValue(DECIMAL, "16.3807", "16.38"));
        assertTrue(AnswerComparison.sameValue(DECIMAL, "0.0500", "4.999E-2"), "a DOUBLE's text from the server");
        assertFalse(AnswerComparison.sameValue(DECIMAL, "16.3807", "16"), "div_precision_increment=0 loses the cents");
        assertFalse(AnswerComparison.sameValue(DECIMAL, "100.00", "100.02"), "two cents is a difference");
        assertFalse(AnswerComparison.sameValue(DECIMAL, "1.00", "n/a"));
    }

    @Test
    void integersDatesAndTextAreExact() {
        assertTrue(AnswerComparison.sameValue(INTEGER, "5", "5.00"), "the same number in another scale");
        assertFalse(AnswerComparison.sameValue(INTEGER, "1478493", "1478494"));
        assertTrue(AnswerComparison.sameValue(DATE, "1995-03-15", "1995-03-15"));
        assertTrue(AnswerComparison.sameValue(DATE, "1995-03-15", "1995-03-15 00:00:00"));
        assertFalse(AnswerComparison.sameValue(DATE, "1995-03-15", "1995-03-16"));
        assertTrue(AnswerComparison.sameValue(TEXT, "Brand#12", "Brand#12   "), "CHAR padding is not a difference");
        assertFalse(AnswerComparison.sameValue(TEXT, "Brand#12", "brand#12"), "case is");
        assertFalse(AnswerComparison.sameValue(TEXT, "Brand#12", "  Brand#12"), "so are leading blanks");
        assertTrue(AnswerComparison.sameValue(TEXT, null, null));
        assertFalse(AnswerComparison.sameValue(INTEGER, null, "0"));
    }

    private static final ReferenceAnswer Q4 = new ReferenceAnswer(List.of(TEXT, INTEGER), List.of(
            List.of("1-URGENT", "10594"), List.of("2-HIGH", "10476"), List.of("3-MEDIUM", "10410")));

    @Test
    void orderedRowsMustComeInOrder() {
        assertInstanceOf(AnswerComparison.Match.class, AnswerComparison.compare(Q4, List.of(1), Q4.rows()));
        Mismatch m = assertInstanceOf(Mismatch.class, AnswerComparison.compare(Q4, List.of(1),
                List.of(List.of("2-HIGH", "10476"), List.of("1-URGENT", "10594"), List.of("3-MEDIUM", "10410"))));
        assertEquals(1, m.row());
        assertEquals(List.of("1-URGENT", "10594"), m.expected());
        assertEquals(List.of("2-HIGH", "10476"), m.got());
        assertTrue(m.reason().contains("ORDER BY"), m.reason());
        assertInstanceOf(AnswerComparison.Match.class, AnswerComparison.compare(Q4, List.of(),
                List.of(Q4.rows().get(2), Q4.rows().get(0), Q4.rows().get(1))), "without ORDER BY any order is right");
    }

    @Test
    void rowsWithEqualKeysMayComeInAnyOrder() {
        ReferenceAnswer ties = new ReferenceAnswer(List.of(INTEGER, INTEGER), List.of(
                List.of("9", "1"), List.of("9", "2"), List.of("9", "3"), List.of("7", "4")));
        List<List<String>> swapped = List.of(List.of("9", "3"), List.of("9", "1"), List.of("9", "2"), List.of("7", "4"));
        assertInstanceOf(AnswerComparison.Match.class, AnswerComparison.compare(ties, List.of(1), swapped));
        Mismatch m = assertInstanceOf(Mismatch.class, AnswerComparison.compare(ties, List.of(1),
                List.of(List.of("9", "3"), List.of("9", "1"), List.of("9", "5"), List.of("7", "4"))));
        assertEquals(3, m.row(), "the server's row that has no partner");
        assertEquals(List.of("9", "5"), m.got());
        assertTrue(m.reason().contains("column 2"), m.reason());
    }

    @Test
    void missingAndExtraRowsAreNamed() {
        Mismatch fewer = assertInstanceOf(Mismatch.class, AnswerComparison.compare(Q4, List.of(1), Q4.rows().subList(0, 2)));
        assertEquals(3, fewer.row());
        assertNull(fewer.got());
        assertTrue(fewer.reason().contains("2 rows, the reference has 3"), fewer.reason());
        List<List<String>> more = new java.util.ArrayList<>(Q4.rows());
        more.add(List.of("4-NOT SPECIFIED", "10556"));
        Mismatch extra = assertInstanceOf(Mismatch.class, AnswerComparison.compare(Q4, List.of(1), more));
        assertEquals(4, extra.row());
        assertNull(extra.expected());
        Mismatch columns = assertInstanceOf(Mismatch.class, AnswerComparison.compare(Q4, List.of(1),
                List.of(List.of("1-URGENT"), List.of("2-HIGH"), List.of("3-MEDIUM"))));
        assertTrue(columns.reason().contains("1 columns, the reference has 2"), columns.reason());
    }

    @Test
    void nullsCompareAsNulls() {
        ReferenceAnswer withNull = new ReferenceAnswer(List.of(TEXT, DECIMAL), List.of(Arrays.asList("x", null)));
        assertInstanceOf(AnswerComparison.Match.class, AnswerComparison.compare(withNull, List.of(), List.of(Arrays.asList("x", null))));
        assertInstanceOf(Mismatch.class, AnswerComparison.compare(withNull, List.of(), List.of(Arrays.asList("x", "0"))));
    }

    @Test
    void theSpecificationsToleranceAllowsOneHundredDollarsOnSumsAndOnePercentOnAveragesAndRatios() {
        assertFalse(AnswerComparison.sameValue(DECIMAL, "534594445.35", "534594480.00"), "strict: to the cent");
        assertTrue(AnswerComparison.sameValue(DECIMAL, "534594445.35", "534594480.00", Tolerance.SPECIFICATION), "$34.65 apart");
        assertFalse(AnswerComparison.sameValue(DECIMAL, "534594445.35", "534594545.36", Tolerance.SPECIFICATION), "$100.01 apart");
        assertTrue(AnswerComparison.sameValue(FLOAT, "25.5971", "25.80", Tolerance.SPECIFICATION), "0.8% of 25.60");
        assertFalse(AnswerComparison.sameValue(FLOAT, "25.5971", "25.90", Tolerance.SPECIFICATION), "1.2%");
        assertFalse(AnswerComparison.sameValue(FLOAT, "25.5971", "25.80"), "strict");
        assertTrue(AnswerComparison.sameValue(FLOAT, "0.0498", "0.05", Tolerance.SPECIFICATION), "a cent is always allowed");
        assertFalse(AnswerComparison.sameValue(INTEGER, "14902", "14903", Tolerance.SPECIFICATION), "counts stay exact");
        assertEquals(Tolerance.STRICT, Tolerance.of(null));
        assertEquals(Tolerance.SPECIFICATION, Tolerance.of("specification"));
    }

    /** Q3's ORDER BY revenue DESC, o_orderdate with LIMIT 3: the reference read on past the limit while the keys tie. */
    private static final ReferenceAnswer CUT = new ReferenceAnswer(List.of(INTEGER, DECIMAL), List.of(
            List.of("1", "9.00"), List.of("2", "8.00"), List.of("3", "7.00"), List.of("4", "7.00"), List.of("5", "7.00")), 3);

    @Test
    void aLimitThatCutsThroughTiesMayKeepAnyOfTheTiedRows() {
        assertEquals(3, CUT.expectedRows());
        assertInstanceOf(AnswerComparison.Match.class, AnswerComparison.compare(CUT, List.of(2), CUT.rows().subList(0, 3)));
        assertInstanceOf(AnswerComparison.Match.class, AnswerComparison.compare(CUT, List.of(2),
                List.of(List.of("1", "9.00"), List.of("2", "8.00"), List.of("5", "7.00"))), "another of the tied rows");
        Mismatch wrong = assertInstanceOf(Mismatch.class, AnswerComparison.compare(CUT, List.of(2),
                List.of(List.of("1", "9.00"), List.of("2", "8.00"), List.of("6", "7.00"))));
        assertEquals(3, wrong.row());
        assertTrue(wrong.reason().contains("none of the 3 rows with these ORDER BY keys that the LIMIT cuts through"), wrong.reason());
        Mismatch fewer = assertInstanceOf(Mismatch.class, AnswerComparison.compare(CUT, List.of(2), CUT.rows().subList(0, 2)));
        assertTrue(fewer.reason().contains("the server gave 2 rows, the reference has 3"), fewer.reason());
        Mismatch more = assertInstanceOf(Mismatch.class, AnswerComparison.compare(CUT, List.of(2), CUT.rows().subList(0, 4)));
        assertEquals(4, more.row(), "the limit is 3");
        Mismatch twice = assertInstanceOf(Mismatch.class, AnswerComparison.compare(
                new ReferenceAnswer(CUT.kinds(), CUT.rows(), 4), List.of(2),
                List.of(List.of("1", "9.00"), List.of("2", "8.00"), List.of("4", "7.00"), List.of("4", "7.00"))));
        assertEquals(4, twice.row(), "each tied row once");
    }
}
