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
import io.benchlab.core.settings.StartupOptions;
import io.benchlab.core.util.BenchlabHome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Loader speed benchmark for any dataset (not a test; nothing is asserted). In one run, on one
 * embedded server:
 * <ol>
 *   <li>single-threaded generation rate of the dataset's largest table (no server),</li>
 *   <li>benchlab's loader: generate + stream into LOAD DATA LOCAL (the dataset's own schema),</li>
 *   <li>the same rows exported to {@code .tbl} files, then loaded with plain server-side
 *       {@code LOAD DATA INFILE} into schema {@code bench_fileload} with the same DDL and the same
 *       after-load statements: the practical limit of the server (the project's P2 rule: the
 *       loader's time ≤ 1.0× this).</li>
 * </ol>
 * Each load runs twice, in the order loader, file, file, loader (each schema dropped after it
 * is timed), and the bench prints every time, the server's and its own CPU seconds, the means and
 * their ratio. {@code -Dbench.streams=N} sets how many tables
 * the loader loads at a time, {@code -Dbench.bufferPool=SIZE} the server's buffer pool.
 *
 * <p>Run it with {@code scripts/bench-ssb-load.sh [SF] [HOME]}, {@code scripts/bench-tpch-load.sh [SF] [HOME]}, or
 * {@code java … DatasetLoadBench DATASET NAME=VALUE… [--home HOME]} for any dataset.
 */
public final class DatasetLoadBench {

    public static void main(String[] args) throws Exception {
        if (args.length == 0) {
            throw new IllegalArgumentException("usage: DatasetLoadBench DATASET [NAME=VALUE]... [--home HOME]");
        }
        String dataset = args[0];
        Map<String, Object> values = new LinkedHashMap<>();
        Path homeDir = null;
        for (int i = 1; i < args.length; i++) {
            if (args[i].equals("--home")) {
                homeDir = Path.of(args[++i]);
            } else {
                String[] kv = args[i].split("=", 2);
                values.put(kv[0], kv[1]);
            }
        }
        homeDir = homeDir != null ? homeDir : Files.createTempDirectory("benchlab-loadbench");
        int threads = Runtime.getRuntime().availableProcessors();
        Path exportDir = homeDir.resolve("export").toAbsolutePath();
        Files.createDirectories(exportDir);

        DatasetPlan plan;
        try (PluginRegistry registry = PluginRegistry.load(DatasetLoadBench.class.getClassLoader(), List.of())) {
            DatasetProvider provider = registry.dataset(dataset);
            plan = provider.plan(Parameters.validate(provider.parameters(), values));
        }
        System.out.printf("%s %s: %,d rows; %d cores; home %s; load average %s%n", dataset, values, plan.expectedRows(), threads, homeDir,
                loadAverage());

        generationRate(plan);

        ManagedServer server = new ServerFactory(new BenchlabHome(homeDir.toAbsolutePath()))
                .managed(ServerSpec.embedded("loadbench"));
        Map<String, String> options = new LinkedHashMap<>();
        options.put("secure_file_priv", exportDir.toString());
        options.put("innodb_buffer_pool_size", System.getProperty("bench.bufferPool", "1G"));
        options.put("innodb_log_file_size", "512M");
        server.ensureRunning(new StartupOptions(options), 0);
        try (ConnectionPool pool = ConnectionPool.open(ServerFactory.endpoint(server), 4)) {
            long serverPid = server.state().orElseThrow().pid();
            int streams = Integer.getInteger("bench.streams", DatasetLoader.DEFAULT_STREAMS);
            try (Connection c = pool.connection()) {
                if (DatasetLoader.marker(c, plan.schema()).isPresent()) {
                    DatasetLoader.drop(c, plan.schema()); // a complete dataset left by an earlier run would be reused
                }
            }
            // the files first (not timed), so that the two loads can alternate
            long t1 = System.nanoTime();
            Map<String, Path> files = DatasetLoader.export(plan, exportDir, threads);
            long bytes = 0;
            for (Path p : files.values()) {
                bytes += Files.size(p);
            }
            System.out.printf("export to .tbl files: %,d bytes in %.2f s%n", bytes, (System.nanoTime() - t1) / 1e9);

            // loader, file, file, loader: a machine whose load drifts during the run biases neither side
            double loaderSeconds = 0;
            double fileSeconds = 0;
            for (char kind : "LFFL".toCharArray()) {
                CpuTimes before = CpuTimes.now(serverPid);
                long t0 = System.nanoTime();
                if (kind == 'L') {
                    LoadResult loaded = new DatasetLoader(pool, DatasetListener.NONE, threads, streams).ensure(plan);
                    double seconds = (System.nanoTime() - t0) / 1e9;
                    loaderSeconds += seconds;
                    System.out.printf("generate + LOAD DATA LOCAL (benchlab, %d table(s) at a time): %,d rows in %.2f s (%,.0f rows/s); CPU %s%n",
                            streams, loaded.rows(), seconds, loaded.rows() / seconds, CpuTimes.now(serverPid).minus(before));
                    try (Connection c = pool.connection()) {
                        DatasetLoader.drop(c, plan.schema());
                    }
                } else {
                    fileLoad(pool, plan, files);
                    double seconds = (System.nanoTime() - t0) / 1e9;
                    fileSeconds += seconds;
                    System.out.printf("LOAD DATA INFILE of the files (server limit):  %,d rows in %.2f s (%,.0f rows/s); CPU %s%n",
                            plan.expectedRows(), seconds, plan.expectedRows() / seconds, CpuTimes.now(serverPid).minus(before));
                    try (Connection c = pool.connection(); Statement s = c.createStatement()) {
                        s.execute("DROP DATABASE " + FILE_SCHEMA);
                    }
                }
            }
            System.out.printf("mean: generate+load %.2f s, file load %.2f s; ratio %.2f (load average %s)%n", loaderSeconds / 2,
                    fileSeconds / 2, loaderSeconds / fileSeconds, loadAverage());
            for (Path p : files.values()) {
                Files.deleteIfExists(p);
            }
        } finally {
            server.stop();
        }
    }

    /**
     * CPU seconds of this JVM (generators, encoder, JDBC) and of the server process: on a machine
     * with few cores, what the client burns is taken from the server.
     */
    record CpuTimes(double client, double server) {
        static CpuTimes now(long serverPid) {
            double client = ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean())
                    .getProcessCpuTime() / 1e9;
            double server = -1;
            try {
                // /proc/PID/stat fields 14 and 15: user and system time in clock ticks (100 per second on Linux)
                String stat = Files.readString(Path.of("/proc", Long.toString(serverPid), "stat"));
                String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                server = (Long.parseLong(f[11]) + Long.parseLong(f[12])) / 100.0;
            } catch (Exception e) {
                // not Linux: the server's CPU is not shown
            }
            return new CpuTimes(client, server);
        }

        CpuTimes minus(CpuTimes o) {
            return new CpuTimes(client - o.client, server < 0 || o.server < 0 ? -1 : server - o.server);
        }

        @Override
        public String toString() {
            return String.format("benchlab JVM %.1f s, server %s", client, server < 0 ? "?" : String.format("%.1f s", server));
        }
    }

    private static final String FILE_SCHEMA = "bench_fileload";

    /** The machine's 1, 5 and 15 minute load averages: throughput on a shared machine follows them. */
    private static String loadAverage() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).split(" ");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (Exception e) {
            return "?";
        }
    }

    /** Single-threaded generation of the largest table into the loader's encoder, no server. */
    private static void generationRate(DatasetPlan plan) throws Exception {
        TableSpec lo = plan.tables().stream().max(java.util.Comparator.comparingLong(TableSpec::expectedRows)).orElseThrow();
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
        System.out.printf("generate " + lo.name() + ", 1 thread, no server: %,d rows, %,d bytes in %.2f s (%,.0f rows/s, %.0f MB/s)%n",
                rows, bytes, seconds, rows / seconds, bytes / seconds / 1e6);
    }

    private static double fileLoad(ConnectionPool pool, DatasetPlan plan, Map<String, Path> files) throws Exception {
        long start = System.nanoTime();
        try (Connection c = pool.connection()) {
            try (Statement s = c.createStatement()) {
                s.execute("DROP DATABASE IF EXISTS " + FILE_SCHEMA);
                s.execute("CREATE DATABASE " + FILE_SCHEMA);
            }
            c.setCatalog(FILE_SCHEMA);
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
