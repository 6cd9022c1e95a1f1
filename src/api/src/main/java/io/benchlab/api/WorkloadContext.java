package io.benchlab.api;

import java.nio.file.Path;
import java.sql.Connection;

/** What the engine offers a workload while it prepares. */
public interface WorkloadContext {

    /** A connection to the target server, in the workload's schema; do not close it. */
    Connection connection();

    /** The server the workload runs against. */
    ServerInfo server();

    /** Resolves a path as written in the experiment file (relative to that file's folder). */
    Path resolve(String pathInExperiment);

    /** Reports progress of a long step; {@code total} may be -1 when unknown. */
    void progress(String step, long done, long total);

    /** A line for the run log (never put secrets here). */
    void log(String message);
}
