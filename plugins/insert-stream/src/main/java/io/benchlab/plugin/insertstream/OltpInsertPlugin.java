package io.benchlab.plugin.insertstream;

import io.benchlab.api.ParameterSpec;
import io.benchlab.api.Parameters;
import io.benchlab.api.StreamOperation;
import io.benchlab.api.StreamWorker;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadException;
import io.benchlab.api.WorkloadPlugin;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.SplittableRandom;

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
        return SbtestTable.parameters("Rows put into sbtest1 by prepare; k is drawn from [1, tableSize].");
    }

    @Override
    public Workload create(Parameters parameters) throws WorkloadException {
        SbtestTable sbtest = new SbtestTable(parameters, true);
        String insert = "INSERT INTO " + sbtest.table() + " (id, k, c, pad) VALUES (0, ?, ?, ?)";
        long size = sbtest.tableSize();
        return sbtest.workload(id(), List.of(new StreamOperation("insert", "oltp", (index, count) -> new InsertWorker(insert, size), "rows")));
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
            ps.setString(2, SbtestTable.digitGroups(10, random));
            ps.setString(3, SbtestTable.digitGroups(5, random));
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
