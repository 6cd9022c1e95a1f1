package io.benchlab.plugin.insertstream;

import io.benchlab.api.StreamWorker;
import io.benchlab.api.WorkloadException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.util.SplittableRandom;

/**
 * One operation = one transaction of {@code rowsPerCommit} rows, sent as multi-row INSERTs of
 * {@code rowsPerStatement} rows (the last one smaller if the commit size is not a multiple). The
 * two statement sizes are prepared once and reused. All rows of a statement share one dateandtime
 * (the client's current time, whole seconds). Returns the rows inserted.
 */
final class IiBenchInsertWorker implements StreamWorker {
    private final IiBenchConfig config;
    private final int columns;
    private Connection connection;
    private boolean autoCommitBefore = true;
    private PreparedStatement full;
    private PreparedStatement rest;

    IiBenchInsertWorker(IiBenchConfig config) {
        this.config = config;
        this.columns = config.insertColumns().length;
    }

    @Override
    public void open(Connection c) throws SQLException {
        connection = c;
        autoCommitBefore = c.getAutoCommit();
        c.setAutoCommit(false);
        int perStatement = Math.min(config.rowsPerStatement(), config.rowsPerCommit());
        int remainder = config.rowsPerCommit() % perStatement;
        try {
            full = c.prepareStatement(IiBenchSql.insert(config, perStatement));
            rest = remainder == 0 ? null : c.prepareStatement(IiBenchSql.insert(config, remainder));
        } catch (WorkloadException e) {
            throw new SQLException(e.getMessage(), e);
        }
    }

    @Override
    public long execute(Connection c, SplittableRandom random) throws SQLException {
        int perStatement = Math.min(config.rowsPerStatement(), config.rowsPerCommit());
        int left = config.rowsPerCommit();
        try {
            while (left > 0) {
                int rows = Math.min(perStatement, left);
                PreparedStatement ps = rows == perStatement ? full : rest;
                bind(ps, rows, LocalDateTime.now().withNano(0), random);
                ps.executeUpdate();
                left -= rows;
            }
            c.commit();
        } catch (SQLException | RuntimeException e) {
            try {
                c.rollback();
            } catch (SQLException suppressed) {
                e.addSuppressed(suppressed);
            }
            throw e;
        }
        return config.rowsPerCommit();
    }

    private void bind(PreparedStatement ps, int rows, LocalDateTime now, SplittableRandom random) throws SQLException {
        int p = 1;
        for (int r = 0; r < rows; r++) {
            IiBenchRows.Row row = IiBenchRows.next(config, random);
            ps.setObject(p, now);
            ps.setInt(p + 1, row.cashregisterid());
            ps.setInt(p + 2, row.customerid());
            ps.setInt(p + 3, row.productid());
            if (row.price() instanceof Float f) {
                ps.setFloat(p + 4, f);
            } else {
                ps.setInt(p + 4, row.price().intValue());
            }
            if (columns == 6) {
                ps.setString(p + 5, row.data());
            }
            p += columns;
        }
    }

    @Override
    public void close() {
        for (PreparedStatement ps : new PreparedStatement[] {full, rest}) {
            if (ps != null) {
                try {
                    ps.close();
                } catch (SQLException e) {
                    // best effort
                }
            }
        }
        if (connection != null) {
            try {
                if (!connection.isClosed()) {
                    connection.setAutoCommit(autoCommitBefore);
                }
            } catch (SQLException e) {
                // best effort
            }
        }
    }
}
