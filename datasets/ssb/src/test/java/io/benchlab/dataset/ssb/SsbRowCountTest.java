package io.benchlab.dataset.ssb;

import io.benchlab.api.DatasetPlan;
import io.benchlab.api.TableSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SsbRowCountTest {

    /** Formulas of the README, written out independently of SsbSizes. */
    @ParameterizedTest
    @CsvSource({
        // sf,    customer, supplier, part,    orders
        "0.001,   30,       2,        200,     1500",
        "0.01,    300,      20,       2000,    15000",
        "0.05,    1500,     100,      10000,   75000",
        "0.1,     3000,     200,      20000,   150000",
        "0.5,     15000,    1000,     100000,  750000",
        "1,       30000,    2000,     200000,  1500000",
        "1.5,     45000,    3000,     200000,  2250000",
        "2,       60000,    4000,     400000,  3000000",
        "4,       120000,   8000,     600000,  6000000",
        "10,      300000,   20000,    800000,  15000000",
        "100,     3000000,  200000,   1400000, 150000000",
    })
    void sizesFollowTheDocumentedRules(double sf, long customers, long suppliers, long parts, long orders) {
        SsbSizes s = SsbSizes.of(sf);
        assertEquals(customers, s.customers(), "customer");
        assertEquals(suppliers, s.suppliers(), "supplier");
        assertEquals(parts, s.parts(), "part");
        assertEquals(orders, s.orders(), "orders");
        assertEquals(2556, s.dateRows(), "date");
    }

    @ParameterizedTest
    @CsvSource({"0.01", "0.1", "1"})
    void chunksWriteExactlyTheExpectedRows(double sf) {
        DatasetPlan plan = TestSinks.plan(Map.of("sf", sf));
        SsbSizes sizes = SsbSizes.of(sf);
        assertEquals(Math.round(30_000 * sf), TestSinks.table(plan, "customer").expectedRows());
        assertEquals(Math.round(2_000 * sf), TestSinks.table(plan, "supplier").expectedRows());
        assertEquals(sf >= 1 ? 200_000 : Math.round(200_000 * sf), TestSinks.table(plan, "part").expectedRows());
        assertEquals(2556, TestSinks.table(plan, "date").expectedRows());
        for (TableSpec table : plan.tables()) {
            TestSinks.Counting counter = new TestSinks.Counting(table.columns().size());
            TestSinks.run(table, counter);
            assertEquals(table.expectedRows(), counter.rows, table.name() + " rows at sf " + sf);
        }
        // lineorder: orders × U[1,7] lines, mean 4, variance 4 per order; allow 6 sigma.
        long lines = TestSinks.table(plan, "lineorder").expectedRows();
        long orders = sizes.orders();
        double sigma = 2 * Math.sqrt(orders);
        assertTrue(Math.abs(lines - 4.0 * orders) < 6 * sigma,
                "lineorder rows " + lines + " for " + orders + " orders");
    }

    @Test
    void everyOrderHasOneToSevenConsecutiveLinesAndSparseKeys() {
        DatasetPlan plan = TestSinks.plan(Map.of("sf", 0.01));
        Set<Long> keys = new HashSet<>();
        long[] state = {-1, 0, 0}; // current key, lines, max key
        int[] histogram = new int[8];
        TestSinks.run(TestSinks.table(plan, "lineorder"), new TestSinks.Recording(17, row -> {
            long key = (Long) row[0];
            long line = (Long) row[1];
            if (key != state[0]) {
                if (state[0] >= 0) {
                    histogram[(int) state[1]]++;
                }
                assertTrue(keys.add(key), "order key repeated: " + key);
                assertTrue((key & 0b11000) == 0, "orderkey not sparse: " + key);
                state[0] = key;
                state[1] = 0;
            }
            state[1]++;
            assertEquals(state[1], line, "line numbers run 1..n");
            state[2] = Math.max(state[2], key);
        }));
        histogram[(int) state[1]]++;
        assertEquals(15_000, keys.size());
        assertEquals(SsbGenerator.orderKey(15_000), state[2]);
        assertEquals(0, histogram[0]);
        for (int n = 1; n <= 7; n++) {
            // 15,000 orders / 7 ≈ 2143 each; binomial sigma ≈ 43
            assertTrue(Math.abs(histogram[n] - 15_000 / 7.0) < 250, "orders with " + n + " lines: " + histogram[n]);
        }
    }

    @Test
    void sparseOrderKeysMatchTheReference() {
        assertEquals(1, SsbGenerator.orderKey(1));
        assertEquals(7, SsbGenerator.orderKey(7));
        assertEquals(32, SsbGenerator.orderKey(8));
        assertEquals(6_000_000, SsbGenerator.orderKey(1_500_000));
    }
}
