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
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Test workload that deadlocks for real: each transaction adds 1 to two rows of a two-row table,
 * even workers in the order 1, 2 ("forward"), odd workers 2, 1 ("backward"), so InnoDB picks
 * deadlock victims; a committed transaction adds exactly 2 to the table's sum. Counts the UPDATEs
 * that succeeded.
 */
public final class DeadlockPlugin implements WorkloadPlugin {
    static final String SCHEMA = "deadlocks";

    @Override
    public String id() {
        return "test-deadlock";
    }

    @Override
    public String description() {
        return "test only: two rows updated in opposite orders by even and odd workers";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of();
    }

    @Override
    public Workload create(Parameters parameters) {
        StreamOperation op = new StreamOperation("swap", "test", (index, count) -> new Worker(index % 2 == 0), "transactions")
                .withKinds(List.of("forward", "backward")).withCounts(List.of("updates"));
        return new Workload() {
            @Override
            public String schema() {
                return SCHEMA;
            }

            @Override
            public void prepare(WorkloadContext context) throws SQLException {
                try (Statement st = context.connection().createStatement()) {
                    st.execute("CREATE DATABASE IF NOT EXISTS " + SCHEMA);
                    st.execute("DROP TABLE IF EXISTS " + SCHEMA + ".pair");
                    st.execute("CREATE TABLE " + SCHEMA + ".pair (id INT PRIMARY KEY, n BIGINT NOT NULL) ENGINE=InnoDB");
                    st.execute("INSERT INTO " + SCHEMA + ".pair VALUES (1, 0), (2, 0)");
                }
            }

            @Override
            public List<Operation> operations() {
                return List.of(op);
            }
        };
    }

    private static final class Worker implements StreamWorker {
        private final boolean forward;
        private Tally tally;
        private PreparedStatement update;

        Worker(boolean forward) {
            this.forward = forward;
        }

        @Override
        public void tally(Tally t) {
            tally = t;
        }

        @Override
        public void open(Connection c) throws SQLException {
            c.setAutoCommit(false);
            update = c.prepareStatement("UPDATE " + SCHEMA + ".pair SET n = n + 1 WHERE id = ?");
        }

        @Override
        public long execute(Connection c, SplittableRandom random) throws SQLException {
            tally.kind(forward ? 0 : 1);
            update(forward ? 1 : 2);
            update(forward ? 2 : 1);
            c.commit();
            return 1;
        }

        private void update(int id) throws SQLException {
            update.setInt(1, id);
            update.executeUpdate();
            tally.add(0, 1);
        }
    }
}
