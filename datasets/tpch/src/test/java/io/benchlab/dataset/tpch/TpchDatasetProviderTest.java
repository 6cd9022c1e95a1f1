package io.benchlab.dataset.tpch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.DatasetPlan;
import io.benchlab.api.DatasetProvider;
import io.benchlab.api.IndexSpec;
import io.benchlab.api.ParameterException;
import io.benchlab.api.Parameters;
import io.benchlab.api.RowChunk;
import io.benchlab.api.TableSpec;
import io.benchlab.api.WorkloadException;
import io.benchlab.testkit.AbstractDatasetProviderTest;
import io.trino.tpch.TpchEntity;
import io.trino.tpch.TpchTable;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The kit's suite on SF 0.01 with dbgen's published counts, plus the TPC-H rows, plan and index rules. */
class TpchDatasetProviderTest extends AbstractDatasetProviderTest {

    @Override
    protected DatasetProvider provider() {
        return new TpchDatasetProvider();
    }

    @Override
    protected Map<String, Object> parameters() {
        return Map.of("sf", 0.01);
    }

    /** dbgen at SF 0.01 (lineitem: dbgen's own output, 60,175 lines). */
    @Override
    protected Map<String, Long> expectedRows() {
        return Map.of("region", 5L, "nation", 25L, "supplier", 100L, "part", 2000L, "partsupp", 8000L, "customer", 1500L,
                "orders", 15000L, "lineitem", 60175L);
    }

    static DatasetPlan plan(Map<String, ?> raw) throws ParameterException, WorkloadException {
        TpchDatasetProvider p = new TpchDatasetProvider();
        return p.plan(Parameters.validate(p.parameters(), raw));
    }

    @ParameterizedTest
    @ValueSource(doubles = {0.01, 0.1})
    void rowCountsMatchTpch(double sf) throws Exception {
        DatasetPlan plan = plan(Map.of("sf", sf));
        Map<String, Long> expected = new HashMap<>();
        expected.put("region", 5L);
        expected.put("nation", 25L);
        expected.put("supplier", Math.round(10_000 * sf));
        expected.put("part", Math.round(200_000 * sf));
        expected.put("partsupp", Math.round(800_000 * sf));
        expected.put("customer", Math.round(150_000 * sf));
        expected.put("orders", Math.round(1_500_000 * sf));
        assertEquals(8, plan.tables().size());
        for (TableSpec t : plan.tables()) {
            CountingSink sink = new CountingSink(t.columns().size(), 0);
            for (RowChunk c : t.chunks()) {
                c.writeRows(sink);
            }
            assertEquals(t.expectedRows(), sink.rows, "expectedRows of " + t.name());
            if (expected.containsKey(t.name())) {
                assertEquals(expected.get(t.name()), sink.rows, "rows of " + t.name());
            } else {
                assertEquals("lineitem", t.name());
                // dbgen: 1..7 lines per order, 4 on average
                assertTrue(Math.abs(sink.rows - 6_000_000 * sf) < 0.01 * 6_000_000 * sf, "lineitem " + sink.rows);
            }
        }
        if (sf == 0.1) {
            assertTrue(plan.tables().get(7).chunks().size() > 1, "lineitem is cut into chunks at SF 0.1");
        }
    }

    @Test
    void lineitemCountMatchesDbgenPublishedCounts() {
        assertEquals(6_001_215L, TpchDatasetProvider.rowCount("lineitem", 1));
        assertEquals(6_005L, TpchDatasetProvider.rowCount("lineitem", 0.001));
        assertEquals(59_986_052L, TpchDatasetProvider.rowCount("lineitem", 10));
    }

    @Test
    void lineitemCountPerRangeMatchesGenerator() {
        // a middle part of a 7-way split at SF 0.01: the skip-ahead must land on the same draws
        long orders = TpchDatasetProvider.rowCount("orders", 0.01);
        long start = io.trino.tpch.GenerateUtils.calculateStartIndex(1_500_000, 0.01, 4, 7);
        long n = io.trino.tpch.GenerateUtils.calculateRowCount(1_500_000, 0.01, 4, 7);
        long generated = 0;
        for (Object ignored : TpchTable.LINE_ITEM.createGenerator(0.01, 4, 7)) {
            generated++;
        }
        assertEquals(generated, LineItemCount.forOrders(start, n));
        assertTrue(start > 0 && start + n < orders);
    }

