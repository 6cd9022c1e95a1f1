package io.benchlab.plugin.dbt3;

import io.benchlab.api.AnswerReference;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The reference of each query for {@code check: answers}: the same query, with the same
 * substitution values, in H2's dialect, and the result columns its ORDER BY sorts on. The dialect
 * differences, and nothing else:
 * <ul>
 *   <li>{@code INTERVAL 90 DAY} becomes {@code INTERVAL '90' DAY}: H2 wants the standard quoted
 *       interval literal (Q1, Q4, Q5, Q6, Q10, Q12, Q14, Q15, Q20);</li>
 *   <li>Q11's column alias {@code value} is a keyword in H2, so it is named {@code value_};</li>
 *   <li>Q19's join condition {@code p_partkey = l_partkey}, written in each of the three ORed
 *       blocks, is written once before them: the same predicate, which H2 can then use as a join
 *       (as written it compares every lineitem with every part: minutes even at SF 0.01).</li>
 * </ul>
 * Hint variants (FORCE INDEX, STRAIGHT_JOIN) ask the same question, so they share their query's
 * reference.
 */
final class Dbt3References {
    private static final Pattern INTERVAL = Pattern.compile("(?i)INTERVAL\\s+(\\d+)\\s+(DAY|MONTH|YEAR)\\b");
    private static final Pattern VALUE = Pattern.compile("\\bvalue\\b");
    private static final Pattern Q19_JOIN = Pattern.compile("\\(\\s*p_partkey = l_partkey\\s+AND\\s+");
    private static final Pattern WHERE = Pattern.compile("\\bWHERE\\b");

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
        return new AnswerReference.Query(toH2(query, sql), ORDER.get(query));
    }

    /** The dialect rewrite described in the class comment. */
    static String toH2(int query, String sql) {
        String out = INTERVAL.matcher(sql).replaceAll("INTERVAL '$1' $2");
        if (query == 11) {
            out = VALUE.matcher(out).replaceAll("value_");
        }
        if (query == 19) {
            out = Q19_JOIN.matcher(out).replaceAll("(");
            out = WHERE.matcher(out).replaceFirst("WHERE p_partkey = l_partkey AND (") + "\n)";
        }
        return out;
    }
}
