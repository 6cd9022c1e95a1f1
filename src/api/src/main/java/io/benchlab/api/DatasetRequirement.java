package io.benchlab.api;

import java.util.Map;
import java.util.Objects;

/**
 * A dataset a workload needs, by {@link DatasetProvider#id()} and raw parameters (validated by the
 * provider), e.g. {@code new DatasetRequirement("ssb", Map.of("sf", 0.01))}.
 *
 * @param dataset    the provider id
 * @param parameters raw values as an experiment file would give them; {@code null} for none
 */
public record DatasetRequirement(String dataset, Map<String, Object> parameters) {
    /** Copies the parameters; {@code null} becomes an empty map. */
    public DatasetRequirement {
        Objects.requireNonNull(dataset, "dataset");
        parameters = parameters == null ? Map.of() : Map.copyOf(parameters);
    }
}