    /** Our fields, joined with '|', equal io.trino.tpch's own dbgen-format line (dates, money, text). */
    @Test
    void rowsEqualDbgenLines() throws Exception {
        for (String table : TpchSchema.TABLES) {
            TpchTable<?> tt = TpchTable.getTable(table);
            // region and nation are one part; the others are compared on a middle part of three
            int part = table.equals("region") || table.equals("nation") ? 1 : 2;
            int parts = part == 1 ? 1 : 3;
            CountingSink sink = new CountingSink(TpchSchema.columns(table).size(), 50);
            TpchRows.chunk(table, 0.01, part, parts).writeRows(sink);
            Iterator<? extends TpchEntity> it = tt.createGenerator(0.01, part, parts).iterator();
            for (List<String> row : sink.first) {
                String line = it.next().toLine();
                String[] want = line.split("\\|", -1);
                assertEquals(Arrays.asList(want).subList(0, row.size()), row, table);
            }
            assertTrue(!sink.first.isEmpty(), table);
        }
    }

    @Test
    void dateFormatting() {
        assertEquals("1992-01-01", TpchRows.date(8035));
        assertEquals("1970-01-01", TpchRows.date(0));
        assertEquals("1998-12-31", TpchRows.date((int) java.time.LocalDate.of(1998, 12, 31).toEpochDay()));
    }

    @Test
    void planShape() throws Exception {
        DatasetPlan plan = plan(Map.of("sf", "0.01"));
        assertEquals("tpch_sf0_01", plan.schema());
        assertEquals("tpch_sf1", plan(Map.of()).schema());
        assertEquals("tpch_sf0_001_myisam_noidx", plan(Map.of("sf", 0.001, "engine", "myisam", "indexes", "none")).schema());
        assertEquals("0.01", plan.identity().get("sf"));
        TableSpec lineitem = plan.tables().get(7);
        assertEquals(List.of("l_orderkey", "l_partkey", "l_suppkey", "l_linenumber", "l_quantity", "l_extendedprice",
                "l_discount", "l_tax", "l_returnflag", "l_linestatus", "l_shipdate", "l_commitdate", "l_receiptdate",
                "l_shipinstruct", "l_shipmode", "l_comment"), lineitem.columns());
        assertTrue(lineitem.createTable().contains("l_extendedprice DECIMAL(15,2) NOT NULL"));
        assertTrue(lineitem.createTable().contains("l_shipdate DATE NOT NULL"));
        assertTrue(lineitem.createTable().contains("PRIMARY KEY (l_orderkey, l_linenumber)"));
        assertTrue(lineitem.createTable().endsWith("ENGINE=InnoDB DEFAULT CHARSET=latin1"));
        assertTrue(plan.tables().get(6).createTable().contains("o_orderkey INTEGER NOT NULL"));
        assertTrue(TpchSchema.createTable("orders", "InnoDB", 1000).contains("o_orderkey BIGINT NOT NULL"));
        assertThrows(ParameterException.class, () -> plan(Map.of("sf", 0.0001)));
        assertThrows(ParameterException.class, () -> plan(Map.of("engine", "Memory")));
    }

