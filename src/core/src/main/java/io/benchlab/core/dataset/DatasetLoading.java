package io.benchlab.core.dataset;

import io.benchlab.api.DatasetPlan;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.ManagedServer;
import io.benchlab.core.server.ServerFactory;
import java.sql.SQLException;

/**
 * Loading a dataset onto a server the one way both a run and {@code benchlab dataset load} do it:
 * generated with one thread per core, progress reported to the caller's listener (a run's
 * listener is one), and a managed server that is only loaded into kept running with the options
 * it already has.
 */
public final class DatasetLoading {
    private final ConnectionPool pool;
    private final DatasetListener progress;
    /** The server's datadir on this machine (a plan larger than its disk's free room is refused); null when unknown. */
    private final java.nio.file.Path dataDir;

    public DatasetLoading(ConnectionPool pool, DatasetListener progress) {
        this(pool, progress, null);
    }

    /** @param dataDir the server's datadir when it is on this machine, else null */
    public DatasetLoading(ConnectionPool pool, DatasetListener progress, java.nio.file.Path dataDir) {
        this.pool = pool;
        this.progress = progress;
        this.dataDir = dataDir;
    }

    /**
     * Starts a managed server for loading (or uses it as it runs) with the start-up options it
     * already runs with, and opens a small pool on it. A run starts its servers with its variants'
     * options instead, and loads through its own pool.
     */
    public static ConnectionPool open(ManagedServer server) {
        server.ensureRunning(server.currentOptions(), 0);
        return ConnectionPool.open(ServerFactory.endpoint(server), ConnectionPool.forWorkers(0));
    }

    /** Loads the plan, or finds it loaded and reuses it (see {@link DatasetLoader#ensure}). */
    public LoadResult ensure(DatasetPlan plan) throws SQLException {
        return new DatasetLoader(pool, progress, Runtime.getRuntime().availableProcessors()).onDataDir(dataDir).ensure(plan);
    }
}
