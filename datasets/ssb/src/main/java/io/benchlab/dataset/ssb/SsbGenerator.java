package io.benchlab.dataset.ssb;

import io.benchlab.api.ChunkRandom;
import io.benchlab.api.RowSink;

import java.io.IOException;
import java.util.stream.LongStream;

import static io.benchlab.dataset.ssb.SsbDomains.*;

/**
 * Generates SSB rows. Every method writes one chunk; each chunk draws from its own generator seeded
 * by (seed, table, chunk index), so the output never depends on which thread runs which chunk.
 * The number of lines of an order is a hash of (seed, order number), so the plan can count the
 * lineorder rows without generating them.
 */
public final class SsbGenerator {
    static final int T_CUSTOMER = 1;
    static final int T_SUPPLIER = 2;
    static final int T_PART = 3;
    static final int T_LINEORDER = 4;

    private static final char[] ALNUM =
            "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".toCharArray();

    private final SsbSizes sizes;
    private final long seed;
    private final long lineSeed;

    public SsbGenerator(SsbSizes sizes, long seed) {
        this.sizes = sizes;
        this.seed = seed;
        this.lineSeed = ChunkRandom.mix(seed ^ 0x5DEECE66DL) * 31 + 0x2545F4914F6CDD1DL;
    }

    public SsbSizes sizes() {
        return sizes;
    }

    /** Lines (1..7, uniform) of order number {@code order} (1-based, dense). */
    int lineCount(long order) {
        long h = ChunkRandom.mix(lineSeed + order * 0x9E3779B97F4A7C15L);
        return 1 + (int) (((h >>> 32) * 7) >>> 32);
    }

    /** Lineorder rows of orders first..last (inclusive). */
    long lineCount(long first, long last) {
        long n = last - first + 1;
        LongStream range = LongStream.rangeClosed(first, last);
        if (n > 2_000_000) {
            range = range.parallel();
        }
        return range.map(this::lineCount).sum();
    }

    /** Sparse order key of dense order number i: the low 3 bits kept, the rest shifted left by 2. */
    static long orderKey(long i) {
        return ((i >>> 3) << 5) | (i & 7);
    }

    /** Retail price in cents of part p. */
    static long retailPrice(long p) {
        return 90_000 + ((p / 10) % 20_001) + 100 * (p % 1_000);
    }

    // ----------------------------------------------------------------------------- customer

    public void writeCustomers(RowSink sink, long first, long last, int chunk) throws IOException {
        ChunkRandom rnd = ChunkRandom.forChunk(seed, T_CUSTOMER, chunk);
        char[] buf = new char[32];
        for (long key = first; key <= last; key++) {
            writeParty(sink, rnd, "Customer#", key, buf);
            sink.add(SEGMENTS[rnd.uniform(0, SEGMENTS.length - 1)]);
            sink.endRow();
        }
    }

    // ----------------------------------------------------------------------------- supplier

    public void writeSuppliers(RowSink sink, long first, long last, int chunk) throws IOException {
        ChunkRandom rnd = ChunkRandom.forChunk(seed, T_SUPPLIER, chunk);
        char[] buf = new char[32];
        for (long key = first; key <= last; key++) {
            writeParty(sink, rnd, "Supplier#", key, buf);
            sink.endRow();
        }
    }

    /** The columns customer and supplier share (the spec defines customer as supplier + mktsegment), in draw order. */
    private static void writeParty(RowSink sink, ChunkRandom rnd, String namePrefix, long key, char[] buf) throws IOException {
        int nation = rnd.uniform(0, 24);
        sink.add(key);
        sink.add(keyName(namePrefix, key, buf));
        sink.add(address(rnd, buf));
        sink.add(CITIES[nation * 10 + rnd.uniform(0, 9)]);
        sink.add(NATIONS[nation]);
        sink.add(REGIONS[NATION_REGION[nation]]);
        sink.add(phone(rnd, nation, buf));
    }

    // ----------------------------------------------------------------------------- part

    public void writeParts(RowSink sink, long first, long last, int chunk) throws IOException {
        ChunkRandom rnd = ChunkRandom.forChunk(seed, T_PART, chunk);
        int colors = COLORS.length;
        for (long key = first; key <= last; key++) {
            int c1 = rnd.uniform(0, colors - 1);
            int c2;
            do {
                c2 = rnd.uniform(0, colors - 1);
            } while (c2 == c1);
            int c3;
            do {
                c3 = rnd.uniform(0, colors - 1);
            } while (c3 == c1 || c3 == c2);
            int m = rnd.uniform(0, 4);
            int category = m * 5 + rnd.uniform(0, 4);
            int brand = category * 40 + rnd.uniform(0, 39);
            sink.add(key);
            sink.add(COLORS[c2] + ' ' + COLORS[c3]);
            sink.add(MFGRS[m]);
            sink.add(CATEGORIES[category]);
            sink.add(BRANDS[brand]);
            sink.add(COLORS[c1]);
            sink.add(TYPES[rnd.uniform(0, TYPES.length - 1)]);
            sink.add(rnd.uniform(1, 50));
            sink.add(CONTAINERS[rnd.uniform(0, CONTAINERS.length - 1)]);
            sink.endRow();
        }
    }

