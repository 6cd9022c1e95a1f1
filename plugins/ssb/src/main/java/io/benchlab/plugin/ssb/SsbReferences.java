package io.benchlab.plugin.ssb;

import io.benchlab.api.AnswerReference;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The reference of each SSB query for {@code check: answers}: the query in the reference engine's
 * dialect (DuckDB) and the result columns its ORDER BY sorts on. The dialect differences, and
 * nothing else: the table {@code `date`} is quoted {@code "date"} (standard SQL's quotes; date is
 * a keyword in both), and {@code STRAIGHT_JOIN}, a MySQL join-order hint, is a plain {@code JOIN}.
 * The join-direction variants of Q1.1 ask Q1.1's question, so they share its reference.
 */
final class SsbReferences {
    private static final Pattern BACKTICK = Pattern.compile("`([^`]*)`");
    private static final Pattern STRAIGHT_JOIN = Pattern.compile("(?i)\\bSTRAIGHT_JOIN\\b");

    /** ORDER BY keys of each query as result column positions (flight 1: one row). */
    private static final Map<String, List<Integer>> ORDER = Map.ofEntries(
            Map.entry("Q1.1", List.of()), Map.entry("Q1.2", List.of()), Map.entry("Q1.3", List.of()),
            Map.entry("Q2.1", List.of(2, 3)), Map.entry("Q2.2", List.of(2, 3)), Map.entry("Q2.3", List.of(2, 3)),
            Map.entry("Q3.1", List.of(3, 4)), Map.entry("Q3.2", List.of(3, 4)), Map.entry("Q3.3", List.of(3, 4)),
            Map.entry("Q3.4", List.of(3, 4)),
            Map.entry("Q4.1", List.of(1, 2)), Map.entry("Q4.2", List.of(1, 2, 3)), Map.entry("Q4.3", List.of(1, 2, 3)));

    private SsbReferences() {
    }

    /** The reference of the operation named {@code name} (a query or a join-direction variant of Q1.1). */
    static AnswerReference of(String name) {
        String question = SsbQueries.JOIN_DIRECTION_VARIANTS.contains(name) ? "Q1.1" : name;
        return new AnswerReference.Query(toReferenceDialect(SsbQueries.sql(question)), ORDER.get(question));
    }

    /** The dialect rewrite described in the class comment. */
    static String toReferenceDialect(String sql) {
        return STRAIGHT_JOIN.matcher(BACKTICK.matcher(sql).replaceAll("\"$1\"")).replaceAll("JOIN");
    }
}
