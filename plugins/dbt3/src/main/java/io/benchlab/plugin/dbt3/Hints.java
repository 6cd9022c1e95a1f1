package io.benchlab.plugin.dbt3;

import io.benchlab.api.IndexSpec;
import io.benchlab.api.SqlIdentifier;
import io.benchlab.api.WorkloadException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Per-query plan variants ("hints"). Syntax of one entry (case-insensitive keywords):
 *
 * <pre>
 *   entry  := [ "replace" ] Qn ":" clause { ";" clause }
 *   clause := "STRAIGHT_JOIN"
 *           | ( "FORCE" | "USE" | "IGNORE" ) "INDEX" "(" index { "," index } ")" "FOR" target
 *   target := a table name (every reference to it) or an alias of the query (l1, l2, l3, n1, n2)
 * </pre>
 *
 * Examples: {@code Q19: FORCE INDEX (i_l_partkey_ext) FOR lineitem}, {@code Q8: STRAIGHT_JOIN},
 * {@code replace Q21: IGNORE INDEX (i_l_orderkey, i_l_orderkey_quantity) FOR l3}.
 *
 * <p>Without {@code replace} the variant is an additional operation placed right after its query;
 * with it, the variant takes the query's place (at most one replace per query). Either way the
 * variant is named after its hints, e.g. {@code Q19[force i_l_partkey_ext]}, so hinted and
 * unhinted timings never share a name. {@code STRAIGHT_JOIN} is added to every SELECT of the
 * query (each query block joins its FROM list in written order); an index hint is placed after
 * each matching table reference. Index names must be PRIMARY or an index the tpch dataset declares
 * for this load (its DBT-3 set with {@code indexes: dbt3}, and its {@code extraIndexes}), on the
 * target's table.
 */
public final class Hints {

    /** One parsed entry. */
    public record Hint(int query, boolean replace, String label, List<Clause> clauses) {
        /** The operation name, e.g. {@code Q19[force i_l_partkey_ext]}. */
        public String operationName() {
            return "Q" + query + "[" + label + "]";
        }
    }

    /** One clause: {@code kind} is STRAIGHT_JOIN, FORCE, USE or IGNORE. */
    public record Clause(String kind, List<String> indexes, String target) {
        public Clause {
            indexes = List.copyOf(indexes);
        }
    }

    private static final Pattern ENTRY = Pattern.compile("(?i)\\s*(replace\\s+)?(Q\\d{1,2})\\s*:(.*)", Pattern.DOTALL);
    private static final Pattern STRAIGHT = Pattern.compile("(?i)\\s*STRAIGHT_JOIN\\s*");
    private static final Pattern INDEX_HINT = Pattern.compile(
            "(?i)\\s*(FORCE|USE|IGNORE)\\s+INDEX\\s*\\(([^()]*)\\)\\s*FOR\\s+([A-Za-z_][A-Za-z0-9_]*)\\s*");
    private static final Pattern SELECT = Pattern.compile("(?i)\\bSELECT\\b");

    private Hints() {
    }

    /**
     * Index names (lower case) → table: the indexes the tpch dataset declares for the planned load
     * (its DBT-3 set unless {@code indexes: none}, and the {@code extraIndexes}); the one list is the dataset's.
     */
    static Map<String, String> knownIndexes(List<IndexSpec> declared) {
        Map<String, String> known = new LinkedHashMap<>();
        for (IndexSpec i : declared) {
            known.put(i.name().toLowerCase(Locale.ROOT), i.table().toLowerCase(Locale.ROOT));
        }
        return known;
    }

