package io.benchlab.core.dataset;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.mysql.cj.jdbc.JdbcStatement;
import io.benchlab.api.DatasetPlan;
import io.benchlab.api.TableSpec;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.util.Json;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;

/**
 * Loads a {@link DatasetPlan} into a server: rows generated in parallel and streamed straight into
 * LOAD DATA LOCAL INFILE (no intermediate files), indexes built afterwards, row counts verified,
 * and a marker written last so that only a complete load is ever reused.
 */
public final class DatasetLoader {
    private static final ObjectMapper JSON = Json.mapper();
    /** Tables loaded at the same time, each on its own connection (scripts/bench-ssb-load.sh measures it). */
    public static final int DEFAULT_STREAMS = 2;
    private final ConnectionPool pool;
    private final DatasetListener listener;
    private final int threads;
    private final int streams;
    /** The server's datadir on this machine, to check a plan fits before loading it; null when unknown. */
    private Path dataDir;

    public DatasetLoader(ConnectionPool pool, DatasetListener listener, int generatorThreads) {
        this(pool, listener, generatorThreads, DEFAULT_STREAMS);
    }

    /**
     * @param streams tables loaded at the same time, each on its own connection; 1 = one after another
     */
    public DatasetLoader(ConnectionPool pool, DatasetListener listener, int generatorThreads, int streams) {
        this.pool = pool;
        this.listener = listener;
        this.threads = Math.max(1, generatorThreads);
        this.streams = Math.max(1, streams);
    }

    /** Checks that a plan fits on the disk holding this datadir (on this machine) before loading it. */
    public DatasetLoader onDataDir(Path dataDir) {
        this.dataDir = dataDir;
        return this;
    }

    /** Reuses a complete load with the same identity, else (re)loads; a plan larger than the datadir's free room is refused first. */
    public LoadResult ensure(DatasetPlan plan) throws SQLException {
        try (Connection c = pool.connection()) {
            Optional<DatasetMarker> marker = marker(c, plan.schema());
            if (marker.isPresent()) {
                DatasetMarker m = marker.get();
                if (m.complete() && m.generatorVersion().equals(plan.generatorVersion()) && m.identity().equals(plan.identity())) {
                    listener.message("dataset " + plan.schema() + " is loaded (" + m.rows().values().stream().mapToLong(Long::longValue).sum()
                            + " rows); reusing it");
                    return new LoadResult(plan.schema(), true, m.rows(), 0);
                }
                listener.message(m.complete()
                        ? "dataset " + plan.schema() + " was made with other parameters or generator; reloading"
                        : "dataset " + plan.schema() + " was left half-loaded (" + m.status() + "); reloading");
            }
            DiskRoom.check(plan, dataDir);
            return load(c, plan);
        }
    }

    private LoadResult load(Connection c, DatasetPlan plan) throws SQLException {
        long start = System.nanoTime();
        String schema = plan.schema();
        try (Statement s = c.createStatement()) {
            s.execute("DROP DATABASE IF EXISTS `" + schema + "`");
            s.execute("CREATE DATABASE `" + schema + "`");
        }
        // A statement remembers the database current at its creation and switches back to it on
        // execute, so statements for the new schema are created after setCatalog.
        c.setCatalog(schema);
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE " + DatasetMarker.TABLE + " (dataset VARCHAR(64), generator_version VARCHAR(32), identity TEXT,"
                    + " status VARCHAR(16), row_counts TEXT, loaded_at TIMESTAMP(3) NULL, seconds DOUBLE)");
            writeMarker(c, plan, "loading", Map.of(), 0);
            for (TableSpec t : plan.tables()) {
                s.execute(t.createTable());
            }
        }
        Map<String, Long> counts = loadTables(c, plan);
        try (Statement s = c.createStatement()) {
            int i = 0;
            for (String ddl : plan.afterLoad()) {
                listener.progress("indexes and statistics", i++, plan.afterLoad().size());
                s.execute(ddl);
            }
            listener.progress("indexes and statistics", plan.afterLoad().size(), plan.afterLoad().size());
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        writeMarker(c, plan, "complete", counts, seconds);
        return new LoadResult(schema, false, counts, seconds);
    }

