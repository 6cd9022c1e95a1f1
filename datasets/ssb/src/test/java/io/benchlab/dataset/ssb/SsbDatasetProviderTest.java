package io.benchlab.dataset.ssb;

import io.benchlab.api.DatasetPlan;
import io.benchlab.api.DatasetProvider;
import io.benchlab.api.ParameterException;
import io.benchlab.api.Parameters;
import io.benchlab.api.RowChunk;
import io.benchlab.api.TableSpec;
import io.benchlab.api.WorkloadException;
import io.benchlab.testkit.AbstractDatasetProviderTest;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The kit's suite on SF 0.01 (rows as ssb-dbgen makes them), plus the SSB dataset's own rules. */
class SsbDatasetProviderTest extends AbstractDatasetProviderTest {
    private final SsbDatasetProvider provider = new SsbDatasetProvider();

    @Override
    protected DatasetProvider provider() {
        return provider;
    }

    @Override
    protected Map<String, Object> parameters() {
        return Map.of("sf", 0.01);
    }

    /** ssb-dbgen at SF 0.01: the dimensions by the specification's formulas, the calendar's 7 years. */
    @Override
    protected Map<String, Long> expectedRows() {
        return Map.of("date", 2556L, "customer", 300L, "supplier", 20L);
    }

    private DatasetPlan plan(Map<String, ?> raw) throws Exception {
        return provider.plan(Parameters.validate(provider.parameters(), raw));
    }

    @Test
    void schemaNamesAndIdentity() throws Exception {
        assertEquals("ssb_sf0_01", plan(Map.of("sf", 0.01)).schema());
        assertEquals("ssb_sf1", plan(Map.of()).schema());
        assertEquals("ssb_sf1", plan(Map.of("sf", "1.0")).schema());
        assertEquals("ssb_sf10", plan(Map.of("sf", 10)).schema());
        assertEquals("ssb_sf0_01_seed7", plan(Map.of("sf", 0.01, "seed", 7)).schema());
        assertEquals("ssb_sf0_01_seedm3", plan(Map.of("sf", 0.01, "seed", -3)).schema());
        DatasetPlan p = plan(Map.of("sf", 0.01));
        assertEquals("ssb", p.dataset());
        assertEquals("1", p.generatorVersion());
        assertEquals(Map.of("sf", "0.01", "seed", "1", "secondaryIndexes", "false", "engine", "InnoDB",
                "rowFormat", "DYNAMIC", "keyBlockSize", "0"), p.identity());
        assertEquals(List.of("date", "customer", "supplier", "part", "lineorder"),
                p.tables().stream().map(TableSpec::name).toList());
    }

    @Test
    void ddlCarriesEngineRowFormatAndPrimaryKeys() throws Exception {
        DatasetPlan p = plan(Map.of("sf", 0.01, "engine", "innodb", "rowFormat", "compressed", "keyBlockSize", 8));
        for (TableSpec t : p.tables()) {
            String ddl = t.createTable();
            assertTrue(ddl.endsWith(" ENGINE=InnoDB ROW_FORMAT=COMPRESSED KEY_BLOCK_SIZE=8"), ddl);
            assertTrue(ddl.contains("PRIMARY KEY ("), ddl);
            for (String column : t.columns()) {
                assertTrue(ddl.contains("\n  " + column + " "), column + " in " + t.name());
            }
        }
        assertTrue(TestSinks.table(p, "date").createTable().startsWith("CREATE TABLE `date` ("));
        assertTrue(TestSinks.table(p, "lineorder").createTable().contains("PRIMARY KEY (lo_orderkey, lo_linenumber)"));
        assertEquals("COMPRESSED", p.identity().get("rowFormat"));
        DatasetPlan myisam = plan(Map.of("sf", 0.01, "engine", "MyISAM"));
        assertTrue(TestSinks.table(myisam, "part").createTable().endsWith(" ENGINE=MyISAM ROW_FORMAT=DYNAMIC"));
    }

