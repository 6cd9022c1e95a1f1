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
 * @param readOnly whether the workers only read (no INSERT, UPDATE, DELETE, DDL, no locking reads).
 *                On a replication cluster such a stream may run on the replicas
 *                ({@code stream.readFrom}); a stream that writes always runs where the experiment
 *                writes ({@code stream.writeTo}), since a write to a replica would make it differ
 *                from its primary.
 */
public record StreamOperation(String name, String group, StreamWorker.Factory workers, String unit, boolean readOnly)
        implements Operation {

    /** Checks the name and factory; a blank unit becomes {@code operations}. */
    public StreamOperation {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(workers, "workers");
        group = group == null ? "" : group;
        unit = unit == null || unit.isBlank() ? "operations" : unit;
    }

    /** A stream that may write: it runs where the experiment writes. */
    public StreamOperation(String name, String group, StreamWorker.Factory workers, String unit) {
        this(name, group, workers, unit, false);
    }

    /** A stream whose workers only read: on a cluster it runs where the experiment reads ({@code stream.readFrom}). */
    public static StreamOperation reads(String name, String group, StreamWorker.Factory workers, String unit) {
        return new StreamOperation(name, group, workers, unit, true);
    }
}
