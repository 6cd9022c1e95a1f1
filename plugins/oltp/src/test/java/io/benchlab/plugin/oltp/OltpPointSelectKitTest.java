package io.benchlab.plugin.oltp;

import io.benchlab.api.WorkloadPlugin;
import java.util.Map;

/** The kit's suite for oltp_point_select. */
class OltpPointSelectKitTest extends ScriptKitTest {
    @Override
    protected WorkloadPlugin plugin() {
        return new OltpPlugins.PointSelect();
    }
}
