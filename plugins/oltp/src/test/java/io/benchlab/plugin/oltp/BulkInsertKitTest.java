package io.benchlab.plugin.oltp;

import io.benchlab.api.WorkloadPlugin;
import io.benchlab.testkit.AbstractWorkloadPluginTest;
import java.util.List;
import java.util.Map;

/** The kit's suite for bulk_insert (its own schema; no dataset). */
class BulkInsertKitTest extends AbstractWorkloadPluginTest {
    @Override
    protected WorkloadPlugin plugin() {
        return new OltpPlugins.BulkInsert();
    }

    @Override
    protected Map<String, Object> parameters() {
        return Map.of("schema", "kit_bulk");
    }

    /** 40 rows fit into one INSERT, sent when a worker closes: enough rows that each worker sends some. */
    @Override
    protected Map<String, Object> stream() {
        return Map.of("threads", 2, "operations", 120_000, "duration", "20s");
    }

    @Override
    protected List<Map<String, Object>> invalidParameters() {
        return List.of(Map.of("schema", "x y"));
    }
}
