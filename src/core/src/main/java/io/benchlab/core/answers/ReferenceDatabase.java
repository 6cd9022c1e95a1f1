package io.benchlab.core.answers;

import io.benchlab.api.DatasetPlan;
import io.benchlab.api.RowChunk;
import io.benchlab.api.RowSink;
import io.benchlab.api.TableSpec;
import io.benchlab.core.answers.ReferenceAnswer.Kind;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The independent engine of {@code check: answers}: an H2 database (pure Java, written apart from
 * MySQL and MariaDB) filled from the same {@link DatasetPlan}s, hence the same generated rows, as
 * the server under test. It lives in a scratch folder on disk, not in memory, so SF 1's eight
 * million rows fit in any heap; the folder is deleted on close.
 *
 * <p>DDL is the datasets' own: MySQL table options after the column list are dropped, and
 * {@code ALTER TABLE t ADD INDEX i (…), …} becomes one {@code CREATE INDEX} per index (indexes
 * only make the reference faster; one H2 cannot build is left out). Tables whose rows need the
 * load's {@code SET} conversions ({@code @variables}) cannot be loaded here.
 */
public final class ReferenceDatabase implements AutoCloseable {
    /** The engine and its version, part of every cached answer's key. */
    public static final String ENGINE = "H2 " + org.h2.engine.Constants.FULL_VERSION;

    private static final Pattern TABLE_OPTIONS = Pattern.compile("\\)[^)]*$");
    private static final Pattern ALTER_ADD = Pattern.compile("(?is)ALTER\\s+TABLE\\s+(\\w+)\\s+(ADD\\s+(?:INDEX|KEY).*)");
    private static final Pattern ADD_INDEX = Pattern.compile("(?is)ADD\\s+(?:INDEX|KEY)\\s+(\\w+)\\s*(\\([^()]*\\))");
    private static final int BATCH = 5_000;

    private final Connection connection;
    private final Path folder;

    private ReferenceDatabase(Connection connection, Path folder) {
        this.connection = connection;
        this.folder = folder;
    }

    /** Listens to the load. */
    public interface Progress {
        void loaded(String table, long rows, long totalRows);
    }

    /**
     * Creates the tables of {@code plans} in a new database under {@code scratch} and loads their rows.
     *
     * @throws ReferenceException when a table cannot be created or loaded here (said in one line)
     */
    public static ReferenceDatabase load(List<DatasetPlan> plans, Path scratch, Progress progress) throws ReferenceException {
        Path folder;
        try {
            java.nio.file.Files.createDirectories(scratch);
            folder = java.nio.file.Files.createTempDirectory(scratch, "reference-");
        } catch (IOException e) {
            throw new ReferenceException("cannot make a folder for the reference database in " + scratch + ": " + oneLine(e));
        }
        // a 256 MiB page cache: SF 1's hot tables stay in memory, the rest is read from the scratch file
        String url = "jdbc:h2:file:" + folder.resolve("ref").toAbsolutePath() + ";MODE=MySQL;DATABASE_TO_LOWER=TRUE;"
                + "CACHE_SIZE=262144";
        Connection c;
        try {
            c = new org.h2.Driver().connect(url, new java.util.Properties());
        } catch (SQLException e) {
            deleteQuietly(folder);
            throw new ReferenceException("cannot open the reference database: " + oneLine(e));
        }
        ReferenceDatabase db = new ReferenceDatabase(c, folder);
        try {
            long total = plans.stream().mapToLong(DatasetPlan::expectedRows).sum();
            long[] done = {0};
            for (DatasetPlan plan : plans) {
                for (TableSpec t : plan.tables()) {
                    db.create(t);
                    db.fill(t, done, total, progress);
                }
                for (String statement : plan.afterLoad()) {
                    db.index(statement);
                }
            }
            return db;
        } catch (ReferenceException | RuntimeException e) {
            db.close();
            throw e;
        }
    }

    private void create(TableSpec t) throws ReferenceException {
        if (t.columns().stream().anyMatch(col -> col.startsWith("@"))) {
            throw new ReferenceException("table " + t.name() + " is loaded through conversions the reference engine does not have");
        }
        String ddl = TABLE_OPTIONS.matcher(t.createTable().strip()).replaceFirst(")");
        try (Statement st = connection.createStatement()) {
            st.execute(ddl);
        } catch (SQLException e) {
            throw new ReferenceException("the reference engine cannot create table " + t.name() + ": " + oneLine(e));
        }
    }

    private void fill(TableSpec t, long[] done, long total, Progress progress) throws ReferenceException {
        String sql = "INSERT INTO " + t.name() + " (" + String.join(", ", t.columns()) + ") VALUES ("
                + String.join(", ", Collections.nCopies(t.columns().size(), "?")) + ")";
        try {
            connection.setAutoCommit(false);
            try (PreparedStatement ps = connection.prepareStatement(sql)) {
                BatchSink sink = new BatchSink(ps, () -> {
                    done[0] += BATCH;
                    progress.loaded(t.name(), done[0], total);
                });
                for (RowChunk chunk : t.chunks()) {
                    chunk.writeRows(sink);
                }
                ps.executeBatch();
                connection.commit();
                if (sink.rows != t.expectedRows()) {
                    throw new ReferenceException("table " + t.name() + " got " + sink.rows + " rows, expected " + t.expectedRows());
                }
            } finally {
                connection.setAutoCommit(true);
            }
        } catch (SQLException | IOException e) {
            throw new ReferenceException("loading table " + t.name() + " into the reference engine failed: " + oneLine(e));
        }
    }

