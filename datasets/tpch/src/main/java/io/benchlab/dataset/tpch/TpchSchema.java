package io.benchlab.dataset.tpch;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The eight TPC-H tables with the column types of the specification (dbgen's dss.ddl): keys
 * INTEGER, money and quantities DECIMAL(15,2), dates DATE, text CHAR/VARCHAR, all NOT NULL, and
 * the DBT-3 primary keys. Order keys become BIGINT above SF 300, where they no longer fit INTEGER.
 */
public final class TpchSchema {
    /** Table names in load order. */
    public static final List<String> TABLES =
            List.of("region", "nation", "supplier", "part", "partsupp", "customer", "orders", "lineitem");

    private static final Map<String, List<String[]>> COLUMNS = new LinkedHashMap<>();
    private static final Map<String, String> PRIMARY_KEYS = new LinkedHashMap<>();

    static {
        def("region", "r_regionkey", "r_regionkey:KEY", "r_name:CHAR(25)", "r_comment:VARCHAR(152)");
        def("nation", "n_nationkey", "n_nationkey:KEY", "n_name:CHAR(25)", "n_regionkey:KEY",
                "n_comment:VARCHAR(152)");
        def("supplier", "s_suppkey", "s_suppkey:KEY", "s_name:CHAR(25)", "s_address:VARCHAR(40)",
                "s_nationkey:KEY", "s_phone:CHAR(15)", "s_acctbal:DECIMAL(15,2)", "s_comment:VARCHAR(101)");
        def("part", "p_partkey", "p_partkey:KEY", "p_name:VARCHAR(55)", "p_mfgr:CHAR(25)", "p_brand:CHAR(10)",
                "p_type:VARCHAR(25)", "p_size:INTEGER", "p_container:CHAR(10)", "p_retailprice:DECIMAL(15,2)",
                "p_comment:VARCHAR(23)");
        def("partsupp", "ps_partkey, ps_suppkey", "ps_partkey:KEY", "ps_suppkey:KEY", "ps_availqty:INTEGER",
                "ps_supplycost:DECIMAL(15,2)", "ps_comment:VARCHAR(199)");
        def("customer", "c_custkey", "c_custkey:KEY", "c_name:VARCHAR(25)", "c_address:VARCHAR(40)",
                "c_nationkey:KEY", "c_phone:CHAR(15)", "c_acctbal:DECIMAL(15,2)", "c_mktsegment:CHAR(10)",
                "c_comment:VARCHAR(117)");
        def("orders", "o_orderkey", "o_orderkey:ORDERKEY", "o_custkey:KEY", "o_orderstatus:CHAR(1)",
                "o_totalprice:DECIMAL(15,2)", "o_orderdate:DATE", "o_orderpriority:CHAR(15)", "o_clerk:CHAR(15)",
                "o_shippriority:INTEGER", "o_comment:VARCHAR(79)");
        def("lineitem", "l_orderkey, l_linenumber", "l_orderkey:ORDERKEY", "l_partkey:KEY", "l_suppkey:KEY",
                "l_linenumber:INTEGER", "l_quantity:DECIMAL(15,2)", "l_extendedprice:DECIMAL(15,2)",
                "l_discount:DECIMAL(15,2)", "l_tax:DECIMAL(15,2)", "l_returnflag:CHAR(1)", "l_linestatus:CHAR(1)",
                "l_shipdate:DATE", "l_commitdate:DATE", "l_receiptdate:DATE", "l_shipinstruct:CHAR(25)",
                "l_shipmode:CHAR(10)", "l_comment:VARCHAR(44)");
    }

    private TpchSchema() {
    }

    private static void def(String table, String primaryKey, String... columns) {
        List<String[]> list = new ArrayList<>();
        for (String c : columns) {
            list.add(c.split(":", 2));
        }
        COLUMNS.put(table, List.copyOf(list));
        PRIMARY_KEYS.put(table, primaryKey);
    }

    /** Column names of a table in load order. */
    public static List<String> columns(String table) {
        List<String> names = new ArrayList<>();
        for (String[] c : requireTable(table)) {
            names.add(c[0]);
        }
        return names;
    }

    /** True when the table exists. */
    public static boolean hasTable(String table) {
        return COLUMNS.containsKey(table);
    }

    /** The CREATE TABLE statement with the primary key; order keys are BIGINT when {@code sf > 300}. */
    public static String createTable(String table, String engine, double sf) {
        String keyType = "INTEGER";
        String orderKeyType = sf > 300 ? "BIGINT" : "INTEGER";
        StringBuilder sb = new StringBuilder("CREATE TABLE ").append(table).append(" (\n");
        for (String[] c : requireTable(table)) {
            String type = switch (c[1]) {
                case "KEY" -> keyType;
                case "ORDERKEY" -> orderKeyType;
                default -> c[1];
            };
            sb.append("  ").append(c[0]).append(' ').append(type).append(" NOT NULL,\n");
        }
        sb.append("  PRIMARY KEY (").append(PRIMARY_KEYS.get(table)).append(")\n");
        sb.append(") ENGINE=").append(engine).append(" DEFAULT CHARSET=latin1");
        return sb.toString();
    }

    private static List<String[]> requireTable(String table) {
        List<String[]> c = COLUMNS.get(table);
        if (c == null) {
            throw new IllegalArgumentException("no TPC-H table '" + table + "'");
        }
        return c;
    }
}
