package io.benchlab.plugin.insertstream;

import io.benchlab.api.StreamWorker;
import io.benchlab.api.WorkloadException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.util.SplittableRandom;

/**
 * One operation = one transaction of {@code rowsPerCommit} rows, sent as multi-row INSERTs of
 * {@code rowsPerStatement} rows (the last one smaller if the commit size is not a multiple). The
 * two statement sizes are prepared once and reused. All rows of a statement share one dateandtime
 * (the client's current time, whole seconds). Returns the rows inserted.
 *
 * <p>When the experiment audits acknowledged writes, each statement's first generated
 * {@code transactionid} is read from its result (the server's reply carries it; no extra round
 * trip) and, once the commit returned, every row's key is reported: a multi-row INSERT of known
 * size takes consecutive AUTO_INCREMENT values, {@code auto_increment_increment} apart (Galera
 * sets it to the cluster's size), whatever {@code innodb_autoinc_lock_mode}.
 */
final class IiBenchInsertWorker implements StreamWorker {
    private final IiBenchConfig config;
    private final int columns;
    private Connection connection;
    private boolean autoCommitBefore = true;
    private PreparedStatement full;
    private PreparedStatement rest;
    private Tally tally;
    /** Whether keys are reported ({@link Tally#auditing()}), and the step between a statement's keys. */
    private boolean auditing;
    private long increment = 1;
    /** The first key and row count of each statement of the transaction in progress (audited only). */
    private long[] firstKeys = new long[0];
    private int[] statementRows = new int[0];

    IiBenchInsertWorker(IiBenchConfig config) {
        this.config = config;
        this.columns = config.insertColumns().length;
    }

    @Override
    public void tally(Tally t) {
        this.tally = t;
    }

    /** Called again on a new connection after a reconnect: everything of the old one is let go. */
    @Override
    public void open(Connection c) throws SQLException {
        connection = c;
        autoCommitBefore = c.getAutoCommit();
        c.setAutoCommit(false);
        auditing = tally != null && tally.auditing();
        int perStatement = Math.min(config.rowsPerStatement(), config.rowsPerCommit());
        int remainder = config.rowsPerCommit() % perStatement;
        int keys = auditing ? Statement.RETURN_GENERATED_KEYS : Statement.NO_GENERATED_KEYS;
        try {
            full = c.prepareStatement(IiBenchSql.insert(config, perStatement), keys);
            rest = remainder == 0 ? null : c.prepareStatement(IiBenchSql.insert(config, remainder), keys);
        } catch (WorkloadException e) {
            throw new SQLException(e.getMessage(), e);
        }
        if (auditing) {
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT @@auto_increment_increment")) {
                increment = rs.next() ? Math.max(1, rs.getLong(1)) : 1;
            }
            int statements = (config.rowsPerCommit() + perStatement - 1) / perStatement;
            firstKeys = new long[statements];
            statementRows = new int[statements];
        }
    }

    @Override
    public long execute(Connection c, SplittableRandom random) throws SQLException {
        int perStatement = Math.min(config.rowsPerStatement(), config.rowsPerCommit());
        int left = config.rowsPerCommit();
        int statements = 0;
        try {
            while (left > 0) {
                int rows = Math.min(perStatement, left);
                PreparedStatement ps = rows == perStatement ? full : rest;
                bind(ps, rows, LocalDateTime.now().withNano(0), random);
                ps.executeUpdate();
                if (auditing) {
                    firstKeys[statements] = firstKey(ps);
                    statementRows[statements] = rows;
                }
                statements++;
                left -= rows;
            }
            c.commit();
            if (auditing) {
                for (int s = 0; s < statements; s++) {
                    for (int r = 0; r < statementRows[s]; r++) {
                        tally.acknowledged(firstKeys[s] + r * increment);
                    }
                }
            }
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

    /** The first AUTO_INCREMENT value the statement generated (the server's reply carries it). */
    private static long firstKey(PreparedStatement ps) throws SQLException {
        try (ResultSet keys = ps.getGeneratedKeys()) {
            if (!keys.next()) {
                throw new SQLException("the INSERT returned no generated transactionid to audit");
            }
            return keys.getLong(1);
        }
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
