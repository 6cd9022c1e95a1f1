package io.benchlab.core.run;

import io.benchlab.api.ServerInfo;
import io.benchlab.api.WorkloadContext;
import java.nio.file.Path;
import java.sql.Connection;

/** What a workload sees while it prepares. */
record Context(Connection connection, ServerInfo server, Path folder, RunListener listener) implements WorkloadContext {

    @Override
    public Path resolve(String pathInExperiment) {
        Path p = Path.of(pathInExperiment.replaceFirst("^~", System.getProperty("user.home")));
        return p.isAbsolute() ? p : folder.resolve(p).normalize();
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
