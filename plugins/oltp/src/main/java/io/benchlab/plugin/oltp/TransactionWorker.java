package io.benchlab.plugin.oltp;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * One thread of a transaction script (oltp_read_only, oltp_read_write, oltp_write_only,
 * oltp_update_index, oltp_update_non_index, oltp_delete, oltp_point_select): one operation is one
 * {@link Transaction}, its units the statements it sent. Statements are server-side prepared once
 * per table on the worker's connection, as sysbench prepares them; BEGIN and COMMIT are sent as
 * text with autocommit on, so the server counts them (Com_begin, Com_commit) as sysbench's do.
 *
 * <p>Deadlocks, lock wait timeouts and 1020 are not caught here: the engine rolls the transaction
 * back, counts the error by class and calls {@link #execute} again, as sysbench ignores them.
 */
final class TransactionWorker extends CountingWorker {
    private final Transaction shape;
    private final OltpOptions options;
    private final List<PreparedStatement> opened = new ArrayList<>();
    private Statement text;
    /** Per kind, the statement of each table (index 1..tables); null where the kind is not sent. */
    private PreparedStatement[] pointSelect;
    private PreparedStatement[] simpleRange;
    private PreparedStatement[] sumRange;
    private PreparedStatement[] orderRange;
    private PreparedStatement[] distinctRange;
    private PreparedStatement[] indexUpdate;
    private PreparedStatement[] nonIndexUpdate;
    private PreparedStatement[] delete;
    private PreparedStatement[] insert;

    TransactionWorker(Transaction shape, OltpOptions options) {
        this.shape = shape;
        this.options = options;
    }

    @Override
    public void open(Connection connection) throws SQLException {
        connection.setAutoCommit(true);
        text = connection.createStatement();
        pointSelect = prepare(connection, shape.pointSelects(), SbtestSql::pointSelect);
        simpleRange = prepare(connection, shape.simpleRanges(), SbtestSql::simpleRange);
        sumRange = prepare(connection, shape.sumRanges(), SbtestSql::sumRange);
        orderRange = prepare(connection, shape.orderRanges(), SbtestSql::orderRange);
        distinctRange = prepare(connection, shape.distinctRanges(), SbtestSql::distinctRange);
        indexUpdate = prepare(connection, shape.indexUpdates(), SbtestSql::indexUpdate);
        nonIndexUpdate = prepare(connection, shape.nonIndexUpdates(), SbtestSql::nonIndexUpdate);
        delete = prepare(connection, shape.deleteInserts() + shape.deletes(), SbtestSql::delete);
        insert = prepare(connection, shape.deleteInserts(), SbtestSql::insert);
    }

    private PreparedStatement[] prepare(Connection c, int count, java.util.function.IntFunction<String> sql) throws SQLException {
        if (count == 0) {
            return null;
        }
        PreparedStatement[] byTable = new PreparedStatement[options.tables() + 1];
        for (int t = 1; t <= options.tables(); t++) {
            byTable[t] = c.prepareStatement(sql.apply(t));
            opened.add(byTable[t]);
        }
        return byTable;
    }

    @Override
    public long execute(Connection connection, SplittableRandom random) throws SQLException {
        try {
            if (shape.explicit()) {
                counted.execute(text, "BEGIN");
            }
            if (pointSelect != null) {
                PreparedStatement ps = pointSelect[table(random)];
                for (int i = 0; i < shape.pointSelects(); i++) {
                    ps.setLong(1, id(random));
                    counted.query(ps);
                }
            }
            range(simpleRange, shape.simpleRanges(), random);
            range(sumRange, shape.sumRanges(), random);
            range(orderRange, shape.orderRanges(), random);
            range(distinctRange, shape.distinctRanges(), random);
            if (indexUpdate != null) {
                PreparedStatement ps = indexUpdate[table(random)];
                for (int i = 0; i < shape.indexUpdates(); i++) {
                    ps.setLong(1, id(random));
                    counted.update(ps);
                }
            }
            if (nonIndexUpdate != null) {
                PreparedStatement ps = nonIndexUpdate[table(random)];
                for (int i = 0; i < shape.nonIndexUpdates(); i++) {
                    ps.setString(1, SbtestText.c(random));
                    ps.setLong(2, id(random));
                    counted.update(ps);
                }
            }
            if (shape.deleteInserts() > 0) {
                int t = table(random);
                for (int i = 0; i < shape.deleteInserts(); i++) {
                    long id = id(random);
                    long k = id(random);
                    delete[t].setLong(1, id);
                    counted.update(delete[t]);
                    PreparedStatement ins = insert[t];
                    ins.setLong(1, id);
                    ins.setLong(2, k);
                    ins.setString(3, SbtestText.c(random));
                    ins.setString(4, SbtestText.pad(random));
                    counted.update(ins);
                }
            }
            if (shape.deletes() > 0) {
                PreparedStatement ps = delete[table(random)];
                for (int i = 0; i < shape.deletes(); i++) {
                    ps.setLong(1, id(random));
                    counted.update(ps);
                }
            }
            if (shape.explicit()) {
                counted.execute(text, "COMMIT");
            }
            return counted.pending();
        } finally {
            counted.flush();
        }
    }

    private void range(PreparedStatement[] byTable, int count, SplittableRandom random) throws SQLException {
        if (byTable == null) {
            return;
        }
        PreparedStatement ps = byTable[table(random)];
        for (int i = 0; i < count; i++) {
            long from = id(random);
            ps.setLong(1, from);
            ps.setLong(2, from + options.rangeSize() - 1);
            counted.query(ps);
        }
    }

    private int table(SplittableRandom random) {
        return (int) KeyDistribution.uniform(random, 1, options.tables());
    }

    private long id(SplittableRandom random) {
        return options.keys().next(random, 1, options.tableSize());
    }

    @Override
    public void close() {
        for (PreparedStatement ps : opened) {
            Jdbc.closeQuietly(ps);
        }
        Jdbc.closeQuietly(text);
    }
}