    /** Parses and checks one entry against its query's text and the known indexes. */
    public static Hint parse(String entry, Map<String, String> knownIndexes) throws WorkloadException {
        String text = entry == null ? "" : entry;
        Matcher m = ENTRY.matcher(text);
        if (!m.matches()) {
            throw error(text, "expected 'Qn: clause; …' or 'replace Qn: clause; …', e.g. "
                    + "'Q19: FORCE INDEX (i_l_partkey_ext) FOR lineitem' or 'Q8: STRAIGHT_JOIN'");
        }
        int query;
        try {
            query = Dbt3Queries.number(m.group(2));
        } catch (IllegalArgumentException e) {
            throw error(text, e.getMessage());
        }
        String template = Dbt3Queries.template(query);
        List<Dbt3Queries.TableRef> refs = Dbt3Queries.tableRefs(template);
        List<Clause> clauses = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        boolean straight = false;
        for (String part : m.group(3).split(";", -1)) {
            if (STRAIGHT.matcher(part).matches()) {
                if (straight) {
                    throw error(text, "STRAIGHT_JOIN given twice");
                }
                straight = true;
                clauses.add(new Clause("STRAIGHT_JOIN", List.of(), null));
                labels.add("straight_join");
                continue;
            }
            Matcher h = INDEX_HINT.matcher(part);
            if (!h.matches()) {
                throw error(text, "'" + part.trim() + "' is neither STRAIGHT_JOIN nor "
                        + "FORCE|USE|IGNORE INDEX (name, …) FOR table_or_alias");
            }
            String kind = h.group(1).toUpperCase(Locale.ROOT);
            String target = h.group(3).toLowerCase(Locale.ROOT);
            List<Dbt3Queries.TableRef> hits = refs.stream().filter(r -> r.matches(target)).toList();
            if (hits.isEmpty()) {
                throw error(text, "Q" + query + " has no table or alias '" + h.group(3) + "'; it reads "
                        + describe(refs));
            }
            String table = hits.get(0).table();
            List<String> indexes = new ArrayList<>();
            for (String raw : h.group(2).split(",", -1)) {
                String idx = raw.trim();
                if (!SqlIdentifier.isValid(idx)) {
                    throw error(text, "'" + idx + "' is not an index name");
                }
                String lower = idx.toLowerCase(Locale.ROOT);
                if (lower.equals("primary")) {
                    indexes.add("PRIMARY");
                    continue;
                }
                String on = knownIndexes.get(lower);
                if (on == null) {
                    throw error(text, "unknown index '" + idx + "'; indexes of " + table + ": "
                            + String.join(", ", indexesOf(knownIndexes, table))
                            + " (add one with the extraIndexes parameter)");
                }
                if (!on.equals(table)) {
                    throw error(text, "index '" + idx + "' is on " + on + ", not on " + table);
                }
                if (indexes.contains(lower)) {
                    throw error(text, "index '" + idx + "' listed twice");
                }
                indexes.add(lower);
            }
            clauses.add(new Clause(kind, indexes, target));
            String label = kind.toLowerCase(Locale.ROOT) + " " + String.join(",", indexes);
            if (!target.equals(table)) {
                label += " on " + target;
            }
            labels.add(label);
        }
        return new Hint(query, m.group(1) != null, String.join("; ", labels), clauses);
    }

    /** Applies the hint's clauses to the query text. */
    public static String apply(String sql, Hint hint) {
        String out = sql;
        for (Clause c : hint.clauses()) {
            if (c.kind().equals("STRAIGHT_JOIN")) {
                continue;
            }
            List<Dbt3Queries.TableRef> refs = Dbt3Queries.tableRefs(out);
            StringBuilder sb = new StringBuilder(out);
            String text = " " + c.kind() + " INDEX (" + String.join(", ", c.indexes()) + ")";
            for (int i = refs.size() - 1; i >= 0; i--) {
                if (refs.get(i).matches(c.target())) {
                    sb.insert(refs.get(i).end(), text);
                }
            }
            out = sb.toString();
        }
        if (hint.clauses().stream().anyMatch(c -> c.kind().equals("STRAIGHT_JOIN"))) {
            out = SELECT.matcher(out).replaceAll("SELECT STRAIGHT_JOIN");
        }
        return out;
    }

    private static List<String> indexesOf(Map<String, String> known, String table) {
        List<String> out = new ArrayList<>();
        out.add("PRIMARY");
        known.forEach((name, t) -> {
            if (t.equals(table)) {
                out.add(name);
            }
        });
        return out;
    }

    private static String describe(List<Dbt3Queries.TableRef> refs) {
        List<String> out = new ArrayList<>();
        for (Dbt3Queries.TableRef r : refs) {
            String s = r.alias() == null ? r.table() : r.table() + " " + r.alias();
            if (!out.contains(s)) {
                out.add(s);
            }
        }
        return String.join(", ", out);
    }

    private static WorkloadException error(String entry, String message) {
        return new WorkloadException("hints: '" + entry.trim() + "': " + message);
    }
}
