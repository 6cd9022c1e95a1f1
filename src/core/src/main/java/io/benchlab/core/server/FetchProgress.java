package io.benchlab.core.server;

/** Progress of fetching or unpacking server binaries (bytes or entries done out of total; total -1 if unknown). */
@FunctionalInterface
public interface FetchProgress {
    FetchProgress NONE = (step, done, total) -> { };

    void progress(String step, long done, long total);
}
