package io.benchlab.plugin.dbt3;

import io.benchlab.api.AnswerReference;
import java.util.List;
import java.util.Map;

/**
 * The reference of each query for {@code check: answers}: the same query, with the same
 * substitution values, unchanged (the reference engine, DuckDB, runs the MySQL text of all 22 as
 * it is), and the result columns its ORDER BY sorts on. Hint variants (FORCE INDEX,
 * STRAIGHT_JOIN) ask the same question, so they share their query's reference: the query without
 * its hints.
 */
final class Dbt3References {
    /** ORDER BY keys of each query as result column positions (none: one row, or no ORDER BY). */
    private static final Map<Integer, List<Integer>> ORDER = Map.ofEntries(
            Map.entry(1, List.of(1, 2)), Map.entry(2, List.of(1, 3, 2, 4)), Map.entry(3, List.of(2, 3)), Map.entry(4, List.of(1)),
            Map.entry(5, List.of(2)), Map.entry(6, List.of()), Map.entry(7, List.of(1, 2, 3)), Map.entry(8, List.of(1)),
            Map.entry(9, List.of(1, 2)), Map.entry(10, List.of(3)), Map.entry(11, List.of(2)), Map.entry(12, List.of(1)),
            Map.entry(13, List.of(2, 1)), Map.entry(14, List.of()), Map.entry(15, List.of(1)), Map.entry(16, List.of(4, 1, 2, 3)),
            Map.entry(17, List.of()), Map.entry(18, List.of(5, 4)), Map.entry(19, List.of()), Map.entry(20, List.of(1)),
            Map.entry(21, List.of(2, 1)), Map.entry(22, List.of(1)));

    private Dbt3References() {
    }

    /** The reference of query {@code query} whose MySQL text (values substituted, no hints) is {@code sql}. */
    static AnswerReference of(int query, String sql) {
        return new AnswerReference.Query(sql, ORDER.get(query));
    }

    /** The result columns query {@code query} orders by, as positions from 1. */
    static List<Integer> orderColumns(int query) {
        return ORDER.get(query);
    }
}
