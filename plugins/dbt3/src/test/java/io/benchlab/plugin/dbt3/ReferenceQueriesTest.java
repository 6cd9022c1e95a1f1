package io.benchlab.plugin.dbt3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.DatasetPlan;
import io.benchlab.api.Parameters;
import io.benchlab.core.answers.ReferenceAnswer;
import io.benchlab.core.answers.ReferenceDatabase;
import io.benchlab.core.answers.ReferenceEngine;
import io.benchlab.core.server.FetchProgress;
import io.benchlab.core.server.MavenSource;
import io.benchlab.core.util.BenchlabHome;
import io.benchlab.dataset.tpch.TpchDatasetProvider;
import io.trino.tpch.LineItem;
import io.trino.tpch.TpchTable;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The 22 references as check: answers computes them: the tpch dataset at SF 0.01 loaded into the
 * reference engine (DuckDB, from the cache the tests share), each query's MySQL text run there
 * unchanged with validation values. Row counts that hold at any scale, and Q1 and Q6 recomputed
 * in plain Java straight from the generator: checks the load, the SQL and the engine together.
 */
class ReferenceQueriesTest {
    private static final double SF = 0.01;
    @TempDir
    static Path scratch;
    private static ReferenceDatabase db;
    private static final Map<Integer, List<List<String>>> RESULTS = new LinkedHashMap<>();

    @BeforeAll
    static void load() throws Exception {
        ReferenceEngine engine = new ReferenceEngine(BenchlabHome.fromEnvironment().cache(), MavenSource.fromEnvironment());
        engine.ensure(FetchProgress.NONE);
        TpchDatasetProvider provider = new TpchDatasetProvider();
        DatasetPlan plan = provider.plan(Parameters.validate(provider.parameters(), Map.of("sf", SF)));
        db = ReferenceDatabase.load(engine, List.of(plan), scratch, (table, rows, total) -> { });
        for (int q = 1; q <= Dbt3Queries.COUNT; q++) {
            ReferenceAnswer a = db.query(Dbt3Queries.sql(q, false, SF, 0), Dbt3References.orderColumns(q));
            RESULTS.put(q, a.rows().subList(0, a.expectedRows()));
        }
    }

    @AfterAll
    static void close() {
        db.close();
    }

    @Test
    void allQueriesRunAndReturnRows() {
        for (int q = 1; q <= Dbt3Queries.COUNT; q++) {
            assertFalse(RESULTS.get(q).isEmpty(), "Q" + q + " returned no rows at SF " + SF);
        }
    }

    /** Row counts of the SF1 answers that do not depend on the scale factor, and LIMIT bounds. */
    @Test
    void rowCountsThatHoldAtAnyScale() {
        assertEquals(4, RESULTS.get(1).size(), "Q1: 4 (returnflag, linestatus) groups");
        assertEquals(5, RESULTS.get(4).size(), "Q4: 5 order priorities");
        assertEquals(1, RESULTS.get(6).size());
        assertEquals(4, RESULTS.get(7).size(), "Q7: 2 directions x 2 years");
        assertEquals(2, RESULTS.get(8).size(), "Q8: 1995, 1996");
        assertEquals(2, RESULTS.get(12).size(), "Q12: 2 ship modes");
        assertEquals(1, RESULTS.get(14).size());
        assertEquals(1, RESULTS.get(17).size());
        assertEquals(1, RESULTS.get(19).size());
        assertEquals(7, RESULTS.get(22).size(), "Q22: 7 country codes");
        assertEquals(10, RESULTS.get(3).size(), "Q3: LIMIT 10");
        assertEquals(20, RESULTS.get(10).size(), "Q10: LIMIT 20");
        assertTrue(RESULTS.get(2).size() <= 100);
        assertTrue(RESULTS.get(18).size() <= 100);
        assertTrue(RESULTS.get(21).size() <= 100);
        assertTrue(RESULTS.get(5).size() <= 5, "Q5: at most the 5 nations of ASIA");
        assertTrue(RESULTS.get(9).size() <= 175, "Q9: at most 25 nations x 7 years");
        assertEquals(List.of("1995", "1996"), RESULTS.get(8).stream().map(r -> r.get(0)).toList());
        assertEquals(List.of("A", "F"), RESULTS.get(1).get(0).subList(0, 2));
        assertEquals(List.of("N", "F"), RESULTS.get(1).get(1).subList(0, 2));
        assertEquals(List.of("N", "O"), RESULTS.get(1).get(2).subList(0, 2));
        assertEquals(List.of("R", "F"), RESULTS.get(1).get(3).subList(0, 2));
        assertEquals(List.of("1-URGENT", "2-HIGH", "3-MEDIUM", "4-NOT SPECIFIED", "5-LOW"),
                RESULTS.get(4).stream().map(r -> r.get(0)).toList());
        assertEquals(List.of("MAIL", "SHIP"), RESULTS.get(12).stream().map(r -> r.get(0)).toList());
    }

    /** Q1 and Q6 recomputed in plain Java straight from the generator: checks the load, the SQL and the engine. */
    @Test
    void q1AndQ6MatchAJavaRecomputation() {
        int cutoff = (int) LocalDate.of(1998, 12, 1).minusDays(90).toEpochDay();
        Map<String, long[]> q1 = new TreeMap<>(); // count, sum qty, sum price cents
        int from = (int) LocalDate.of(1994, 1, 1).toEpochDay();
        int to = (int) LocalDate.of(1995, 1, 1).toEpochDay();
        BigDecimal q6 = BigDecimal.ZERO;
        for (LineItem l : TpchTable.LINE_ITEM.createGenerator(SF, 1, 1)) {
            if (l.getShipDate() <= cutoff) {
                long[] a = q1.computeIfAbsent(l.getReturnFlag() + l.getStatus(), k -> new long[3]);
                a[0]++;
                a[1] += l.getQuantity();
                a[2] += l.getExtendedPriceInCents();
            }
            if (l.getShipDate() >= from && l.getShipDate() < to && l.getDiscountPercent() >= 5
                    && l.getDiscountPercent() <= 7 && l.getQuantity() < 24) {
                q6 = q6.add(BigDecimal.valueOf(l.getExtendedPriceInCents() * l.getDiscountPercent(), 4));
            }
        }
        int i = 0;
        for (Map.Entry<String, long[]> e : q1.entrySet()) {
            List<String> row = RESULTS.get(1).get(i++);
            assertEquals(e.getKey(), row.get(0) + row.get(1));
            assertEquals(0, new BigDecimal(e.getValue()[1]).compareTo(new BigDecimal(row.get(2))), "sum_qty " + e.getKey() + ": " + row);
            assertEquals(0, BigDecimal.valueOf(e.getValue()[2], 2).compareTo(new BigDecimal(row.get(3))), "sum_base_price " + row);
            assertEquals(Long.toString(e.getValue()[0]), row.get(9), "count_order " + e.getKey());
        }
        assertEquals(q6.setScale(2, RoundingMode.HALF_UP), new BigDecimal(RESULTS.get(6).get(0).get(0)).setScale(2, RoundingMode.HALF_UP));
    }
}