    private static java.util.concurrent.ThreadFactory daemon(String name) {
        return r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        };
    }

    /**
     * Loads the tables on up to {@link #streams} connections at once, largest first, each table
     * through one LOAD DATA (MariaDB bulk-loads an empty InnoDB table under a table lock, so two
     * streams into one table would wait for each other). The first connection is the caller's, so
     * a pool of two connections is enough.
     */
    private Map<String, Long> loadTables(Connection c, DatasetPlan plan) throws SQLException {
        Queue<TableSpec> queue = new ConcurrentLinkedQueue<>(plan.tables().stream()
                .sorted(Comparator.comparingLong(TableSpec::expectedRows).reversed()).toList());
        Map<String, Long> loaded = new ConcurrentHashMap<>();
        int workers = (int) Math.min(streams, plan.tables().size());
        ExecutorService generators = Executors.newFixedThreadPool(threads, daemon("benchlab-generator"));
        ExecutorService senders = Executors.newFixedThreadPool(workers, daemon("benchlab-loader"));
        List<Future<Void>> running = new ArrayList<>();
        try {
            for (int w = 0; w < workers; w++) {
                boolean own = w == 0;
                running.add(senders.submit(() -> {
                    Connection conn = own ? c : pool.connection();
                    try {
                        conn.setCatalog(plan.schema());
                        for (TableSpec t; (t = queue.poll()) != null; ) {
                            loaded.put(t.name(), loadTable(conn, plan.schema(), t, generators, workers));
                        }
                    } finally {
                        if (!own) {
                            conn.close();
                        }
                    }
                    return null;
                }));
            }
            Exception failure = null;
            for (Future<Void> f : running) {
                try {
                    f.get();
                } catch (ExecutionException e) {
                    queue.clear(); // the other workers finish their table and stop; keep the first error
                    failure = failure != null ? failure : (Exception) e.getCause();
                }
            }
            if (failure instanceof SQLException se) {
                throw se;
            } else if (failure instanceof RuntimeException re) {
                throw re;
            } else if (failure != null) {
                throw new SQLException("loading " + plan.schema() + ": " + failure, failure);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BenchlabException("interrupted while loading " + plan.schema());
        } finally {
            generators.shutdownNow();
            senders.shutdownNow();
        }
        Map<String, Long> counts = new LinkedHashMap<>();
        plan.tables().forEach(t -> counts.put(t.name(), loaded.get(t.name())));
        return counts;
    }

    private long loadTable(Connection c, String schema, TableSpec t, ExecutorService generators, int workers) throws SQLException {
        AtomicLong done = new AtomicLong();
        String step = "loading " + t.name();
        listener.progress(step, 0, t.expectedRows());
        String sql = "LOAD DATA LOCAL INFILE 'benchlab-stream' INTO TABLE `" + t.name() + "` CHARACTER SET utf8mb4 ("
                + String.join(", ", t.columns()) + ")" + (t.loadSuffix().isEmpty() ? "" : " " + t.loadSuffix());
        // chunks generated ahead per stream: enough to keep the generators busy, few enough to bound memory
        int ahead = Math.max(2, threads * 2 / workers);
        long loaded;
        try (Statement s = c.createStatement();
             ChunkStream in = new ChunkStream(t.chunks(), generators, ahead,
                     rows -> listener.progress(step, done.addAndGet(rows), t.expectedRows()))) {
            quietly(s, "SET SESSION unique_checks = 0");
            quietly(s, "SET SESSION foreign_key_checks = 0");
            // the binary log stays on: on a primary the rows must reach its replicas (a replica without them
            // stops at the first change to a row it lacks); a server without a binary log writes none anyway
            // the rows come as fast as the generators make them: on a busy machine a gap can pass
            // net_read_timeout's 30 s, and the server drops the load ("Got timeout reading communication packets")
            quietly(s, "SET SESSION net_read_timeout = 3600");
            try {
                s.unwrap(JdbcStatement.class).setLocalInfileInputStream(in);
                s.execute(sql);
                loaded = s.getLargeUpdateCount();
            } catch (SQLException e) {
                if (in.failure() != null) {
                    throw new BenchlabException("loading table " + t.name() + " of dataset " + schema + ": " + in.failure().getMessage(), e);
                }
                throw e;
            } finally {
                // the connection goes back to the pool: leave its session as it was
                quietly(s, "SET SESSION unique_checks = 1");
                quietly(s, "SET SESSION foreign_key_checks = 1");
                quietly(s, "SET SESSION net_read_timeout = DEFAULT");
            }
        }
        // LOAD DATA reports the rows it inserted (no COUNT(*) scan); fewer means rows were skipped
        if (loaded != t.expectedRows()) {
            throw new BenchlabException("dataset table " + t.name() + " has " + loaded + " rows after loading, expected " + t.expectedRows()
                    + " (warnings during LOAD DATA? the dataset stays marked incomplete)");
        }
        return loaded;
    }

    /** Writes every table as a tab-separated {@code TABLE.tbl} file (for other tools, or a plain LOAD DATA INFILE). */
    public static Map<String, Path> export(DatasetPlan plan, Path dir, int threads) throws IOException {
        Files.createDirectories(dir);
        Map<String, Path> files = new LinkedHashMap<>();
        for (TableSpec t : plan.tables()) {
            Path out = dir.resolve(t.name() + ".tbl");
            try (OutputStream os = Files.newOutputStream(out)) {
                writeTable(t, os, threads, TsvRowSink.Format.LOAD_DATA, rows -> { });
            }
            files.put(t.name(), out);
        }
        return files;
    }

    /**
     * Writes one table's rows to {@code out} in chunk order, generated on {@code threads} threads
     * (at most twice as many chunks in memory), telling {@code rowsDone} the rows of each chunk written.
     */
    public static void writeTable(TableSpec t, OutputStream out, int threads, TsvRowSink.Format format, LongConsumer rowsDone)
            throws IOException {
        ExecutorService generators = Executors.newFixedThreadPool(Math.max(1, threads), daemon("benchlab-generator"));
        try (ChunkStream in = new ChunkStream(t.chunks(), generators, Math.max(1, threads) * 2, rowsDone, format)) {
            in.transferTo(out);
        } finally {
            generators.shutdownNow();
        }
    }

    private void writeMarker(Connection c, DatasetPlan plan, String status, Map<String, Long> counts, double seconds) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("DELETE FROM `" + plan.schema() + "`." + DatasetMarker.TABLE);
        }
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO `" + plan.schema() + "`." + DatasetMarker.TABLE + " VALUES (?,?,?,?,?,?,?)")) {
            ps.setString(1, plan.dataset());
            ps.setString(2, plan.generatorVersion());
            ps.setString(3, JSON.writeValueAsString(plan.identity()));
            ps.setString(4, status);
            ps.setString(5, JSON.writeValueAsString(counts));
            ps.setTimestamp(6, Timestamp.from(Instant.now()));
            ps.setDouble(7, seconds);
            ps.executeUpdate();
        } catch (IOException e) {
            throw new SQLException(e);
        }
    }

    /** The marker of a schema, if the schema holds a benchlab dataset. */
    public static Optional<DatasetMarker> marker(Connection c, String schema) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?")) {
            ps.setString(1, schema);
            ps.setString(2, DatasetMarker.TABLE);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                if (rs.getLong(1) == 0) {
                    return Optional.empty();
                }
            }
        }
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT dataset, generator_version, identity, status, row_counts,"
                + " loaded_at, seconds FROM `" + schema + "`." + DatasetMarker.TABLE)) {
            if (!rs.next()) {
                return Optional.of(new DatasetMarker(schema, "?", "?", Map.of(), "empty", Map.of(), null, 0));
            }
            Timestamp at = rs.getTimestamp(6);
            return Optional.of(new DatasetMarker(schema, rs.getString(1), rs.getString(2),
                    JSON.readValue(rs.getString(3), new TypeReference<Map<String, String>>() { }), rs.getString(4),
                    JSON.readValue(rs.getString(5), new TypeReference<Map<String, Long>>() { }),
                    at == null ? null : at.toInstant(), rs.getDouble(7)));
        } catch (IOException e) {
            throw new SQLException("damaged dataset marker in " + schema, e);
        }
    }

    /** Every schema on the server that holds a benchlab dataset. */
    public static List<DatasetMarker> list(Connection c) throws SQLException {
        List<String> schemas = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT TABLE_SCHEMA FROM information_schema.TABLES WHERE TABLE_NAME = ? ORDER BY 1")) {
            ps.setString(1, DatasetMarker.TABLE);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    schemas.add(rs.getString(1));
                }
            }
        }
        List<DatasetMarker> out = new ArrayList<>();
        for (String s : schemas) {
            marker(c, s).ifPresent(out::add);
        }
        return out;
    }

    /** Drops a dataset's schema (only schemas that hold a benchlab marker). */
    public static void drop(Connection c, String schema) throws SQLException {
        if (marker(c, schema).isEmpty()) {
            throw new BenchlabException("schema '" + schema + "' holds no benchlab dataset; not dropping it");
        }
        try (Statement s = c.createStatement()) {
            s.execute("DROP DATABASE `" + schema + "`");
        }
    }

    private static void quietly(Statement s, String sql) {
        try {
            s.execute(sql);
        } catch (SQLException ignored) {
            // optional speed-ups; a server without the privilege still loads correctly
        }
    }
}
