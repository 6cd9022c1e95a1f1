package io.benchlab.plugin.dbt3;

import io.benchlab.api.DatasetPlan;
import io.benchlab.api.RowChunk;
import io.benchlab.api.RowSink;
import io.benchlab.api.TableSpec;
import io.benchlab.dataset.tpch.TpchDatasetProvider;
import io.benchlab.api.Parameters;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A reference answer set: the tpch dataset's rows in an in-memory H2 database (an engine
 * independent of MySQL/MariaDB), queried with the plugin's SQL after a small dialect shim.
 *
 * <p>Dialect shim ({@link #toH2}), and nothing else is changed:
 * <ul>
 *   <li>{@code INTERVAL 90 DAY} → {@code INTERVAL '90' DAY}: H2 wants the standard quoted interval literal
 *       (Q1, Q4, Q5, Q6, Q10, Q12, Q14, Q15, Q20);</li>
 *   <li>the CREATE TABLE options {@code ENGINE=… DEFAULT CHARSET=…} are removed;</li>
 *   <li>{@code VALUE} is not a keyword in this connection ({@code NON_KEYWORDS=VALUE}) for Q11's
 *       column alias {@code value} — a connection setting, not a text change.</li>
 * </ul>
 *
 * <p>Results are normalized by {@link #normalize}: numbers rounded half-up to 2 places, then
 * written without a fraction when it is .00 (so DECIMAL 5.00, BIGINT 5 and DOUBLE 4.999 all give
 * {@code 5}), otherwise with exactly two places; strings without trailing blanks (CHAR padding differs
 * between engines), dates as {@code yyyy-mm-dd}, NULL as {@code NULL}. Use the same function on
 * MySQL/MariaDB results to compare.
 */
public final class H2Reference implements AutoCloseable {
    private static final AtomicInteger DATABASES = new AtomicInteger();
    private static final Pattern INTERVAL = Pattern.compile("(?i)INTERVAL\\s+(\\d+)\\s+(DAY|MONTH|YEAR)\\b");
    private static final Pattern TABLE_OPTIONS = Pattern.compile("\\)\\s*ENGINE=\\w+(\\s+DEFAULT\\s+CHARSET=\\w+)?\\s*$");

    private final Connection connection;
    private final double sf;

    private H2Reference(Connection connection, double sf) {
        this.connection = connection;
        this.sf = sf;
    }

    /** Loads all eight tables at {@code sf} (indexes: primary keys plus the DBT-3 set). */
    public static H2Reference load(double sf) throws Exception {
        String url = "jdbc:h2:mem:tpch" + DATABASES.incrementAndGet()
                + ";MODE=MySQL;DATABASE_TO_LOWER=TRUE;NON_KEYWORDS=VALUE;DB_CLOSE_DELAY=-1";
        Connection c = DriverManager.getConnection(url);
        TpchDatasetProvider provider = new TpchDatasetProvider();
        DatasetPlan plan = provider.plan(Parameters.validate(provider.parameters(), Map.of("sf", sf)));
        try (Statement st = c.createStatement()) {
            for (TableSpec t : plan.tables()) {
                st.execute(toH2Ddl(t.createTable()));
                load(c, t);
            }
            for (String s : plan.afterLoad()) {
                if (s.startsWith("ALTER TABLE")) {
                    // H2 takes one ADD per ALTER TABLE
                    Matcher m = Pattern.compile("ALTER TABLE (\\w+) (.*)").matcher(s);
                    if (m.matches()) {
                        for (String clause : m.group(2).split(", (?=ADD INDEX)")) {
                            st.execute("ALTER TABLE " + m.group(1) + " " + clause);
                        }
                    }
                }
            }
        }
        return new H2Reference(c, sf);
    }

    public double sf() {
        return sf;
    }

    /** The dialect shim: see the class comment. */
    public static String toH2(String mysqlSql) {
        return INTERVAL.matcher(mysqlSql).replaceAll("INTERVAL '$1' $2");
    }

    static String toH2Ddl(String createTable) {
        return TABLE_OPTIONS.matcher(createTable).replaceAll(")");
    }

    /** Runs a MySQL/MariaDB query (after the shim) and returns its normalized rows. */
    public List<List<String>> query(String mysqlSql) throws SQLException {
        return run(toH2(mysqlSql));
    }

    private List<List<String>> run(String h2Sql) throws SQLException {
        List<List<String>> rows = new ArrayList<>();
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(h2Sql)) {
            ResultSetMetaData md = rs.getMetaData();
            int n = md.getColumnCount();
            while (rs.next()) {
                List<String> row = new ArrayList<>(n);
                for (int i = 1; i <= n; i++) {
                    row.add(normalize(rs.getObject(i)));
                }
                rows.add(Collections.unmodifiableList(row));
            }
        }
        return Collections.unmodifiableList(rows);
    }

    /** Runs plugin query {@code Qn} with validation values at this database's scale factor, as check: answers does (Dbt3References). */
    public List<List<String>> query(int n) throws SQLException {
        return run(Dbt3References.toH2(n, Dbt3Queries.sql(n, false, sf, 0)));
    }

    /** All 22 queries with validation values: "Q1" → normalized rows. */
    public Map<String, List<List<String>>> answers() throws SQLException {
        Map<String, List<List<String>>> out = new java.util.LinkedHashMap<>();
        for (int q = 1; q <= Dbt3Queries.COUNT; q++) {
            out.put("Q" + q, query(q));
        }
        return out;
    }

    /** Engine-neutral text of one value (see the class comment). */
    public static String normalize(Object v) {
        if (v == null) {
            return "NULL";
        }
        if (v instanceof Byte || v instanceof Short || v instanceof Integer || v instanceof Long
                || v instanceof java.math.BigInteger) {
            return v.toString();
        }
        if (v instanceof Number num) {
            BigDecimal d = v instanceof BigDecimal b ? b : new BigDecimal(num.toString());
            BigDecimal r = d.setScale(2, RoundingMode.HALF_UP);
            if (r.signum() == 0) {
                r = r.abs();
            }
            return r.stripTrailingZeros().scale() <= 0 ? r.toBigInteger().toString() : r.toPlainString();
        }
        if (v instanceof java.sql.Date d) {
            return d.toLocalDate().toString();
        }
        if (v instanceof java.time.LocalDate d) {
            return d.toString();
        }
        return v.toString().stripTrailing();
    }

    private static void load(Connection c, TableSpec t) throws Exception {
        String sql = "INSERT INTO " + t.name() + " (" + String.join(", ", t.columns()) + ") VALUES ("
                + String.join(", ", Collections.nCopies(t.columns().size(), "?")) + ")";
        c.setAutoCommit(false);
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            BatchSink sink = new BatchSink(ps);
            for (RowChunk chunk : t.chunks()) {
                chunk.writeRows(sink);
            }
            ps.executeBatch();
            c.commit();
            if (sink.rows != t.expectedRows()) {
                throw new IllegalStateException(t.name() + ": " + sink.rows + " rows, expected " + t.expectedRows());
            }
        } finally {
            c.setAutoCommit(true);
        }
    }

    /** Binds RowSink fields to a batched INSERT. */
    private static final class BatchSink implements RowSink {
        private final PreparedStatement ps;
        private int field;
        long rows;

        BatchSink(PreparedStatement ps) {
            this.ps = ps;
        }

        private RowSink set(Object v) throws java.io.IOException {
            try {
                ps.setObject(++field, v);
            } catch (SQLException e) {
                throw new java.io.IOException(e);
            }
            return this;
        }

        @Override
        public RowSink add(long value) throws java.io.IOException {
            return set(value);
        }

        @Override
        public RowSink add(String value) throws java.io.IOException {
            return set(value);
        }

        @Override
        public RowSink addDecimal(long unscaled, int scale) throws java.io.IOException {
            return set(BigDecimal.valueOf(unscaled, scale));
        }

        @Override
        public RowSink addDouble(double value) throws java.io.IOException {
            return set(value);
        }

        @Override
        public RowSink addNull() throws java.io.IOException {
            return set(null);
        }

        @Override
        public void endRow() throws java.io.IOException {
            try {
                ps.addBatch();
                field = 0;
                if (++rows % 5000 == 0) {
                    ps.executeBatch();
                }
            } catch (SQLException e) {
                throw new java.io.IOException(e);
            }
        }
    }

    @Override
    public void close() throws SQLException {
        try (Statement st = connection.createStatement()) {
            st.execute("SHUTDOWN");
        } finally {
            connection.close();
        }
    }
}
