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

    /**
     * Files the workload reads and writes itself, outside any server (a storage benchmark's test
     * files). A cold phase evicts them from the OS page cache and measures that they are gone, and
     * the device holding them is sampled per stream interval. May name files that
     * {@link #prepare} creates. Empty by default.
     */
    default List<java.nio.file.Path> files() {
        return List.of();
    }

    /**
     * Called once when the run ends, however it ended, after the last measurement: removes what
     * {@link #prepare} made when the user asked for that. Nothing by default.
     */
    default void finish() throws Exception {
    }

    /**
     * How to obtain the expected answer of {@code query} for the answer check ({@code options.check}):
     * the same question for an independent engine over the same generated rows, or none (with the
     * reason). Called once per query operation unless the experiment turns the check off
     * ({@code check: none}); the check is on by default for a workload that returns at least one
     * {@link AnswerReference.Query}. By default a workload has no reference answers.
     */
    default AnswerReference answerReference(QueryOperation query) {
        return new AnswerReference.None(null);
    }

    /**
     * Checks what the workload's data must satisfy after it ran (TPC-C's consistency conditions), on a
     * connection in the workload's schema. The engine calls it for each variant after that variant's last
     * measurement, so it never competes with one, and records every condition; one that does not hold
     * marks the run the way a wrong answer does (exit code 3). Return an empty list to check nothing (the
     * default). Errors thrown here fail the run as a plugin fault would.
     *
     * @since API 1 (added in benchlab 0.2; an older engine never calls it)
     */
    default List<DataCheck> check(java.sql.Connection connection) throws java.sql.SQLException {
        return List.of();
    }

    /** The operations to measure, in execution order. Must not be empty. */
    List<Operation> operations();
}
