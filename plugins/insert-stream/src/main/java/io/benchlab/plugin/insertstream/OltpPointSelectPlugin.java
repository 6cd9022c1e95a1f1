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
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A sysbench-like primary-key lookup stream: {@code SELECT c FROM sbtest1 WHERE id=?} with
 * uniformly random ids, on a table filled by prepare. The natural subject of arrival-rate runs.
 */
public final class OltpPointSelectPlugin implements WorkloadPlugin {

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
        return SbtestTable.parameters("Rows in sbtest1 (ids 1..tableSize).");
    }

    @Override
    public Workload create(Parameters parameters) throws WorkloadException {
        SbtestTable sbtest = new SbtestTable(parameters, false);
        String select = selectSql(sbtest.table());
        long size = sbtest.tableSize();
        return sbtest.workload(id(), List.of(StreamOperation.reads("point-select", "oltp",
                (index, count) -> new PointSelectWorker(select, size), "queries")));
    }

    static String selectSql(String table) {
        return "SELECT c FROM " + table + " WHERE id=?";
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
