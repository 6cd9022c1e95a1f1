package io.benchlab.core.probe;

import io.benchlab.api.ServerInfo;
import io.benchlab.core.bundle.Records.PlanRecord;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A query's plan in every form the server offers: tabular EXPLAIN, EXPLAIN FORMAT=JSON, MySQL's
 * FORMAT=TREE, and on request the executed form (MariaDB ANALYZE FORMAT=JSON, MySQL EXPLAIN
 * ANALYZE). The fingerprint condenses the tabular plan into one comparable line.
 */
public final class ExplainProbe {
    private static final List<String> MARKERS = List.of(
            "using join buffer", "batched key access", "using mrr", "rowid-ordered scan", "key-ordered scan",
            "using index condition", "using index", "using where", "using temporary", "using filesort",
            "using intersect", "using union", "using sort_union", "range checked", "firstmatch", "loosescan",
            "start temporary", "end temporary", "using rowid filter", "hash");

    private ExplainProbe() {
    }

    public static PlanRecord capture(Connection c, ServerInfo server, String variant, String operation, String sql, boolean analyze)
            throws SQLException {
        if (!server.isMariaDb()) {
            return captureMySql(c, server, variant, operation, sql, analyze);
        }
        List<Map<String, String>> tabular = tabular(c, sql);
        String json = scalar(c, "EXPLAIN FORMAT=JSON " + sql);
        String tree = server.isMariaDb() ? null : optionalScalar(c, "EXPLAIN FORMAT=TREE " + sql);
        String analyzed = null;
        if (analyze) {
            analyzed = server.isMariaDb() ? optionalScalar(c, "ANALYZE FORMAT=JSON " + sql)
                    : server.atLeast(8, 0) ? optionalScalar(c, "EXPLAIN ANALYZE " + sql) : null;
        }
        return new PlanRecord(variant, operation, tabular, json, tree, analyzed, fingerprint(tabular));
    }

    /**
     * MySQL: the tabular EXPLAIN asked for by name (9.x defaults {@code explain_format} to TREE, and
     * a plain EXPLAIN would then be one column of text), FORMAT=JSON where the server has it (5.6.5+),
     * FORMAT=TREE (8.0.16+). The hypergraph optimizer has no tabular EXPLAIN: its fingerprint is the
     * JSON tree's ({@link MySqlJsonPlan}); every other plan keeps the tabular fingerprint, so plans of
     * MySQL and MariaDB, old bundles and new, compare in one notation.
     */
    private static PlanRecord captureMySql(Connection c, ServerInfo server, String variant, String operation, String sql, boolean analyze)
            throws SQLException {
        boolean named = server.atLeast(5, 6);
        List<Map<String, String>> tabular;
        SQLException tabularRefused = null;
        try {
            tabular = tabular(c, sql, named ? "EXPLAIN FORMAT=TRADITIONAL " : "EXPLAIN ");
        } catch (SQLException e) {
            tabular = List.of(); // the hypergraph optimizer: "not supported ... 'EXPLAIN with TRADITIONAL format'"
            tabularRefused = e;
        }
        String json = named ? optionalScalar(c, "EXPLAIN FORMAT=JSON " + sql) : null;
        if (tabularRefused != null && json == null) {
            throw tabularRefused;
        }
        String tree = server.atLeast(8, 0) ? optionalScalar(c, "EXPLAIN FORMAT=TREE " + sql) : null;
        String analyzed = analyze && server.atLeast(8, 0) ? optionalScalar(c, "EXPLAIN ANALYZE " + sql) : null;
        String fingerprint = tabular.isEmpty() ? MySqlJsonPlan.fingerprint(json) : fingerprint(tabular);
        return new PlanRecord(variant, operation, tabular, json, tree, analyzed, fingerprint);
    }

    /** The tabular EXPLAIN of a statement, one map per row (column label → value); on MySQL 5.6+ asked for by name. */
    public static List<Map<String, String>> tabular(Connection c, String sql) throws SQLException {
        ServerInfo server = ServerInfo.parse(c.getMetaData().getDatabaseProductVersion());
        return tabular(c, sql, !server.isMariaDb() && server.atLeast(5, 6) ? "EXPLAIN FORMAT=TRADITIONAL " : "EXPLAIN ");
    }

    private static List<Map<String, String>> tabular(Connection c, String sql, String explain) throws SQLException {
        List<Map<String, String>> rows = new ArrayList<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(explain + sql)) {
            ResultSetMetaData md = rs.getMetaData();
            while (rs.next()) {
                Map<String, String> row = new LinkedHashMap<>();
                for (int i = 1; i <= md.getColumnCount(); i++) {
                    row.put(md.getColumnLabel(i), rs.getString(i));
                }
                rows.add(row);
            }
        }
        return rows;
    }

    /**
     * {@code table:access:key[markers]} per row, joined by " > " in execution order: join order,
     * access type, key, and the Extra markers that matter (join buffer/BKA, MRR, ICP, temp, sort).
     */
    public static String fingerprint(List<Map<String, String>> tabular) {
        StringBuilder sb = new StringBuilder();
        for (Map<String, String> row : tabular) {
            if (!sb.isEmpty()) {
                sb.append(" > ");
            }
            sb.append(nz(row.get("table"))).append(':').append(nz(row.get("type"))).append(':').append(nz(row.get("key")));
            String extra = nz(row.get("Extra")).toLowerCase(Locale.ROOT);
            List<String> found = new ArrayList<>();
            for (String m : MARKERS) {
                if (extra.contains(m) && found.stream().noneMatch(f -> f.contains(m))) {
                    int at = extra.indexOf(m);
                    // keep the join buffer's kind, e.g. "using join buffer (flat, bka join)"
                    int close = m.equals("using join buffer") ? extra.indexOf(')', at) : -1;
                    found.add(close > 0 ? extra.substring(at, close + 1) : m);
                }
            }
            if (!found.isEmpty()) {
                sb.append('[').append(String.join("; ", found)).append(']');
            }
        }
        return sb.toString();
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }

    private static String scalar(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            StringBuilder sb = new StringBuilder();
            while (rs.next()) {
                if (!sb.isEmpty()) {
                    sb.append('\n');
                }
                sb.append(rs.getString(1));
            }
            return sb.toString();
        }
    }

    private static String optionalScalar(Connection c, String sql) {
        try {
            return scalar(c, sql);
        } catch (SQLException e) {
            return null;
        }
    }
}
