package io.benchlab.plugin.tpcc;

import io.benchlab.api.StreamWorker.Tally;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Locale;

/**
 * The Payment transaction (clause 2.5): a customer pays an amount at the terminal's warehouse; the
 * warehouse's and the district's year-to-date balances grow (the hot rows of TPC-C), the customer's
 * balance shrinks, a bad-credit customer's C_DATA records the payment, and HISTORY gets a row. 15% of
 * the customers belong to another warehouse, 60% are found by last name.
 */
final class Payment {
    /** C_DATA's length (clause 1.3). */
    private static final int C_DATA_LENGTH = 500;

    /** Clause 2.5.1: the input; {@code lastName} null when the customer is given by number. */
    record Input(int district, int customerWarehouse, int customerDistrict, int customer, String lastName, long amountCents)
            implements Profiles.Input {
        @Override
        public Transaction transaction() {
            return Transaction.PAYMENT;
        }
    }

    private final Tally tally;
    private final int warehouse;
    private final Connection c;
    private final Customers customers;
    private final PreparedStatement warehouseYtd;
    private final PreparedStatement warehouseRead;
    private final PreparedStatement districtYtd;
    private final PreparedStatement districtRead;
    private final PreparedStatement customerRead;
    private final PreparedStatement customerPay;
    private final PreparedStatement customerPayBadCredit;
    private final PreparedStatement history;

    Payment(Connection c, Tally tally, int warehouse, Customers customers) throws SQLException {
        this.c = c;
        this.tally = tally;
        this.warehouse = warehouse;
        this.customers = customers;
        warehouseYtd = c.prepareStatement("UPDATE warehouse SET w_ytd = w_ytd + ? WHERE w_id = ?");
        warehouseRead = c.prepareStatement("SELECT w_name, w_street_1, w_street_2, w_city, w_state, w_zip FROM warehouse WHERE w_id = ?");
        districtYtd = c.prepareStatement("UPDATE district SET d_ytd = d_ytd + ? WHERE d_w_id = ? AND d_id = ?");
        districtRead = c.prepareStatement("SELECT d_name, d_street_1, d_street_2, d_city, d_state, d_zip FROM district"
                + " WHERE d_w_id = ? AND d_id = ?");
        customerRead = c.prepareStatement("SELECT c_first, c_middle, c_last, c_street_1, c_street_2, c_city, c_state, c_zip, c_phone,"
                + " c_since, c_credit, c_credit_lim, c_discount, c_balance, c_data FROM customer"
                + " WHERE c_w_id = ? AND c_d_id = ? AND c_id = ? FOR UPDATE");
        customerPay = c.prepareStatement("UPDATE customer SET c_balance = c_balance - ?, c_ytd_payment = c_ytd_payment + ?,"
                + " c_payment_cnt = c_payment_cnt + 1 WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?");
        customerPayBadCredit = c.prepareStatement("UPDATE customer SET c_balance = c_balance - ?, c_ytd_payment = c_ytd_payment + ?,"
                + " c_payment_cnt = c_payment_cnt + 1, c_data = ? WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?");
        history = c.prepareStatement("INSERT INTO history (h_c_id, h_c_d_id, h_c_w_id, h_d_id, h_w_id, h_date, h_amount, h_data)"
                + " VALUES (?, ?, ?, ?, ?, NOW(), ?, ?)");
    }

    void run(Input in) throws SQLException {
        BigDecimal amount = BigDecimal.valueOf(in.amountCents(), 2);
        warehouseYtd.setBigDecimal(1, amount);
        warehouseYtd.setInt(2, warehouse);
        warehouseYtd.executeUpdate();
        warehouseRead.setInt(1, warehouse);
        String wName = name(warehouseRead);
        districtYtd.setBigDecimal(1, amount);
        districtYtd.setInt(2, warehouse);
        districtYtd.setInt(3, in.district());
        districtYtd.executeUpdate();
        districtRead.setInt(1, warehouse);
        districtRead.setInt(2, in.district());
        String dName = name(districtRead);
        int customer = in.lastName() == null ? in.customer()
                : customers.byLastName(in.customerWarehouse(), in.customerDistrict(), in.lastName());
        customerRead.setInt(1, in.customerWarehouse());
        customerRead.setInt(2, in.customerDistrict());
        customerRead.setInt(3, customer);
        String credit;
        String data;
        try (ResultSet rs = customerRead.executeQuery()) {
            if (!rs.next()) {
                throw new IllegalStateException("no customer " + customer + " in district " + in.customerDistrict() + " of warehouse "
                        + in.customerWarehouse());
            }
            credit = rs.getString(11);
            data = rs.getString(15);
        }
        PreparedStatement pay = "BC".equals(credit) ? customerPayBadCredit : customerPay;
        pay.setBigDecimal(1, amount);
        pay.setBigDecimal(2, amount);
        int p = 3;
        if (pay == customerPayBadCredit) {
            // clause 2.5.2.2: the payment's ids and amount go to the front of C_DATA, which keeps its 500 characters
            String entry = String.format(Locale.ROOT, "%d %d %d %d %d %s|", customer, in.customerDistrict(), in.customerWarehouse(),
                    in.district(), warehouse, amount.toPlainString());
            String updated = entry + data;
            pay.setString(p++, updated.length() > C_DATA_LENGTH ? updated.substring(0, C_DATA_LENGTH) : updated);
        }
        pay.setInt(p++, in.customerWarehouse());
        pay.setInt(p++, in.customerDistrict());
        pay.setInt(p, customer);
        pay.executeUpdate();
        history.setInt(1, customer);
        history.setInt(2, in.customerDistrict());
        history.setInt(3, in.customerWarehouse());
        history.setInt(4, in.district());
        history.setInt(5, warehouse);
        history.setBigDecimal(6, amount);
        history.setString(7, wName + "    " + dName);
        history.executeUpdate();
        c.commit();
        tally.add(Count.COMMITS.ordinal(), 1);
        if (in.customerWarehouse() != warehouse) {
            tally.add(Count.REMOTE_PAYMENTS.ordinal(), 1);
        }
        if (in.lastName() != null) {
            tally.add(Count.BY_LAST_NAME.ordinal(), 1);
        }
    }

    private static String name(PreparedStatement read) throws SQLException {
        try (ResultSet rs = read.executeQuery()) {
            if (!rs.next()) {
                throw new IllegalStateException("a warehouse or district the terminal pays into does not exist");
            }
            return rs.getString(1);
        }
    }
}
