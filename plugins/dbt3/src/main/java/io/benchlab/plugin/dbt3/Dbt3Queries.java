package io.benchlab.plugin.dbt3;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The 22 TPC-H query templates (resources {@code queries/qN.sql}, MySQL/MariaDB syntax, qgen-style
 * placeholders {@code :1}, {@code :2}, …) and their substitution.
 */
public final class Dbt3Queries {
    public static final int COUNT = 22;

    /** The business question of each query (TPC-H specification), used as the report group. */
    static final List<String> GROUPS = List.of(
            "Pricing Summary Report", "Minimum Cost Supplier", "Shipping Priority", "Order Priority Checking",
            "Local Supplier Volume", "Forecasting Revenue Change", "Volume Shipping", "National Market Share",
            "Product Type Profit Measure", "Returned Item Reporting", "Important Stock Identification",
            "Shipping Modes and Order Priority", "Customer Distribution", "Promotion Effect", "Top Supplier",
            "Parts/Supplier Relationship", "Small-Quantity-Order Revenue", "Large Volume Customer",
            "Discounted Revenue", "Potential Part Promotion", "Suppliers Who Kept Orders Waiting",
            "Global Sales Opportunity");

    static final List<String> TABLES =
            List.of("region", "nation", "supplier", "part", "partsupp", "customer", "orders", "lineitem");

    private static final Pattern PLACEHOLDER = Pattern.compile(":(\\d+)(?!\\d)");
    private static final Pattern NAME = Pattern.compile("(?i)Q(\\d{1,2})");
    private static final String ALIAS_STOP =
            "WHERE|GROUP|ORDER|HAVING|LIMIT|LEFT|RIGHT|INNER|OUTER|CROSS|NATURAL|JOIN|STRAIGHT_JOIN|ON|USING|UNION"
                    + "|FORCE|USE|IGNORE";
    /** A table in a FROM list: after FROM, JOIN or a comma, with an optional alias. */
    private static final Pattern TABLE_REF = Pattern.compile("(?i)(?:\\bFROM|\\bJOIN|,)\\s+("
            + String.join("|", TABLES) + ")\\b(?:\\s+(?:AS\\s+)?(?!(?:" + ALIAS_STOP + ")\\b)([A-Za-z_][A-Za-z0-9_]*))?");

    private Dbt3Queries() {
    }

    /** "Q7" → 7; throws with a readable message for anything else. */
    public static int number(String name) {
        Matcher m = NAME.matcher(name == null ? "" : name.trim());
        if (m.matches()) {
            int n = Integer.parseInt(m.group(1));
            if (n >= 1 && n <= COUNT) {
                return n;
            }
        }
        throw new IllegalArgumentException("'" + name + "' is not a TPC-H query name (Q1 … Q22)");
    }

    public static String group(int query) {
        return GROUPS.get(query - 1);
    }

    /** The template text without its leading comment lines. */
    public static String template(int query) {
        String path = "queries/q" + query + ".sql";
        try (InputStream in = Dbt3Queries.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + path);
            }
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            StringBuilder sb = new StringBuilder();
            for (String line : text.split("\n")) {
                if (sb.isEmpty() && line.stripLeading().startsWith("--")) {
                    continue;
                }
                sb.append(line).append('\n');
            }
            return sb.toString().strip();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Replaces {@code :N} by {@code values.get(N - 1)}; every placeholder must have a value and every value a use. */
    public static String substitute(String template, List<String> values) {
        Matcher m = PLACEHOLDER.matcher(template);
        StringBuilder sb = new StringBuilder();
        boolean[] used = new boolean[values.size()];
        while (m.find()) {
            int i = Integer.parseInt(m.group(1)) - 1;
            if (i < 0 || i >= values.size()) {
                throw new IllegalArgumentException("placeholder :" + (i + 1) + " has no value");
            }
            used[i] = true;
            m.appendReplacement(sb, Matcher.quoteReplacement(values.get(i)));
        }
        m.appendTail(sb);
        for (int i = 0; i < used.length; i++) {
            if (!used[i]) {
                throw new IllegalArgumentException("value " + (i + 1) + " is not used by the template");
            }
        }
        return sb.toString();
    }

    /** The query with validation or seeded random values. */
    public static String sql(int query, boolean random, double sf, long seed) {
        List<String> values = random ? QueryParameters.random(query, sf, seed) : QueryParameters.validation(query, sf);
        return substitute(template(query), values);
    }

    /** A table reference in a FROM list: table name, alias (or null), and where it ends in the text. */
    record TableRef(String table, String alias, int end) {
        boolean matches(String target) {
            return table.equalsIgnoreCase(target) || (alias != null && alias.equalsIgnoreCase(target));
        }
    }

    /** The base-table references of a statement, in text order. */
    static List<TableRef> tableRefs(String sql) {
        List<TableRef> refs = new ArrayList<>();
        Matcher m = TABLE_REF.matcher(sql);
        while (m.find()) {
            refs.add(new TableRef(m.group(1).toLowerCase(Locale.ROOT), m.group(2), m.end()));
        }
        return refs;
    }
}
