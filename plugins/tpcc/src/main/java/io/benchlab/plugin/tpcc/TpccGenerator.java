package io.benchlab.plugin.tpcc;

import io.benchlab.api.RowSink;
import java.io.IOException;

/**
 * Writes the rows of the TPC-C tables as clause 4.3.3.1 populates them, and CH-benCHmark's three.
 * Every method writes one chunk; each chunk draws from its own generator seeded by (seed, table,
 * chunk), so the rows never depend on which thread runs which chunk. An order's line count is a hash
 * of (seed, warehouse, district, order), so ORDERS and ORDER_LINE agree without sharing state and the
 * plan can count ORDER_LINE's rows without generating them.
 */
final class TpccGenerator {
    static final int DISTRICTS = 10;
    static final int CUSTOMERS = 3_000;
    static final int ORDERS = 3_000;
    /** Orders 2,101 to 3,000 of each district are new (undelivered) at load. */
    static final int FIRST_NEW_ORDER = 2_101;
    static final int ITEMS = 100_000;
    static final int SUPPLIERS = 10_000;

    private static final int T_ITEM = 1;
    private static final int T_WAREHOUSE = 2;
    private static final int T_DISTRICT = 3;
    private static final int T_CUSTOMER = 4;
    private static final int T_HISTORY = 5;
    private static final int T_ORDERS = 6;
    private static final int T_ORDER_LINE = 7;
    private static final int T_STOCK = 8;
    private static final int T_SUPPLIER = 9;
    private static final int T_NATION = 10;
    private static final int T_CONSTANTS = 11;

    private final long seed;
    private final long lineSeed;
    private final int cLast;
    private final String loadTime;

    /**
     * @param loadTime the load's date and time ({@code yyyy-MM-dd HH:mm:ss}): the specification has the
     *                 date fields set to the time of population
     */
    TpccGenerator(long seed, String loadTime) {
        this.seed = seed;
        this.lineSeed = TpccRandom.mix(seed ^ 0x7C0FFEE5EEDL) * 31 + 0x2545F4914F6CDD1DL;
        this.cLast = TpccRandom.forChunk(seed, T_CONSTANTS, 0).uniform(0, 255);
        this.loadTime = loadTime;
    }

    /** The constant C of NURand(255, 0, 999) for C_LAST at load. */
    int cLast() {
        return cLast;
    }

    String loadTime() {
        return loadTime;
    }

    /** O_OL_CNT of order {@code o} in district {@code d} of warehouse {@code w}: uniform in [5, 15]. */
    int lineCount(int w, int d, int o) {
        long h = TpccRandom.mix(lineSeed + ((long) w * 16 + d) * 0x9E3779B97F4A7C15L + o * 0xC2B2AE3D27D4EB4FL);
        return 5 + (int) (((h >>> 32) * 11) >>> 32);
    }

    /** ORDER_LINE rows of warehouses 1..warehouses. */
    long orderLines(int warehouses) {
        java.util.stream.IntStream districts = java.util.stream.IntStream.range(0, warehouses * DISTRICTS);
        if (warehouses > 50) {
            districts = districts.parallel();
        }
        return districts.mapToLong(k -> {
            long n = 0;
            for (int o = 1; o <= ORDERS; o++) {
                n += lineCount(k / DISTRICTS + 1, k % DISTRICTS + 1, o);
            }
            return n;
        }).sum();
    }

    private static int chunk(int w, int d) {
        return (w - 1) * DISTRICTS + (d - 1);
    }

    // ---------------------------------------------------------------------------------- ITEM

    void writeItems(RowSink sink, int first, int last, int chunk) throws IOException {
        TpccRandom r = TpccRandom.forChunk(seed, T_ITEM, chunk);
        for (int i = first; i <= last; i++) {
            sink.add(i).add(r.uniform(1, 10_000)).add(r.aString(14, 24)).addDecimal(r.uniform(100, 10_000), 2)
                    .add(r.data(26, 50));
            sink.endRow();
        }
    }

    // ---------------------------------------------------------------------------------- WAREHOUSE, DISTRICT

    void writeWarehouses(RowSink sink, int warehouses) throws IOException {
        TpccRandom r = TpccRandom.forChunk(seed, T_WAREHOUSE, 0);
        for (int w = 1; w <= warehouses; w++) {
            sink.add(w).add(r.aString(6, 10));
            address(sink, r);
            sink.addDecimal(r.uniform(0, 2_000), 4).addDecimal(30_000_000, 2); // W_YTD = 300,000.00
            sink.endRow();
        }
    }

    void writeDistricts(RowSink sink, int warehouses) throws IOException {
        TpccRandom r = TpccRandom.forChunk(seed, T_DISTRICT, 0);
        for (int w = 1; w <= warehouses; w++) {
            for (int d = 1; d <= DISTRICTS; d++) {
                sink.add(d).add(w).add(r.aString(6, 10));
                address(sink, r);
                sink.addDecimal(r.uniform(0, 2_000), 4).addDecimal(3_000_000, 2).add(ORDERS + 1); // D_YTD 30,000.00
                sink.endRow();
            }
        }
    }

    /** STREET_1, STREET_2, CITY, STATE, ZIP (clause 4.3.3.1). */
    private static void address(RowSink sink, TpccRandom r) throws IOException {
        sink.add(r.aString(10, 20)).add(r.aString(10, 20)).add(r.aString(10, 20)).add(r.aString(2, 2)).add(r.zip());
    }

    // ---------------------------------------------------------------------------------- CUSTOMER, HISTORY

