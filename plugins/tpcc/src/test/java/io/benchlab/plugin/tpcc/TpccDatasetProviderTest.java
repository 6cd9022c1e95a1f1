package io.benchlab.plugin.tpcc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.benchlab.api.DatasetPlan;
import io.benchlab.api.DatasetProvider;
import io.benchlab.api.ParameterException;
import io.benchlab.api.Parameters;
import io.benchlab.api.TableSpec;
import io.benchlab.testkit.AbstractDatasetProviderTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The kit's suite at one warehouse, with the specification's cardinalities, plus the plan's own rules. */
class TpccDatasetProviderTest extends AbstractDatasetProviderTest {
    private final TpccDatasetProvider provider = new TpccDatasetProvider();

    @Override
    protected DatasetProvider provider() {
        return provider;
    }

    /**
     * A seed of its own: the dataset lives in the plugin's module now, and the workload's kit suite runs
     * transactions on {@code tpcc_w1} of the same server (payments add history rows).
     */
    @Override
    protected Map<String, Object> parameters() {
        return Map.of("warehouses", 1, "seed", 2);
    }

    /** Clause 4.3.3.1 at W = 1; CH-benCHmark's 10,000 suppliers, 62 nations and 5 regions. */
    @Override
    protected Map<String, Long> expectedRows() {
        return Map.ofEntries(Map.entry("item", 100_000L), Map.entry("warehouse", 1L), Map.entry("district", 10L),
                Map.entry("customer", 30_000L), Map.entry("history", 30_000L), Map.entry("orders", 30_000L),
                Map.entry("new_order", 9_000L), Map.entry("stock", 100_000L), Map.entry("supplier", 10_000L),
                Map.entry("nation", 62L), Map.entry("region", 5L), Map.entry("tpcc_load", 1L));
    }

    private DatasetPlan plan(Map<String, ?> raw) throws Exception {
        return provider.plan(Parameters.validate(provider.parameters(), raw));
    }

    @Test
    void schemaNamesAndIdentity() throws Exception {
        assertEquals("tpcc_w1", plan(Map.of()).schema());
        assertEquals("tpcc_w10", plan(Map.of("warehouses", 10)).schema());
        assertEquals("tpcc_w2_seed7", plan(Map.of("warehouses", 2, "seed", 7)).schema());
        assertEquals(Map.of("warehouses", "2", "seed", "1"), plan(Map.of("warehouses", 2)).identity());
        assertEquals(List.of("tpcc_load", "region", "nation", "supplier", "warehouse", "district", "customer", "history", "new_order",
                "orders", "order_line", "item", "stock"), plan(Map.of()).tables().stream().map(TableSpec::name).toList());
    }

    @Test
    void rowsScaleWithWarehousesAndChunksArePerWarehouse() throws Exception {
        DatasetPlan two = plan(Map.of("warehouses", 2));
        assertEquals(200_000, table(two, "stock").expectedRows());
        assertEquals(60_000, table(two, "customer").expectedRows());
        assertEquals(18_000, table(two, "new_order").expectedRows());
        assertEquals(100_000, table(two, "item").expectedRows(), "ITEM does not grow with warehouses");
        assertEquals(20, table(two, "customer").chunks().size(), "one chunk per district");
        assertEquals(20, table(two, "stock").chunks().size(), "ten chunks per warehouse");
        assertEquals(2, table(two, "history").chunks().size());
        long lines = table(two, "order_line").expectedRows();
        // 60,000 orders of 5 to 15 lines, 10 on average
        assertEquals(600_000, lines, 6_000);
    }

    @Test
    void outOfRangeWarehousesAreRefused() {
        assertThrows(ParameterException.class, () -> plan(Map.of("warehouses", 0)));
        assertThrows(ParameterException.class, () -> plan(Map.of("warehouses", TpccDatasetProvider.MAX_WAREHOUSES + 1)));
    }

    @Test
    void sameSeedSameRowsOtherSeedOtherRows() throws Exception {
        DatasetPlan a = plan(Map.of());
        DatasetPlan c = plan(Map.of("seed", 2));
        assertEquals(TestRows.hash(table(a, "customer")), TestRows.hash(table(a, "customer")));
        assertNotEquals(TestRows.hash(table(a, "stock")), TestRows.hash(table(c, "stock")));
        assertNotEquals(table(a, "order_line").expectedRows(), table(c, "order_line").expectedRows());
    }

    static TableSpec table(DatasetPlan plan, String name) {
        return plan.tables().stream().filter(t -> t.name().equals(name)).findFirst().orElseThrow();
    }
}
