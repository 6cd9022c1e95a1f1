package io.benchlab.core.answers;

import java.util.List;

/**
 * The expected answer of one query as the independent engine computed it: each column's kind and
 * the rows as text (numbers in plain notation, dates as {@code yyyy-mm-dd}, NULL as {@code null}).
 * This is what {@link AnswerCache} keeps on disk.
 */
public record ReferenceAnswer(List<Kind> kinds, List<List<String>> rows) {
    public ReferenceAnswer {
        kinds = List.copyOf(kinds);
        rows = List.copyOf(rows);
    }

    /** How a column's values are compared ({@link AnswerComparison}). */
    public enum Kind {
        /** Whole numbers (keys, counts, years): equal exactly. */
        INTEGER,
        /** Non-integer numbers (sums, averages, ratios): equal to the cent. */
        DECIMAL,
        /** Dates: equal as {@code yyyy-mm-dd}. */
        DATE,
        /** Everything else: equal as text, trailing blanks aside. */
        TEXT
    }
}
