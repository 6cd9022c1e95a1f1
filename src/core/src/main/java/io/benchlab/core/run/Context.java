package io.benchlab.core.run;

import io.benchlab.api.ServerInfo;
import io.benchlab.api.WorkloadContext;
import io.benchlab.core.util.UserPaths;
import java.nio.file.Path;
import java.sql.Connection;

/** What a workload sees while it prepares. */
record Context(Connection connection, ServerInfo server, Path folder, Path workDirectory, RunListener listener) implements WorkloadContext {

    @Override
    public Path resolve(String pathInExperiment) {
        return UserPaths.resolve(pathInExperiment, folder);
    }

    @Override
    public void progress(String step, long done, long total) {
        listener.progress(step, done, total);
    }

    @Override
    public void log(String message) {
        listener.message(message);
    }
}
