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
}
