package io.benchlab.plugin.oltp;

import io.benchlab.api.WorkloadPlugin;
import io.benchlab.testkit.AbstractWorkloadPluginTest;
import java.util.List;
import java.util.Map;

/** The kit's suite for the old id oltp-point-select, with its old parameters. */
class LegacyPointSelectKitTest extends AbstractWorkloadPluginTest {
    @Override
    protected WorkloadPlugin plugin() {
        return new LegacyPlugins.PointSelect();
    }

    @Override
    protected Map<String, Object> parameters() {
        return Map.of("tableSize", 1000, "schema", "kit_point_select");
    }

    @Override
    protected List<Map<String, Object>> invalidParameters() {
        return List.of(Map.of("schema", "x y"), Map.of("engine", "no such"));
    }
}
