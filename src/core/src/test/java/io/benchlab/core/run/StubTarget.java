package io.benchlab.core.run;

import io.benchlab.core.bundle.Records.ColdProof;
import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.ServerException;
import io.benchlab.core.settings.StartupOptions;
import java.util.Optional;

/**
 * A target that runs nothing, for driving the runner's failure paths: it can be told to die, and
 * it remembers whether the run closed it. It has no server (no pool), so the runner takes the
 * path of {@code server: {type: none}} and the test needs no database.
 */
final class StubTarget implements Target {
    private final String name;
    private volatile String deathReason;
    private volatile boolean closed;
    private int ensured;

    StubTarget(String name) {
        this.name = name;
    }

    /** The server goes away: from now on {@link #death()} says so, as a real target does after its process exited. */
    void die(String reason) {
        deathReason = reason;
    }

    boolean closed() {
        return closed;
    }

    int ensured() {
        return ensured;
    }

    /** A factory handing out this one target for every server block. */
    TargetFactory factory() {
        StubTarget self = this;
        return new TargetFactory() {
            @Override
            public String key(ServerSpec spec) {
                return "stub";
            }

            @Override
            public Target create(ServerSpec spec, RunScope run) {
                return self;
            }
        };
    }

    @Override
    public ConnectionPool pool() {
        throw new ServerException("the stub target has no pool");
    }

    @Override
    public String label() {
        return "stub server '" + name + "'";
    }

    @Override
    public boolean hasServer() {
        return false;
    }

    @Override
    public void ensure(StartupOptions options, int maxConnections) {
        ensured++;
    }

    @Override
    public ColdProof coldRestart(boolean dropCaches) {
        return new ColdProof("stub: nothing to empty", 0, 0, 0, -1, -1, false, false);
    }

    @Override
    public Optional<String> death() {
        return Optional.ofNullable(deathReason);
    }

    @Override
    public void close() {
        closed = true;
    }
}
