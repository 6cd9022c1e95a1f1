package io.benchlab.plugin.oltp;

import io.benchlab.api.WorkloadPlugin;
import java.util.Map;

/** The kit's suite for oltp_insert. */
class OltpInsertKitTest extends ScriptKitTest {
    @Override
    protected WorkloadPlugin plugin() {
        return new OltpPlugins.Insert();
    }
}
