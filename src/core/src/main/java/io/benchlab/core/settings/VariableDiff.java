package io.benchlab.core.settings;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleFormat;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * The server variables that differ between variants: the first thing to read when two servers
 * are compared, because a changed default (seed 002's {@code innodb_old_blocks_time} 0 → 1000)
 * can explain a timing difference on its own. Defaults count as much as settings: every variable
 * is compared, and the ones the experiment set are marked. {@code optimizer_switch} is compared
 * flag by flag. Variables that name this instance (paths, port, host) always differ and are left
 * out. The CLI, JSON, report and GUI all show this one computation.
 *
 * @param variants        the variants compared, in bundle order (values below line up with it)
 * @param variables       one row per differing variable, by name
 * @param optimizerSwitch one row per differing optimizer_switch flag, by flag
 * @param compared        how many variables were compared
 */
public record VariableDiff(List<String> variants, List<Row> variables, List<Row> optimizerSwitch, int compared) {

    /**
     * @param name      variable (or optimizer_switch flag) name
     * @param values    per variant, null where that server has no such variable
     * @param setByUser per variant, whether the experiment set it (false: the server's default or benchlab's start-up)
     */
    public record Row(String name, List<String> values, List<Boolean> setByUser) {
        public boolean anySetByUser() {
            return setByUser.contains(true);
        }
    }

    /** Per-instance variables: they differ between any two servers and say nothing about behaviour. */
    static final Set<String> PER_INSTANCE = Set.of("basedir", "datadir", "pid_file", "socket", "port", "log_error", "tmpdir",
            "general_log_file", "slow_query_log_file", "plugin_dir", "lc_messages_dir", "character_sets_dir", "hostname",
            "log_bin_basename", "log_bin_index", "relay_log_basename", "relay_log_index", "relay_log_info_file",
            "innodb_data_home_dir", "innodb_log_group_home_dir", "innodb_tmpdir", "server_uuid", "report_host", "report_port",
            "gtid_binlog_pos", "gtid_binlog_state", "gtid_current_pos", "gtid_slave_pos", "secure_file_priv", "log_basename",
            "innodb_buffer_pool_filename", "innodb_undo_directory", "innodb_temp_data_file_path", "mysqlx_socket", "mysqlx_port",
            "persisted_globals_load", "general_log", "timestamp", "aria_log_dir_path", "wsrep_data_home_dir", "server_uid");

    /** The diff between all variants of a bundle (empty for bundles written before variables were recorded). */
    public static VariableDiff of(Bundle bundle) {
        return of(ServerVariables.of(bundle.jsonRecords(BundleFormat.SERVER_VARIABLES)));
    }

    /**
     * The diff between one variant of each of two bundles (or two variants of one), labelled
     * {@code labelA} and {@code labelB}; empty when either has no recorded variables.
     */
    public static VariableDiff between(Bundle a, String variantA, String labelA, Bundle b, String variantB, String labelB) {
        var va = ServerVariables.of(a.jsonRecords(BundleFormat.SERVER_VARIABLES)).stream().filter(v -> v.variant().equals(variantA)).findFirst();
        var vb = ServerVariables.of(b.jsonRecords(BundleFormat.SERVER_VARIABLES)).stream().filter(v -> v.variant().equals(variantB)).findFirst();
        if (va.isEmpty() || vb.isEmpty()) {
            return of(List.of());
        }
        return of(List.of(va.get().as(labelA), vb.get().as(labelB)));
    }

    public static VariableDiff of(List<ServerVariables> servers) {
        List<String> variants = servers.stream().map(ServerVariables::variant).toList();
        Set<String> names = new TreeSet<>();
        servers.forEach(s -> {
            names.addAll(s.global().keySet());
            names.addAll(s.session().keySet());
        });
        names.removeAll(PER_INSTANCE);
        List<Row> rows = new ArrayList<>();
        List<Row> flags = new ArrayList<>();
        for (String name : names) {
            if (name.equals("optimizer_switch")) {
                flags.addAll(flagRows(servers));
                continue;
            }
            List<String> values = servers.stream().map(s -> s.value(name)).toList();
            if (values.stream().distinct().count() > 1 && !allPaths(values)) {
                rows.add(new Row(name, values, servers.stream().map(s -> s.setByUser().contains(name)).toList()));
            }
        }
        return new VariableDiff(variants, rows, flags, names.size());
    }

    /** A variable whose every value is an absolute path names where this instance keeps something. */
    private static boolean allPaths(List<String> values) {
        return values.stream().filter(Objects::nonNull).allMatch(v -> v.startsWith("/"));
    }

    private static List<Row> flagRows(List<ServerVariables> servers) {
        List<Map<String, String>> parsed = servers.stream()
                .map(s -> s.value("optimizer_switch") == null ? Map.<String, String>of() : OptimizerSwitch.parse(s.value("optimizer_switch")))
                .toList();
        Set<String> flagNames = new LinkedHashSet<>();
        parsed.forEach(p -> flagNames.addAll(p.keySet()));
        List<Row> out = new ArrayList<>();
        List<Boolean> set = servers.stream().map(s -> s.setByUser().contains("optimizer_switch")).toList();
        for (String flag : new TreeSet<>(flagNames)) {
            List<String> values = parsed.stream().map(p -> p.get(flag)).toList();
            if (values.stream().distinct().count() > 1) {
                out.add(new Row(flag, values, set));
            }
        }
        return out;
    }

    /** Variables every server has, with different values: changed defaults and the experiment's settings. */
    public List<Row> changed() {
        return variables.stream().filter(r -> !r.values().contains(null)).toList();
    }

    /** Variables only some of the servers have (new or removed between versions). */
    public List<Row> notEverywhere() {
        return variables.stream().filter(r -> r.values().contains(null)).toList();
    }

    /** Variables some servers lack, grouped: variants lacking the same names (the same version) share one entry. */
    public List<Lacking> lacking() {
        java.util.Map<List<String>, List<String>> groups = new java.util.LinkedHashMap<>();
        for (int i = 0; i < variants.size(); i++) {
            int at = i;
            List<String> missing = notEverywhere().stream().filter(r -> r.values().get(at) == null).map(Row::name).toList();
            if (!missing.isEmpty()) {
                groups.computeIfAbsent(missing, k -> new ArrayList<>()).add(variants.get(i));
            }
        }
        return groups.entrySet().stream().map(e -> new Lacking(e.getValue(), e.getKey())).toList();
    }

    /** @param variants the variants whose servers lack {@code names} */
    public record Lacking(List<String> variants, List<String> names) {
    }

    /** Nothing differs (or there is only one variant). */
    public boolean isEmpty() {
        return variables.isEmpty() && optimizerSwitch.isEmpty();
    }

    /** Whether there is anything to compare: two or more variants with recorded variables. */
    public boolean comparable() {
        return variants.size() > 1;
    }

    /** Looks up a row by variable name. */
    public java.util.Optional<Row> variable(String name) {
        return variables.stream().filter(r -> Objects.equals(r.name(), name)).findFirst();
    }
}
