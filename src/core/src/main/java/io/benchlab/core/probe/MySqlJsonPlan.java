package io.benchlab.core.probe;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.benchlab.core.util.Json;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A plan fingerprint read from MySQL's {@code EXPLAIN FORMAT=JSON}, for the plans whose tabular
 * EXPLAIN is missing or says too little: the hypergraph optimizer (9.x) has no tabular EXPLAIN at
 * all, and its plans (and any plan under {@code explain_json_format_version = 2}) are an iterator
 * tree. Two shapes, as the MySQL manual documents them:
 * <ul>
 *   <li>version 1 ({@code "query_block"}): each {@code "table"} object, in document order, as
 *       {@code table:access_type:key[markers]} joined by " > " — the tabular fingerprint's form, so
 *       a plan reads the same either way ({@code using_join_buffer} "hash join" / "Batched Key Access",
 *       MRR, index condition pushdown, covering index, temporary table, filesort);</li>
 *   <li>version 2 ({@code "operation"}/{@code "inputs"}): the tree itself, a join as
 *       {@code algorithm join(left, right)}, a table access as {@code table:access_type:index}, a
 *       sort, aggregate, filter … as {@code kind(input)}: the hypergraph optimizer's shape (bushy
 *       joins included) in one comparable line.</li>
 * </ul>
 */
public final class MySqlJsonPlan {
    private static final ObjectMapper JSON = Json.mapper();

    private MySqlJsonPlan() {
    }

    /** The fingerprint of a FORMAT=JSON text; empty when it is not a plan MySQL writes. */
    public static String fingerprint(String json) {
        if (json == null || json.isBlank()) {
            return "";
        }
        JsonNode root;
        try {
            root = JSON.readTree(json);
        } catch (java.io.IOException e) {
            return "";
        }
        if (root.has("query_block")) {
            List<String> tables = new ArrayList<>();
            collectTables(root.get("query_block"), tables, new ArrayList<>());
            return String.join(" > ", tables);
        }
        if (root.has("query_plan")) {
            return tree(root.get("query_plan"));
        }
        if (root.has("operation") || root.has("access_type")) {
            return tree(root);
        }
        return "";
    }

    /**
     * Version 1: every {@code "table"} object in document order. A grouping or ordering step's
     * temporary table and filesort ({@code using_temporary_table}, {@code using_filesort} on the
     * operation around the tables) go to the first table inside it, where the tabular EXPLAIN shows them.
     */
    private static void collectTables(JsonNode node, List<String> out, List<String> pending) {
        if (node.isArray()) {
            node.forEach(n -> collectTables(n, out, pending));
            return;
        }
        if (!node.isObject()) {
            return;
        }
        if (!node.has("table_name")) {
            if (node.path("using_temporary_table").asBoolean(false) && !pending.contains("using temporary")) {
                pending.add("using temporary");
            }
            if (node.path("using_filesort").asBoolean(false) && !pending.contains("using filesort")) {
                pending.add("using filesort");
            }
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (e.getKey().equals("table") && e.getValue().isObject()) {
                out.add(table(e.getValue(), pending));
                pending.clear();
            }
            collectTables(e.getValue(), out, pending);
        }
    }

    private static String table(JsonNode t, List<String> pending) {
        StringBuilder sb = new StringBuilder(text(t, "table_name")).append(':').append(text(t, "access_type")).append(':')
                .append(text(t, "key"));
        List<String> markers = new ArrayList<>();
        if (t.has("using_join_buffer")) {
            markers.add("using join buffer (" + text(t, "using_join_buffer").toLowerCase(Locale.ROOT) + ")");
        }
        if (t.path("using_MRR").asBoolean(false)) {
            markers.add("using mrr");
        }
        if (t.has("index_condition")) {
            markers.add("using index condition");
        }
        if (t.path("using_index").asBoolean(false)) {
            markers.add("using index");
        }
        if (t.has("attached_condition")) {
            markers.add("using where");
        }
        markers.addAll(pending.stream().sorted(java.util.Comparator.comparing(m -> m.equals("using filesort"))).toList());
        if (!markers.isEmpty()) {
            sb.append('[').append(String.join("; ", markers)).append(']');
        }
        return sb.toString();
    }

    /** Version 2: the iterator tree ({@code "query_plan"} in 8.3+'s output, the root itself before). */
    private static String tree(JsonNode n) {
        String access = text(n, "access_type");
        List<String> inputs = new ArrayList<>();
        n.path("inputs").forEach(i -> inputs.add(tree(i)));
        if (n.has("table_name")) {
            // an index access says which kind (index_lookup, index_range_scan …); a scan of a temporary table has inputs
            String how = n.has("index_access_type") ? text(n, "index_access_type") : access;
            String table = text(n, "table_name") + ':' + how + ':' + text(n, "index_name");
            return inputs.isEmpty() ? table : table + "(" + String.join(", ", inputs) + ")";
        }
        String kind = access.equals("join")
                ? (text(n, "join_algorithm") + " " + text(n, "join_type")).strip().replaceAll("\\s+", " ") + " join"
                : access.isEmpty() ? "node" : access;
        return inputs.isEmpty() ? kind : kind + "(" + String.join(", ", inputs) + ")";
    }

    private static String text(JsonNode n, String field) {
        JsonNode v = n.get(field);
        return v == null || v.isNull() ? "" : v.asText();
    }
}
