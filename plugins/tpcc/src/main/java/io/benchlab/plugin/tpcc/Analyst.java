package io.benchlab.plugin.tpcc;

import io.benchlab.api.StreamWorker;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.SplittableRandom;

/**
 * One analytical stream of CH-benCHmark: the 22 queries one after another, over and over, each an
 * operation of its own kind (Q1 … Q22), on the tables the terminals are changing. Worker {@code i}
 * starts at query {@code i mod 22}, so several streams do not run the same query at once.
 */
final class Analyst implements StreamWorker {
    private final List<String> queries;
    private int next;
    private Tally tally;

    Analyst(List<String> queries, int index) {
        this.queries = queries;
        this.next = index % queries.size();
    }

    @Override
    public void tally(Tally t) {
        this.tally = t;
    }

    @Override
    public void open(Connection c) throws SQLException {
        c.setAutoCommit(true); // each query sees the data as of its start, as CH-benCHmark's streams do
    }

    @Override
    public long execute(Connection c, SplittableRandom r) throws SQLException {
        int q = next;
        next = (next + 1) % queries.size();
        tally.kind(q);
        long rows = 0;
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(queries.get(q))) {
            while (rs.next()) {
                rows++;
            }
        }
        tally.add(0, rows);
        return 1;
    }
}
