package io.benchlab.plugin.tpcc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.DatasetPlan;
import io.benchlab.api.Parameters;
import io.benchlab.core.dataset.DatasetListener;
import io.benchlab.core.dataset.DatasetLoader;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.testkit.KitServer;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The value rules of clause 4.3.3.1 (and CH-benCHmark's additions), checked with SQL on one warehouse
 * loaded into the real embedded server: fixed values exact, ranges held, the 10% shares within
 * binomial noise, last names NURand-distributed with the load's C, orders and lines consistent.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith(KitServer.Extension.class)
class TpccValueRulesTest {
    private ConnectionPool pool;
    private Connection c;

    @BeforeAll
    void load(KitServer server) throws Exception {
        TpccDatasetProvider provider = new TpccDatasetProvider();
        DatasetPlan plan = provider.plan(Parameters.validate(provider.parameters(), Map.of("warehouses", 1, "seed", 2))); // not the workload test's tpcc_w1
        pool = server.pool(4);
        new DatasetLoader(pool, DatasetListener.NONE, 2).ensure(plan);
        c = pool.connection();
        c.setCatalog(plan.schema());
    }

    @AfterAll
    void close() throws SQLException {
        c.close();
        pool.close();
    }

    private long one(String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private double real(String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getDouble(1);
        }
    }

    private void none(String what, String where) throws SQLException {
        assertEquals(0, one("SELECT COUNT(*) FROM " + where), what);
    }

    /** A share of n rows within five standard deviations of p. */
    private static void share(String what, double p, long hits, long n) {
        double sd = Math.sqrt(p * (1 - p) / n);
        double observed = hits / (double) n;
        assertTrue(Math.abs(observed - p) < 5 * sd, what + ": " + observed + " of " + n + ", expected " + p + " ± " + 5 * sd);
    }

    @Test
    void warehouseAndDistrict() throws SQLException {
        none("W_YTD is 300,000.00, W_TAX in [0, 0.2], W_ZIP 4 digits and 11111",
                "warehouse WHERE w_ytd <> 300000 OR w_tax < 0 OR w_tax > 0.2 OR w_zip NOT RLIKE '^[0-9]{4}11111$'"
                        + " OR CHAR_LENGTH(w_name) NOT BETWEEN 6 AND 10 OR CHAR_LENGTH(w_street_1) NOT BETWEEN 10 AND 20");
        none("D_YTD 30,000.00, D_NEXT_O_ID 3,001, D_TAX in [0, 0.2]",
                "district WHERE d_ytd <> 30000 OR d_next_o_id <> 3001 OR d_tax < 0 OR d_tax > 0.2 OR d_id NOT BETWEEN 1 AND 10");
        assertEquals(10, one("SELECT COUNT(DISTINCT d_id) FROM district"));
    }

    @Test
    void customer() throws SQLException {
        none("fixed values of a new customer", "customer WHERE c_middle <> 'OE' OR c_credit_lim <> 50000 OR c_balance <> -10"
                + " OR c_ytd_payment <> 10 OR c_payment_cnt <> 1 OR c_delivery_cnt <> 0 OR c_credit NOT IN ('GC', 'BC')");
        none("ranges and lengths", "customer WHERE c_discount < 0 OR c_discount > 0.5 OR CHAR_LENGTH(c_data) NOT BETWEEN 300 AND 500"
                + " OR CHAR_LENGTH(c_first) NOT BETWEEN 8 AND 16 OR c_phone NOT RLIKE '^[0-9]{16}$' OR c_id NOT BETWEEN 1 AND 3000");
        none("last names are three syllables",
                "customer WHERE c_last NOT RLIKE '^(BAR|OUGHT|ABLE|PRI|PRES|ESE|ANTI|CALLY|ATION|EING){3}$'");
        none("C_SINCE is the load's time", "customer, tpcc_load WHERE c_since <> loaded_at");
        share("C_CREDIT = BC", 0.1, one("SELECT COUNT(*) FROM customer WHERE c_credit = 'BC'"), 30_000);
        // the first 1,000 customers of a district take every name once
        assertEquals(10_000, one("SELECT COUNT(DISTINCT c_d_id, c_last) FROM customer WHERE c_id <= 1000"));
        assertEquals("BARBARBAR", text("SELECT c_last FROM customer WHERE c_id = 1 AND c_d_id = 1"));
        assertEquals("EINGEINGEING", text("SELECT c_last FROM customer WHERE c_id = 1000 AND c_d_id = 1"));
        assertEquals("OUGHTABLEPRI", text("SELECT c_last FROM customer WHERE c_id = 124 AND c_d_id = 1"));
    }

    private String text(String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }

    /**
     * Customers 1,001–3,000 take NURand(255, 0, 999) names with the C the load recorded: the observed
     * frequencies are close to that distribution's exact probabilities, far from uniform.
     */
    @Test
    void lastNamesFollowNurandWithTheLoadsConstant() throws SQLException {
        int cLoad = (int) one("SELECT c_last_c FROM tpcc_load");
        assertTrue(cLoad >= 0 && cLoad <= 255, "C in [0, 255]: " + cLoad);
        double[] expected = new double[1000];
        for (int a = 0; a <= 255; a++) {
            for (int b = 0; b <= 999; b++) {
                expected[((a | b) + cLoad) % 1000] += 1.0 / (256 * 1000);
            }
        }
        long[] observed = new long[1000];
        long n = 0;
        try (Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT c_last, COUNT(*) FROM customer WHERE c_id > 1000 GROUP BY c_last")) {
            while (rs.next()) {
                observed[number(rs.getString(1))] = rs.getLong(2);
                n += rs.getLong(2);
            }
        }
        assertEquals(20_000, n);
        double toNurand = 0;
        double toUniform = 0;
        for (int i = 0; i < 1000; i++) {
            toNurand += Math.abs(observed[i] / (double) n - expected[i]) / 2;
            toUniform += Math.abs(observed[i] / (double) n - 0.001) / 2;
        }
        assertTrue(toNurand < 0.12, "total variation from NURand with C = " + cLoad + ": " + toNurand);
        assertTrue(toUniform > toNurand + 0.1, "closer to uniform (" + toUniform + ") than to NURand (" + toNurand + ")");
    }

    private static int number(String lastName) {
        int n = 0;
        String rest = lastName;
        for (int k = 0; k < 3; k++) {
            for (int digit = 0; digit < 10; digit++) {
                String syllable = Nurand.SYLLABLES[digit];
                if (rest.startsWith(syllable)) {
                    n = n * 10 + digit;
                    rest = rest.substring(syllable.length());
                    break;
                }
            }
        }
        return n;
    }

    @Test
    void historyAndNewOrder() throws SQLException {
        none("H_AMOUNT 10.00, H_DATA 12–24", "history WHERE h_amount <> 10 OR CHAR_LENGTH(h_data) NOT BETWEEN 12 AND 24"
                + " OR h_c_id NOT BETWEEN 1 AND 3000 OR h_d_id <> h_c_d_id OR h_w_id <> h_c_w_id");
        assertEquals(30_000, one("SELECT COUNT(DISTINCT h_c_w_id, h_c_d_id, h_c_id) FROM history"), "one row per customer");
        assertEquals(2101, one("SELECT MIN(no_o_id) FROM new_order"));
        assertEquals(3000, one("SELECT MAX(no_o_id) FROM new_order"));
        assertEquals(900, one("SELECT COUNT(*) FROM new_order WHERE no_d_id = 7"));
    }

    @Test
    void ordersAndOrderLines() throws SQLException {
        none("O_CARRIER_ID in [1, 10] for the first 2,100 orders, null after",
                "orders WHERE (o_id < 2101 AND (o_carrier_id IS NULL OR o_carrier_id NOT BETWEEN 1 AND 10))"
                        + " OR (o_id >= 2101 AND o_carrier_id IS NOT NULL)");
        none("O_OL_CNT in [5, 15], O_ALL_LOCAL 1", "orders WHERE o_ol_cnt NOT BETWEEN 5 AND 15 OR o_all_local <> 1");
        assertEquals(30_000, one("SELECT COUNT(DISTINCT o_d_id, o_c_id) FROM orders"), "O_C_ID a permutation of each district's customers");
        assertEquals(one("SELECT SUM(o_ol_cnt) FROM orders"), one("SELECT COUNT(*) FROM order_line"));
        none("every order has O_OL_CNT lines, numbered 1..O_OL_CNT",
                "(SELECT o_ol_cnt, COUNT(ol_number) n, MAX(ol_number) m FROM orders LEFT JOIN order_line"
                        + " ON ol_w_id = o_w_id AND ol_d_id = o_d_id AND ol_o_id = o_id GROUP BY o_w_id, o_d_id, o_id, o_ol_cnt) x"
                        + " WHERE n <> o_ol_cnt OR m <> o_ol_cnt");
        none("delivered lines: date set, amount 0; new ones: no date, amount in [0.01, 9,999.99]",
                "order_line WHERE (ol_o_id < 2101 AND (ol_delivery_d IS NULL OR ol_amount <> 0))"
                        + " OR (ol_o_id >= 2101 AND (ol_delivery_d IS NOT NULL OR ol_amount NOT BETWEEN 0.01 AND 9999.99))");
        none("OL_QUANTITY 5, items 1..100,000, supplied at home, 24-character OL_DIST_INFO",
                "order_line WHERE ol_quantity <> 5 OR ol_i_id NOT BETWEEN 1 AND 100000 OR ol_supply_w_id <> ol_w_id"
                        + " OR CHAR_LENGTH(ol_dist_info) <> 24");
        none("OL_DELIVERY_D of a delivered line is its order's O_ENTRY_D",
                "order_line JOIN orders ON o_w_id = ol_w_id AND o_d_id = ol_d_id AND o_id = ol_o_id WHERE ol_delivery_d <> o_entry_d");
    }

    @Test
    void itemAndStock() throws SQLException {
        none("I_IM_ID 1..10,000, I_PRICE 1.00..100.00, I_NAME 14–24, I_DATA 26–50",
                "item WHERE i_im_id NOT BETWEEN 1 AND 10000 OR i_price NOT BETWEEN 1 AND 100"
                        + " OR CHAR_LENGTH(i_name) NOT BETWEEN 14 AND 24 OR CHAR_LENGTH(i_data) NOT BETWEEN 26 AND 50");
        share("I_DATA holding ORIGINAL", 0.1, one("SELECT COUNT(*) FROM item WHERE i_data LIKE BINARY '%ORIGINAL%'"), 100_000);
        none("S_QUANTITY 10..100, counters 0, S_DIST_xx 24 characters, S_DATA 26–50",
                "stock WHERE s_quantity NOT BETWEEN 10 AND 100 OR s_ytd <> 0 OR s_order_cnt <> 0 OR s_remote_cnt <> 0"
                        + " OR CHAR_LENGTH(s_dist_01) <> 24 OR CHAR_LENGTH(s_dist_10) <> 24 OR CHAR_LENGTH(s_data) NOT BETWEEN 26 AND 50");
        share("S_DATA holding ORIGINAL", 0.1, one("SELECT COUNT(*) FROM stock WHERE s_data LIKE BINARY '%ORIGINAL%'"), 100_000);
        double mean = real("SELECT AVG(s_quantity) FROM stock");
        assertEquals(55, mean, 0.5, "S_QUANTITY uniform in [10, 100]");
    }

    @Test
    void chBenchmarkTables() throws SQLException {
        assertEquals(0, one("SELECT MIN(su_suppkey)"  + " FROM supplier"));
        assertEquals(9_999, one("SELECT MAX(su_suppkey) FROM supplier"));
        none("every supplier's nation exists", "supplier LEFT JOIN nation ON n_nationkey = su_nationkey WHERE n_name IS NULL");
        none("every customer has a nation by the code of its state's first character",
                "customer LEFT JOIN nation ON n_nationkey = ASCII(SUBSTRING(c_state, 1, 1)) WHERE n_name IS NULL");
        none("every nation's region exists", "nation LEFT JOIN region ON r_regionkey = n_regionkey WHERE r_name IS NULL");
        assertEquals(5, one("SELECT COUNT(*) FROM region"));
        assertEquals("Germany", text("SELECT n_name FROM nation WHERE n_nationkey = 54"));
        assertEquals("Europe", text("SELECT r_name FROM nation JOIN region ON r_regionkey = n_regionkey WHERE n_nationkey = 54"));
    }
}