    @Test
    void dbt3IndexSetIsExactlyTheKits() throws Exception {
        DatasetPlan plan = plan(Map.of("sf", 0.01));
        Set<String> got = new TreeSet<>();
        for (String s : plan.afterLoad()) {
            if (s.startsWith("ANALYZE")) {
                continue;
            }
            var m = java.util.regex.Pattern.compile("ALTER TABLE (\\w+) (.*)").matcher(s);
            assertTrue(m.matches(), s);
            for (String clause : m.group(2).split(", ADD ")) {
                var c = java.util.regex.Pattern.compile("(?:ADD )?INDEX (\\w+) \\(([^)]*)\\)").matcher(clause);
                assertTrue(c.matches(), clause);
                got.add(m.group(1) + "." + c.group(1) + "(" + c.group(2).replace(" ", "") + ")");
            }
        }
        Set<String> want = new TreeSet<>(List.of(
                "supplier.i_s_nationkey(s_nationkey)",
                "partsupp.i_ps_partkey(ps_partkey)",
                "partsupp.i_ps_suppkey(ps_suppkey)",
                "customer.i_c_nationkey(c_nationkey)",
                "orders.i_o_orderdate(o_orderdate)",
                "orders.i_o_custkey(o_custkey)",
                "lineitem.i_l_shipdate(l_shipdate)",
                "lineitem.i_l_suppkey_partkey(l_partkey,l_suppkey)",
                "lineitem.i_l_partkey(l_partkey)",
                "lineitem.i_l_suppkey(l_suppkey)",
                "lineitem.i_l_receiptdate(l_receiptdate)",
                "lineitem.i_l_orderkey(l_orderkey)",
                "lineitem.i_l_orderkey_quantity(l_orderkey,l_quantity)",
                "lineitem.i_l_commitdate(l_commitdate)",
                "nation.i_n_regionkey(n_regionkey)"));
        assertEquals(want, got);
        assertEquals(got, new TreeSet<>(plan.indexes().stream().map(TpchIndexes::identity).toList()),
                "the plan declares exactly the indexes it builds (what dbt3's hints may name)");
        assertTrue(plan.afterLoad().get(plan.afterLoad().size() - 1).startsWith("ANALYZE TABLE region"));

        DatasetPlan none = plan(Map.of("sf", 0.01, "indexes", "none"));
        assertEquals(1, none.afterLoad().size());
        assertEquals(List.of(), none.indexes());
    }

    @Test
    void extraIndexesValid() throws Exception {
        DatasetPlan plan = plan(Map.of("sf", 0.01, "extraIndexes",
                List.of("lineitem.i_l_partkey_ext(l_partkey,l_quantity,l_shipmode,l_shipinstruct)",
                        " Orders . I_O_X ( o_custkey , o_orderdate ) ")));
        assertTrue(plan.afterLoad().contains("ALTER TABLE orders ADD INDEX i_o_orderdate (o_orderdate), "
                + "ADD INDEX i_o_custkey (o_custkey), ADD INDEX i_o_x (o_custkey, o_orderdate)"), plan.afterLoad().toString());
        assertTrue(plan.afterLoad().stream().anyMatch(s -> s.startsWith("ALTER TABLE lineitem")
                && s.endsWith(", ADD INDEX i_l_partkey_ext (l_partkey, l_quantity, l_shipmode, l_shipinstruct)")));
        assertEquals("lineitem.i_l_partkey_ext(l_partkey,l_quantity,l_shipmode,l_shipinstruct);orders.i_o_x(o_custkey,o_orderdate)",
                plan.identity().get("extraIndexes"));
        // with indexes: none, the DBT-3 names are free
        DatasetPlan none = plan(Map.of("indexes", "none", "extraIndexes", "lineitem.i_l_partkey(l_partkey)"));
        assertEquals("ALTER TABLE lineitem ADD INDEX i_l_partkey (l_partkey)", none.afterLoad().get(0));
        assertEquals(List.of(new IndexSpec("lineitem", "i_l_partkey", List.of("l_partkey"))), none.indexes(), "extras are declared too");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "lineitem.i_x",                       // no column list
            "lineitem(i_x)",                      // no table.name
            "lineitem.i_x()",                     // empty list
            "lineitem.i_x(l_partkey,)",           // empty column
            "lineitems.i_x(l_partkey)",           // unknown table
            "lineitem.i_x(o_orderdate)",          // column of another table
            "lineitem.i_x(l_partkey,l_partkey)",  // duplicate column
            "lineitem.i_l_partkey(l_partkey)",    // clashes with DBT-3
            "lineitem.1x(l_partkey)",             // bad identifier
            "lineitem.i_x(l_partkey(10))",        // prefix lengths not supported
            "lineitem.primary(l_partkey)",
            "lineitem.i_x(l_partkey); DROP TABLE x",
            ""})
    void extraIndexesInvalid(String spec) {
        WorkloadException e = assertThrows(WorkloadException.class,
                () -> plan(Map.of("sf", 0.01, "extraIndexes", List.of(spec))));
        assertTrue(e.getMessage().startsWith("extraIndexes: '"), e.getMessage());
    }

    @Test
    void extraIndexDuplicateNames() {
        WorkloadException e = assertThrows(WorkloadException.class, () -> plan(Map.of("extraIndexes",
                List.of("orders.i_a(o_custkey)", "orders.i_a(o_orderdate)"))));
        assertTrue(e.getMessage().contains("already has an index named i_a"), e.getMessage());
    }
}
