package io.benchlab.plugin.insertstream;

import io.benchlab.api.Operation;
import io.benchlab.api.ParameterSpec;
import io.benchlab.api.Parameters;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadContext;
import io.benchlab.api.WorkloadException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The sysbench-like table {@code sbtest1} the OLTP stream plugins share: its parameters, its DDL,
 * and a prepare that creates the schema, drops, re-creates and fills the table with seeded data
 * (or keeps an existing one with {@code recreate: false}).
 */
final class SbtestTable {
    static final String TABLE = "sbtest1";
    /** Rows per INSERT while filling the table. */
    static final int FILL_BATCH = 1000;
    /** Seed of the fill data, so every prepare produces the same table. */
    static final long FILL_SEED = 0x5B7E57L;

    private final String schemaName;
    private final String schema;
    private final String engine;
    private final long tableSize;
    private final boolean recreate;
    private final boolean autoIncrement;

    /**
     * @param autoIncrement whether {@code id} is AUTO_INCREMENT (inserts let the server number rows)
     */
    SbtestTable(Parameters parameters, boolean autoIncrement) throws WorkloadException {
        this.schemaName = parameters.getString("schema");
        this.schema = Sql.quote("schema", schemaName);
        this.engine = parameters.getString("engine");
        Sql.quote("engine", engine);
        this.tableSize = parameters.getLong("tableSize");
        this.recreate = parameters.getBoolean("recreate");
        this.autoIncrement = autoIncrement;
    }

    /** The parameters both plugins take; {@code tableSizeHelp} says what the size means for the workload. */
    static List<ParameterSpec> parameters(String tableSizeHelp) {
        return List.of(
                ParameterSpec.string("schema", "sbtest", "Schema (database) of sbtest1; created if missing."),
                ParameterSpec.integer("tableSize", 10_000, tableSizeHelp).withRange(1.0, 1_000_000_000.0),
                ParameterSpec.string("engine", "InnoDB", "Storage engine of the table."),
                ParameterSpec.bool("recreate", true,
                        "Drop, re-create and fill sbtest1 in prepare; false keeps an existing sbtest1 (e.g. from sysbench prepare or an earlier run)."));
    }

    String table() {
        return schema + ".`" + TABLE + "`";
    }

    long tableSize() {
        return tableSize;
    }

    /** A workload on this table: its schema, this prepare, and the given operations. */
    Workload workload(String pluginId, List<Operation> operations) {
        return new Workload() {
            @Override
            public String schema() {
                return schemaName;
            }

            @Override
            public void prepare(WorkloadContext context) throws Exception {
                SbtestTable.this.prepare(context, pluginId);
            }

            @Override
            public List<Operation> operations() {
                return operations;
            }
        };
    }

    void prepare(WorkloadContext context, String pluginId) throws SQLException {
        Connection c = context.connection();
        if (!recreate && tableExists(c, schemaName)) {
            context.log(pluginId + ": keeping the existing " + table() + " (recreate: false)");
            return;
        }
        try (Statement st = c.createStatement()) {
            st.execute("CREATE DATABASE IF NOT EXISTS " + schema);
            st.execute("DROP TABLE IF EXISTS " + table());
            String ddl = createTableSql(table(), engine);
            st.execute(autoIncrement ? ddl.replace("id INT NOT NULL,", "id INT NOT NULL AUTO_INCREMENT,") : ddl);
        }
        fill(c, table(), tableSize, context);
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
}