    /** The engine's message on one line, without its error-code suffix (e.g. " [42122-232]"). */
    static String oneLine(Exception e) {
        String m = String.valueOf(e.getMessage());
        int nl = m.indexOf('\n');
        return (nl < 0 ? m : m.substring(0, nl)).replaceAll("\\s*\\[\\d+-\\d+]\\s*$", "").strip();
    }

    /** Secondary indexes only speed the reference up, so one that H2 cannot build is left out. */
    private void index(String statement) {
        Matcher alter = ALTER_ADD.matcher(statement.strip());
        if (!alter.matches()) {
            return; // ANALYZE TABLE and the like: nothing to do here
        }
        Matcher add = ADD_INDEX.matcher(alter.group(2));
        while (add.find()) {
            try (Statement st = connection.createStatement()) {
                st.execute("CREATE INDEX " + add.group(1) + " ON " + alter.group(1) + " " + add.group(2));
            } catch (SQLException e) {
                // leave it out: the answers do not depend on it
            }
        }
    }

    /** Runs a reference query and returns its rows as {@link ReferenceAnswer} text. */
    public ReferenceAnswer query(String sql) throws SQLException {
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            ResultSetMetaData md = rs.getMetaData();
            List<Kind> kinds = new ArrayList<>();
            for (int i = 1; i <= md.getColumnCount(); i++) {
                kinds.add(kind(md.getColumnType(i), md.getScale(i), md.getColumnTypeName(i)));
            }
            List<List<String>> rows = new ArrayList<>();
            while (rs.next()) {
                List<String> row = new ArrayList<>(kinds.size());
                for (int i = 1; i <= kinds.size(); i++) {
                    row.add(text(kinds.get(i - 1), rs, i));
                }
                rows.add(row);
            }
            return new ReferenceAnswer(kinds, rows);
        }
    }

    private static Kind kind(int sqlType, int scale, String typeName) {
        if ("DECFLOAT".equalsIgnoreCase(typeName)) {
            return Kind.DECIMAL;
        }
        return switch (sqlType) {
            case Types.TINYINT, Types.SMALLINT, Types.INTEGER, Types.BIGINT -> Kind.INTEGER;
            case Types.DECIMAL, Types.NUMERIC -> scale == 0 ? Kind.INTEGER : Kind.DECIMAL;
            case Types.REAL, Types.FLOAT, Types.DOUBLE -> Kind.DECIMAL;
            case Types.DATE -> Kind.DATE;
            default -> Kind.TEXT;
        };
    }

    private static String text(Kind kind, ResultSet rs, int column) throws SQLException {
        return switch (kind) {
            case INTEGER, DECIMAL -> {
                BigDecimal d = rs.getBigDecimal(column);
                yield d == null ? null : d.toPlainString();
            }
            case DATE -> {
                java.sql.Date d = rs.getDate(column);
                yield d == null ? null : d.toLocalDate().toString();
            }
            case TEXT -> rs.getString(column);
        };
    }

    @Override
    public void close() {
        try (Statement st = connection.createStatement()) {
            st.execute("SHUTDOWN IMMEDIATELY");
        } catch (SQLException e) {
            // already closed
        }
        try {
            connection.close();
        } catch (SQLException e) {
            // nothing left to release
        }
        deleteQuietly(folder);
    }

    private static void deleteQuietly(Path folder) {
        try (var walk = java.nio.file.Files.walk(folder)) {
            walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a scratch folder left behind is harmless
        }
    }

    /** Binds {@link RowSink} values to a batched INSERT. */
    private static final class BatchSink implements RowSink {
        private final PreparedStatement ps;
        private final Runnable batchDone;
        private int field;
        long rows;

        BatchSink(PreparedStatement ps, Runnable batchDone) {
            this.ps = ps;
            this.batchDone = batchDone;
        }

        private RowSink set(Object v) throws IOException {
            try {
                ps.setObject(++field, v);
            } catch (SQLException e) {
                throw new IOException(e.getMessage(), e);
            }
            return this;
        }

        @Override
        public RowSink add(long value) throws IOException {
            return set(value);
        }

        @Override
        public RowSink add(String value) throws IOException {
            return set(value);
        }

        @Override
        public RowSink addDecimal(long unscaled, int scale) throws IOException {
            return set(BigDecimal.valueOf(unscaled, scale));
        }

        @Override
        public RowSink addDouble(double value) throws IOException {
            return set(value);
        }

        @Override
        public RowSink addNull() throws IOException {
            return set(null);
        }

        @Override
        public void endRow() throws IOException {
            try {
                ps.addBatch();
                field = 0;
                if (++rows % BATCH == 0) {
                    ps.executeBatch();
                    // commit per batch: H2 commits a transaction of a whole large table very slowly
                    ps.getConnection().commit();
                    batchDone.run();
                }
            } catch (SQLException e) {
                throw new IOException(e.getMessage(), e);
            }
        }
    }
}
