package io.benchlab.plugin.oltp;

import io.benchlab.api.StreamWorker;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * A worker's statements counted by sysbench's classes, which its "SQL statistics" report as queries
 * performed: <em>read</em> — the statement returned a result set; <em>write</em> — it changed rows;
 * <em>other</em> — neither (BEGIN, COMMIT, an UPDATE or DELETE that found no row). A statement is
 * counted when it has succeeded, also when its transaction fails later, as sysbench counts it; a
 * failed statement is an error, counted by the engine. One home for the classing, for every script.
 */
final class StatementTally {
    /** The counts every script declares, in the order of the tally's indexes. */
    static final List<String> NAMES = List.of("reads", "writes", "other");
    private static final int READS = 0;
    private static final int WRITES = 1;
    private static final int OTHER = 2;

    private StreamWorker.Tally tally;
    private long reads;
    private long writes;
    private long other;

    void attach(StreamWorker.Tally tally) {
        this.tally = tally;
    }

    /** Runs a query and reads its rows (sysbench stores every result set on the client). */
    void query(PreparedStatement ps) throws SQLException {
        try (ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                // the rows are received and walked, not decoded
            }
        }
        reads++;
    }

    /** Runs a statement that changes rows: a write when it changed any. */
    void update(PreparedStatement ps) throws SQLException {
        changed(ps.executeUpdate());
    }

    /** Runs a statement that returns nothing (BEGIN, COMMIT, a multi-row INSERT sent as text). */
    void execute(Statement st, String sql) throws SQLException {
        st.execute(sql);
        changed(st.getUpdateCount());
    }

    private void changed(long rows) {
        if (rows > 0) {
            writes++;
        } else {
            other++;
        }
    }

    /** Statements counted since the last {@link #flush}. */
    long pending() {
        return reads + writes + other;
    }

    /** Hands the operation's counts to the engine and starts the next operation's. */
    void flush() {
        if (tally != null) {
            if (reads > 0) {
                tally.add(READS, reads);
            }
            if (writes > 0) {
                tally.add(WRITES, writes);
            }
            if (other > 0) {
                tally.add(OTHER, other);
            }
        }
        reads = 0;
        writes = 0;
        other = 0;
    }
}
