package io.benchlab.plugin.tpcc;

import io.benchlab.api.StreamWorker.Tally;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * The Stock-Level transaction (clause 2.8), read-only: how many of the items of the district's last 20
 * orders have less stock than a threshold. The district is the terminal's own (clause 2.8.1.1).
 */
final class StockLevel {
    /** Clause 2.8.1.2: the threshold, 10 to 20. */
    record Input(int threshold) implements Profiles.Input {
        @Override
        public Transaction transaction() {
            return Transaction.STOCK_LEVEL;
        }
    }

    private final Tally tally;
    private final int warehouse;
    private final int district;
    private final Connection c;
    private final PreparedStatement next;
    private final PreparedStatement low;

    StockLevel(Connection c, Tally tally, int warehouse, int district) throws SQLException {
        this.c = c;
        this.tally = tally;
        this.warehouse = warehouse;
        this.district = district;
        next = c.prepareStatement("SELECT d_next_o_id FROM district WHERE d_w_id = ? AND d_id = ?");
        low = c.prepareStatement("SELECT COUNT(DISTINCT s_i_id) FROM order_line, stock WHERE ol_w_id = ? AND ol_d_id = ?"
                + " AND ol_o_id < ? AND ol_o_id >= ? AND s_w_id = ? AND s_i_id = ol_i_id AND s_quantity < ?");
    }

    void run(Input in) throws SQLException {
        next.setInt(1, warehouse);
        next.setInt(2, district);
        int nextOrder;
        try (ResultSet rs = next.executeQuery()) {
            rs.next();
            nextOrder = rs.getInt(1);
        }
        low.setInt(1, warehouse);
        low.setInt(2, district);
        low.setInt(3, nextOrder);
        low.setInt(4, nextOrder - 20);
        low.setInt(5, warehouse);
        low.setInt(6, in.threshold());
        try (ResultSet rs = low.executeQuery()) {
            rs.next();
        }
        c.commit();
        tally.add(Count.COMMITS.ordinal(), 1);
    }
}
