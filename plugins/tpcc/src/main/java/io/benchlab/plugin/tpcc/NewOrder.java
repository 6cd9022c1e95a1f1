package io.benchlab.plugin.tpcc;

import io.benchlab.api.StreamWorker.Tally;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The New-Order transaction (clause 2.4): a customer's order of 5 to 15 lines, 1% of which name an
 * unused item on their last line and are rolled back, and 1% of whose lines come from another
 * warehouse. Items and their stock are read with one statement each (the stock rows locked in index
 * order, so New-Orders do not deadlock on them), the stock updated line by line and the lines inserted
 * in one statement.
 */
final class NewOrder {
    /** An item number no item has (clause 2.4.1.5: the rollback's "unused value"). */
    static final int UNUSED_ITEM = 100_001;

    /** Clause 2.4.1: the input. Lines are in entry order; {@code supply[i]} is line i's supplying warehouse. */
    record Input(int district, int customer, int[] items, int[] supply, int[] quantity, boolean rollback)
            implements Profiles.Input {
        @Override
        public Transaction transaction() {
            return Transaction.NEW_ORDER;
        }

        boolean allLocal(int home) {
            return Arrays.stream(supply).allMatch(s -> s == home);
        }
    }

    private final Tally tally;
    private final int warehouse;
    private final Connection c;
    private final PreparedStatement customer;
    private final PreparedStatement district;
    private final PreparedStatement nextOrder;
    private final PreparedStatement order;
    private final PreparedStatement newOrder;
    private final PreparedStatement stockUpdate;
    /** By number of distinct items (1..15). */
    private final PreparedStatement[] itemReads = new PreparedStatement[16];
    /** By number of distinct items and district: the stock rows of one supplying warehouse, locked, with the district's S_DIST_xx. */
    private final PreparedStatement[][] stockReads = new PreparedStatement[16][11];
    /** By number of lines. */
    private final PreparedStatement[] lineInserts = new PreparedStatement[16];

    NewOrder(Connection c, Tally tally, int warehouse) throws SQLException {
        this.c = c;
        this.tally = tally;
        this.warehouse = warehouse;
        customer = c.prepareStatement("SELECT c_discount, c_last, c_credit, w_tax FROM customer, warehouse"
                + " WHERE w_id = ? AND c_w_id = w_id AND c_d_id = ? AND c_id = ?");
        district = c.prepareStatement("SELECT d_next_o_id, d_tax FROM district WHERE d_w_id = ? AND d_id = ? FOR UPDATE");
        nextOrder = c.prepareStatement("UPDATE district SET d_next_o_id = ? WHERE d_w_id = ? AND d_id = ?");
        order = c.prepareStatement("INSERT INTO orders (o_id, o_d_id, o_w_id, o_c_id, o_entry_d, o_ol_cnt, o_all_local)"
                + " VALUES (?, ?, ?, ?, NOW(), ?, ?)");
        newOrder = c.prepareStatement("INSERT INTO new_order (no_o_id, no_d_id, no_w_id) VALUES (?, ?, ?)");
        stockUpdate = c.prepareStatement("UPDATE stock SET s_quantity = ?, s_ytd = s_ytd + ?, s_order_cnt = s_order_cnt + 1,"
                + " s_remote_cnt = s_remote_cnt + ? WHERE s_w_id = ? AND s_i_id = ?");
    }

