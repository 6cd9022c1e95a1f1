package io.benchlab.plugin.tpcc;

import io.benchlab.api.IndexSpec;
import java.util.List;

/**
 * The tables of the dataset: TPC-C's nine (clause 1.3, in MySQL/MariaDB types), the three
 * CH-benCHmark adds for its analytical queries (SUPPLIER, NATION, REGION), and one row saying which
 * NURand constant the load used. Primary keys lead with the warehouse, so each warehouse's rows are
 * together; the two secondary indexes are the ones the transaction profiles' reads by secondary key
 * need (Payment and Order-Status find a customer by last name, Order-Status a customer's last order).
 */
final class TpccSchema {
    private TpccSchema() {
    }

    static final String OPTIONS = " ENGINE=InnoDB";

    static final List<String> WAREHOUSE_COLUMNS = List.of("w_id", "w_name", "w_street_1", "w_street_2", "w_city", "w_state",
            "w_zip", "w_tax", "w_ytd");
    static final String WAREHOUSE = """
            CREATE TABLE warehouse (
              w_id INT NOT NULL,
              w_name VARCHAR(10) NOT NULL,
              w_street_1 VARCHAR(20) NOT NULL,
              w_street_2 VARCHAR(20) NOT NULL,
              w_city VARCHAR(20) NOT NULL,
              w_state CHAR(2) NOT NULL,
              w_zip CHAR(9) NOT NULL,
              w_tax DECIMAL(4,4) NOT NULL,
              w_ytd DECIMAL(12,2) NOT NULL,
              PRIMARY KEY (w_id)
            )""" + OPTIONS;

    static final List<String> DISTRICT_COLUMNS = List.of("d_id", "d_w_id", "d_name", "d_street_1", "d_street_2", "d_city",
            "d_state", "d_zip", "d_tax", "d_ytd", "d_next_o_id");
    static final String DISTRICT = """
            CREATE TABLE district (
              d_id TINYINT NOT NULL,
              d_w_id INT NOT NULL,
              d_name VARCHAR(10) NOT NULL,
              d_street_1 VARCHAR(20) NOT NULL,
              d_street_2 VARCHAR(20) NOT NULL,
              d_city VARCHAR(20) NOT NULL,
              d_state CHAR(2) NOT NULL,
              d_zip CHAR(9) NOT NULL,
              d_tax DECIMAL(4,4) NOT NULL,
              d_ytd DECIMAL(12,2) NOT NULL,
              d_next_o_id INT NOT NULL,
              PRIMARY KEY (d_w_id, d_id)
            )""" + OPTIONS;

    static final List<String> CUSTOMER_COLUMNS = List.of("c_id", "c_d_id", "c_w_id", "c_first", "c_middle", "c_last",
            "c_street_1", "c_street_2", "c_city", "c_state", "c_zip", "c_phone", "c_since", "c_credit", "c_credit_lim",
            "c_discount", "c_balance", "c_ytd_payment", "c_payment_cnt", "c_delivery_cnt", "c_data");
    static final String CUSTOMER = """
            CREATE TABLE customer (
              c_id INT NOT NULL,
              c_d_id TINYINT NOT NULL,
              c_w_id INT NOT NULL,
              c_first VARCHAR(16) NOT NULL,
              c_middle CHAR(2) NOT NULL,
              c_last VARCHAR(16) NOT NULL,
              c_street_1 VARCHAR(20) NOT NULL,
              c_street_2 VARCHAR(20) NOT NULL,
              c_city VARCHAR(20) NOT NULL,
              c_state CHAR(2) NOT NULL,
              c_zip CHAR(9) NOT NULL,
              c_phone CHAR(16) NOT NULL,
              c_since DATETIME NOT NULL,
              c_credit CHAR(2) NOT NULL,
              c_credit_lim DECIMAL(12,2) NOT NULL,
              c_discount DECIMAL(4,4) NOT NULL,
              c_balance DECIMAL(12,2) NOT NULL,
              c_ytd_payment DECIMAL(12,2) NOT NULL,
              c_payment_cnt INT NOT NULL,
              c_delivery_cnt INT NOT NULL,
              c_data VARCHAR(500) NOT NULL,
              PRIMARY KEY (c_w_id, c_d_id, c_id)
            )""" + OPTIONS;

