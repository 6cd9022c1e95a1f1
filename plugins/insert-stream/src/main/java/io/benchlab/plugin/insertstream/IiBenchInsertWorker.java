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
 * <p>When the experiment audits acknowledged writes, every row's {@code transactionid} is reported
 * once the commit returned. On MariaDB the INSERT returns them ({@code RETURNING transactionid}):
 * exact whatever the server does with AUTO_INCREMENT values — a Galera cluster changes
 * {@code auto_increment_increment} and each node's offset whenever a node leaves or joins, so keys
 * computed from the first one would be wrong right when a fault strikes. On MySQL, which has no
 * RETURNING, a statement's first generated key comes in the server's reply, and its rows took
 * consecutive values {@code auto_increment_increment} apart (a multi-row INSERT of known size,
 * whatever {@code innodb_autoinc_lock_mode}).
 */
final class IiBenchInsertWorker implements StreamWorker {
    private final IiBenchConfig config;
    private final int columns;
    private Connection connection;
    private boolean autoCommitBefore = true;
    private PreparedStatement full;
    private PreparedStatement rest;
    private Tally tally;
    /** Whether keys are reported ({@link Tally#auditing()}), and whether the INSERT returns them (MariaDB). */
    private boolean auditing;
    private boolean returning;
    /** MySQL: the step between a statement's keys. */
    private long increment = 1;
    /** The keys of the transaction in progress (audited only), reported after its commit. */
    private long[] keys = new long[0];
    private int keyCount;

    IiBenchInsertWorker(IiBenchConfig config) {
        this.config = config;
        this.columns = config.insertColumns().length;
    }

    @Override
    public void tally(Tally t) {
        this.tally = t;
    }

    private static boolean mariaDb(Connection c) throws SQLException {
        String version = c.getMetaData().getDatabaseProductVersion();
        return version != null && version.toLowerCase(java.util.Locale.ROOT).contains("mariadb");
    }

    /** Called again on a new connection after a reconnect: everything of the old one is let go. */
    @Override
    public void open(Connection c) throws SQLException {
        connection = c;
        autoCommitBefore = c.getAutoCommit();
        c.setAutoCommit(false);
        auditing = tally != null && tally.auditing();
        returning = auditing && mariaDb(c); // the server is asked only when keys are audited
        int perStatement = Math.min(config.rowsPerStatement(), config.rowsPerCommit());
        int remainder = config.rowsPerCommit() % perStatement;
        try {
            full = prepare(c, IiBenchSql.insert(config, perStatement));
            rest = remainder == 0 ? null : prepare(c, IiBenchSql.insert(config, remainder));
        } catch (WorkloadException e) {
            throw new SQLException(e.getMessage(), e);
        }
        if (auditing && !returning) {
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT @@auto_increment_increment")) {
                increment = rs.next() ? Math.max(1, rs.getLong(1)) : 1;
            }
        }
        keys = new long[auditing ? config.rowsPerCommit() : 0];
    }

    private PreparedStatement prepare(Connection c, String insert) throws SQLException {
        if (returning) {
            return c.prepareStatement(insert + " RETURNING transactionid");
        }
        return c.prepareStatement(insert, auditing ? Statement.RETURN_GENERATED_KEYS : Statement.NO_GENERATED_KEYS);
    }

    @Override
    public long execute(Connection c, SplittableRandom random) throws SQLException {
        int perStatement = Math.min(config.rowsPerStatement(), config.rowsPerCommit());
        int left = config.rowsPerCommit();
        keyCount = 0;
        try {
            while (left > 0) {
                int rows = Math.min(perStatement, left);
                PreparedStatement ps = rows == perStatement ? full : rest;
                bind(ps, rows, LocalDateTime.now().withNano(0), random);
                if (returning) {
                    try (ResultSet rs = ps.executeQuery()) {
                        while (rs.next() && keyCount < keys.length) {
                            keys[keyCount++] = rs.getLong(1);
                        }
                    }
                } else {
                    ps.executeUpdate();
                    if (auditing) {
                        long first = firstKey(ps);
                        for (int r = 0; r < rows && keyCount < keys.length; r++) {
                            keys[keyCount++] = first + r * increment;
                        }
                    }
                }
                left -= rows;
            }
            c.commit();
            for (int k = 0; k < keyCount; k++) {
                tally.acknowledged(keys[k]);
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
