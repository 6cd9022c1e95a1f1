package io.benchlab.dataset.ssb;

import io.benchlab.api.DatasetPlan;
import io.benchlab.api.TableSpec;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * For each of the 13 SSB queries, evaluates its WHERE clause in Java over generated rows (SF 0.1:
 * ~600k lineorder rows, 150k orders) and compares the fraction of lineorder rows that pass with
 * <ol>
 *   <li>the fraction the specification's domains imply (uniform order dates over 1992-01-01..1998-08-02,
 *       i.e. 2406 days; discount U[0,10]; quantity U[1,50]; 5 regions, 25 nations, 250 cities,
 *       5 mfgr, 25 categories, 1000 brands, all uniform), with a tolerance of 5 sigma where sigma
 *       combines the sampling error of the lineorder rows (clustered by order: all lines of an order share
 *       date and customer, so the effective sample is the number of orders, inflated by E[L²]/E[L]² = 1.25)
 *       and the sampling error of each dimension's own fraction (binomial over its rows);</li>
 *   <li>the fraction expected given the dimension rows actually generated (the exact share of
 *       dimension rows passing, weighted by how often lineorder references each key), with only the
 *       lineorder sampling error. This tighter check catches skewed foreign-key draws.</li>
 * </ol>
 * Q3.3 and Q3.4 select ~2/250 of the 200 suppliers, so at this scale their spec check is weak (the
 * dimension term dominates); the conditional check still tests them.
 */
class SsbSelectivityTest {
    static final double SF = 0.1;
    /** Days in the order-date range 1992-01-01..1998-08-02. */
    static final double DAYS = 2406;
    /** Days of each year inside the order-date range (1998 ends on Aug 2: 31+28+31+30+31+30+31+2). */
    static final double Y1993 = 365, Y1994 = 365, Y1997 = 365, Y1998 = 214;
    /** 1992..1997 = 366 + 365×4 + 366 */
    static final double Y1992_1997 = 2192;

    record Dim(String table, Predicate<Object[]> where, double specProbability) {
    }

    /** lineWhere sees {date row, lineorder row}; lineProbability is the spec value of that part. */
    record Query(String name, Predicate<Object[][]> lineWhere, double lineProbability, List<Dim> dims) {
    }

    static final Map<Long, Object[]> DATES = new HashMap<>();
    static final Map<String, List<Object[]>> DIMS = new HashMap<>();
    static final Map<String, Integer> KEY_COLUMN = Map.of("customer", 2, "supplier", 4, "part", 3);
    static long lines;
    static long orders;
    static long[] passing;
    static List<Query> queries;

    static long year(Object[] d) { return (Long) d[4]; }

    static Predicate<Object[][]> line(Predicate<Object[]> date, long discLo, long discHi, long qtyLo, long qtyHi) {
        return x -> {
            long disc = (Long) x[1][11];
            long qty = (Long) x[1][8];
            return date.test(x[0]) && disc >= discLo && disc <= discHi && qty >= qtyLo && qty <= qtyHi;
        };
    }

    static Predicate<Object[][]> dateOnly(Predicate<Object[]> date) {
        return x -> date.test(x[0]);
    }

    static Dim dim(String table, int column, Set<String> values, double p) {
        return new Dim(table, r -> values.contains((String) r[column]), p);
    }

