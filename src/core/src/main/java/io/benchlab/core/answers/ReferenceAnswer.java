package io.benchlab.core.answers;

import java.util.List;

/**
 * The expected answer of one query as the independent engine computed it: each column's kind and
 * the rows as text (numbers in plain notation, dates as {@code yyyy-mm-dd}, NULL as {@code null}).
 * This is what {@link AnswerCache} keeps on disk.
 *
 * @param limit the query's trailing LIMIT (0: none); then {@code rows} holds the first {@code limit}
 *              rows and after them every row that ties with the last of those in the ORDER BY keys
 *              ({@link ReferenceQuery})
 */
public record ReferenceAnswer(List<Kind> kinds, List<List<String>> rows, int limit) {
    public ReferenceAnswer {
        kinds = List.copyOf(kinds);
        rows = List.copyOf(rows);
    }

    /** An answer without a LIMIT. */
    public ReferenceAnswer(List<Kind> kinds, List<List<String>> rows) {
        this(kinds, rows, 0);
    }

    /** The rows the query returns: all, or the first {@code limit}. */
    public int expectedRows() {
        return limit > 0 ? Math.min(limit, rows.size()) : rows.size();
    }

    /** How a column's values are compared ({@link AnswerComparison}). */
    public enum Kind {
        /** Whole numbers (keys, counts, years, sums of whole numbers): equal exactly. */
        INTEGER,
        /** Fixed-point numbers (sums of money and quantities): to the cent; the specification allows $100. */
        DECIMAL,
        /** Floating-point numbers (averages, ratios): to the cent; the specification allows 1%. */
        FLOAT,
        /** Dates: equal as {@code yyyy-mm-dd}. */
        DATE,
        /** Everything else: equal as text, trailing blanks aside. */
        TEXT
    }
}
