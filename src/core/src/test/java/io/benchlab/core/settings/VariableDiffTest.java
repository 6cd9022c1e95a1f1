package io.benchlab.core.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The diff's rules on hand-made records; the e2e VariableDiffEndToEndTest checks it on two real servers. */
class VariableDiffTest {

    private static ServerVariables server(String variant, Map<String, String> global, Map<String, String> session, List<String> set) {
        return new ServerVariables(variant, global.get("version"), global, session, set);
    }

    @Test
    void changedDefaultsSettingsAndFlagsButNoPaths() {
        ServerVariables a = server("old", Map.of("version", "5.5", "innodb_old_blocks_time", "0", "datadir", "/a/data",
                "aria_log_dir_path", "/a/data/", "join_buffer_size", "262144", "optimizer_switch", "mrr=off,bka=off,icp=on",
                "only_old", "1"), Map.of(), List.of());
        ServerVariables b = server("new", Map.of("version", "5.6", "innodb_old_blocks_time", "1000", "datadir", "/b/data",
                "aria_log_dir_path", "/b/data/", "join_buffer_size", "262144", "optimizer_switch", "mrr=off,bka=off,icp=on,new_flag=on"),
                Map.of("join_buffer_size", "4194304", "optimizer_switch", "mrr=on,bka=off,icp=on,new_flag=on"),
                List.of("join_buffer_size", "optimizer_switch"));
        VariableDiff d = VariableDiff.of(List.of(a, b));
        assertEquals(List.of("old", "new"), d.variants());
        assertEquals(List.of("innodb_old_blocks_time", "join_buffer_size", "version"), d.changed().stream().map(VariableDiff.Row::name).toList());
        VariableDiff.Row jbs = d.variable("join_buffer_size").orElseThrow();
        assertEquals(List.of("262144", "4194304"), jbs.values(), "the session value the queries saw");
        assertEquals(List.of(false, true), jbs.setByUser());
        assertFalse(d.variable("innodb_old_blocks_time").orElseThrow().anySetByUser(), "a changed default, not a setting");
        assertEquals(List.of("only_old"), d.notEverywhere().stream().map(VariableDiff.Row::name).toList());
        assertEquals(Arrays.asList("1", null), d.notEverywhere().get(0).values());
        assertEquals(List.of("mrr", "new_flag"), d.optimizerSwitch().stream().map(VariableDiff.Row::name).toList());
        assertEquals(Arrays.asList(null, "on"), d.optimizerSwitch().get(1).values());
    }

    @Test
    void identicalServersHaveNothingToShow() {
        Map<String, String> vars = Map.of("version", "11.4.5", "innodb_buffer_pool_size", "134217728");
        VariableDiff d = VariableDiff.of(List.of(server("a", vars, Map.of(), List.of()), server("b", vars, Map.of(), List.of())));
        assertTrue(d.comparable());
        assertTrue(d.isEmpty());
        assertFalse(VariableDiff.of(List.of(server("a", vars, Map.of(), List.of()))).comparable());
    }

    /** Two replication variants whose primaries are alike: only the replica's own setting differs, and the row names the replica. */
    @Test
    void clusterNodesAreComparedNodeByNode() {
        Map<String, String> primary = Map.of("version", "11.4.5", "innodb_flush_log_at_trx_commit", "1", "server_id", "1");
        ServerVariables.NodeVariables replicaDefault = new ServerVariables.NodeVariables("11.4.5",
                Map.of("version", "11.4.5", "innodb_flush_log_at_trx_commit", "1", "server_id", "2"), List.of());
        ServerVariables.NodeVariables replicaSet = new ServerVariables.NodeVariables("11.4.5",
                Map.of("version", "11.4.5", "innodb_flush_log_at_trx_commit", "2", "server_id", "2"), List.of("innodb_flush_log_at_trx_commit"));
        ServerVariables a = new ServerVariables("flush-1", "11.4.5", primary, Map.of(), List.of(), "primary", Map.of("replica1", replicaDefault));
        ServerVariables b = new ServerVariables("flush-2", "11.4.5", primary, Map.of(), List.of(), "primary", Map.of("replica1", replicaSet));

        VariableDiff d = VariableDiff.of(List.of(a, b));
        assertFalse(d.isEmpty(), "the replica's setting differs");
        assertEquals(List.of("primary", "replica1"), d.nodes());
        assertEquals(6, d.compared(), "three variables on each of two nodes");
        assertEquals(1, d.variables().size(), "server_id differs between nodes, not between variants");
        VariableDiff.Row row = d.variables().get(0);
        assertEquals("replica1", row.node());
        assertEquals("replica1 · innodb_flush_log_at_trx_commit", row.label());
        assertEquals(List.of("1", "2"), row.values());
        assertEquals(List.of(false, true), row.setByUser(), "set by nodeSettings on the second variant only");

        VariableDiff one = VariableDiff.of(List.of(server("x", primary, Map.of(), List.of()), server("y", Map.of("version", "11.4.5",
                "innodb_flush_log_at_trx_commit", "2", "server_id", "1"), Map.of(), List.of())));
        assertFalse(one.perNode());
        assertEquals("innodb_flush_log_at_trx_commit", one.variables().get(0).label(), "a single server's rows name no node");
    }

    /** A single server compared with a cluster stands for its writing node; nodes only the cluster has are left out. */
    @Test
    void singleServerAgainstClusterIsTheWritingNode() {
        Map<String, String> vars = Map.of("version", "11.4.5", "sync_binlog", "0");
        ServerVariables cluster = new ServerVariables("c", "11.4.5", Map.of("version", "11.4.5", "sync_binlog", "1"), Map.of(), List.of(),
                "primary", Map.of("replica1", new ServerVariables.NodeVariables("11.4.5", vars, List.of())));
        VariableDiff d = VariableDiff.of(List.of(server("single", vars, Map.of(), List.of()), cluster));
        assertEquals(List.of("primary"), d.nodes());
        assertEquals(List.of("primary · sync_binlog"), d.variables().stream().map(VariableDiff.Row::label).toList());
    }

    /** Records written before clusters (no node fields) read as single servers; a cluster's record keeps its nodes through JSON. */
    @Test
    void recordsReadOldAndNew() {
        var mapper = io.benchlab.core.util.Json.mapper();
        ServerVariables old = ServerVariables.of(List.of(mapper.valueToTree(Map.of("variant", "v", "version", "11.4.5",
                "global", Map.of("sync_binlog", "0"), "session", Map.of(), "setByUser", List.of())))).get(0);
        assertFalse(old.clustered());
        assertEquals(List.of(""), List.copyOf(old.byNode().keySet()));
        assertFalse(mapper.valueToTree(old).has("otherNodes"), "a single server's record has no node fields");
        ServerVariables cluster = new ServerVariables("v", "11.4.5", Map.of("sync_binlog", "0"), Map.of(), List.of(), "primary",
                Map.of("replica1", new ServerVariables.NodeVariables("11.4.5", Map.of("sync_binlog", "1"), List.of("sync_binlog"))));
        ServerVariables back = ServerVariables.of(List.of(mapper.valueToTree(cluster))).get(0);
        assertEquals(cluster, back);
        assertEquals("1", back.byNode().get("replica1").value("sync_binlog"));
    }
}