    // column indexes: customer/supplier city 3, nation 4, region 5; part mfgr 2, category 3, brand 4
    static List<Query> queries() {
        List<Query> q = new ArrayList<>();
        // Q1.x: P(date) × P(discount range: k of 11 values) × P(quantity range: k of 50 values)
        q.add(new Query("Q1.1", line(d -> year(d) == 1993, 1, 3, 1, 24), Y1993 / DAYS * 3 / 11 * 24 / 50, List.of()));
        q.add(new Query("Q1.2", line(d -> (Long) d[5] == 199401, 4, 6, 26, 35), 31 / DAYS * 3 / 11 * 10 / 50, List.of()));
        // week 6 of 1994 is Feb 4..10: 7 days
        q.add(new Query("Q1.3", line(d -> (Long) d[11] == 6 && year(d) == 1994, 5, 7, 26, 35),
                7 / DAYS * 3 / 11 * 10 / 50, List.of()));
        // Q2.x: no date filter; category 1/25, brand range 'MFGR#2221'..'MFGR#2228' = 8 of 1000 brands, region 1/5
        q.add(new Query("Q2.1", dateOnly(d -> true), 1, List.of(
                dim("part", 3, Set.of("MFGR#12"), 1.0 / 25), dim("supplier", 5, Set.of("AMERICA"), 1.0 / 5))));
        q.add(new Query("Q2.2", dateOnly(d -> true), 1, List.of(
                new Dim("part", r -> ((String) r[4]).compareTo("MFGR#2221") >= 0 && ((String) r[4]).compareTo("MFGR#2228") <= 0, 8.0 / 1000),
                dim("supplier", 5, Set.of("ASIA"), 1.0 / 5))));
        q.add(new Query("Q2.3", dateOnly(d -> true), 1, List.of(
                dim("part", 4, Set.of("MFGR#2221"), 1.0 / 1000), dim("supplier", 5, Set.of("EUROPE"), 1.0 / 5))));
        // Q3.x: years 1992..1997 (2192 of 2406 days), regions 1/5, nations 1/25, 2 of 250 cities, Dec 1997 31 days
        Predicate<Object[]> y92to97 = d -> year(d) >= 1992 && year(d) <= 1997;
        Set<String> kiCities = Set.of("UNITED KI1", "UNITED KI5");
        q.add(new Query("Q3.1", dateOnly(y92to97), Y1992_1997 / DAYS, List.of(
                dim("customer", 5, Set.of("ASIA"), 1.0 / 5), dim("supplier", 5, Set.of("ASIA"), 1.0 / 5))));
        q.add(new Query("Q3.2", dateOnly(y92to97), Y1992_1997 / DAYS, List.of(
                dim("customer", 4, Set.of("UNITED STATES"), 1.0 / 25), dim("supplier", 4, Set.of("UNITED STATES"), 1.0 / 25))));
        q.add(new Query("Q3.3", dateOnly(y92to97), Y1992_1997 / DAYS, List.of(
                dim("customer", 3, kiCities, 2.0 / 250), dim("supplier", 3, kiCities, 2.0 / 250))));
        q.add(new Query("Q3.4", dateOnly(d -> "Dec1997".equals(d[6])), 31 / DAYS, List.of(
                dim("customer", 3, kiCities, 2.0 / 250), dim("supplier", 3, kiCities, 2.0 / 250))));
        // Q4.x: regions 1/5, mfgr 2 of 5, years 1997-98 (365 + 214 days), nation 1/25, category 1/25
        Set<String> mfgr12 = Set.of("MFGR#1", "MFGR#2");
        Predicate<Object[]> y9798 = d -> year(d) == 1997 || year(d) == 1998;
        q.add(new Query("Q4.1", dateOnly(d -> true), 1, List.of(
                dim("customer", 5, Set.of("AMERICA"), 1.0 / 5), dim("supplier", 5, Set.of("AMERICA"), 1.0 / 5),
                dim("part", 2, mfgr12, 2.0 / 5))));
        q.add(new Query("Q4.2", dateOnly(y9798), (Y1997 + Y1998) / DAYS, List.of(
                dim("customer", 5, Set.of("AMERICA"), 1.0 / 5), dim("supplier", 5, Set.of("AMERICA"), 1.0 / 5),
                dim("part", 2, mfgr12, 2.0 / 5))));
        q.add(new Query("Q4.3", dateOnly(y9798), (Y1997 + Y1998) / DAYS, List.of(
                dim("customer", 5, Set.of("AMERICA"), 1.0 / 5), dim("supplier", 4, Set.of("UNITED STATES"), 1.0 / 25),
                dim("part", 3, Set.of("MFGR#14"), 1.0 / 25))));
        return q;
    }

