package io.benchlab.core.settings;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleFormat;
import java.util.ArrayList;
import java.util.LinkedHashMap;
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
 * <p>On a cluster every node is compared with the same node of the other variants (a variant's
 * {@code nodeSettings} change one node only), and each row names its node: "replica1 ·
 * innodb_flush_log_at_trx_commit". A node only some variants have is not compared (the cluster
 * section shows the shapes); a single server compared with a cluster stands for its writing node.
 *
 * @param variants        the variants compared, in bundle order (values below line up with it)
 * @param variables       one row per differing variable, by node (in the cluster's order), then name
 * @param optimizerSwitch one row per differing optimizer_switch flag, by node, then flag
 * @param compared        how many variables were compared (on a cluster: summed over the nodes)
 * @param nodes           on a cluster, the nodes compared; empty for single servers
 */
public record VariableDiff(List<String> variants, List<Row> variables, List<Row> optimizerSwitch, int compared,
                           @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> nodes) {

    public VariableDiff {
        nodes = nodes == null ? List.of() : List.copyOf(nodes);
    }

    /** Single servers. */
    public VariableDiff(List<String> variants, List<Row> variables, List<Row> optimizerSwitch, int compared) {
        this(variants, variables, optimizerSwitch, compared, List.of());
    }

    /**
     * @param name      variable (or optimizer_switch flag) name
     * @param values    per variant, null where that server has no such variable
     * @param setByUser per variant, whether the experiment set it (false: the server's default or benchlab's start-up)
     * @param node      on a cluster, the node whose variable this is; null for single servers
     */
    public record Row(String name, List<String> values, List<Boolean> setByUser, @JsonInclude(JsonInclude.Include.NON_NULL) String node) {

        /** A single server's row. */
        public Row(String name, List<String> values, List<Boolean> setByUser) {
            this(name, values, setByUser, null);
        }

        public boolean anySetByUser() {
            return setByUser.contains(true);
        }

        /** How every face names the row: the name, after its node on a cluster ("replica1 · sync_binlog"). */
        public String label() {
            return node == null ? name : node + NODE_SEPARATOR + name;
        }
    }

    /** Between a node's name and a variable's in {@link Row#label()}. */
    public static final String NODE_SEPARATOR = " · ";

    /** Per-instance variables: they differ between any two servers and say nothing about behaviour. */
    static final Set<String> PER_INSTANCE = Set.of("basedir", "datadir", "pid_file", "socket", "port", "log_error", "tmpdir",
            "general_log_file", "slow_query_log_file", "plugin_dir", "lc_messages_dir", "character_sets_dir", "hostname",
            "log_bin_basename", "log_bin_index", "relay_log_basename", "relay_log_index", "relay_log_info_file",
            "innodb_data_home_dir", "innodb_log_group_home_dir", "innodb_tmpdir", "server_uuid", "report_host", "report_port",
            "gtid_binlog_pos", "gtid_binlog_state", "gtid_current_pos", "gtid_slave_pos", "secure_file_priv", "log_basename",
            "innodb_buffer_pool_filename", "innodb_undo_directory", "innodb_temp_data_file_path", "mysqlx_socket", "mysqlx_port",
            "persisted_globals_load", "general_log", "timestamp", "aria_log_dir_path", "wsrep_data_home_dir", "server_uid");

    /**
     * The diff between all variants of a bundle (empty for bundles written before variables were
     * recorded), values in the units the experiment wrote them in ({@link SettingText}).
     */
    public static VariableDiff of(Bundle bundle) {
        List<ServerVariables> servers = ServerVariables.of(bundle.jsonRecords(BundleFormat.SERVER_VARIABLES));
        return of(servers, servers.stream().map(s -> SettingText.of(bundle, s.variant())).toList());
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
        return of(List.of(va.get().as(labelA), vb.get().as(labelB)), List.of(SettingText.of(a, variantA), SettingText.of(b, variantB)));
    }

    /** Values as the servers wrote them. */
    public static VariableDiff of(List<ServerVariables> servers) {
        return of(servers, List.of());
    }

    /**
     * The diff between servers, each differing value written by the matching {@code texts} (the
     * experiment's units, {@link SettingText}; the comparison itself is of the servers' values).
     *
     * @param texts one per server, or empty for the servers' own text
     */
    public static VariableDiff of(List<ServerVariables> servers, List<SettingText> texts) {
        List<String> variants = servers.stream().map(ServerVariables::variant).toList();
        String writing = servers.stream().filter(ServerVariables::clustered).map(ServerVariables::node).findFirst().orElse(null);
        List<Map<String, ServerVariables>> split = servers.stream().map(s -> {
            Map<String, ServerVariables> byNode = s.byNode();
            if (writing == null || s.clustered()) {
                return byNode;
            }
            Map<String, ServerVariables> asWriting = new LinkedHashMap<>();
            asWriting.put(writing, byNode.get(""));
            return asWriting;
        }).toList();
        List<String> nodes = split.isEmpty() ? List.of()
                : split.get(0).keySet().stream().filter(n -> split.stream().allMatch(m -> m.containsKey(n))).toList();
        List<Row> rows = new ArrayList<>();
        List<Row> flags = new ArrayList<>();
        int compared = 0;
        for (String node : nodes) {
            List<ServerVariables> column = split.stream().map(m -> m.get(node)).toList();
            compared += compare(column, texts, writing == null ? null : node, rows, flags);
        }
        return new VariableDiff(variants, rows, flags, compared, writing == null ? List.of() : nodes);
    }

    /** Adds the rows that differ between {@code servers} (one node of each variant) and says how many variables were compared. */
    private static int compare(List<ServerVariables> servers, List<SettingText> texts, String node, List<Row> rows, List<Row> flags) {
        Set<String> names = new TreeSet<>();
        servers.forEach(s -> {
            names.addAll(s.global().keySet());
            names.addAll(s.session().keySet());
        });
        names.removeAll(PER_INSTANCE);
        for (String name : names) {
            if (name.equals("optimizer_switch")) {
                flags.addAll(flagRows(servers, node));
                continue;
            }
            List<String> values = servers.stream().map(s -> s.value(name)).toList();
            if (values.stream().distinct().count() > 1 && !allPaths(values)) {
                List<String> written = new ArrayList<>();
                for (int i = 0; i < values.size(); i++) {
                    written.add(i < texts.size() ? texts.get(i).text(name, values.get(i)) : values.get(i));
                }
                rows.add(new Row(name, written, servers.stream().map(s -> s.setByUser().contains(name)).toList(), node));
            }
        }
        return names.size();
    }

    /** A variable whose every value is an absolute path names where this instance keeps something. */
    private static boolean allPaths(List<String> values) {
        return values.stream().filter(Objects::nonNull).allMatch(v -> v.startsWith("/"));
    }

    private static List<Row> flagRows(List<ServerVariables> servers, String node) {
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
                out.add(new Row(flag, values, set, node));
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

    /** Variables some servers lack, grouped: variants lacking the same names (the same version) share one entry; names as {@link Row#label()}. */
    public List<Lacking> lacking() {
        java.util.Map<List<String>, List<String>> groups = new java.util.LinkedHashMap<>();
        for (int i = 0; i < variants.size(); i++) {
            int at = i;
            List<String> missing = notEverywhere().stream().filter(r -> r.values().get(at) == null).map(Row::label).toList();
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

    /** Whether the servers compared are clusters (rows name their node). */
    public boolean perNode() {
        return !nodes.isEmpty();
    }

    /** Looks up a row by variable name (on a cluster: the first node's row that has it). */
    public java.util.Optional<Row> variable(String name) {
        return variables.stream().filter(r -> Objects.equals(r.name(), name)).findFirst();
    }
}
