package io.benchlab.core.answers;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A reference query as the engine runs it: without a trailing {@code LIMIT n} (the outermost
 * query's), which is kept apart. A LIMIT can cut through rows with equal ORDER BY keys, and two
 * correct engines may then keep different ones of them; reading on past the limit while the keys
 * tie gives the comparison the whole group to choose from ({@link AnswerComparison}).
 *
 * @param sql   the query without its trailing LIMIT
 * @param limit the LIMIT's row count, 0 when there is none (or it has an OFFSET: then the query is left whole)
 */
record ReferenceQuery(String sql, int limit) {
    private static final Pattern TRAILING_LIMIT = Pattern.compile("(?is)^(.*\\S)\\s+LIMIT\\s+(\\d{1,9})\\s*;?\\s*$");

    static ReferenceQuery of(String sql) {
        Matcher m = TRAILING_LIMIT.matcher(sql);
        if (m.matches()) {
            return new ReferenceQuery(m.group(1), Integer.parseInt(m.group(2)));
        }
        return new ReferenceQuery(sql, 0);
    }
}
