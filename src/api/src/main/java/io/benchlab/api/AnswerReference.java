package io.benchlab.api;

import java.util.List;
import java.util.Objects;

/**
 * How the expected answer of one {@link QueryOperation} is obtained when an experiment asks for
 * {@code check: answers} ({@link Workload#answerReference}). The engine, not the plugin, computes
 * and compares, so every workload is checked by the same rules.
 */
public sealed interface AnswerReference {

    /**
     * The same question asked of an independent SQL engine holding the workload's datasets,
     * generated from the same rows (the engine is DuckDB, an analytical database written apart
     * from MySQL and MariaDB). The tables are created from the datasets' own {@link TableSpec}s,
     * with the same names and columns ({@code `quoted`} names become {@code "quoted"}).
     *
     * @param sql          the query in DuckDB's SQL: usually the workload's own SQL as it is, or with
     *                     the few dialect differences rewritten (backquotes, MySQL-only hints such as
     *                     {@code STRAIGHT_JOIN}). A trailing {@code LIMIT n} is understood: rows that
     *                     tie with the last one kept in the ORDER BY keys may be any of the tied rows.
     * @param orderColumns the result's ORDER BY keys as column positions (1 = first column), in
     *                     their order of precedence; empty when the order of rows is free. Rows
     *                     must come in the reference's key order; rows with equal keys may come
     *                     in any order among themselves.
     */
    record Query(String sql, List<Integer> orderColumns) implements AnswerReference {
        /** Checks the SQL and copies the positions, which must be 1 or more. */
        public Query {
            Objects.requireNonNull(sql, "sql");
            orderColumns = List.copyOf(orderColumns);
            if (orderColumns.stream().anyMatch(c -> c < 1)) {
                throw new IllegalArgumentException("order columns are positions from 1: " + orderColumns);
            }
        }
    }

    /**
     * No independent answer for this operation; {@code reason} is shown to the user as it is, e.g.
     * "Q15 needs a view the reference engine cannot create".
     */
    record None(String reason) implements AnswerReference {
        /** A blank reason becomes a plain one. */
        public None {
            reason = reason == null || reason.isBlank() ? "the workload offers no reference answer for it" : reason;
        }
    }
}
