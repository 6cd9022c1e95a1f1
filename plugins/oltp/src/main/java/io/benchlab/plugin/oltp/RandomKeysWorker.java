package io.benchlab.plugin.oltp;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.SplittableRandom;

/**
 * One thread of select_random_points or select_random_ranges: one SELECT on sbtest1's k index per
 * operation, its values drawn from this thread's own slice of [0, tableSize] — the table's k range
 * is cut into as many slices as there are threads, so the threads' lookups do not overlap (as
 * sysbench's scripts cut it).
 *
 * <ul>
 *   <li>points: {@code k IN (v1, …, vN)}, N = randomPoints;</li>
 *   <li>ranges: {@code k BETWEEN v AND v + delta OR …}, numberOfRanges times.</li>
 * </ul>
 */
final class RandomKeysWorker extends CountingWorker {
    private final OltpOptions options;
    private final boolean ranges;
    private final double sliceStart;
    private final double sliceLength;
    private PreparedStatement select;

    RandomKeysWorker(OltpOptions options, boolean ranges, int worker, int workers) {
        this.options = options;
        this.ranges = ranges;
        this.sliceLength = options.tableSize() / (double) Math.max(1, workers);
        this.sliceStart = sliceLength * (worker % Math.max(1, workers));
    }

    @Override
    public void open(Connection connection) throws SQLException {
        connection.setAutoCommit(true);
        select = connection.prepareStatement(ranges ? SbtestSql.randomRanges(options.numberOfRanges())
                : SbtestSql.randomPoints(options.randomPoints()));
    }

    @Override
    public long execute(Connection connection, SplittableRandom random) throws SQLException {
        try {
            // sysbench passes the slice's bounds (doubles) as uint32_t: truncated
            long from = (long) sliceStart;
            long to = (long) (sliceStart + sliceLength);
            if (ranges) {
                for (int i = 0; i < options.numberOfRanges(); i++) {
                    long v = options.keys().next(random, from, to);
                    select.setLong(2 * i + 1, v);
                    select.setLong(2 * i + 2, v + options.delta());
                }
            } else {
                for (int i = 0; i < options.randomPoints(); i++) {
                    select.setLong(i + 1, options.keys().next(random, from, to));
                }
            }
            counted.query(select);
            return counted.pending();
        } finally {
            counted.flush();
        }
    }

    @Override
    public void close() {
        Jdbc.closeQuietly(select);
    }
}
