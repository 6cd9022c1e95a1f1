package io.benchlab.plugin.sqlfile;

import io.benchlab.api.StreamWorker;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.SplittableRandom;

/**
 * One session of a SQL stream: each operation runs one statement (of a mix: one drawn by weight)
 * with its functions filled for this execution, and reads every result it returns (a procedure's
 * several result sets too), as mysqlslap's clients do.
 */
final class StatementWorker implements StreamWorker {
    private final List<Placeholders.Template> statements;
    /** Cumulative weights of a mix (the last is the total); null for a single statement. */
    private final double[] cumulative;
    private final int session;
    private long executions;
    private Statement statement;
    private Tally tally;

    /**
     * @param weights one per statement for a mix; null for a single statement
     * @param session the session's number from 1 ({@code ${thread}})
     */
    StatementWorker(List<Placeholders.Template> statements, double[] weights, int session) {
        this.statements = statements;
        this.session = session;
        if (weights == null) {
            cumulative = null;
        } else {
            cumulative = new double[weights.length];
            double sum = 0;
            for (int i = 0; i < weights.length; i++) {
                sum += weights[i];
                cumulative[i] = sum;
            }
        }
    }

    @Override
    public void tally(Tally tally) {
        this.tally = tally;
    }

    @Override
    public void open(Connection connection) throws SQLException {
        statement = connection.createStatement();
    }

    @Override
    public long execute(Connection connection, SplittableRandom random) throws SQLException {
        int k = pick(random);
        if (cumulative != null && tally != null) {
            tally.kind(k);
        }
        boolean result = statement.execute(statements.get(k).render(random, session, ++executions));
        while (true) {
            if (result) {
                try (ResultSet rs = statement.getResultSet()) {
                    while (rs.next()) {
                        // read to the end: the session is free for its next statement only then
                    }
                }
            } else if (statement.getUpdateCount() == -1) {
                return 1;
            }
            result = statement.getMoreResults();
        }
    }

    private int pick(SplittableRandom random) {
        if (cumulative == null) {
            return 0;
        }
        double x = random.nextDouble() * cumulative[cumulative.length - 1];
        for (int i = 0; i < cumulative.length - 1; i++) {
            if (x < cumulative[i]) {
                return i;
            }
        }
        return cumulative.length - 1;
    }

    @Override
    public void close() {
        if (statement != null) {
            try {
                statement.close();
            } catch (SQLException e) {
                // the connection is closed by the engine next
            }
        }
    }
}
