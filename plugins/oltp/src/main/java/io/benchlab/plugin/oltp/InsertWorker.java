package io.benchlab.plugin.oltp;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.SplittableRandom;

/**
 * One thread of oltp_insert: one autocommit INSERT of one row into a table drawn uniformly; k from
 * the id distribution over [1, tableSize], c and pad random digit groups; id 0 (the server numbers
 * the row) with autoInc, else a unique id ({@link UniqueIds}). sysbench sends this INSERT as text;
 * here it is a server-side prepared statement, like every other statement of the family.
 */
final class InsertWorker extends CountingWorker {
    private final OltpOptions options;
    private final UniqueIds ids;
    private PreparedStatement[] insert;

    /** @param ids null with autoInc (id 0 lets AUTO_INCREMENT choose) */
    InsertWorker(OltpOptions options, UniqueIds ids) {
        this.options = options;
        this.ids = ids;
    }

    @Override
    public void open(Connection connection) throws SQLException {
        connection.setAutoCommit(true);
        insert = new PreparedStatement[options.tables() + 1];
        for (int t = 1; t <= options.tables(); t++) {
            insert[t] = connection.prepareStatement(SbtestSql.insert(t));
        }
    }

    @Override
    public long execute(Connection connection, SplittableRandom random) throws SQLException {
        try {
            PreparedStatement ps = insert[(int) KeyDistribution.uniform(random, 1, options.tables())];
            ps.setLong(1, ids == null ? 0 : ids.nextId());
            ps.setLong(2, options.keys().next(random, 1, Math.max(1, options.tableSize())));
            ps.setString(3, SbtestText.c(random));
            ps.setString(4, SbtestText.pad(random));
            counted.update(ps);
            return counted.pending();
        } finally {
            counted.flush();
        }
    }

    @Override
    public void close() {
        if (insert != null) {
            for (PreparedStatement ps : insert) {
                Jdbc.closeQuietly(ps);
            }
        }
    }
}