    /** HISTORY has no primary key in the specification (clause 1.3); InnoDB keeps its own row id. */
    static final List<String> HISTORY_COLUMNS = List.of("h_c_id", "h_c_d_id", "h_c_w_id", "h_d_id", "h_w_id", "h_date",
            "h_amount", "h_data");
    static final String HISTORY = """
            CREATE TABLE history (
              h_c_id INT NOT NULL,
              h_c_d_id TINYINT NOT NULL,
              h_c_w_id INT NOT NULL,
              h_d_id TINYINT NOT NULL,
              h_w_id INT NOT NULL,
              h_date DATETIME NOT NULL,
              h_amount DECIMAL(6,2) NOT NULL,
              h_data VARCHAR(24) NOT NULL
            )""" + OPTIONS;

    static final List<String> ORDERS_COLUMNS = List.of("o_id", "o_d_id", "o_w_id", "o_c_id", "o_entry_d", "o_carrier_id",
            "o_ol_cnt", "o_all_local");
    static final String ORDERS = """
            CREATE TABLE orders (
              o_id INT NOT NULL,
              o_d_id TINYINT NOT NULL,
              o_w_id INT NOT NULL,
              o_c_id INT NOT NULL,
              o_entry_d DATETIME NOT NULL,
              o_carrier_id TINYINT NULL,
              o_ol_cnt TINYINT NOT NULL,
              o_all_local TINYINT NOT NULL,
              PRIMARY KEY (o_w_id, o_d_id, o_id)
            )""" + OPTIONS;

    static final List<String> NEW_ORDER_COLUMNS = List.of("no_o_id", "no_d_id", "no_w_id");
    static final String NEW_ORDER = """
            CREATE TABLE new_order (
              no_o_id INT NOT NULL,
              no_d_id TINYINT NOT NULL,
              no_w_id INT NOT NULL,
              PRIMARY KEY (no_w_id, no_d_id, no_o_id)
            )""" + OPTIONS;

    static final List<String> ORDER_LINE_COLUMNS = List.of("ol_o_id", "ol_d_id", "ol_w_id", "ol_number", "ol_i_id",
            "ol_supply_w_id", "ol_delivery_d", "ol_quantity", "ol_amount", "ol_dist_info");
    static final String ORDER_LINE = """
            CREATE TABLE order_line (
              ol_o_id INT NOT NULL,
              ol_d_id TINYINT NOT NULL,
              ol_w_id INT NOT NULL,
              ol_number TINYINT NOT NULL,
              ol_i_id INT NOT NULL,
              ol_supply_w_id INT NOT NULL,
              ol_delivery_d DATETIME NULL,
              ol_quantity TINYINT NOT NULL,
              ol_amount DECIMAL(6,2) NOT NULL,
              ol_dist_info CHAR(24) NOT NULL,
              PRIMARY KEY (ol_w_id, ol_d_id, ol_o_id, ol_number)
            )""" + OPTIONS;

    static final List<String> ITEM_COLUMNS = List.of("i_id", "i_im_id", "i_name", "i_price", "i_data");
    static final String ITEM = """
            CREATE TABLE item (
              i_id INT NOT NULL,
              i_im_id INT NOT NULL,
              i_name VARCHAR(24) NOT NULL,
              i_price DECIMAL(5,2) NOT NULL,
              i_data VARCHAR(50) NOT NULL,
              PRIMARY KEY (i_id)
            )""" + OPTIONS;

