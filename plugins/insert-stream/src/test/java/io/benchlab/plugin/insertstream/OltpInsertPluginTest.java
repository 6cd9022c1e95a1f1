package io.benchlab.plugin.insertstream;

import io.benchlab.api.WorkloadPlugin;
import io.benchlab.testkit.AbstractWorkloadPluginTest;
import java.util.List;
import java.util.Map;

/** The kit's suite on a small sbtest table. */
class OltpInsertPluginTest extends AbstractWorkloadPluginTest {

    @Override
    protected WorkloadPlugin plugin() {
        return new OltpInsertPlugin();
    }

    @Override
    protected Map<String, Object> parameters() {
        return Map.of("tableSize", 1000, "schema", "kit_oltp_insert");
    }

    @Override
    protected List<Map<String, Object>> invalidParameters() {
        return List.of(Map.of("schema", "x y"));
    }
}
