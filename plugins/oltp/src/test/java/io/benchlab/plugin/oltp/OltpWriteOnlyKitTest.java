package io.benchlab.plugin.oltp;

import io.benchlab.api.WorkloadPlugin;
import java.util.Map;

/** The kit's suite for oltp_write_only. */
class OltpWriteOnlyKitTest extends ScriptKitTest {
    @Override
    protected WorkloadPlugin plugin() {
        return new OltpPlugins.WriteOnly();
    }
}
