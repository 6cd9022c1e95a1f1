package io.benchlab.plugin.oltp;

import io.benchlab.api.WorkloadPlugin;
import java.util.Map;

/** The kit's suite for oltp_update_non_index. */
class OltpUpdateNonIndexKitTest extends ScriptKitTest {
    @Override
    protected WorkloadPlugin plugin() {
        return new OltpPlugins.UpdateNonIndex();
    }
}