    static final List<String> STOCK_COLUMNS = List.of("s_i_id", "s_w_id", "s_quantity", "s_dist_01", "s_dist_02", "s_dist_03",
            "s_dist_04", "s_dist_05", "s_dist_06", "s_dist_07", "s_dist_08", "s_dist_09", "s_dist_10", "s_ytd", "s_order_cnt",
            "s_remote_cnt", "s_data");
    static final String STOCK = """
            CREATE TABLE stock (
              s_i_id INT NOT NULL,
              s_w_id INT NOT NULL,
              s_quantity SMALLINT NOT NULL,
              s_dist_01 CHAR(24) NOT NULL,
              s_dist_02 CHAR(24) NOT NULL,
              s_dist_03 CHAR(24) NOT NULL,
              s_dist_04 CHAR(24) NOT NULL,
              s_dist_05 CHAR(24) NOT NULL,
              s_dist_06 CHAR(24) NOT NULL,
              s_dist_07 CHAR(24) NOT NULL,
              s_dist_08 CHAR(24) NOT NULL,
              s_dist_09 CHAR(24) NOT NULL,
              s_dist_10 CHAR(24) NOT NULL,
              s_ytd INT NOT NULL,
              s_order_cnt INT NOT NULL,
              s_remote_cnt INT NOT NULL,
              s_data VARCHAR(50) NOT NULL,
              PRIMARY KEY (s_w_id, s_i_id)
            )""" + OPTIONS;

    static final List<String> SUPPLIER_COLUMNS = List.of("su_suppkey", "su_name", "su_address", "su_nationkey", "su_phone",
            "su_acctbal", "su_comment");
    static final String SUPPLIER = """
            CREATE TABLE supplier (
              su_suppkey INT NOT NULL,
              su_name CHAR(25) NOT NULL,
              su_address VARCHAR(40) NOT NULL,
              su_nationkey INT NOT NULL,
              su_phone CHAR(15) NOT NULL,
              su_acctbal DECIMAL(12,2) NOT NULL,
              su_comment VARCHAR(100) NOT NULL,
              PRIMARY KEY (su_suppkey)
            )""" + OPTIONS;

    static final List<String> NATION_COLUMNS = List.of("n_nationkey", "n_name", "n_regionkey", "n_comment");
    static final String NATION = """
            CREATE TABLE nation (
              n_nationkey INT NOT NULL,
              n_name CHAR(25) NOT NULL,
              n_regionkey INT NOT NULL,
              n_comment VARCHAR(152) NOT NULL,
              PRIMARY KEY (n_nationkey)
            )""" + OPTIONS;

    static final List<String> REGION_COLUMNS = List.of("r_regionkey", "r_name", "r_comment");
    static final String REGION = """
            CREATE TABLE region (
              r_regionkey INT NOT NULL,
              r_name CHAR(55) NOT NULL,
              r_comment VARCHAR(152) NOT NULL,
              PRIMARY KEY (r_regionkey)
            )""" + OPTIONS;

    /** The constant C of NURand(255, 0, 999) the load used for C_LAST, which bounds the run's (clause 2.1.6.1). */
    static final List<String> LOAD_COLUMNS = List.of("c_last_c", "loaded_at");
    static final String LOAD = """
            CREATE TABLE tpcc_load (
              c_last_c INT NOT NULL,
              loaded_at DATETIME NOT NULL
            )""" + OPTIONS;

    /** Payment and Order-Status: a customer by last name, in C_FIRST order (clauses 2.5.2.2 and 2.6.2.2). */
    static final IndexSpec CUSTOMER_NAME = new IndexSpec("customer", "idx_customer_name",
            List.of("c_w_id", "c_d_id", "c_last", "c_first"));
    /** Order-Status: a customer's most recent order (clause 2.6.2.2). */
    static final IndexSpec ORDERS_CUSTOMER = new IndexSpec("orders", "idx_orders_customer",
            List.of("o_w_id", "o_d_id", "o_c_id", "o_id"));

    static String create(IndexSpec index) {
        return "ALTER TABLE " + index.table() + " ADD INDEX " + index.name() + " (" + String.join(", ", index.columns()) + ")";
    }
}
