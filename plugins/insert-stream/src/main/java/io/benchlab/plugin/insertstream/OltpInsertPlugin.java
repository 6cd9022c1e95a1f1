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
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.SplittableRandom;
import static io.benchlab.plugin.insertstream.OltpPointSelectPlugin.tableExists;

/**
 * A sysbench {@code oltp_insert}-like stream: autocommit single-row INSERTs into {@code sbtest1}
 * (AUTO_INCREMENT id, as sysbench's default {@code --auto-inc=on}), k uniform in [1, tableSize],
 * c and pad as sysbench generates them. Exists so that benchlab's driver can be compared with
 * sysbench on exactly the same statements (scripts/bench-vs-sysbench.sh).
 */
public final class OltpInsertPlugin implements WorkloadPlugin {

    @Override
    public String id() {
        return "oltp-insert";
    }

    @Override
    public String description() {
        return "sysbench-like oltp_insert: autocommit single-row INSERTs into sbtest1 (AUTO_INCREMENT id); "
                + "prepare creates the schema if missing and drops, re-creates and fills table sbtest1.";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of(
                ParameterSpec.string("schema", "sbtest", "Schema (database) of sbtest1; created if missing."),
                ParameterSpec.integer("tableSize", 10_000, "Rows put into sbtest1 by prepare; k is drawn from [1, tableSize].")
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
        String table = schema + ".`" + OltpPointSelectPlugin.TABLE + "`";
        String insert = "INSERT INTO " + table + " (id, k, c, pad) VALUES (0, ?, ?, ?)";
        List<Operation> ops = List.of(new StreamOperation("insert", "oltp",
                (index, count) -> new InsertWorker(insert, tableSize), "rows"));
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
                    st.execute(OltpPointSelectPlugin.createTableSql(table, engine)
                            .replace("id INT NOT NULL,", "id INT NOT NULL AUTO_INCREMENT,"));
                }
                OltpPointSelectPlugin.fill(c, table, tableSize, context);
            }

            @Override
            public List<Operation> operations() {
                return ops;
            }
        };
    }

    /** One operation = one autocommit INSERT of one row; returns 1. */
    static final class InsertWorker implements StreamWorker {
        private final String sql;
        private final long tableSize;
        private PreparedStatement ps;

        InsertWorker(String sql, long tableSize) {
            this.sql = sql;
            this.tableSize = tableSize;
        }

        @Override
        public void open(Connection connection) throws SQLException {
            connection.setAutoCommit(true);
            ps = connection.prepareStatement(sql);
        }

        @Override
        public long execute(Connection connection, SplittableRandom random) throws SQLException {
            ps.setLong(1, 1 + random.nextLong(tableSize));
            ps.setString(2, OltpPointSelectPlugin.digitGroups(10, random));
            ps.setString(3, OltpPointSelectPlugin.digitGroups(5, random));
            ps.executeUpdate();
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
