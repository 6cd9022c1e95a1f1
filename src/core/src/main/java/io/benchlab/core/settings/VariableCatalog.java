package io.benchlab.core.settings;

import io.benchlab.api.ServerInfo;
import io.benchlab.core.flavour.Flavour;
import io.benchlab.core.flavour.Release;
import io.benchlab.core.flavour.RemovedVariable;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The knobs of one live server: names, values, scope, dynamism, type and limits. Never a
 * hard-coded list: MariaDB and MySQL (and their versions) differ. MariaDB describes itself in
 * {@code information_schema.SYSTEM_VARIABLES}; MySQL in {@code performance_schema.variables_metadata}
 * (8.3+) or {@code variables_info} (8.0+) plus SHOW VARIABLES, where scope and dynamism are learned
 * from the server's answer to a SET ({@link SettingsResolver}).
 */
public final class VariableCatalog {
    private final Map<String, VariableInfo> variables;
    private final ServerInfo server;

    private VariableCatalog(Map<String, VariableInfo> variables, ServerInfo server) {
        this.variables = variables;
        this.server = server;
    }

    public static VariableCatalog read(Connection c, ServerInfo server) throws SQLException {
        Map<String, VariableInfo> vars = new TreeMap<>();
        if (server.isMariaDb()) {
            String sql = "SELECT VARIABLE_NAME, GLOBAL_VALUE, DEFAULT_VALUE, VARIABLE_SCOPE, READ_ONLY, VARIABLE_TYPE,"
                    + " NUMERIC_MIN_VALUE, NUMERIC_MAX_VALUE, ENUM_VALUE_LIST, VARIABLE_COMMENT FROM information_schema.SYSTEM_VARIABLES";
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
                while (rs.next()) {
                    String name = rs.getString(1).toLowerCase(Locale.ROOT);
                    String enumList = rs.getString(9);
                    List<String> allowed = enumList == null || enumList.isEmpty() ? List.of() : Arrays.asList(enumList.split(","));
                    vars.put(name, new VariableInfo(name, rs.getString(2), rs.getString(3), !"GLOBAL".equals(rs.getString(4)),
                            "NO".equals(rs.getString(5)), nz(rs.getString(6)), toDouble(rs.getString(7)), toDouble(rs.getString(8)), allowed, rs.getString(10)));
                }
            }
        } else {
            readMySql(c, vars);
        }
        return new VariableCatalog(vars, server);
    }

    /**
     * MySQL: 8.3+ describes every variable in {@code performance_schema.variables_metadata} (scope,
     * type, limits, a description); before, {@code variables_info} (8.0+) has the limits and SHOW
     * VARIABLES the rest. Neither says whether a variable is dynamic, nor (before 8.3) whether it
     * is global-only — SHOW SESSION VARIABLES lists global-only ones too — so a variable is taken
     * as session-scoped and dynamic here, and {@link SettingsResolver} learns the truth for each
     * setting from the server's answer to a {@code SET SESSION} (error 1229: global only; 1238: read only).
     */
    private static void readMySql(Connection c, Map<String, VariableInfo> vars) throws SQLException {
        Map<String, String[]> described = new TreeMap<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(
                "SELECT VARIABLE_NAME, VARIABLE_SCOPE, DATA_TYPE, MIN_VALUE, MAX_VALUE, DOCUMENTATION FROM performance_schema.variables_metadata")) {
            while (rs.next()) {
                described.put(rs.getString(1).toLowerCase(Locale.ROOT),
                        new String[] {rs.getString(2), rs.getString(3), rs.getString(4), rs.getString(5), rs.getString(6)});
            }
        } catch (SQLException e) {
            // before 8.3, or performance_schema off: the limits of variables_info, scope from the server's answers
        }
        Map<String, String[]> limits = new TreeMap<>();
        if (described.isEmpty()) {
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(
                    "SELECT VARIABLE_NAME, MIN_VALUE, MAX_VALUE FROM performance_schema.variables_info")) {
                while (rs.next()) {
                    limits.put(rs.getString(1).toLowerCase(Locale.ROOT), new String[] {rs.getString(2), rs.getString(3)});
                }
            } catch (SQLException e) {
                // before 8.0, or performance_schema off: we still have SHOW VARIABLES
            }
        }
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SHOW GLOBAL VARIABLES")) {
            while (rs.next()) {
                String name = rs.getString(1).toLowerCase(Locale.ROOT);
                String[] d = described.get(name);
                if (d != null) {
                    String type = mysqlType(d[1]);
                    List<String> allowed = "BOOLEAN".equals(type) ? List.of("ON", "OFF") : List.of();
                    vars.put(name, new VariableInfo(name, rs.getString(2), null, !"GLOBAL".equals(d[0]), true, type,
                            toDouble(d[2]), toDouble(d[3]), allowed, firstSentence(d[4])));
                } else {
                    String[] l = limits.get(name);
                    Double min = l == null ? null : toDouble(l[0]);
                    Double max = l == null ? null : toDouble(l[1]);
                    String type = min != null && max != null && (min != 0 || max != 0) ? "BIGINT" : "";
                    vars.put(name, new VariableInfo(name, rs.getString(2), null, true, true, type, min, max, List.of()));
                }
            }
        }
    }

    /** variables_metadata's DATA_TYPE in the catalog's (MariaDB's) type words, which {@link VariableInfo#numeric()} reads. */
    static String mysqlType(String dataType) {
        return switch (dataType == null ? "" : dataType) {
            case "Integer" -> "BIGINT";
            case "Numeric" -> "DOUBLE";
            case "Boolean" -> "BOOLEAN";
            case "Enumeration" -> "ENUM";
            case "Set" -> "SET";
            case "String" -> "VARCHAR";
            default -> "";
        };
    }

    private static String firstSentence(String doc) {
        if (doc == null) {
            return "";
        }
        String line = doc.strip().lines().findFirst().orElse("");
        return line.length() > 300 ? line.substring(0, 297) + "..." : line;
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }

    private static Double toDouble(String s) {
        if (s == null || s.isEmpty()) {
            return null;
        }
        try {
            return Double.parseDouble(s);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    public Optional<VariableInfo> find(String name) {
        return Optional.ofNullable(variables.get(normalise(name)));
    }

    public Map<String, VariableInfo> all() {
        return variables;
    }

    public ServerInfo server() {
        return server;
    }

    public static String normalise(String name) {
        return name.trim().replace('-', '_').toLowerCase(Locale.ROOT);
    }

    /**
     * What is wrong with a setting's name on this server, in the one wording a run and the editor
     * share ("unknown variable 'x': … has no such variable (did you mean …?)"); empty when it exists.
     */
    public Optional<String> unknown(String name) {
        Optional<String> removed = removed(name);
        if (removed.isPresent()) {
            return removed;
        }
        if (find(name).isPresent()) {
            return Optional.empty();
        }
        List<String> hints = suggestions(name);
        return Optional.of("unknown variable '" + name + "': " + server.version() + " has no such variable"
                + (hints.isEmpty() ? "" : " (did you mean " + String.join(", ", hints) + "?)"));
    }

    /**
     * The refusal of a variable this server's release removed or superseded, naming what to set
     * instead ({@link Flavour#removed}): {@code expire_logs_days} on MySQL 8.2+, the query cache on
     * 8.0+; on MySQL, a variable only MariaDB has, saying the experiment needs MariaDB.
     */
    public Optional<String> removed(String name) {
        Flavour flavour = Flavour.of(server);
        if (flavour == Flavour.MYSQL && Flavour.mariadbOnly(name) && find(name).isEmpty()) {
            return Optional.of(Flavour.needsMariadb(normalise(name), server.version()));
        }
        return flavour.removed(name, Release.parse(server.version())).map(RemovedVariable::sentence);
    }

    /** Up to three known names closest to a misspelt one, for "did you mean" hints. */
    public List<String> suggestions(String name) {
        return closest(name, variables.keySet());
    }

    /** Up to three of {@code known} closest to a misspelt {@code name} (case and '-'/'_' ignored), as written in {@code known}. */
    public static List<String> closest(String name, java.util.Collection<String> known) {
        String n = normalise(name);
        List<String> out = new ArrayList<>();
        known.stream()
                .map(k -> Map.entry(k, distance(n, normalise(k))))
                .filter(e -> e.getValue() <= Math.max(2, n.length() / 4))
                .sorted(Map.Entry.comparingByValue())
                .limit(3)
                .forEach(e -> out.add(e.getKey()));
        return out;
    }

    private static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
