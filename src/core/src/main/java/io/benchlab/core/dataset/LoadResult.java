package io.benchlab.core.dataset;

import java.util.Map;

/** What ensuring a dataset did: reused a complete load, or loaded it (with rows and seconds). */
public record LoadResult(String schema, boolean reused, Map<String, Long> rowsPerTable, double seconds) {
    public long rows() {
        return rowsPerTable.values().stream().mapToLong(Long::longValue).sum();
    }
}
