package io.benchlab.api;

/** Something the engine measures: a single query, or a stream of operations run by workers. */
public sealed interface Operation permits QueryOperation, StreamOperation {

    /** Unique within a workload; used as the key in bundles and reports (e.g. {@code Q1.1}). */
    String name();

    /** A grouping label for reports (an SSB flight, a TPC-H query family); may be empty. */
    String group();
}
