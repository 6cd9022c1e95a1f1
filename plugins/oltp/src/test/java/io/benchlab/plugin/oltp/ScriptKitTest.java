package io.benchlab.plugin.oltp;

import io.benchlab.testkit.AbstractWorkloadPluginTest;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The kit's suite for one script of the family, on small sbtest tables with uniform ids (the kit
 * wants no errors, and sysbench's special distribution makes two threads meet on the same rows).
 */
abstract class ScriptKitTest extends AbstractWorkloadPluginTest {

    @Override
    protected Map<String, Object> parameters() {
        Map<String, Object> p = new HashMap<>(Map.of("tableSize", 5000, "randType", "uniform"));
        p.putAll(extraParameters());
        return p;
    }

    /** What this script adds to (or changes in) the shared small parameters. */
    protected Map<String, Object> extraParameters() {
        return Map.of();
    }

    @Override
    protected List<Map<String, Object>> invalidParameters() {
        return List.of(Map.of("tables", 0), Map.of("randType", "zipf"), Map.of("mysqlStorageEngine", "no such"));
    }
}
