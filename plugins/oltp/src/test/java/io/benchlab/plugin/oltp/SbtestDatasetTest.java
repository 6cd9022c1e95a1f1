package io.benchlab.plugin.oltp;

import io.benchlab.api.DatasetProvider;
import io.benchlab.testkit.AbstractDatasetProviderTest;
import java.util.Map;

/** The kit's dataset suite on two small sbtest tables (more rows than one chunk, so chunks meet). */
class SbtestDatasetTest extends AbstractDatasetProviderTest {
    @Override
    protected DatasetProvider provider() {
        return new SbtestDataset();
    }

    @Override
    protected Map<String, Object> parameters() {
        return Map.of("tables", 2, "tableSize", 60_000);
    }

    @Override
    protected Map<String, Long> expectedRows() {
        return Map.of("sbtest1", 60_000L, "sbtest2", 60_000L);
    }
}