    void run(Input in) throws SQLException {
        int d = in.district();
        int lines = in.items().length;
        customer.setInt(1, warehouse);
        customer.setInt(2, d);
        customer.setInt(3, in.customer());
        // the profile reads what the terminal displays (discount, credit, taxes, I_DATA and S_DATA for brand-generic);
        // only the server's work matters here, so the display itself is not computed
        try (ResultSet rs = customer.executeQuery()) {
            if (!rs.next()) {
                throw new IllegalStateException("no customer " + in.customer() + " in district " + d + " of warehouse " + warehouse);
            }
        }
        district.setInt(1, warehouse);
        district.setInt(2, d);
        int orderId;
        try (ResultSet rs = district.executeQuery()) {
            if (!rs.next()) {
                throw new IllegalStateException("no district " + d + " in warehouse " + warehouse);
            }
            orderId = rs.getInt(1);
        }
        nextOrder.setInt(1, orderId + 1);
        nextOrder.setInt(2, warehouse);
        nextOrder.setInt(3, d);
        nextOrder.executeUpdate();
        order.setInt(1, orderId);
        order.setInt(2, d);
        order.setInt(3, warehouse);
        order.setInt(4, in.customer());
        order.setInt(5, lines);
        order.setInt(6, in.allLocal(warehouse) ? 1 : 0);
        order.executeUpdate();
        newOrder.setInt(1, orderId);
        newOrder.setInt(2, d);
        newOrder.setInt(3, warehouse);
        newOrder.executeUpdate();

        Map<Integer, Item> items = readItems(in.items());
        if (items.size() < distinct(in.items()).length) {
            // clause 2.4.2.3: an unused item number ends the order with a rollback
            c.rollback();
            tally.add(Count.NEW_ORDER_ROLLBACKS.ordinal(), 1);
            tally.add(Count.ROLLBACKS.ordinal(), 1);
            return;
        }
        Map<Long, Stock> stock = readStock(in, d);
        PreparedStatement insert = lineInsert(lines);
        int remote = 0;
        int p = 1;
        for (int i = 0; i < lines; i++) {
            Item item = items.get(in.items()[i]);
            Stock s = stock.get(Stock.key(in.supply()[i], in.items()[i]));
            int q = in.quantity()[i];
            s.quantity = s.quantity >= q + 10 ? s.quantity - q : s.quantity - q + 91;
            boolean isRemote = in.supply()[i] != warehouse;
            remote += isRemote ? 1 : 0;
            stockUpdate.setInt(1, s.quantity);
            stockUpdate.setInt(2, q);
            stockUpdate.setInt(3, isRemote ? 1 : 0);
            stockUpdate.setInt(4, in.supply()[i]);
            stockUpdate.setInt(5, in.items()[i]);
            stockUpdate.addBatch();
            long amountCents = q * item.priceCents();
            insert.setInt(p++, orderId);
            insert.setInt(p++, d);
            insert.setInt(p++, warehouse);
            insert.setInt(p++, i + 1);
            insert.setInt(p++, in.items()[i]);
            insert.setInt(p++, in.supply()[i]);
            insert.setInt(p++, q);
            insert.setBigDecimal(p++, java.math.BigDecimal.valueOf(amountCents, 2));
            insert.setString(p++, s.distInfo);
        }
        stockUpdate.executeBatch();
        insert.executeUpdate();
        c.commit();
        tally.add(Count.NEW_ORDERS.ordinal(), 1);
        tally.add(Count.COMMITS.ordinal(), 1);
        tally.add(Count.ORDER_LINES.ordinal(), lines);
        if (remote > 0) {
            tally.add(Count.REMOTE_ORDER_LINES.ordinal(), remote);
        }
    }

    private static int[] distinct(int[] ids) {
        return Arrays.stream(ids).distinct().sorted().toArray();
    }

    private record Item(long priceCents) {
    }

    private static final class Stock {
        int quantity;
        final String distInfo;

        Stock(int quantity, String distInfo) {
            this.quantity = quantity;
            this.distInfo = distInfo;
        }

        static long key(int w, int item) {
            return (long) w << 32 | item;
        }
    }

    private Map<Integer, Item> readItems(int[] ids) throws SQLException {
        int[] distinct = distinct(ids);
        PreparedStatement ps = itemReads[distinct.length];
        if (ps == null) {
            ps = c.prepareStatement("SELECT i_id, i_price, i_data FROM item WHERE i_id IN (" + marks(distinct.length) + ")");
            itemReads[distinct.length] = ps;
        }
        for (int i = 0; i < distinct.length; i++) {
            ps.setInt(i + 1, distinct[i]);
        }
        Map<Integer, Item> out = new HashMap<>();
        try (ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                out.put(rs.getInt(1), new Item(rs.getBigDecimal(2).movePointRight(2).longValueExact()));
            }
        }
        return out;
    }

    /** The order's stock rows, locked: one statement per supplying warehouse (almost always only the home one). */
    private Map<Long, Stock> readStock(Input in, int d) throws SQLException {
        Map<Long, Stock> out = new HashMap<>();
        int[] warehouses = Arrays.stream(in.supply()).distinct().sorted().toArray();
        for (int w : warehouses) {
            int[] ids = distinct(java.util.stream.IntStream.range(0, in.items().length).filter(i -> in.supply()[i] == w)
                    .map(i -> in.items()[i]).toArray());
            PreparedStatement ps = stockReads[ids.length][d];
            if (ps == null) {
                ps = c.prepareStatement(String.format(Locale.ROOT, "SELECT s_i_id, s_quantity, s_data, s_dist_%02d FROM stock"
                        + " WHERE s_w_id = ? AND s_i_id IN (%s) FOR UPDATE", d, marks(ids.length)));
                stockReads[ids.length][d] = ps;
            }
            ps.setInt(1, w);
            for (int i = 0; i < ids.length; i++) {
                ps.setInt(i + 2, ids[i]);
            }
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.put(Stock.key(w, rs.getInt(1)), new Stock(rs.getInt(2), rs.getString(4)));
                }
            }
        }
        return out;
    }

    private PreparedStatement lineInsert(int lines) throws SQLException {
        PreparedStatement ps = lineInserts[lines];
        if (ps == null) {
            StringBuilder sql = new StringBuilder("INSERT INTO order_line (ol_o_id, ol_d_id, ol_w_id, ol_number, ol_i_id, ol_supply_w_id,"
                    + " ol_quantity, ol_amount, ol_dist_info) VALUES ");
            for (int i = 0; i < lines; i++) {
                sql.append(i == 0 ? "" : ", ").append("(?, ?, ?, ?, ?, ?, ?, ?, ?)");
            }
            ps = c.prepareStatement(sql.toString());
            lineInserts[lines] = ps;
        }
        return ps;
    }

    private static String marks(int n) {
        return String.join(", ", java.util.Collections.nCopies(n, "?"));
    }
}
