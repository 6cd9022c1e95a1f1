package io.benchlab.core.study;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * What a study sees of the variant it runs in. The runner provides it, so studies stay free of the
 * runner's internals: the variant's benchmark connection (session settings applied, in the
 * workload's schema), a restart of its server, progress, cancellation and the bundle.
 */
public interface StudyContext {
    String variant();

    /** The workload's schema. */
    String schema();

    /** The benchmark connection; a new one after {@link #restart()}. */
    Connection connection();

    /** Restarts the variant's server (emptied caches) and reopens the benchmark connection. */
    void restart() throws SQLException;

    /** Throws when the user cancelled the run. */
    void checkCancelled();

    void progress(String step, long done, long total);

    /** Appends one record to a bundle file (see {@link io.benchlab.core.bundle.BundleFormat}). */
    void append(String file, Object record);
}
