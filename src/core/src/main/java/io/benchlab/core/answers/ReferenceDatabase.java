package io.benchlab.core.answers;

import io.benchlab.api.DatasetPlan;
import io.benchlab.api.TableSpec;
import io.benchlab.core.answers.ReferenceAnswer.Kind;
import io.benchlab.core.dataset.DatasetLoader;
import io.benchlab.core.dataset.TsvRowSink;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The reference database of {@code check: answers}: a {@link ReferenceEngine} (DuckDB) database in
 * a scratch folder, filled from the same {@link DatasetPlan}s, hence the same generated rows, as
 * the server under test. On disk rather than in memory, so any scale factor fits (DuckDB spills
 * what does not fit in memory to the folder too); the folder is deleted on close.
 *
 * <p>Rows go in the fast way: each table's rows are generated in parallel into a tab-separated
 * file ({@link DatasetLoader#writeTable}, CSV quoting) that DuckDB's CSV reader loads with one
 * {@code COPY} (in parallel, typed by the table), the next table's file being written meanwhile.
 * Measured at SF 1 (docs/answers.md): DuckDB's appender, fed one typed call per value on one
 * thread, took 18.6 s for {@code orders} where generating the file and copying it took 11 s; a
 * named pipe instead of the file, or many smaller files, cost more CPU.
 *
 * <p>DDL is the datasets' own, made DuckDB's: MySQL table options after the column list are
 * dropped, {@code `quoted`} names become {@code "quoted"} (SSB's table {@code date}), and key
 * and index clauses are left out (they only slow the load; answers never depend on them), as are
 * the datasets' after-load statements (indexes, ANALYZE). Tables whose rows need the load's
 * {@code SET} conversions ({@code @variables}) cannot be loaded here.
 */
public final class ReferenceDatabase implements AutoCloseable {
    private static final Pattern TABLE_OPTIONS = Pattern.compile("\\)[^)]*$");
    /** A key or index clause inside CREATE TABLE: {@code , PRIMARY KEY (a, b)}, {@code , KEY i (a)}, {@code , UNIQUE KEY …}. */
    private static final Pattern KEY_CLAUSE = Pattern.compile(
            "(?is),\\s*(?:PRIMARY\\s+KEY|UNIQUE(?:\\s+(?:KEY|INDEX))?|KEY|INDEX|FULLTEXT(?:\\s+(?:KEY|INDEX))?)\\s*[`\\w]*\\s*\\([^()]*\\)");
    private static final Pattern BACKTICK = Pattern.compile("`([^`]*)`");

    private final ReferenceEngine.Loaded engine;
    private final Connection connection;
    private final Path folder;

    private ReferenceDatabase(ReferenceEngine.Loaded engine, Connection connection, Path folder) {
        this.engine = engine;
        this.connection = connection;
        this.folder = folder;
    }

    /** Listens to the load. */
    public interface Progress {
        void loaded(String table, long rows, long totalRows);
    }

    /**
     * Creates the tables of {@code plans} in a new database under {@code scratch} and loads their rows.
     * {@link ReferenceEngine#ensure} must have been called.
     *
     * @throws ReferenceException when a table cannot be created or loaded here (said in one line)
     */
    public static ReferenceDatabase load(ReferenceEngine engine, List<DatasetPlan> plans, Path scratch, Progress progress)
            throws ReferenceException {
        Path folder;
        try {
            Files.createDirectories(scratch);
            folder = Files.createTempDirectory(scratch, "reference-");
        } catch (IOException e) {
            throw new ReferenceException("cannot make a folder for the reference database in " + scratch + ": " + oneLine(e));
        }
        ReferenceEngine.Loaded loaded;
        try {
            loaded = engine.load(folder);
        } catch (ReferenceException e) {
            deleteQuietly(folder);
            throw e;
        }
        Properties config = new Properties();
        config.setProperty("temp_directory", folder.resolve("spill").toString());
        // results are read row by row, so a query without its LIMIT (ties, see ReferenceQuery) is not held whole
        config.setProperty("jdbc_stream_results", "true");
        Connection c;
        try {
            c = loaded.driver().connect("jdbc:duckdb:" + folder.resolve("reference.duckdb").toAbsolutePath(), config);
        } catch (SQLException | RuntimeException e) {
            loaded.close();
            deleteQuietly(folder);
            throw new ReferenceException("cannot open the reference database: " + oneLine(e));
        }
        ReferenceDatabase db = new ReferenceDatabase(loaded, c, folder);
        try {
            db.fill(plans.stream().flatMap(p -> p.tables().stream()).toList(), progress);
            return db;
        } catch (ReferenceException | RuntimeException e) {
            db.close();
            throw e;
        }
    }

    /** The dataset's CREATE TABLE in DuckDB's dialect (see the class comment). */
    static String ddl(String createTable) {
        String ddl = TABLE_OPTIONS.matcher(createTable.strip()).replaceFirst(")");
        ddl = KEY_CLAUSE.matcher(ddl).replaceAll("");
        return BACKTICK.matcher(ddl).replaceAll("\"$1\"");
    }

    private static String quoted(String name) {
        return "\"" + name.replace("\"", "\"\"") + "\"";
    }

    private void create(TableSpec t) throws ReferenceException {
        if (t.columns().stream().anyMatch(col -> col.startsWith("@"))) {
            throw new ReferenceException("table " + t.name() + " is loaded through conversions the reference engine does not have");
        }
        try (Statement st = connection.createStatement()) {
            st.execute(ddl(t.createTable()));
        } catch (SQLException e) {
            throw new ReferenceException("the reference engine cannot create table " + t.name() + ": " + oneLine(e));
        }
    }

    /**
     * Creates and loads the tables in order, generating the next table's rows into its file while
     * DuckDB copies the current one (as the server's load overlaps generation with LOAD DATA).
     * Progress is told on the caller's thread only: half a table's share when its rows are
     * generated, the other half when they are copied.
     */
    private void fill(List<TableSpec> tables, Progress progress) throws ReferenceException {
        for (TableSpec t : tables) {
            create(t);
        }
        long total = tables.stream().mapToLong(TableSpec::expectedRows).sum();
        AtomicLong generated = new AtomicLong();
        long copied = 0;
        ExecutorService writer = Executors.newSingleThreadExecutor(r -> {
            Thread th = new Thread(r, "benchlab-reference-rows");
            th.setDaemon(true);
            return th;
        });
        try {
            Future<Path> next = writer.submit(() -> write(tables.get(0), generated));
            for (int i = 0; i < tables.size(); i++) {
                TableSpec t = tables.get(i);
                long copiedBefore = copied;
                Path rows = await(next, t, () -> progress.loaded(t.name(), (generated.get() + copiedBefore) / 2, total));
                if (i + 1 < tables.size()) {
                    TableSpec following = tables.get(i + 1);
                    next = writer.submit(() -> write(following, generated));
                }
                copy(t, rows);
                copied += t.expectedRows();
                progress.loaded(t.name(), (generated.get() + copied) / 2, total);
            }
        } finally {
            writer.shutdownNow();
        }
    }

    /** One table's rows as CSV in the scratch folder (parallel generation, chunk order kept). */
    private Path write(TableSpec t, AtomicLong generated) throws IOException {
        Path rows = folder.resolve(t.name() + ".csv");
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(rows), 1 << 20)) {
            DatasetLoader.writeTable(t, out, Runtime.getRuntime().availableProcessors(), TsvRowSink.Format.CSV, generated::addAndGet);
        }
        return rows;
    }

    /** Waits for a table's file, telling progress every half second. */
    private static Path await(Future<Path> file, TableSpec t, Runnable tell) throws ReferenceException {
        while (true) {
            try {
                return file.get(500, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                tell.run();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ReferenceException("interrupted while generating the rows of table " + t.name());
            } catch (ExecutionException e) {
                throw new ReferenceException("generating the rows of table " + t.name() + " for the reference engine failed: "
                        + oneLine(e.getCause() instanceof Exception x ? x : e));
            }
        }
    }

    private void copy(TableSpec t, Path rows) throws ReferenceException {
        try {
            long loaded;
            try (Statement st = connection.createStatement()) {
                loaded = st.executeLargeUpdate("COPY " + quoted(t.name()) + " (" + String.join(", ", t.columns().stream()
                        .map(ReferenceDatabase::quoted).toList()) + ") FROM '" + rows.toAbsolutePath().toString().replace("'", "''")
                        + "' (FORMAT csv, DELIMITER '\t', HEADER false, QUOTE '\"', ESCAPE '\"', NULLSTR '\\N',"
                        + " ALLOW_QUOTED_NULLS false)");
            }
            if (loaded != t.expectedRows()) {
                throw new ReferenceException("table " + t.name() + " got " + loaded + " rows in the reference engine, expected " + t.expectedRows());
            }
        } catch (SQLException | RuntimeException e) {
            throw new ReferenceException("loading table " + t.name() + " into the reference engine failed: " + oneLine(e));
        } finally {
            try {
                Files.deleteIfExists(rows);
            } catch (IOException e) {
                // deleted with the folder
            }
        }
    }

    /** The engine's message on one line (DuckDB's messages start with the error's class, e.g. "Binder Error: …"). */
    static String oneLine(Exception e) {
        String m = String.valueOf(e.getMessage());
        int nl = m.indexOf('\n');
        return (nl < 0 ? m : m.substring(0, nl)).strip();
    }

    /**
     * Runs a reference query and returns its rows as {@link ReferenceAnswer} text. A query whose
     * result a trailing LIMIT cuts ({@link ReferenceQuery}) runs without it; rows are read up to
     * the limit and on while they tie with the last one in {@code orderColumns}, so the comparison
     * sees the whole group of rows the LIMIT cuts through.
     */
    public ReferenceAnswer query(String sql, List<Integer> orderColumns) throws SQLException {
        ReferenceQuery q = ReferenceQuery.of(sql);
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(q.sql())) {
            ResultSetMetaData md = rs.getMetaData();
            List<Kind> kinds = new ArrayList<>();
            for (int i = 1; i <= md.getColumnCount(); i++) {
                kinds.add(kind(md.getColumnTypeName(i), md.getScale(i)));
            }
            List<List<String>> rows = new ArrayList<>();
            while (rs.next()) {
                List<String> row = new ArrayList<>(kinds.size());
                for (int i = 1; i <= kinds.size(); i++) {
                    row.add(text(kinds.get(i - 1), rs, i));
                }
                if (q.limit() > 0 && rows.size() >= q.limit() && (orderColumns.isEmpty() || !sameKeys(orderColumns, rows.get(q.limit() - 1), row))) {
                    break;
                }
                rows.add(row);
            }
            return new ReferenceAnswer(kinds, rows, q.limit());
        }
    }

    private static boolean sameKeys(List<Integer> columns, List<String> a, List<String> b) {
        for (int c : columns) {
            if (!java.util.Objects.equals(a.get(c - 1), b.get(c - 1))) {
                return false;
            }
        }
        return true;
    }

    /** A column's kind from DuckDB's type name ({@code DECIMAL(38,2)}, {@code HUGEINT}, {@code DOUBLE}, …). */
    static Kind kind(String typeName, int scale) {
        String t = typeName.toUpperCase(Locale.ROOT);
        if (t.startsWith("DECIMAL") || t.startsWith("NUMERIC")) {
            return scale == 0 ? Kind.INTEGER : Kind.DECIMAL;
        }
        return switch (t) {
            case "TINYINT", "SMALLINT", "INTEGER", "BIGINT", "HUGEINT", "UTINYINT", "USMALLINT", "UINTEGER", "UBIGINT", "UHUGEINT" -> Kind.INTEGER;
            case "FLOAT", "REAL", "DOUBLE" -> Kind.FLOAT;
            case "DATE" -> Kind.DATE;
            default -> Kind.TEXT;
        };
    }

    private static String text(Kind kind, ResultSet rs, int column) throws SQLException {
        return switch (kind) {
            case INTEGER, DECIMAL -> {
                String s = rs.getString(column);
                yield s == null ? null : new BigDecimal(s).toPlainString();
            }
            case FLOAT -> {
                double d = rs.getDouble(column);
                yield rs.wasNull() ? null : BigDecimal.valueOf(d).toPlainString();
            }
            case DATE -> {
                String s = rs.getString(column);
                yield s == null ? null : s.substring(0, Math.min(10, s.length()));
            }
            case TEXT -> rs.getString(column);
        };
    }

    @Override
    public void close() {
        try {
            connection.close();
        } catch (SQLException e) {
            // nothing left to release
        }
        engine.close();
        deleteQuietly(folder);
    }

    static void deleteQuietly(Path folder) {
        try (Stream<Path> walk = Files.walk(folder)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a scratch folder left behind is harmless
        }
    }
}
