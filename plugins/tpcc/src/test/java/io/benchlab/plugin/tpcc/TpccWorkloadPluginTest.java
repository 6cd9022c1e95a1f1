package io.benchlab.plugin.tpcc;

import io.benchlab.api.WorkloadPlugin;
import io.benchlab.testkit.AbstractWorkloadPluginTest;
import java.util.List;
import java.util.Map;

/** The kit's suite at one warehouse: two variants of noWait terminals, the consistency check after each. */
class TpccWorkloadPluginTest extends AbstractWorkloadPluginTest {
    @Override
    protected WorkloadPlugin plugin() {
        return new TpccWorkloadPlugin();
    }

    @Override
    protected Map<String, Object> parameters() {
        return Map.of("warehouses", 1);
    }

    @Override
    protected List<Map<String, Object>> invalidParameters() {
        return List.of(Map.of("mix", List.of("new_order=50", "payment=40")), Map.of("mix", List.of("neworder=50", "payment=50")),
                Map.of("mix", List.of("new_order")), Map.of("warehouses", 0));
    }
}
