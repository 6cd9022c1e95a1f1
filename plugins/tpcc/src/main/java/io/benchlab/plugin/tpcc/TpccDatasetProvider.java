package io.benchlab.plugin.tpcc;

import io.benchlab.api.DatasetPlan;
import io.benchlab.api.DatasetProvider;
import io.benchlab.api.ParameterSpec;
import io.benchlab.api.Parameters;
import io.benchlab.api.RowChunk;
import io.benchlab.api.TableSpec;
import io.benchlab.api.WorkloadException;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The order-entry dataset of TPC-C (TPC-C-derived: the specification's tables, cardinalities and value
 * rules of clause 4.3, not an audited TPC-C database), with CH-benCHmark's SUPPLIER, NATION and REGION
 * so that its analytical queries run on the same tables. Scaled by warehouses; every warehouse's rows
 * are chunks of their own, generated in parallel.
 */
public final class TpccDatasetProvider implements DatasetProvider {

    public static final String ID = "tpcc";
    /** Bump when the generated rows change: a loaded dataset of another version is reloaded. */
    public static final String GENERATOR_VERSION = "1";
    /** The most warehouses a plan accepts; the disk the server has is checked before a load. */
    static final int MAX_WAREHOUSES = 10_000;
    /** About what one warehouse takes in InnoDB, data and indexes (measured at 1 and 2 warehouses). */
    static final long BYTES_PER_WAREHOUSE = 110L << 20;
    /** ITEM and the CH-benCHmark tables, whatever the warehouses. */
    static final long BYTES_SHARED = 14L << 20;
    private static final int STOCK_CHUNKS_PER_WAREHOUSE = 10;
    private static final int ITEM_CHUNKS = 4;
    private static final DateTimeFormatter SQL_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT);

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "TPC-C-derived order entry: nine tables scaled by warehouses (about 100 MB each), plus CH-benCHmark's supplier, nation, region";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of(
                ParameterSpec.integer("warehouses", 1, "Warehouses (W): 10 districts, 30,000 customers and 100,000 stock rows each")
                        .withRange(1.0, (double) MAX_WAREHOUSES),
                ParameterSpec.integer("seed", 1, "Random seed; the same warehouses and seed give the same rows (dates are the load's)"));
    }

    /** tpcc_w1, tpcc_w10_seed7 (m = minus). */
    static String schemaName(long warehouses, long seed) {
        String name = "tpcc_w" + warehouses;
        if (seed != 1) {
            name += "_seed" + Long.toString(seed).replace('-', 'm');
        }
        return name;
    }

    /** About how many bytes a load of {@code warehouses} takes on the server's disk. */
    static long estimatedBytes(long warehouses) {
        return BYTES_SHARED + warehouses * BYTES_PER_WAREHOUSE;
    }

    @Override
    public DatasetPlan plan(Parameters p) throws WorkloadException {
        long w = p.has("warehouses") ? p.getLong("warehouses") : 1;
        long seed = p.has("seed") ? p.getLong("seed") : 1;
        if (w < 1 || w > MAX_WAREHOUSES) {
            throw new WorkloadException("tpcc: warehouses must be between 1 and " + MAX_WAREHOUSES + ", not " + w);
        }
        int warehouses = (int) w;
        TpccGenerator gen = new TpccGenerator(seed, LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS).format(SQL_TIME));

        Map<String, String> identity = new LinkedHashMap<>();
        identity.put("warehouses", Integer.toString(warehouses));
        identity.put("seed", Long.toString(seed));

        List<RowChunk> items = new ArrayList<>();
        int perChunk = TpccGenerator.ITEMS / ITEM_CHUNKS;
        for (int c = 0; c < ITEM_CHUNKS; c++) {
            int first = c * perChunk + 1;
            int last = c == ITEM_CHUNKS - 1 ? TpccGenerator.ITEMS : first + perChunk - 1;
            int index = c;
            items.add(sink -> gen.writeItems(sink, first, last, index));
        }
        List<RowChunk> customers = new ArrayList<>();
        List<RowChunk> history = new ArrayList<>();
        List<RowChunk> orders = new ArrayList<>();
        List<RowChunk> newOrders = new ArrayList<>();
        List<RowChunk> orderLines = new ArrayList<>();
        List<RowChunk> stock = new ArrayList<>();
        int stockPerChunk = TpccGenerator.ITEMS / STOCK_CHUNKS_PER_WAREHOUSE;
        for (int wh = 1; wh <= warehouses; wh++) {
            int ww = wh;
            for (int d = 1; d <= TpccGenerator.DISTRICTS; d++) {
                int dd = d;
                customers.add(sink -> gen.writeCustomers(sink, ww, dd));
                orders.add(sink -> gen.writeOrders(sink, ww, dd));
                orderLines.add(sink -> gen.writeOrderLines(sink, ww, dd));
            }
            history.add(sink -> gen.writeHistory(sink, ww));
            newOrders.add(sink -> gen.writeNewOrders(sink, ww));
            for (int k = 0; k < STOCK_CHUNKS_PER_WAREHOUSE; k++) {
                int first = k * stockPerChunk + 1;
                int last = first + stockPerChunk - 1;
                int index = (ww - 1) * STOCK_CHUNKS_PER_WAREHOUSE + k;
                stock.add(sink -> gen.writeStock(sink, ww, first, last, index));
            }
        }
        long districts = (long) warehouses * TpccGenerator.DISTRICTS;
        // the small tables first, then TPC-C's nine in the order of clause 1.3
        List<TableSpec> tables = new ArrayList<>();
        tables.add(new TableSpec("tpcc_load", TpccSchema.LOAD, TpccSchema.LOAD_COLUMNS, "", 1, List.of(gen::writeLoad)));
        tables.add(new TableSpec("region", TpccSchema.REGION, TpccSchema.REGION_COLUMNS, "", ChNations.REGIONS.size(),
                List.of(gen::writeRegions)));
        tables.add(new TableSpec("nation", TpccSchema.NATION, TpccSchema.NATION_COLUMNS, "", ChNations.NATIONS.size(),
                List.of(gen::writeNations)));
        tables.add(new TableSpec("supplier", TpccSchema.SUPPLIER, TpccSchema.SUPPLIER_COLUMNS, "", TpccGenerator.SUPPLIERS,
                List.of(gen::writeSuppliers)));
        tables.add(new TableSpec("warehouse", TpccSchema.WAREHOUSE, TpccSchema.WAREHOUSE_COLUMNS, "", warehouses,
                List.of(sink -> gen.writeWarehouses(sink, warehouses))));
        tables.add(new TableSpec("district", TpccSchema.DISTRICT, TpccSchema.DISTRICT_COLUMNS, "", districts,
                List.of(sink -> gen.writeDistricts(sink, warehouses))));
        tables.add(new TableSpec("customer", TpccSchema.CUSTOMER, TpccSchema.CUSTOMER_COLUMNS, "",
                districts * TpccGenerator.CUSTOMERS, customers));
        tables.add(new TableSpec("history", TpccSchema.HISTORY, TpccSchema.HISTORY_COLUMNS, "",
                districts * TpccGenerator.CUSTOMERS, history));
        tables.add(new TableSpec("new_order", TpccSchema.NEW_ORDER, TpccSchema.NEW_ORDER_COLUMNS, "",
                districts * (TpccGenerator.ORDERS - TpccGenerator.FIRST_NEW_ORDER + 1), newOrders));
        tables.add(new TableSpec("orders", TpccSchema.ORDERS, TpccSchema.ORDERS_COLUMNS, "", districts * TpccGenerator.ORDERS, orders));
        tables.add(new TableSpec("order_line", TpccSchema.ORDER_LINE, TpccSchema.ORDER_LINE_COLUMNS, "", gen.orderLines(warehouses),
                orderLines));
        tables.add(new TableSpec("item", TpccSchema.ITEM, TpccSchema.ITEM_COLUMNS, "", TpccGenerator.ITEMS, items));
        tables.add(new TableSpec("stock", TpccSchema.STOCK, TpccSchema.STOCK_COLUMNS, "", (long) warehouses * TpccGenerator.ITEMS, stock));

        List<String> afterLoad = List.of(TpccSchema.create(TpccSchema.CUSTOMER_NAME), TpccSchema.create(TpccSchema.ORDERS_CUSTOMER),
                "ANALYZE TABLE warehouse, district, customer, history, orders, new_order, order_line, item, stock, supplier, nation, region");
        return new DatasetPlan(ID, GENERATOR_VERSION, schemaName(warehouses, seed), identity, tables, afterLoad,
                List.of(TpccSchema.CUSTOMER_NAME, TpccSchema.ORDERS_CUSTOMER), estimatedBytes(warehouses));
    }
}
