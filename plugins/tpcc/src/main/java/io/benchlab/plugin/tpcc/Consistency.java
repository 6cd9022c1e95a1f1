package io.benchlab.plugin.tpcc;

import io.benchlab.api.DataCheck;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * TPC-C's consistency conditions (clause 3.3.2) 1 to 9, checked after a run: each is a query for the
 * first row that breaks it (in key order), so a failed condition names its first offending row.
 * Conditions 10 to 12 need a join of every customer with its delivered lines and are left out;
 * 11 holds only right after a load.
 */
final class Consistency {
    private Consistency() {
    }

    /** A condition: its rule in one line and the query for its first offending row (empty result: it holds). */
    record Condition(String name, String rule, String firstOffence) {
    }

    static final List<Condition> CONDITIONS = List.of(
            new Condition("condition 1", "W_YTD = sum(D_YTD) for every warehouse",
                    "SELECT w_id, w_ytd, d.ytd AS sum_d_ytd FROM warehouse"
                            + " LEFT JOIN (SELECT d_w_id, SUM(d_ytd) ytd FROM district GROUP BY d_w_id) d ON d.d_w_id = w_id"
                            + " WHERE NOT (w_ytd <=> d.ytd) ORDER BY w_id LIMIT 1"),
            new Condition("condition 2", "D_NEXT_O_ID - 1 = max(O_ID) = max(NO_O_ID) for every district (NEW_ORDER where it has rows)",
                    "SELECT d_w_id, d_id, d_next_o_id, o.last AS max_o_id, n.last AS max_no_o_id FROM district"
                            + " LEFT JOIN (SELECT o_w_id, o_d_id, MAX(o_id) last FROM orders GROUP BY o_w_id, o_d_id) o"
                            + " ON o.o_w_id = d_w_id AND o.o_d_id = d_id"
                            + " LEFT JOIN (SELECT no_w_id, no_d_id, MAX(no_o_id) last FROM new_order GROUP BY no_w_id, no_d_id) n"
                            + " ON n.no_w_id = d_w_id AND n.no_d_id = d_id"
                            + " WHERE NOT (d_next_o_id - 1 <=> o.last) OR (n.last IS NOT NULL AND d_next_o_id - 1 <> n.last)"
                            + " ORDER BY d_w_id, d_id LIMIT 1"),
            new Condition("condition 3", "max(NO_O_ID) - min(NO_O_ID) + 1 = the number of NEW_ORDER rows, for every district",
                    "SELECT no_w_id, no_d_id, MAX(no_o_id) AS max_no_o_id, MIN(no_o_id) AS min_no_o_id, COUNT(*) AS new_orders"
                            + " FROM new_order GROUP BY no_w_id, no_d_id HAVING MAX(no_o_id) - MIN(no_o_id) + 1 <> COUNT(*)"
                            + " ORDER BY no_w_id, no_d_id LIMIT 1"),
            new Condition("condition 4", "sum(O_OL_CNT) = the number of ORDER_LINE rows, for every district",
                    "SELECT o.o_w_id, o.o_d_id, o.n AS sum_o_ol_cnt, l.n AS order_lines"
                            + " FROM (SELECT o_w_id, o_d_id, SUM(o_ol_cnt) n FROM orders GROUP BY o_w_id, o_d_id) o"
                            + " LEFT JOIN (SELECT ol_w_id, ol_d_id, COUNT(*) n FROM order_line GROUP BY ol_w_id, ol_d_id) l"
                            + " ON l.ol_w_id = o.o_w_id AND l.ol_d_id = o.o_d_id"
                            + " WHERE NOT (o.n <=> l.n) ORDER BY o.o_w_id, o.o_d_id LIMIT 1"),
            new Condition("condition 5", "O_CARRIER_ID is null exactly for the orders with a NEW_ORDER row",
                    "SELECT o_w_id, o_d_id, o_id, o_carrier_id, no_o_id FROM orders"
                            + " LEFT JOIN new_order ON no_w_id = o_w_id AND no_d_id = o_d_id AND no_o_id = o_id"
                            + " WHERE (o_carrier_id IS NULL) <> (no_o_id IS NOT NULL) ORDER BY o_w_id, o_d_id, o_id LIMIT 1"),
            new Condition("condition 6", "O_OL_CNT = the number of the order's ORDER_LINE rows, for every order",
                    "SELECT o_w_id, o_d_id, o_id, o_ol_cnt, l.n AS order_lines FROM orders"
                            + " LEFT JOIN (SELECT ol_w_id, ol_d_id, ol_o_id, COUNT(*) n FROM order_line"
                            + " GROUP BY ol_w_id, ol_d_id, ol_o_id) l ON l.ol_w_id = o_w_id AND l.ol_d_id = o_d_id AND l.ol_o_id = o_id"
                            + " WHERE NOT (o_ol_cnt <=> l.n) ORDER BY o_w_id, o_d_id, o_id LIMIT 1"),
            new Condition("condition 7", "OL_DELIVERY_D is null exactly for the lines of orders whose O_CARRIER_ID is null",
                    "SELECT ol_w_id, ol_d_id, ol_o_id, ol_number, ol_delivery_d, o_carrier_id FROM order_line"
                            + " JOIN orders ON o_w_id = ol_w_id AND o_d_id = ol_d_id AND o_id = ol_o_id"
                            + " WHERE (ol_delivery_d IS NULL) <> (o_carrier_id IS NULL) ORDER BY ol_w_id, ol_d_id, ol_o_id, ol_number LIMIT 1"),
            new Condition("condition 8", "W_YTD = sum(H_AMOUNT) of the warehouse's HISTORY rows, for every warehouse",
                    "SELECT w_id, w_ytd, h.amount AS sum_h_amount FROM warehouse"
                            + " LEFT JOIN (SELECT h_w_id, SUM(h_amount) amount FROM history GROUP BY h_w_id) h ON h.h_w_id = w_id"
                            + " WHERE NOT (w_ytd <=> h.amount) ORDER BY w_id LIMIT 1"),
            new Condition("condition 9", "D_YTD = sum(H_AMOUNT) of the district's HISTORY rows, for every district",
                    "SELECT d_w_id, d_id, d_ytd, h.amount AS sum_h_amount FROM district"
                            + " LEFT JOIN (SELECT h_w_id, h_d_id, SUM(h_amount) amount FROM history GROUP BY h_w_id, h_d_id) h"
                            + " ON h.h_w_id = d_w_id AND h.h_d_id = d_id"
                            + " WHERE NOT (d_ytd <=> h.amount) ORDER BY d_w_id, d_id LIMIT 1"));

    /** Every condition, each with its first offending row when it does not hold. */
    static List<DataCheck> check(Connection c) throws SQLException {
        List<DataCheck> out = new ArrayList<>();
        try (Statement s = c.createStatement()) {
            for (Condition condition : CONDITIONS) {
                try (ResultSet rs = s.executeQuery(condition.firstOffence())) {
                    out.add(rs.next() ? DataCheck.violated(condition.name(), condition.rule(), row(rs))
                            : DataCheck.held(condition.name(), condition.rule()));
                }
            }
        }
        return out;
    }

    /** "d_w_id=1, d_id=3, d_next_o_id=3101, max_o_id=3102, max_no_o_id=3102". */
    private static String row(ResultSet rs) throws SQLException {
        ResultSetMetaData m = rs.getMetaData();
        List<String> parts = new ArrayList<>();
        for (int i = 1; i <= m.getColumnCount(); i++) {
            parts.add(m.getColumnLabel(i) + "=" + rs.getString(i));
        }
        return String.join(", ", parts);
    }
}
