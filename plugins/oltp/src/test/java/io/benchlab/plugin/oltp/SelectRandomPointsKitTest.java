package io.benchlab.plugin.oltp;

import io.benchlab.api.WorkloadPlugin;
import java.util.Map;

/** The kit's suite for select_random_points. */
class SelectRandomPointsKitTest extends ScriptKitTest {
    @Override
    protected WorkloadPlugin plugin() {
        return new OltpPlugins.SelectRandomPoints();
    }
}