    @BeforeAll
    static void generate() {
        DatasetPlan plan = TestSinks.plan(Map.of("sf", SF));
        for (String t : List.of("customer", "supplier", "part")) {
            TableSpec spec = TestSinks.table(plan, t);
            List<Object[]> rows = new ArrayList<>();
            rows.add(null); // keys are 1-based
            TestSinks.run(spec, new TestSinks.Recording(spec.columns().size(), r -> rows.add(r.clone())));
            DIMS.put(t, rows);
        }
        TestSinks.run(TestSinks.table(plan, "date"), new TestSinks.Recording(17, r -> DATES.put((Long) r[0], r.clone())));
        queries = queries();
        passing = new long[queries.size()];
        long[] lastOrder = {-1};
        Object[][] pair = new Object[2][];
        TestSinks.run(TestSinks.table(plan, "lineorder"), new TestSinks.Recording(17, r -> {
            lines++;
            if ((Long) r[0] != lastOrder[0]) {
                orders++;
                lastOrder[0] = (Long) r[0];
            }
            pair[0] = DATES.get((Long) r[5]);
            pair[1] = r;
            for (int i = 0; i < queries.size(); i++) {
                Query q = queries.get(i);
                if (!q.lineWhere().test(pair)) {
                    continue;
                }
                boolean ok = true;
                for (Dim d : q.dims()) {
                    int key = (int) (long) (Long) r[KEY_COLUMN.get(d.table())];
                    ok &= d.where().test(DIMS.get(d.table()).get(key));
                }
                if (ok) {
                    passing[i]++;
                }
            }
        }));
    }

    /**
     * How often lineorder references each key: uniform for supplier and part; for customer the
     * reference's nudging maps multiples of 3 to the next key (or the previous one at the end).
     */
    static double[] keyWeights(String table) {
        int n = DIMS.get(table).size() - 1;
        double[] w = new double[n + 1];
        for (int k = 1; k <= n; k++) {
            int target = k;
            if (table.equals("customer") && k % 3 == 0) {
                target = k + 1 <= n ? k + 1 : k - 1;
            }
            w[target] += 1.0 / n;
        }
        return w;
    }

    @TestFactory
    List<DynamicTest> everyQuerySelectsWhatTheSpecificationImplies() {
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i < queries.size(); i++) {
            Query q = queries.get(i);
            long pass = passing[i];
            double observed = (double) pass / lines;
            tests.add(DynamicTest.dynamicTest(q.name(), () -> {
                double spec = q.lineProbability();
                double given = q.lineProbability();
                double dimRelVar = 0;
                for (Dim d : q.dims()) {
                    spec *= d.specProbability();
                    double[] w = keyWeights(d.table());
                    List<Object[]> rows = DIMS.get(d.table());
                    double share = 0;
                    int referenced = 0;
                    for (int k = 1; k < rows.size(); k++) {
                        if (w[k] > 0) {
                            referenced++;
                            if (d.where().test(rows.get(k))) {
                                share += w[k];
                            }
                        }
                    }
                    given *= share;
                    double p = d.specProbability();
                    dimRelVar += (1 - p) / (p * referenced);
                }
                double lineVar = 1.25 / orders;
                double sigmaSpec = Math.sqrt(spec * spec * dimRelVar + lineVar * spec * (1 - spec));
                double sigmaGiven = Math.sqrt(lineVar * given * (1 - given));
                String detail = String.format("%s: %d of %d rows pass, observed %.3e, spec %.3e (5σ %.2e), given dims %.3e (5σ %.2e)",
                        q.name(), pass, lines, observed, spec, 5 * sigmaSpec, given, 5 * sigmaGiven);
                System.out.println(detail);
                assertTrue(Math.abs(observed - spec) <= 5 * sigmaSpec + 1.0 / lines, "spec: " + detail);
                assertTrue(Math.abs(observed - given) <= 5 * sigmaGiven + 1.0 / lines, "given dimensions: " + detail);
            }));
        }
        return tests;
    }
}
