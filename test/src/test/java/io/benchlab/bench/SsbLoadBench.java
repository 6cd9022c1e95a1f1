package io.benchlab.bench;

import io.benchlab.api.DatasetPlan;
import io.benchlab.api.DatasetProvider;
import io.benchlab.api.Parameters;
import io.benchlab.api.RowChunk;
import io.benchlab.api.TableSpec;
import io.benchlab.core.dataset.DatasetListener;
import io.benchlab.core.dataset.DatasetLoader;
import io.benchlab.core.dataset.LoadResult;
import io.benchlab.core.dataset.TsvRowSink;
import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.ManagedServer;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.server.StartupOptions;
import io.benchlab.core.util.BenchlabHome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Loader speed benchmark (not a test; nothing is asserted). In one run, on one embedded server:
 * <ol>
 *   <li>single-threaded generation rate of lineorder (no server),</li>
 *   <li>benchlab's loader: generate + stream into LOAD DATA LOCAL (schema {@code ssb_sf…}),</li>
 *   <li>the same rows exported to {@code .tbl} files, then loaded with plain server-side
 *       {@code LOAD DATA INFILE} into schema {@code ssb_fileload} with the same DDL and the same
 *       after-load statements: the practical limit of the server.</li>
 * </ol>
 * Prints both load times and their ratio. The first schema is dropped before the file load so
 * both loads start from the same buffer-pool state. {@code -Dbench.streams=N} sets how many tables
 * the loader loads at a time, {@code -Dbench.bufferPool=SIZE} the server's buffer pool.
 *
 * <p>Run it with {@code scripts/bench-ssb-load.sh [SF] [HOME]}.
 */
public final class SsbLoadBench {

    public static void main(String[] args) throws Exception {
        double sf = args.length > 0 ? Double.parseDouble(args[0]) : 1.0;
        Path homeDir = args.length > 1 ? Path.of(args[1]) : Files.createTempDirectory("benchlab-loadbench");
        int threads = Runtime.getRuntime().availableProcessors();
        Path exportDir = homeDir.resolve("export").toAbsolutePath();
        Files.createDirectories(exportDir);

        DatasetPlan plan;
        try (PluginRegistry registry = PluginRegistry.load(SsbLoadBench.class.getClassLoader(), List.of())) {
            DatasetProvider ssb = registry.dataset("ssb");
            plan = ssb.plan(Parameters.validate(ssb.parameters(), Map.of("sf", sf)));
        }
        System.out.printf("SSB SF %s: %,d rows; %d cores; home %s%n", sf, plan.expectedRows(), threads, homeDir);

        generationRate(plan);

        ManagedServer server = new ServerFactory(new BenchlabHome(homeDir.toAbsolutePath()))
                .managed(new ServerSpec("embedded", "loadbench", null, null, null, null, null, null, null));
        Map<String, String> options = new LinkedHashMap<>();
        options.put("secure_file_priv", exportDir.toString());
        options.put("innodb_buffer_pool_size", System.getProperty("bench.bufferPool", "1G"));
        options.put("innodb_log_file_size", "512M");
        server.ensureRunning(new StartupOptions(options), 0);
        try (ConnectionPool pool = ConnectionPool.open(ServerFactory.endpoint(server), 4)) {
            // 1. benchlab's loader
            long t0 = System.nanoTime();
            int streams = Integer.getInteger("bench.streams", DatasetLoader.DEFAULT_STREAMS);
            LoadResult loaded = new DatasetLoader(pool, DatasetListener.NONE, threads, streams).ensure(plan);
            double loaderSeconds = (System.nanoTime() - t0) / 1e9;
            System.out.printf("generate + LOAD DATA LOCAL (benchlab, %d table(s) at a time): %,d rows in %.2f s (%,.0f rows/s)%n",
                    streams, loaded.rows(), loaderSeconds, loaded.rows() / loaderSeconds);
            try (Connection c = pool.connection(); Statement s = c.createStatement()) {
                DatasetLoader.drop(c, plan.schema());
                s.execute("FLUSH TABLES");
            }

            // 2. export to files (not part of either timing)
            long t1 = System.nanoTime();
            Map<String, Path> files = DatasetLoader.export(plan, exportDir, threads);
            long bytes = 0;
            for (Path p : files.values()) {
                bytes += Files.size(p);
            }
            System.out.printf("export to .tbl files: %,d bytes in %.2f s%n", bytes, (System.nanoTime() - t1) / 1e9);

            // 3. plain server-side LOAD DATA INFILE of the files
            double fileSeconds = fileLoad(pool, plan, files);
            System.out.printf("LOAD DATA INFILE of the files (server limit): %,d rows in %.2f s (%,.0f rows/s)%n",
                    plan.expectedRows(), fileSeconds, plan.expectedRows() / fileSeconds);
            System.out.printf("ratio generate+load / file load: %.2f%n", loaderSeconds / fileSeconds);
            try (Connection c = pool.connection(); Statement s = c.createStatement()) {
                s.execute("DROP DATABASE ssb_fileload");
            }
            for (Path p : files.values()) {
                Files.deleteIfExists(p);
            }
        } finally {
            server.stop();
        }
    }

    /** Single-threaded generation of lineorder into the loader's encoder, no server. */
    private static void generationRate(DatasetPlan plan) throws Exception {
        TableSpec lo = plan.tables().stream().filter(t -> t.name().equals("lineorder")).findFirst().orElseThrow();
        List<RowChunk> chunks = lo.chunks();
        for (int i = 0; i < Math.min(3, chunks.size()); i++) {
            chunks.get(i).writeRows(new TsvRowSink(1 << 20)); // warm-up
        }
        long rows = 0;
        long bytes = 0;
        long start = System.nanoTime();
        for (RowChunk chunk : chunks) {
            TsvRowSink sink = new TsvRowSink(1 << 20);
            chunk.writeRows(sink);
            rows += sink.rows();
            bytes += sink.size();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf("generate lineorder, 1 thread, no server: %,d rows, %,d bytes in %.2f s (%,.0f rows/s, %.0f MB/s)%n",
                rows, bytes, seconds, rows / seconds, bytes / seconds / 1e6);
    }

    private static double fileLoad(ConnectionPool pool, DatasetPlan plan, Map<String, Path> files) throws Exception {
        long start = System.nanoTime();
        try (Connection c = pool.connection()) {
            try (Statement s = c.createStatement()) {
                s.execute("DROP DATABASE IF EXISTS ssb_fileload");
                s.execute("CREATE DATABASE ssb_fileload");
            }
            c.setCatalog("ssb_fileload");
            try (Statement s = c.createStatement()) {
                s.execute("SET SESSION unique_checks = 0");
                s.execute("SET SESSION foreign_key_checks = 0");
                for (TableSpec t : plan.tables()) {
                    s.execute(t.createTable());
                }
                for (TableSpec t : plan.tables()) {
                    s.execute("LOAD DATA INFILE '" + files.get(t.name()).toAbsolutePath() + "' INTO TABLE `" + t.name()
                            + "` CHARACTER SET utf8mb4 (" + String.join(", ", t.columns()) + ")"
                            + (t.loadSuffix().isEmpty() ? "" : " " + t.loadSuffix()));
                }
                for (String ddl : plan.afterLoad()) {
                    s.execute(ddl);
                }
            }
        }
        return (System.nanoTime() - start) / 1e9;
    }
}
