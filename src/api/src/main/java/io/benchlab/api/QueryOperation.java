package io.benchlab.api;

import java.util.Objects;

/**
 * One statement, executed and timed by the engine, its plan captured with EXPLAIN and its result
 * fingerprinted (row count and checksum) so that a changed answer is flagged.
 *
 * @param name        unique operation name, e.g. {@code Q2.1}
 * @param group       report grouping, e.g. {@code flight 2}; may be empty
 * @param sql         the statement; a SELECT is explained, other statements are only timed
 * @param checkResult whether the result must be identical across runs on the same data
 */
public record QueryOperation(String name, String group, String sql, boolean checkResult) implements Operation {

    /** Checks the name and SQL; a {@code null} group becomes empty. */
    public QueryOperation {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(sql, "sql");
        group = group == null ? "" : group;
        if (name.isBlank()) {
            throw new IllegalArgumentException("query name must not be blank");
        }
    }

    /** A query whose result must stay the same across runs on the same data. */
    public QueryOperation(String name, String group, String sql) {
        this(name, group, sql, true);
    }

    /** True when the statement reads (SELECT/WITH/VALUES/TABLE) and so has a plan worth keeping. */
    public boolean isExplainable() {
        String head = sql.stripLeading().toLowerCase(java.util.Locale.ROOT);
        return head.startsWith("select") || head.startsWith("with") || head.startsWith("(");
    }
}
