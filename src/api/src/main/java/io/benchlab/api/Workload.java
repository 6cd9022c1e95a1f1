package io.benchlab.api;

import java.util.List;

/**
 * A configured workload: the data it needs, how to prepare its schema, and the operations the
 * engine measures. Instances are created per run and used from the engine's run thread, except
 * {@link StreamWorker}s, which run on worker threads.
 */
public interface Workload {

    /** Datasets the engine must load (or find loaded) before {@link #prepare}. Empty by default. */
    default List<DatasetRequirement> datasets() {
        return List.of();
    }

    /**
     * The schema (database) the operations run in when no dataset is declared; with datasets the
     * first dataset's schema is used. {@code null} means the connection's default.
     */
    default String schema() {
        return null;
    }

    /**
     * Creates or checks what the operations need beyond datasets (e.g. a user's setup script).
     * Runs once per variant, before any measurement, in the workload's schema.
     */
    default void prepare(WorkloadContext context) throws Exception {
    }

    /** The operations to measure, in execution order. Must not be empty. */
    List<Operation> operations();
}
