package io.benchlab.plugin.tpcc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * Payment's and Order-Status's read of a customer by last name (clauses 2.5.2.2 and 2.6.2.2): the
 * district's customers of that name sorted by first name, and the one at position n/2 rounded up.
 * It reads through the (C_W_ID, C_D_ID, C_LAST, C_FIRST) index.
 */
final class Customers {
    private final PreparedStatement byName;
    private final List<Integer> ids = new ArrayList<>();

    Customers(Connection c) throws SQLException {
        byName = c.prepareStatement("SELECT c_id FROM customer WHERE c_w_id = ? AND c_d_id = ? AND c_last = ? ORDER BY c_first");
    }

    /** The customer number chosen by last name in district {@code d} of warehouse {@code w}. */
    int byLastName(int w, int d, String last) throws SQLException {
        byName.setInt(1, w);
        byName.setInt(2, d);
        byName.setString(3, last);
        ids.clear();
        try (ResultSet rs = byName.executeQuery()) {
            while (rs.next()) {
                ids.add(rs.getInt(1));
            }
        }
        if (ids.isEmpty()) {
            // every name is given to one of each district's first 1,000 customers at load: the data is not TPC-C's
            throw new IllegalStateException("no customer named " + last + " in district " + d + " of warehouse " + w);
        }
        return ids.get((ids.size() - 1) / 2);
    }
}
