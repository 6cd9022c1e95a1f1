package io.benchlab.api;

import java.nio.file.Path;
import java.sql.Connection;

/** What the engine offers a workload while it prepares. */
public interface WorkloadContext {

    /**
     * A connection to the target server, in the workload's schema; do not close it. {@code null}
     * for a workload that {@linkplain WorkloadPlugin#needsServer() needs no server}.
     */
    Connection connection();

    /** The server the workload runs against; {@code null} without a server. */
    ServerInfo server();

    /**
     * A folder under benchlab's home kept for this workload's own files between runs (e.g. a
     * storage benchmark's test files when the user names no directory); created on demand. The
     * default, for contexts outside the engine, is a folder under the system's temp folder.
     */
    default Path workDirectory() {
        return Path.of(System.getProperty("java.io.tmpdir"), "benchlab-work");
    }

    /** Resolves a path as written in the experiment file (relative to that file's folder). */
    Path resolve(String pathInExperiment);

    /** Reports progress of a long step; {@code total} may be -1 when unknown. */
    void progress(String step, long done, long total);

    /** A line for the run log (never put secrets here). */
    void log(String message);
}
