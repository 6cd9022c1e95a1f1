package io.benchlab.dataset.ssb;

import io.benchlab.api.DatasetPlan;
import io.benchlab.api.DatasetProvider;
import io.benchlab.api.ParameterSpec;
import io.benchlab.api.Parameters;
import io.benchlab.api.RowChunk;
import io.benchlab.api.TableSpec;
import io.benchlab.api.WorkloadException;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The Star Schema Benchmark dataset (O'Neil et al.), generated in Java, faithful to ssb-dbgen. */
public final class SsbDatasetProvider implements DatasetProvider {

    public static final String ID = "ssb";
    public static final String GENERATOR_VERSION = "1";

    /** Orders per lineorder chunk (about 160,000 rows). */
    static final long ORDERS_PER_CHUNK = 40_000;
    /** Rows per chunk of the dimension tables. */
    static final long DIMENSION_ROWS_PER_CHUNK = 100_000;

    public static final List<String> ENGINES = List.of("InnoDB", "MyISAM", "Aria");
    public static final List<String> ROW_FORMATS = List.of("DYNAMIC", "COMPACT", "COMPRESSED");

    public static final List<String> LINEORDER_COLUMNS = List.of("lo_orderkey", "lo_linenumber", "lo_custkey",
            "lo_partkey", "lo_suppkey", "lo_orderdate", "lo_orderpriority", "lo_shippriority", "lo_quantity",
            "lo_extendedprice", "lo_ordtotalprice", "lo_discount", "lo_revenue", "lo_supplycost", "lo_tax",
            "lo_commitdate", "lo_shipmode");
    public static final List<String> CUSTOMER_COLUMNS = List.of("c_custkey", "c_name", "c_address", "c_city",
            "c_nation", "c_region", "c_phone", "c_mktsegment");
    public static final List<String> SUPPLIER_COLUMNS = List.of("s_suppkey", "s_name", "s_address", "s_city",
            "s_nation", "s_region", "s_phone");
    public static final List<String> PART_COLUMNS = List.of("p_partkey", "p_name", "p_mfgr", "p_category",
            "p_brand1", "p_color", "p_type", "p_size", "p_container");
    public static final List<String> DATE_COLUMNS = List.of("d_datekey", "d_date", "d_dayofweek", "d_month",
            "d_year", "d_yearmonthnum", "d_yearmonth", "d_daynuminweek", "d_daynuminmonth", "d_daynuminyear",
            "d_monthnuminyear", "d_weeknuminyear", "d_sellingseason", "d_lastdayinweekfl", "d_lastdayinmonthfl",
            "d_holidayfl", "d_weekdayfl");

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "Star Schema Benchmark: lineorder fact table (6M rows × SF) with customer, supplier, part and date dimensions";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of(
                ParameterSpec.decimal("sf", 1, "Scale factor: 1 gives 6M lineorder rows (about 600 MB)")
                        .withRange(0.001, 10_000.0),
                ParameterSpec.integer("seed", 1, "Random seed; the same sf and seed give the same rows"),
                ParameterSpec.bool("secondaryIndexes", false,
                        "Index lineorder's foreign keys (lo_orderdate, lo_custkey, lo_partkey, lo_suppkey) after the load"),
                ParameterSpec.choice("engine", "InnoDB", ENGINES, "Storage engine of all tables"),
                ParameterSpec.choice("rowFormat", "DYNAMIC", ROW_FORMATS,
                        "ROW_FORMAT of all tables; COMPACT and COMPRESSED need InnoDB"),
                ParameterSpec.integer("keyBlockSize", 0,
                        "KEY_BLOCK_SIZE of all tables (InnoDB: 1, 2, 4, 8 or 16 KiB with COMPRESSED); 0 = not set")
                        .withRange(0.0, 65_536.0));
    }

    /** The settings that define a dataset instance, checked. */
    record Settings(double sf, long seed, boolean secondaryIndexes, String engine, String rowFormat, long keyBlockSize) {
    }

    static Settings settings(Parameters p) throws WorkloadException {
        double sf = p.has("sf") ? p.getDouble("sf") : 1;
        long seed = p.has("seed") ? p.getLong("seed") : 1;
        boolean indexes = p.has("secondaryIndexes") && p.getBoolean("secondaryIndexes");
        String engine = canonical(p.has("engine") ? p.getString("engine") : "InnoDB", ENGINES, "engine");
        String rowFormat = canonical(p.has("rowFormat") ? p.getString("rowFormat") : "DYNAMIC", ROW_FORMATS, "rowFormat");
        long kbs = p.has("keyBlockSize") ? p.getLong("keyBlockSize") : 0;
        if (!(sf >= 0.001) || sf > 10_000) {
            throw new WorkloadException("ssb: sf must be between 0.001 and 10000, not " + sf);
        }
        boolean innodb = engine.equals("InnoDB");
        if (!innodb && !rowFormat.equals("DYNAMIC")) {
            throw new WorkloadException("ssb: rowFormat " + rowFormat + " needs engine InnoDB, not " + engine
                    + " (use rowFormat DYNAMIC with " + engine + ")");
        }
        if (kbs < 0) {
            throw new WorkloadException("ssb: keyBlockSize must not be negative: " + kbs);
        }
        if (innodb && kbs != 0) {
            if (kbs != 1 && kbs != 2 && kbs != 4 && kbs != 8 && kbs != 16) {
                throw new WorkloadException("ssb: InnoDB keyBlockSize must be 1, 2, 4, 8 or 16 (KiB), not " + kbs);
            }
            if (!rowFormat.equals("COMPRESSED")) {
                throw new WorkloadException("ssb: InnoDB keyBlockSize needs rowFormat COMPRESSED, not " + rowFormat);
            }
        }
        return new Settings(sf, seed, indexes, engine, rowFormat, kbs);
    }

    private static String canonical(String value, List<String> choices, String name) throws WorkloadException {
        for (String c : choices) {
            if (c.equalsIgnoreCase(value)) {
                return c;
            }
        }
        throw new WorkloadException("ssb: " + name + " must be one of " + String.join(", ", choices) + ", not " + value);
    }

    /** sf as text without trailing zeros, e.g. 0.01, 1, 2.5. */
    static String sfText(double sf) {
        return BigDecimal.valueOf(sf).stripTrailingZeros().toPlainString();
    }

    /** ssb_sf0_01, ssb_sf1, ssb_sf10_seed7, ssb_sf1_seedm3 (m = minus). */
    static String schemaName(double sf, long seed) {
        String name = "ssb_sf" + sfText(sf).replace('.', '_');
        if (seed != 1) {
            name += "_seed" + Long.toString(seed).replace('-', 'm');
        }
        return name;
    }

    @Override
    public DatasetPlan plan(Parameters parameters) throws WorkloadException {
        Settings s = settings(parameters);
        SsbSizes sizes = SsbSizes.of(s.sf());
        SsbGenerator gen = new SsbGenerator(sizes, s.seed());

        Map<String, String> identity = new LinkedHashMap<>();
        identity.put("sf", sfText(s.sf()));
        identity.put("seed", Long.toString(s.seed()));
        identity.put("secondaryIndexes", Boolean.toString(s.secondaryIndexes()));
        identity.put("engine", s.engine());
        identity.put("rowFormat", s.rowFormat());
        identity.put("keyBlockSize", Long.toString(s.keyBlockSize()));

        String options = tableOptions(s);
        long maxOrderKey = SsbGenerator.orderKey(sizes.orders());
        String orderKeyType = maxOrderKey <= Integer.MAX_VALUE ? "INT" : "BIGINT";

        List<TableSpec> tables = new ArrayList<>();
        tables.add(new TableSpec("date", """
                CREATE TABLE `date` (
                  d_datekey INT NOT NULL,
                  d_date VARCHAR(19) NOT NULL,
                  d_dayofweek VARCHAR(10) NOT NULL,
                  d_month VARCHAR(10) NOT NULL,
                  d_year INT NOT NULL,
                  d_yearmonthnum INT NOT NULL,
                  d_yearmonth VARCHAR(8) NOT NULL,
                  d_daynuminweek INT NOT NULL,
                  d_daynuminmonth INT NOT NULL,
                  d_daynuminyear INT NOT NULL,
                  d_monthnuminyear INT NOT NULL,
                  d_weeknuminyear INT NOT NULL,
                  d_sellingseason VARCHAR(13) NOT NULL,
                  d_lastdayinweekfl VARCHAR(1) NOT NULL,
                  d_lastdayinmonthfl VARCHAR(1) NOT NULL,
                  d_holidayfl VARCHAR(1) NOT NULL,
                  d_weekdayfl VARCHAR(1) NOT NULL,
                  PRIMARY KEY (d_datekey)
                )""" + options, DATE_COLUMNS, "", sizes.dateRows(), List.of(gen::writeDates)));
        tables.add(new TableSpec("customer", """
                CREATE TABLE customer (
                  c_custkey INT NOT NULL,
                  c_name VARCHAR(25) NOT NULL,
                  c_address VARCHAR(25) NOT NULL,
                  c_city VARCHAR(10) NOT NULL,
                  c_nation VARCHAR(15) NOT NULL,
                  c_region VARCHAR(12) NOT NULL,
                  c_phone VARCHAR(15) NOT NULL,
                  c_mktsegment VARCHAR(10) NOT NULL,
                  PRIMARY KEY (c_custkey)
                )""" + options, CUSTOMER_COLUMNS, "", sizes.customers(),
                dimensionChunks(sizes.customers(), gen::writeCustomers)));
        tables.add(new TableSpec("supplier", """
                CREATE TABLE supplier (
                  s_suppkey INT NOT NULL,
                  s_name VARCHAR(25) NOT NULL,
                  s_address VARCHAR(25) NOT NULL,
                  s_city VARCHAR(10) NOT NULL,
                  s_nation VARCHAR(15) NOT NULL,
                  s_region VARCHAR(12) NOT NULL,
                  s_phone VARCHAR(15) NOT NULL,
                  PRIMARY KEY (s_suppkey)
                )""" + options, SUPPLIER_COLUMNS, "", sizes.suppliers(),
                dimensionChunks(sizes.suppliers(), gen::writeSuppliers)));
        tables.add(new TableSpec("part", """
                CREATE TABLE part (
                  p_partkey INT NOT NULL,
                  p_name VARCHAR(22) NOT NULL,
                  p_mfgr VARCHAR(6) NOT NULL,
                  p_category VARCHAR(7) NOT NULL,
                  p_brand1 VARCHAR(9) NOT NULL,
                  p_color VARCHAR(11) NOT NULL,
                  p_type VARCHAR(25) NOT NULL,
                  p_size INT NOT NULL,
                  p_container VARCHAR(10) NOT NULL,
                  PRIMARY KEY (p_partkey)
                )""" + options, PART_COLUMNS, "", sizes.parts(),
                dimensionChunks(sizes.parts(), gen::writeParts)));

        List<RowChunk> loChunks = new ArrayList<>();
        long orders = sizes.orders();
        int chunk = 0;
        for (long first = 1; first <= orders; first += ORDERS_PER_CHUNK, chunk++) {
            long from = first;
            long to = Math.min(orders, first + ORDERS_PER_CHUNK - 1);
            int index = chunk;
            loChunks.add(sink -> gen.writeLineorders(sink, from, to, index));
        }
        tables.add(new TableSpec("lineorder", """
                CREATE TABLE lineorder (
                  lo_orderkey %s NOT NULL,
                  lo_linenumber INT NOT NULL,
                  lo_custkey INT NOT NULL,
                  lo_partkey INT NOT NULL,
                  lo_suppkey INT NOT NULL,
                  lo_orderdate INT NOT NULL,
                  lo_orderpriority VARCHAR(15) NOT NULL,
                  lo_shippriority VARCHAR(1) NOT NULL,
                  lo_quantity INT NOT NULL,
                  lo_extendedprice INT NOT NULL,
                  lo_ordtotalprice INT NOT NULL,
                  lo_discount INT NOT NULL,
                  lo_revenue INT NOT NULL,
                  lo_supplycost INT NOT NULL,
                  lo_tax INT NOT NULL,
                  lo_commitdate INT NOT NULL,
                  lo_shipmode VARCHAR(10) NOT NULL,
                  PRIMARY KEY (lo_orderkey, lo_linenumber)
                )""".formatted(orderKeyType) + options, LINEORDER_COLUMNS, "", gen.lineCount(1, orders), loChunks));

        List<String> afterLoad = new ArrayList<>();
        if (s.secondaryIndexes()) {
            afterLoad.add("ALTER TABLE lineorder ADD INDEX lo_orderdate (lo_orderdate), ADD INDEX lo_custkey (lo_custkey),"
                    + " ADD INDEX lo_partkey (lo_partkey), ADD INDEX lo_suppkey (lo_suppkey)");
        }
        afterLoad.add("ANALYZE TABLE lineorder, customer, supplier, part, `date`");
        return new DatasetPlan(ID, GENERATOR_VERSION, schemaName(s.sf(), s.seed()), identity, tables, afterLoad);
    }

    /** " ENGINE=… ROW_FORMAT=… [KEY_BLOCK_SIZE=…]" */
    static String tableOptions(Settings s) {
        String options = " ENGINE=" + s.engine() + " ROW_FORMAT=" + s.rowFormat();
        if (s.keyBlockSize() > 0) {
            options += " KEY_BLOCK_SIZE=" + s.keyBlockSize();
        }
        return options;
    }

    @FunctionalInterface
    private interface RangeWriter {
        void write(io.benchlab.api.RowSink sink, long first, long last, int chunk) throws java.io.IOException;
    }

    private static List<RowChunk> dimensionChunks(long rows, RangeWriter writer) {
        List<RowChunk> chunks = new ArrayList<>();
        int chunk = 0;
        for (long first = 1; first <= rows; first += DIMENSION_ROWS_PER_CHUNK, chunk++) {
            long from = first;
            long to = Math.min(rows, first + DIMENSION_ROWS_PER_CHUNK - 1);
            int index = chunk;
            chunks.add(sink -> writer.write(sink, from, to, index));
        }
        return chunks;
    }
}
