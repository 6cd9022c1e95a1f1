package io.benchlab.core.dataset;

import java.time.Instant;
import java.util.Map;

/**
 * The row benchlab keeps in {@code SCHEMA.benchlab_dataset}: which generator made the data, with
 * which identity, and whether the load finished. A status other than {@code complete} means a
 * load was interrupted: the dataset is reloaded, never used.
 */
public record DatasetMarker(String schema, String dataset, String generatorVersion, Map<String, String> identity, String status,
                            Map<String, Long> rows, Instant loadedAt, double seconds) {

    public static final String TABLE = "benchlab_dataset";

    public boolean complete() {
        return "complete".equals(status);
    }
}
