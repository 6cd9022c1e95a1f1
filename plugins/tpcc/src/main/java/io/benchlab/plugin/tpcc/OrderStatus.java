package io.benchlab.plugin.tpcc;

import io.benchlab.api.StreamWorker.Tally;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * The Order-Status transaction (clause 2.6), read-only: a customer (60% by last name) and the lines of
 * their most recent order, found through the (O_W_ID, O_D_ID, O_C_ID, O_ID) index.
 */
final class OrderStatus {
    /** Clause 2.6.1: the input; {@code lastName} null when the customer is given by number. */
    record Input(int district, int customer, String lastName) implements Profiles.Input {
        @Override
        public Transaction transaction() {
            return Transaction.ORDER_STATUS;
        }
    }

    private final Tally tally;
    private final int warehouse;
    private final Connection c;
    private final Customers customers;
    private final PreparedStatement customerRead;
    private final PreparedStatement lastOrder;
    private final PreparedStatement lines;

    OrderStatus(Connection c, Tally tally, int warehouse, Customers customers) throws SQLException {
        this.c = c;
        this.tally = tally;
        this.warehouse = warehouse;
        this.customers = customers;
        customerRead = c.prepareStatement("SELECT c_balance, c_first, c_middle, c_last FROM customer WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?");
        lastOrder = c.prepareStatement("SELECT o_id, o_entry_d, o_carrier_id FROM orders WHERE o_w_id = ? AND o_d_id = ? AND o_c_id = ?"
                + " ORDER BY o_id DESC LIMIT 1");
        lines = c.prepareStatement("SELECT ol_i_id, ol_supply_w_id, ol_quantity, ol_amount, ol_delivery_d FROM order_line"
                + " WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?");
    }

    void run(Input in) throws SQLException {
        int customer = in.lastName() == null ? in.customer() : customers.byLastName(warehouse, in.district(), in.lastName());
        customerRead.setInt(1, warehouse);
        customerRead.setInt(2, in.district());
        customerRead.setInt(3, customer);
        try (ResultSet rs = customerRead.executeQuery()) {
            rs.next();
        }
        lastOrder.setInt(1, warehouse);
        lastOrder.setInt(2, in.district());
        lastOrder.setInt(3, customer);
        int orderId = -1;
        try (ResultSet rs = lastOrder.executeQuery()) {
            if (rs.next()) {
                orderId = rs.getInt(1);
            }
        }
        if (orderId > 0) {
            lines.setInt(1, warehouse);
            lines.setInt(2, in.district());
            lines.setInt(3, orderId);
            try (ResultSet rs = lines.executeQuery()) {
                while (rs.next()) {
                    // every line is fetched, as the terminal displays them
                }
            }
        }
        c.commit();
        tally.add(Count.COMMITS.ordinal(), 1);
        if (in.lastName() != null) {
            tally.add(Count.BY_LAST_NAME.ordinal(), 1);
        }
    }
}