    void writeCustomers(RowSink sink, int w, int d) throws IOException {
        TpccRandom r = TpccRandom.forChunk(seed, T_CUSTOMER, chunk(w, d));
        for (int c = 1; c <= CUSTOMERS; c++) {
            // the first 1,000 customers take every last name once, the others NURand(255, 0, 999)
            int name = c <= 1_000 ? c - 1 : r.nurand(255, 0, 999, cLast);
            sink.add(c).add(d).add(w).add(r.aString(8, 16)).add("OE").add(Nurand.lastName(name));
            address(sink, r);
            sink.add(r.nString(16)).add(loadTime).add(r.uniform(1, 10) == 1 ? "BC" : "GC")
                    .addDecimal(5_000_000, 2) // C_CREDIT_LIM 50,000.00
                    .addDecimal(r.uniform(0, 5_000), 4)
                    .addDecimal(-1_000, 2) // C_BALANCE -10.00
                    .addDecimal(1_000, 2) // C_YTD_PAYMENT 10.00
                    .add(1).add(0).add(r.aString(300, 500));
            sink.endRow();
        }
    }

    void writeHistory(RowSink sink, int w) throws IOException {
        TpccRandom r = TpccRandom.forChunk(seed, T_HISTORY, w);
        for (int d = 1; d <= DISTRICTS; d++) {
            for (int c = 1; c <= CUSTOMERS; c++) {
                sink.add(c).add(d).add(w).add(d).add(w).add(loadTime).addDecimal(1_000, 2).add(r.aString(12, 24));
                sink.endRow();
            }
        }
    }

    // ---------------------------------------------------------------------------------- ORDERS, NEW_ORDER, ORDER_LINE

    void writeOrders(RowSink sink, int w, int d) throws IOException {
        TpccRandom r = TpccRandom.forChunk(seed, T_ORDERS, chunk(w, d));
        // O_C_ID: a random permutation of the district's customers, taken in order
        int[] customers = new int[CUSTOMERS];
        for (int i = 0; i < CUSTOMERS; i++) {
            customers[i] = i + 1;
        }
        for (int i = CUSTOMERS - 1; i > 0; i--) {
            int j = r.uniform(0, i);
            int t = customers[i];
            customers[i] = customers[j];
            customers[j] = t;
        }
        for (int o = 1; o <= ORDERS; o++) {
            sink.add(o).add(d).add(w).add(customers[o - 1]).add(loadTime);
            if (o < FIRST_NEW_ORDER) {
                sink.add(r.uniform(1, 10));
            } else {
                sink.addNull();
            }
            sink.add(lineCount(w, d, o)).add(1);
            sink.endRow();
        }
    }

    void writeNewOrders(RowSink sink, int w) throws IOException {
        for (int d = 1; d <= DISTRICTS; d++) {
            for (int o = FIRST_NEW_ORDER; o <= ORDERS; o++) {
                sink.add(o).add(d).add(w);
                sink.endRow();
            }
        }
    }

    void writeOrderLines(RowSink sink, int w, int d) throws IOException {
        TpccRandom r = TpccRandom.forChunk(seed, T_ORDER_LINE, chunk(w, d));
        for (int o = 1; o <= ORDERS; o++) {
            boolean delivered = o < FIRST_NEW_ORDER;
            int lines = lineCount(w, d, o);
            for (int n = 1; n <= lines; n++) {
                sink.add(o).add(d).add(w).add(n).add(r.uniform(1, ITEMS)).add(w);
                if (delivered) {
                    sink.add(loadTime);
                } else {
                    sink.addNull();
                }
                sink.add(5).addDecimal(delivered ? 0 : r.uniform(1, 999_999), 2).add(r.aString(24, 24));
                sink.endRow();
            }
        }
    }

    // ---------------------------------------------------------------------------------- STOCK

    void writeStock(RowSink sink, int w, int first, int last, int chunk) throws IOException {
        TpccRandom r = TpccRandom.forChunk(seed, T_STOCK, chunk);
        for (int i = first; i <= last; i++) {
            sink.add(i).add(w).add(r.uniform(10, 100));
            for (int k = 0; k < 10; k++) {
                sink.add(r.aString(24, 24));
            }
            sink.add(0).add(0).add(0).add(r.data(26, 50));
            sink.endRow();
        }
    }

    // ---------------------------------------------------------------------------------- CH-benCHmark

    void writeSuppliers(RowSink sink) throws IOException {
        TpccRandom r = TpccRandom.forChunk(seed, T_SUPPLIER, 0);
        int nations = ChNations.NATIONS.size();
        for (int s = 0; s < SUPPLIERS; s++) {
            int nation = r.uniform(0, nations - 1);
            sink.add(s).add(String.format("Supplier#%09d", s)).add(r.aString(10, 40)).add(ChNations.NATIONS.get(nation).key())
                    .add((10 + nation) + "-" + r.nString(3) + "-" + r.nString(3) + "-" + r.nString(4))
                    .addDecimal(r.uniform(-99_999, 999_999), 2).add(r.aString(25, 100));
            sink.endRow();
        }
    }

    void writeNations(RowSink sink) throws IOException {
        TpccRandom r = TpccRandom.forChunk(seed, T_NATION, 0);
        for (ChNations.Nation n : ChNations.NATIONS) {
            sink.add(n.key()).add(n.name()).add(n.region()).add(r.aString(31, 114));
            sink.endRow();
        }
    }

    void writeRegions(RowSink sink) throws IOException {
        TpccRandom r = TpccRandom.forChunk(seed, T_NATION, 1);
        for (int i = 0; i < ChNations.REGIONS.size(); i++) {
            sink.add(i + 1).add(ChNations.REGIONS.get(i)).add(r.aString(31, 115));
            sink.endRow();
        }
    }

    void writeLoad(RowSink sink) throws IOException {
        sink.add(cLast).add(loadTime);
        sink.endRow();
    }
}
