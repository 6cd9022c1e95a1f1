package io.benchlab.api;

import java.util.Map;
import java.util.Objects;

/**
 * A dataset a workload needs, by {@link DatasetProvider#id()} and raw parameters (validated by the
 * provider), e.g. {@code new DatasetRequirement("ssb", Map.of("sf", 0.01))}.
 */
public record DatasetRequirement(String dataset, Map<String, Object> parameters) {
    public DatasetRequirement {
        Objects.requireNonNull(dataset, "dataset");
        parameters = parameters == null ? Map.of() : Map.copyOf(parameters);
    }
}
