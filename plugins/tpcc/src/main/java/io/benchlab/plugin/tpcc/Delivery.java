package io.benchlab.plugin.tpcc;

import io.benchlab.api.StreamWorker.Tally;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * The Delivery transaction (clause 2.7): the oldest undelivered order of each of the warehouse's ten
 * districts is delivered by one carrier — its NEW-ORDER row deleted, the order's carrier and its lines'
 * delivery date set, the customer's balance credited. benchlab runs it in one database transaction in
 * the terminal itself, not deferred (clause 2.7.2 allows either), so its response time is the whole
 * delivery's. A district with no order to deliver is skipped and counted (clause 2.7.4.2).
 */
final class Delivery {
    /** Clause 2.7.1: the carrier. */
    record Input(int carrier) implements Profiles.Input {
        @Override
        public Transaction transaction() {
            return Transaction.DELIVERY;
        }
    }

    private final Tally tally;
    private final int warehouse;
    private final Connection c;
    private final PreparedStatement oldest;
    private final PreparedStatement delete;
    private final PreparedStatement customer;
    private final PreparedStatement carrier;
    private final PreparedStatement delivered;
    private final PreparedStatement amount;
    private final PreparedStatement credit;

    Delivery(Connection c, Tally tally, int warehouse) throws SQLException {
        this.c = c;
        this.tally = tally;
        this.warehouse = warehouse;
        oldest = c.prepareStatement("SELECT no_o_id FROM new_order WHERE no_w_id = ? AND no_d_id = ? ORDER BY no_o_id LIMIT 1 FOR UPDATE");
        delete = c.prepareStatement("DELETE FROM new_order WHERE no_w_id = ? AND no_d_id = ? AND no_o_id = ?");
        customer = c.prepareStatement("SELECT o_c_id FROM orders WHERE o_w_id = ? AND o_d_id = ? AND o_id = ?");
        carrier = c.prepareStatement("UPDATE orders SET o_carrier_id = ? WHERE o_w_id = ? AND o_d_id = ? AND o_id = ?");
        delivered = c.prepareStatement("UPDATE order_line SET ol_delivery_d = NOW() WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?");
        amount = c.prepareStatement("SELECT SUM(ol_amount) FROM order_line WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?");
        credit = c.prepareStatement("UPDATE customer SET c_balance = c_balance + ?, c_delivery_cnt = c_delivery_cnt + 1"
                + " WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?");
    }

    void run(Input in) throws SQLException {
        int skipped = 0;
        for (int d = 1; d <= 10; d++) {
            oldest.setInt(1, warehouse);
            oldest.setInt(2, d);
            int orderId;
            try (ResultSet rs = oldest.executeQuery()) {
                if (!rs.next()) {
                    skipped++;
                    continue;
                }
                orderId = rs.getInt(1);
            }
            delete.setInt(1, warehouse);
            delete.setInt(2, d);
            delete.setInt(3, orderId);
            delete.executeUpdate();
            int customerId = keyed(customer, d, orderId);
            carrier.setInt(1, in.carrier());
            carrier.setInt(2, warehouse);
            carrier.setInt(3, d);
            carrier.setInt(4, orderId);
            carrier.executeUpdate();
            delivered.setInt(1, warehouse);
            delivered.setInt(2, d);
            delivered.setInt(3, orderId);
            delivered.executeUpdate();
            amount.setInt(1, warehouse);
            amount.setInt(2, d);
            amount.setInt(3, orderId);
            BigDecimal sum;
            try (ResultSet rs = amount.executeQuery()) {
                rs.next();
                sum = rs.getBigDecimal(1);
            }
            credit.setBigDecimal(1, sum == null ? BigDecimal.ZERO : sum);
            credit.setInt(2, warehouse);
            credit.setInt(3, d);
            credit.setInt(4, customerId);
            credit.executeUpdate();
        }
        c.commit();
        tally.add(Count.COMMITS.ordinal(), 1);
        if (skipped > 0) {
            tally.add(Count.DELIVERY_SKIPPED.ordinal(), skipped);
        }
    }

    private int keyed(PreparedStatement ps, int d, int orderId) throws SQLException {
        ps.setInt(1, warehouse);
        ps.setInt(2, d);
        ps.setInt(3, orderId);
        try (ResultSet rs = ps.executeQuery()) {
            if (!rs.next()) {
                throw new IllegalStateException("new order " + orderId + " of district " + d + " of warehouse " + warehouse + " has no order");
            }
            return rs.getInt(1);
        }
    }
}
