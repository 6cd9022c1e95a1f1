package io.benchlab.api;

import java.util.Objects;

/**
 * A stream of operations run by N workers for a duration, an operation count, or at an arrival
 * rate; the engine records per-interval throughput and latency percentiles. How long and how many
 * workers is the experiment's choice ({@code stream:} block), not the plugin's.
 *
 * @param name    unique operation name, e.g. {@code insert}
 * @param group   report grouping; may be empty
 * @param workers creates one worker per thread
 * @param unit    what {@link StreamWorker#execute} counts, e.g. {@code rows} or {@code queries}
 */
public record StreamOperation(String name, String group, StreamWorker.Factory workers, String unit)
        implements Operation {

    /** Checks the name and factory; a blank unit becomes {@code operations}. */
    public StreamOperation {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(workers, "workers");
        group = group == null ? "" : group;
        unit = unit == null || unit.isBlank() ? "operations" : unit;
    }
}
