package io.benchlab.plugin.fileio;

import io.benchlab.api.WorkloadPlugin;
import io.benchlab.testkit.AbstractWorkloadPluginTest;
import java.util.List;
import java.util.Map;

/**
 * The kit's suite, as every workload has it: the descriptor, the service registration, the API version,
 * bad parameters in one line, and two variants run through the real engine (server type none: fileio
 * needs no server) on 3 small files in the page cache.
 */
class FileIoKitTest extends AbstractWorkloadPluginTest {
    @Override
    protected WorkloadPlugin plugin() {
        return new FileIoPlugin();
    }

    @Override
    protected Map<String, Object> parameters() {
        return Map.of("mode", "rndrd", "files", 3, "totalSize", "96K", "blockSize", "4K", "direct", false, "cleanup", true);
    }

    @Override
    protected List<Map<String, Object>> invalidParameters() {
        return List.of(Map.of("mode", "sideways"), Map.of("blockSize", "100"), Map.of("files", 0));
    }
}
