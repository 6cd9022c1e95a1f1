package io.benchlab.e2e;

import io.benchlab.api.Operation;
import io.benchlab.api.ParameterSpec;
import io.benchlab.api.Parameters;
import io.benchlab.api.StreamOperation;
import io.benchlab.api.StreamWorker;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadContext;
import io.benchlab.api.WorkloadPlugin;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Test workload that makes the server slow for real: each operation runs {@code SELECT SLEEP(s)}
 * on the server, so service time has a known floor and a queue builds up near capacity.
 */
public final class StreamSleepPlugin implements WorkloadPlugin {

    @Override
    public String id() {
        return "test-sleep";
    }

    @Override
    public String description() {
        return "test only: SELECT SLEEP(seconds) as a stream operation";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of(ParameterSpec.decimal("seconds", 0.005, "What SLEEP() gets."));
    }

    @Override
    public Workload create(Parameters parameters) {
        double seconds = parameters.getDouble("seconds");
        List<Operation> ops = List.of(new StreamOperation("sleep", "test", (index, count) -> new StreamWorker() {
            private PreparedStatement ps;

            @Override
            public void open(Connection c) throws SQLException {
                ps = c.prepareStatement("SELECT SLEEP(?)");
                ps.setDouble(1, seconds);
            }

            @Override
            public long execute(Connection c, SplittableRandom random) throws SQLException {
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        rs.getInt(1);
                    }
                }
                return 1;
            }

            @Override
            public void close() {
                try {
                    ps.close();
                } catch (SQLException | RuntimeException e) {
                    // best effort
                }
            }
        }, "queries"));
        return new Workload() {
            @Override
            public String schema() {
                return null;
            }

            @Override
            public void prepare(WorkloadContext context) {
            }

            @Override
            public List<Operation> operations() {
                return ops;
            }
        };
    }
}