    @Test
    void invalidCombinationsAreRejected() {
        WorkloadException e = assertThrows(WorkloadException.class,
                () -> plan(Map.of("engine", "MyISAM", "rowFormat", "COMPRESSED")));
        assertTrue(e.getMessage().contains("COMPRESSED") && e.getMessage().contains("InnoDB"), e.getMessage());
        assertThrows(WorkloadException.class, () -> plan(Map.of("engine", "Aria", "rowFormat", "COMPACT")));
        assertThrows(WorkloadException.class, () -> plan(Map.of("keyBlockSize", 8)));
        assertThrows(WorkloadException.class, () -> plan(Map.of("rowFormat", "COMPRESSED", "keyBlockSize", 3)));
        assertThrows(ParameterException.class, () -> plan(Map.of("sf", 0.0001)));
        assertThrows(ParameterException.class, () -> plan(Map.of("engine", "Memory")));
    }

    @Test
    void secondaryIndexesAfterLoad() throws Exception {
        List<String> without = plan(Map.of("sf", 0.01)).afterLoad();
        assertTrue(without.stream().noneMatch(s -> s.contains("ADD INDEX")));
        String with = String.join(";", plan(Map.of("sf", 0.01, "secondaryIndexes", true)).afterLoad());
        for (String column : List.of("lo_orderdate", "lo_custkey", "lo_partkey", "lo_suppkey")) {
            assertTrue(with.contains("(" + column + ")"), column);
        }
    }

    @Test
    void lineorderIsChunkedForParallelGeneration() throws Exception {
        TableSpec lo = TestSinks.table(plan(Map.of("sf", 1)), "lineorder");
        assertEquals(38, lo.chunks().size()); // 1.5M orders / 40,000
        TableSpec part = TestSinks.table(plan(Map.of("sf", 1)), "part");
        assertEquals(2, part.chunks().size());
    }

    private static long hash(TableSpec table) {
        TestSinks.Encoding sink = new TestSinks.Encoding();
        TestSinks.run(table, sink);
        return sink.finish();
    }

    @Test
    void sameSeedSameBytesDifferentSeedDifferentBytes() throws Exception {
        DatasetPlan a = plan(Map.of("sf", 0.05));
        DatasetPlan b = plan(Map.of("sf", 0.05));
        DatasetPlan c = plan(Map.of("sf", 0.05, "seed", 2));
        for (int i = 0; i < a.tables().size(); i++) {
            TableSpec ta = a.tables().get(i);
            assertEquals(hash(ta), hash(b.tables().get(i)), ta.name());
            if (!ta.name().equals("date")) {
                assertNotEquals(hash(ta), hash(c.tables().get(i)), ta.name());
            }
        }
        assertNotEquals(TestSinks.table(a, "lineorder").expectedRows(), TestSinks.table(c, "lineorder").expectedRows());
    }

    /** Chunks run concurrently in shuffled order write the same bytes per chunk as run in order. */
    @Test
    void chunkOutputIndependentOfThreadOrder() throws Exception {
        TableSpec lo = TestSinks.table(plan(Map.of("sf", 0.3)), "lineorder");
        List<Long> sequential = new ArrayList<>();
        for (RowChunk chunk : lo.chunks()) {
            sequential.add(hashChunk(chunk));
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < lo.chunks().size(); i++) {
            order.add(i);
        }
        Collections.shuffle(order, new java.util.Random(42));
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Long>> futures = new ArrayList<>(Collections.nCopies(order.size(), null));
            for (int i : order) {
                futures.set(i, pool.submit(() -> hashChunk(lo.chunks().get(i))));
            }
            for (int i = 0; i < futures.size(); i++) {
                assertEquals(sequential.get(i), futures.get(i).get(), "chunk " + i);
            }
        } finally {
            pool.shutdownNow();
        }
        // the chunk boundaries do not change the line counts: expectedRows equals a direct count
        SsbGenerator gen = new SsbGenerator(SsbSizes.of(0.3), 1);
        long direct = 0;
        for (long o = 1; o <= SsbSizes.of(0.3).orders(); o++) {
            direct += gen.lineCount(o);
        }
        assertEquals(direct, lo.expectedRows());
    }

    private static long hashChunk(RowChunk chunk) throws IOException {
        TestSinks.Encoding sink = new TestSinks.Encoding();
        chunk.writeRows(sink);
        return sink.finish();
    }
}
