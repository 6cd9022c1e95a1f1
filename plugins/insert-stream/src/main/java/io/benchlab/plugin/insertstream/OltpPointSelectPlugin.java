package io.benchlab.plugin.insertstream;

import io.benchlab.api.Operation;
import io.benchlab.api.ParameterSpec;
import io.benchlab.api.Parameters;
import io.benchlab.api.StreamOperation;
import io.benchlab.api.StreamWorker;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadContext;
import io.benchlab.api.WorkloadException;
import io.benchlab.api.WorkloadPlugin;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A sysbench-like primary-key lookup stream: {@code SELECT c FROM sbtest1 WHERE id=?} with
 * uniformly random ids, on a table filled by prepare. The natural subject of arrival-rate runs.
 */
public final class OltpPointSelectPlugin implements WorkloadPlugin {

    static final String TABLE = "sbtest1";
    /** Rows per INSERT while filling the table. */
    static final int FILL_BATCH = 1000;
    /** Seed of the fill data, so every prepare produces the same table. */
    static final long FILL_SEED = 0x5B7E57L;

    @Override
    public String id() {
        return "oltp-point-select";
    }

    @Override
    public String description() {
        return "sysbench-like point selects by primary key (SELECT c FROM sbtest1 WHERE id=?, uniform ids); "
                + "prepare creates the schema if missing and drops, re-creates and fills table sbtest1.";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of(
                ParameterSpec.string("schema", "sbtest", "Schema (database) of sbtest1; created if missing."),
                ParameterSpec.integer("tableSize", 10_000, "Rows in sbtest1 (ids 1..tableSize).")
                        .withRange(1.0, 1_000_000_000.0),
                ParameterSpec.string("engine", "InnoDB", "Storage engine of the table."),
                ParameterSpec.bool("recreate", true,
                        "Drop, re-create and fill sbtest1 in prepare; false keeps an existing sbtest1 (e.g. from sysbench prepare or an earlier run)."));
    }

    @Override
    public Workload create(Parameters parameters) throws WorkloadException {
        String schemaName = parameters.getString("schema");
        String schema = Sql.quote("schema", schemaName);
        String engine = parameters.getString("engine");
        Sql.quote("engine", engine);
        long tableSize = parameters.getLong("tableSize");
        boolean recreate = parameters.getBoolean("recreate");
        String table = schema + ".`" + TABLE + "`";
        String select = selectSql(table);
        List<Operation> ops = List.of(new StreamOperation("point-select", "oltp",
                (index, count) -> new PointSelectWorker(select, tableSize), "queries"));
        return new Workload() {
            @Override
            public String schema() {
                return schemaName;
            }

            @Override
            public void prepare(WorkloadContext context) throws Exception {
                Connection c = context.connection();
                if (!recreate && tableExists(c, schemaName)) {
                    context.log(id() + ": keeping the existing " + table + " (recreate: false)");
                    return;
                }
                try (Statement st = c.createStatement()) {
                    st.execute("CREATE DATABASE IF NOT EXISTS " + schema);
                    st.execute("DROP TABLE IF EXISTS " + table);
                    st.execute(createTableSql(table, engine));
                }
                fill(c, table, tableSize, context);
            }

            @Override
            public List<Operation> operations() {
                return ops;
            }
        };
    }

    static String createTableSql(String table, String engine) {
        return "CREATE TABLE " + table + " (\n"
                + "  id INT NOT NULL,\n"
                + "  k INT NOT NULL DEFAULT 0,\n"
                + "  c CHAR(120) NOT NULL DEFAULT '',\n"
                + "  pad CHAR(60) NOT NULL DEFAULT '',\n"
                + "  PRIMARY KEY (id),\n"
                + "  KEY k_1 (k)\n"
                + ") ENGINE=" + engine;
    }

    /** Whether sbtest1 exists in {@code schema}. */
    static boolean tableExists(Connection c, String schema) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT 1 FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?")) {
            ps.setString(1, schema);
            ps.setString(2, TABLE);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next();
            }
        }
    }

    static String selectSql(String table) {
        return "SELECT c FROM " + table + " WHERE id=?";
    }

    static String insertSql(String table, int rows) {
        StringBuilder sb = new StringBuilder("INSERT INTO ").append(table).append(" (id, k, c, pad) VALUES ");
        for (int i = 0; i < rows; i++) {
            sb.append(i == 0 ? "(?,?,?,?)" : ",(?,?,?,?)");
        }
        return sb.toString();
    }

    /** sysbench's text pattern: {@code groups} groups of 11 random digits joined by '-'. */
    static String digitGroups(int groups, SplittableRandom r) {
        StringBuilder sb = new StringBuilder(groups * 12);
        for (int g = 0; g < groups; g++) {
            if (g > 0) {
                sb.append('-');
            }
            for (int i = 0; i < 11; i++) {
                sb.append((char) ('0' + r.nextInt(10)));
            }
        }
        return sb.toString();
    }

    /** Fills ids 1..size: k uniform in [1,size], c 10 digit groups (119 chars), pad 5 groups (59 chars). */
    static void fill(Connection c, String table, long size, WorkloadContext context) throws SQLException {
        SplittableRandom r = new SplittableRandom(FILL_SEED);
        boolean autoCommit = c.getAutoCommit();
        c.setAutoCommit(false);
        try (PreparedStatement full = c.prepareStatement(insertSql(table, (int) Math.min(FILL_BATCH, size)))) {
            long id = 1;
            while (id <= size) {
                int rows = (int) Math.min(FILL_BATCH, size - id + 1);
                PreparedStatement ps = rows == Math.min(FILL_BATCH, size) ? full : c.prepareStatement(insertSql(table, rows));
                try {
                    int p = 1;
                    for (int i = 0; i < rows; i++, id++) {
                        ps.setLong(p++, id);
                        ps.setLong(p++, 1 + r.nextLong(size));
                        ps.setString(p++, digitGroups(10, r));
                        ps.setString(p++, digitGroups(5, r));
                    }
                    ps.executeUpdate();
                    c.commit();
                } finally {
                    if (ps != full) {
                        ps.close();
                    }
                }
                if (context != null) {
                    context.progress("fill " + TABLE, id - 1, size);
                }
            }
        } finally {
            c.setAutoCommit(autoCommit);
        }
    }

    /** One operation = one primary-key lookup with a uniform id in [1, tableSize]; returns 1. */
    static final class PointSelectWorker implements StreamWorker {
        private final String sql;
        private final long tableSize;
        private PreparedStatement ps;

        PointSelectWorker(String sql, long tableSize) {
            this.sql = sql;
            this.tableSize = tableSize;
        }

        @Override
        public void open(Connection connection) throws SQLException {
            ps = connection.prepareStatement(sql);
        }

        long nextId(SplittableRandom random) {
            return 1 + random.nextLong(tableSize);
        }

        @Override
        public long execute(Connection connection, SplittableRandom random) throws SQLException {
            ps.setLong(1, nextId(random));
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    rs.getString(1);
                }
            }
            return 1;
        }

        @Override
        public void close() {
            if (ps != null) {
                try {
                    ps.close();
                } catch (SQLException e) {
                    // best effort
                }
            }
        }
    }
}
