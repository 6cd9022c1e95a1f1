package io.benchlab.plugin.oltp;

import io.benchlab.api.Operation;
import io.benchlab.api.ParameterSpec;
import io.benchlab.api.Parameters;
import io.benchlab.api.RowSink;
import io.benchlab.api.SqlIdentifier;
import io.benchlab.api.StreamOperation;
import io.benchlab.api.StreamWorker;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadContext;
import io.benchlab.api.WorkloadException;
import io.benchlab.api.WorkloadPlugin;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * benchlab's first two sysbench-like streams, kept under their old ids and parameters so that
 * experiment files and bundles made with them keep working: {@code oltp-point-select} is
 * oltp_point_select and {@code oltp-insert} is oltp_insert, on one table sbtest1 in a schema the
 * experiment names, ids drawn uniformly, their operations still named {@code point-select} and
 * {@code insert}. The statements, rows and counts are the family's. Their table is not a dataset:
 * {@code prepare} drops, re-creates and fills it each run, or keeps it with {@code recreate: false}
 * (a table sysbench's prepare made, say).
 */
public final class LegacyPlugins {
    private LegacyPlugins() {
    }

    /** {@code oltp-point-select}: oltp_point_select on the experiment's schema. */
    public static final class PointSelect extends Legacy {
        public PointSelect() {
            super("oltp-point-select", "point-select", "queries", OltpScript.OLTP_POINT_SELECT, false,
                    "sysbench-like point selects by primary key (SELECT c FROM sbtest1 WHERE id=?, uniform ids); prepare creates the "
                            + "schema if missing and drops, re-creates and fills table sbtest1 (the family's oltp_point_select)",
                    "Rows in sbtest1 (ids 1..tableSize).");
        }
    }

    /** {@code oltp-insert}: oltp_insert (AUTO_INCREMENT ids) on the experiment's schema. */
    public static final class Insert extends Legacy {
        public Insert() {
            super("oltp-insert", "insert", "rows", OltpScript.OLTP_INSERT, true,
                    "sysbench-like oltp_insert: autocommit single-row INSERTs into sbtest1 (AUTO_INCREMENT id); prepare creates the "
                            + "schema if missing and drops, re-creates and fills table sbtest1 (the family's oltp_insert)",
                    "Rows put into sbtest1 by prepare; k is drawn from [1, tableSize].");
        }
    }

    abstract static class Legacy implements WorkloadPlugin {
        private final String id;
        private final String operation;
        private final String unit;
        private final OltpScript script;
        private final boolean autoInc;
        private final String description;
        private final String tableSizeHelp;

        Legacy(String id, String operation, String unit, OltpScript script, boolean autoInc, String description, String tableSizeHelp) {
            this.id = id;
            this.operation = operation;
            this.unit = unit;
            this.script = script;
            this.autoInc = autoInc;
            this.description = description;
            this.tableSizeHelp = tableSizeHelp;
        }

        @Override
        public int apiVersion() {
            return API_VERSION;
        }

        @Override
        public String id() {
            return id;
        }

        @Override
        public String description() {
            return description;
        }

        @Override
        public List<ParameterSpec> parameters() {
            return List.of(
                    ParameterSpec.identifier("schema", "sbtest", "Schema (database) of sbtest1; created if missing."),
                    ParameterSpec.integer("tableSize", 10_000, tableSizeHelp).withRange(1.0, 1_000_000_000.0),
                    ParameterSpec.identifier("engine", "InnoDB", "Storage engine of the table."),
                    ParameterSpec.bool("recreate", true,
                            "Drop, re-create and fill sbtest1 in prepare; false keeps an existing sbtest1 (e.g. from sysbench prepare or an earlier run)."));
        }

        @Override
        public Workload create(Parameters p) throws WorkloadException {
            String schema = SqlIdentifier.check("schema", p.getString("schema"));
            String engine = SqlIdentifier.check("engine", p.getString("engine"));
            long tableSize = p.getLong("tableSize");
            OltpOptions o = new OltpOptions(1, tableSize, autoInc, 100, 1, 0, 0, 0, 0, false, 0, 0, 0, true,
                    new KeyDistribution("uniform", KeyDistribution.DEFAULT_SPEC_ITER, KeyDistribution.DEFAULT_SPEC_PCT,
                            KeyDistribution.DEFAULT_SPEC_RES, KeyDistribution.DEFAULT_PARETO_H), 1, 1, 0);
            StreamWorker.Factory workers = script.workers(o, System.nanoTime());
            StreamOperation op = new StreamOperation(operation, "oltp", workers, unit, script.readOnly()).withCounts(StatementTally.NAMES);
            boolean recreate = p.getBoolean("recreate");
            return new Workload() {
                @Override
                public String schema() {
                    return schema;
                }

                @Override
                public void prepare(WorkloadContext context) throws SQLException, IOException {
                    Connection c = context.connection();
                    if (!recreate && exists(c, schema)) {
                        context.log(id + ": keeping the existing " + schema + ".sbtest1 (recreate: false)");
                        return;
                    }
                    try (Statement st = c.createStatement()) {
                        st.execute("DROP TABLE IF EXISTS " + SbtestSql.table(1));
                        st.execute(SbtestSql.createTable(1, autoInc, false, false, engine));
                        fill(c, tableSize, context);
                        st.execute(SbtestSql.createIndexK(1));
                    }
                }

                @Override
                public List<Operation> operations() {
                    return List.of(op);
                }
            };
        }


        private static boolean exists(Connection c, String schema) throws SQLException {
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT 1 FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?")) {
                ps.setString(1, schema);
                ps.setString(2, SbtestSql.table(1));
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next();
                }
            }
        }
    }

    /** Rows per INSERT while filling. */
    static final int FILL_BATCH = 1000;

    /** Fills sbtest1 with the family's rows, in multi-row INSERTs of {@link #FILL_BATCH} rows. */
    static void fill(Connection c, long tableSize, WorkloadContext context) throws SQLException, IOException {
        boolean autoCommit = c.getAutoCommit();
        c.setAutoCommit(false);
        try {
            for (long first = 1; first <= tableSize; first += FILL_BATCH) {
                long last = Math.min(tableSize, first + FILL_BATCH - 1);
                try (InsertRows rows = new InsertRows(c, (int) (last - first + 1))) {
                    SbtestRows.write(rows, 1, first, last, tableSize);
                    rows.send();
                }
                c.commit();
                if (context != null) {
                    context.progress("fill " + SbtestSql.table(1), last, tableSize);
                }
            }
        } finally {
            c.setAutoCommit(autoCommit);
        }
    }

    /** A multi-row INSERT into sbtest1 filled through the dataset's row writer. */
    private static final class InsertRows implements RowSink, AutoCloseable {
        private final PreparedStatement ps;
        private int next = 1;

        InsertRows(Connection c, int rows) throws SQLException {
            StringBuilder sql = new StringBuilder("INSERT INTO ").append(SbtestSql.table(1)).append(" (id, k, c, pad) VALUES ");
            for (int i = 0; i < rows; i++) {
                sql.append(i == 0 ? "(?,?,?,?)" : ",(?,?,?,?)");
            }
            ps = c.prepareStatement(sql.toString());
        }

        @Override
        public RowSink add(long value) throws IOException {
            try {
                ps.setLong(next++, value);
            } catch (SQLException e) {
                throw new IOException(e);
            }
            return this;
        }

        @Override
        public RowSink add(String value) throws IOException {
            try {
                ps.setString(next++, value);
            } catch (SQLException e) {
                throw new IOException(e);
            }
            return this;
        }

        @Override
        public RowSink addDecimal(long unscaled, int scale) {
            throw new UnsupportedOperationException("sbtest rows have no decimals");
        }

        @Override
        public RowSink addDouble(double value) {
            throw new UnsupportedOperationException("sbtest rows have no doubles");
        }

        @Override
        public RowSink addNull() {
            throw new UnsupportedOperationException("sbtest rows have no NULLs");
        }

        @Override
        public void endRow() {
        }

        void send() throws SQLException {
            ps.executeUpdate();
        }

        @Override
        public void close() throws SQLException {
            ps.close();
        }
    }
}