    // ----------------------------------------------------------------------------- date

    public void writeDates(RowSink sink) throws IOException {
        SsbCalendar.writeRows(sink);
    }

    // ----------------------------------------------------------------------------- lineorder

    /** Lineorder rows of dense order numbers first..last (inclusive). */
    public void writeLineorders(RowSink sink, long first, long last, int chunk) throws IOException {
        ChunkRandom rnd = ChunkRandom.forChunk(seed, T_LINEORDER, chunk);
        int customers = (int) sizes.customers();
        int suppliers = (int) sizes.suppliers();
        int parts = (int) sizes.parts();
        int[] datekeys = SsbCalendar.DATEKEY;
        long[] partkey = new long[7];
        long[] suppkey = new long[7];
        int[] quantity = new int[7];
        long[] extended = new long[7];
        int[] discount = new int[7];
        long[] revenue = new long[7];
        long[] supplycost = new long[7];
        int[] tax = new int[7];
        int[] commit = new int[7];
        int[] shipmode = new int[7];
        for (long order = first; order <= last; order++) {
            int lines = lineCount(order);
            long orderkey = orderKey(order);
            int custkey = rnd.uniform(1, customers);
            if (custkey % 3 == 0) {
                // Only 2/3 of the customers place orders: multiples of 3 are nudged to a neighbour.
                custkey = custkey + 1 <= customers ? custkey + 1 : custkey - 1;
            }
            int dateOffset = rnd.uniform(0, SsbCalendar.ORDER_DAYS - 1);
            int priority = rnd.uniform(0, PRIORITIES.length - 1);
            long total = 0;
            for (int l = 0; l < lines; l++) {
                long p = rnd.uniform(1, parts);
                long price = retailPrice(p);
                int qty = rnd.uniform(1, 50);
                int disc = rnd.uniform(0, 10);
                int tx = rnd.uniform(0, 8);
                long ext = price * qty;
                long rev = ext * (100 - disc) / 100;
                partkey[l] = p;
                suppkey[l] = rnd.uniform(1, suppliers);
                quantity[l] = qty;
                discount[l] = disc;
                tax[l] = tx;
                extended[l] = ext;
                revenue[l] = rev;
                supplycost[l] = 6 * price / 10;
                commit[l] = datekeys[dateOffset + rnd.uniform(SsbCalendar.COMMIT_MIN, SsbCalendar.COMMIT_MAX)];
                shipmode[l] = rnd.uniform(0, SHIP_MODES.length - 1);
                total += rev * (100 + tx) / 100;
            }
            int orderdate = datekeys[dateOffset];
            String prio = PRIORITIES[priority];
            for (int l = 0; l < lines; l++) {
                sink.add(orderkey);
                sink.add(l + 1);
                sink.add(custkey);
                sink.add(partkey[l]);
                sink.add(suppkey[l]);
                sink.add(orderdate);
                sink.add(prio);
                sink.add("0");
                sink.add(quantity[l]);
                sink.add(extended[l]);
                sink.add(total);
                sink.add(discount[l]);
                sink.add(revenue[l]);
                sink.add(supplycost[l]);
                sink.add(tax[l]);
                sink.add(commit[l]);
                sink.add(SHIP_MODES[shipmode[l]]);
                sink.endRow();
            }
        }
    }

    // ----------------------------------------------------------------------------- helpers

    /** prefix + key zero-padded to 9 digits, e.g. Customer#000000042. */
    private static String keyName(String prefix, long key, char[] buf) {
        int n = prefix.length();
        prefix.getChars(0, n, buf, 0);
        long v = key;
        int digits = Math.max(9, Long.toString(key).length());
        for (int i = n + digits - 1; i >= n; i--) {
            buf[i] = (char) ('0' + v % 10);
            v /= 10;
        }
        return new String(buf, 0, n + digits);
    }

    private static String address(ChunkRandom rnd, char[] buf) {
        int len = rnd.uniform(6, 24);
        for (int i = 0; i < len; i++) {
            buf[i] = ALNUM[rnd.uniform(0, ALNUM.length - 1)];
        }
        return new String(buf, 0, len);
    }

    /** CC-ddd-ddd-dddd with CC = nation index + 10. */
    private static String phone(ChunkRandom rnd, int nation, char[] buf) {
        int cc = nation + 10;
        buf[0] = (char) ('0' + cc / 10);
        buf[1] = (char) ('0' + cc % 10);
        buf[2] = '-';
        digits(buf, 3, rnd.uniform(100, 999), 3);
        buf[6] = '-';
        digits(buf, 7, rnd.uniform(100, 999), 3);
        buf[10] = '-';
        digits(buf, 11, rnd.uniform(1000, 9999), 4);
        return new String(buf, 0, 15);
    }

    private static void digits(char[] buf, int at, int value, int width) {
        for (int i = at + width - 1; i >= at; i--) {
            buf[i] = (char) ('0' + value % 10);
            value /= 10;
        }
    }
}
