package io.benchlab.plugin.dbt3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.trino.tpch.Distributions;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

class QueryParametersTest {

    @Test
    void validationValuesAreQgens() {
        String q = Dbt3Queries.sql(1, false, 1, 0);
        assertTrue(q.contains("l_shipdate <= DATE '1998-12-01' - INTERVAL 90 DAY"), q);
        assertTrue(Dbt3Queries.sql(2, false, 1, 0).contains("p_size = 15"));
        assertTrue(Dbt3Queries.sql(2, false, 1, 0).contains("p_type LIKE '%BRASS'"));
        assertTrue(Dbt3Queries.sql(2, false, 1, 0).contains("r_name = 'EUROPE'"));
        assertTrue(Dbt3Queries.sql(3, false, 1, 0).contains("c_mktsegment = 'BUILDING'"));
        assertTrue(Dbt3Queries.sql(3, false, 1, 0).contains("o_orderdate < DATE '1995-03-15'"));
        assertTrue(Dbt3Queries.sql(4, false, 1, 0).contains("o_orderdate < DATE '1993-07-01' + INTERVAL 3 MONTH"));
        assertTrue(Dbt3Queries.sql(6, false, 1, 0).contains("l_discount BETWEEN 0.06 - 0.01 AND 0.06 + 0.01"));
        assertTrue(Dbt3Queries.sql(6, false, 1, 0).contains("l_quantity < 24"));
        assertTrue(Dbt3Queries.sql(8, false, 1, 0).contains("p_type = 'ECONOMY ANODIZED STEEL'"));
        assertTrue(Dbt3Queries.sql(9, false, 1, 0).contains("p_name LIKE '%green%'"));
        assertTrue(Dbt3Queries.sql(11, false, 1, 0).contains("SUM(ps_supplycost * ps_availqty) * 0.0001"));
        assertTrue(Dbt3Queries.sql(11, false, 0.01, 0).contains("SUM(ps_supplycost * ps_availqty) * 0.01\n"));
        assertTrue(Dbt3Queries.sql(13, false, 1, 0).contains("o_comment NOT LIKE '%special%requests%'"));
        assertTrue(Dbt3Queries.sql(16, false, 1, 0).contains("p_size IN (49, 14, 23, 45, 19, 3, 36, 9)"));
        assertTrue(Dbt3Queries.sql(16, false, 1, 0).contains("p_type NOT LIKE 'MEDIUM POLISHED%'"));
        assertTrue(Dbt3Queries.sql(17, false, 1, 0).contains("p_container = 'MED BOX'"));
        assertTrue(Dbt3Queries.sql(18, false, 1, 0).contains("SUM(l_quantity) > 300"));
        String q19 = Dbt3Queries.sql(19, false, 1, 0);
        assertTrue(q19.contains("p_brand = 'Brand#12'") && q19.contains("p_brand = 'Brand#34'"));
        assertTrue(q19.contains("l_quantity >= 1 AND l_quantity <= 1 + 10"));
        assertTrue(q19.contains("l_quantity >= 20 AND l_quantity <= 20 + 10"));
        assertTrue(Dbt3Queries.sql(20, false, 1, 0).contains("p_name LIKE 'forest%'"));
        assertTrue(Dbt3Queries.sql(21, false, 1, 0).contains("n_name = 'SAUDI ARABIA'"));
        assertTrue(Dbt3Queries.sql(22, false, 1, 0).contains("IN ('13', '31', '23', '29', '30', '18', '17')"));
        assertEquals(List.of("FRANCE", "GERMANY"), QueryParameters.validation(7, 1));
        assertEquals(List.of("MAIL", "SHIP", "1994-01-01"), QueryParameters.validation(12, 1));
        assertEquals(List.of("1995-09-01"), QueryParameters.validation(14, 1));
        assertEquals(List.of("1996-01-01"), QueryParameters.validation(15, 1));
        assertEquals(List.of("ASIA", "1994-01-01"), QueryParameters.validation(5, 1));
        assertEquals(List.of("1993-10-01"), QueryParameters.validation(10, 1));
    }

    @Test
    void everyTemplateIsFullySubstituted() {
        for (int q = 1; q <= 22; q++) {
            for (boolean random : new boolean[] {false, true}) {
                String sql = Dbt3Queries.sql(q, random, 1, 7);
                assertFalse(sql.matches("(?s).*:\\d.*"), "Q" + q + " keeps a placeholder");
                assertTrue(sql.startsWith("SELECT") || sql.startsWith("WITH"), "Q" + q);
                assertFalse(sql.contains("--"), "Q" + q + " keeps a comment");
            }
        }
    }

    @Test
    void domainListsMatchDbgen() {
        Distributions d = Distributions.getDefaultDistributions();
        assertEquals(d.getPartColors().getValues(), QueryParameters.COLORS);
        assertEquals(92, QueryParameters.COLORS.size());
        assertEquals(d.getShipModes().getValues(), QueryParameters.SHIP_MODES);
        assertEquals(d.getMarketSegments().getValues(), QueryParameters.SEGMENTS);
        assertEquals(d.getRegions().getValues(), QueryParameters.REGIONS);
        assertEquals(d.getNations().getValues(), QueryParameters.NATIONS);
        for (int i = 0; i < 25; i++) {
            assertEquals(d.getNations().getWeight(i), QueryParameters.NATION_REGION[i], QueryParameters.NATIONS.get(i));
        }
        Set<String> types = new HashSet<>(d.getPartTypes().getValues());
        int count = 0;
        for (String a : QueryParameters.TYPE_S1) {
            for (String b : QueryParameters.TYPE_S2) {
                for (String c : QueryParameters.TYPE_S3) {
                    assertTrue(types.contains(a + " " + b + " " + c));
                    count++;
                }
            }
        }
        assertEquals(150, count);
        Set<String> containers = new HashSet<>(d.getPartContainers().getValues());
        for (String a : QueryParameters.CONTAINER_S1) {
            for (String b : QueryParameters.CONTAINER_S2) {
                assertTrue(containers.contains(a + " " + b), a + " " + b);
            }
        }
        assertEquals(40, containers.size());
    }

    private static boolean date(String s, LocalDate from, LocalDate to, Predicate<LocalDate> shape) {
        LocalDate d = LocalDate.parse(s);
        return !d.isBefore(from) && !d.isAfter(to) && shape.test(d);
    }

    private static boolean intIn(String s, int lo, int hi) {
        int v = Integer.parseInt(s);
        return v >= lo && v <= hi;
    }

    private static boolean brand(String s) {
        return s.matches("Brand#[1-5][1-5]");
    }

    @Test
    void randomValuesStayInQgenRanges() {
        Predicate<LocalDate> jan1 = d -> d.getDayOfYear() == 1;
        Predicate<LocalDate> first = d -> d.getDayOfMonth() == 1;
        Set<String> seenQ1 = new HashSet<>();
        for (long seed = 0; seed < 300; seed++) {
            List<List<String>> v = new ArrayList<>();
            v.add(null);
            for (int q = 1; q <= 22; q++) {
                v.add(QueryParameters.random(q, 0.1, seed));
            }
            assertTrue(intIn(v.get(1).get(0), 60, 120));
            seenQ1.add(v.get(1).get(0));
            assertTrue(intIn(v.get(2).get(0), 1, 50));
            assertTrue(QueryParameters.TYPE_S3.contains(v.get(2).get(1)));
            assertTrue(QueryParameters.REGIONS.contains(v.get(2).get(2)));
            assertTrue(QueryParameters.SEGMENTS.contains(v.get(3).get(0)));
            assertTrue(date(v.get(3).get(1), LocalDate.of(1995, 3, 1), LocalDate.of(1995, 3, 31), d -> true));
            assertTrue(date(v.get(4).get(0), LocalDate.of(1993, 2, 1), LocalDate.of(1997, 11, 1), first));
            assertTrue(QueryParameters.REGIONS.contains(v.get(5).get(0)));
            assertTrue(date(v.get(5).get(1), LocalDate.of(1993, 1, 1), LocalDate.of(1997, 1, 1), jan1));
            assertTrue(date(v.get(6).get(0), LocalDate.of(1993, 1, 1), LocalDate.of(1997, 1, 1), jan1));
            assertTrue(v.get(6).get(1).matches("0\\.0[2-9]"), v.get(6).get(1));
            assertTrue(intIn(v.get(6).get(2), 24, 25));
            assertNotEquals(v.get(7).get(0), v.get(7).get(1));
            assertTrue(QueryParameters.NATIONS.containsAll(v.get(7)));
            int n8 = QueryParameters.NATIONS.indexOf(v.get(8).get(0));
            assertEquals(QueryParameters.REGIONS.get(QueryParameters.NATION_REGION[n8]), v.get(8).get(1));
            assertEquals(3, v.get(8).get(2).split(" ").length);
            assertTrue(QueryParameters.COLORS.contains(v.get(9).get(0)));
            assertTrue(date(v.get(10).get(0), LocalDate.of(1993, 2, 1), LocalDate.of(1995, 1, 1), first));
            assertTrue(QueryParameters.NATIONS.contains(v.get(11).get(0)));
            assertEquals("0.001", v.get(11).get(1));
            assertNotEquals(v.get(12).get(0), v.get(12).get(1));
            assertTrue(QueryParameters.SHIP_MODES.containsAll(v.get(12).subList(0, 2)));
            assertTrue(date(v.get(12).get(2), LocalDate.of(1993, 1, 1), LocalDate.of(1997, 1, 1), jan1));
            assertTrue(QueryParameters.Q13_WORD1.contains(v.get(13).get(0)));
            assertTrue(QueryParameters.Q13_WORD2.contains(v.get(13).get(1)));
            assertTrue(date(v.get(14).get(0), LocalDate.of(1993, 1, 1), LocalDate.of(1997, 12, 1), first));
            assertTrue(date(v.get(15).get(0), LocalDate.of(1993, 1, 1), LocalDate.of(1997, 10, 1), first));
            assertTrue(brand(v.get(16).get(0)));
            assertEquals(2, v.get(16).get(1).split(" ").length);
            assertEquals(8, new HashSet<>(v.get(16).subList(2, 10)).size());
            v.get(16).subList(2, 10).forEach(s -> assertTrue(intIn(s, 1, 50)));
            assertTrue(brand(v.get(17).get(0)));
            assertTrue(QueryParameters.CONTAINER_S1.contains(v.get(17).get(1).split(" ")[0]));
            assertTrue(intIn(v.get(18).get(0), 312, 315));
            v.get(19).subList(0, 3).forEach(s -> assertTrue(brand(s)));
            assertTrue(intIn(v.get(19).get(3), 1, 10));
            assertTrue(intIn(v.get(19).get(4), 10, 20));
            assertTrue(intIn(v.get(19).get(5), 20, 30));
            assertTrue(QueryParameters.COLORS.contains(v.get(20).get(0)));
            assertTrue(date(v.get(20).get(1), LocalDate.of(1993, 1, 1), LocalDate.of(1997, 1, 1), jan1));
            assertTrue(QueryParameters.NATIONS.contains(v.get(20).get(2)));
            assertTrue(QueryParameters.NATIONS.contains(v.get(21).get(0)));
            assertEquals(7, new HashSet<>(v.get(22)).size());
            v.get(22).forEach(s -> assertTrue(intIn(s, 10, 34)));
        }
        assertEquals(61, seenQ1.size(), "300 seeds reach every DELTA in [60, 120]");
    }

    @Test
    void randomIsDeterministicPerSeed() {
        for (int q = 1; q <= 22; q++) {
            assertEquals(Dbt3Queries.sql(q, true, 1, 42), Dbt3Queries.sql(q, true, 1, 42));
        }
        int differs = 0;
        for (int q = 1; q <= 22; q++) {
            if (!Dbt3Queries.sql(q, true, 1, 42).equals(Dbt3Queries.sql(q, true, 1, 43))) {
                differs++;
            }
        }
        assertTrue(differs >= 15, "other seeds give other values: " + differs);
        // a query's values depend only on (query, seed), not on which other queries were drawn before
        List<String> q9 = QueryParameters.random(9, 1, 42);
        for (int q = 1; q <= 22; q++) {
            QueryParameters.random(q, 1, 42);
        }
        assertEquals(q9, QueryParameters.random(9, 1, 42));
        // Q11's FRACTION follows the scale factor in both modes
        assertEquals("0.0001", QueryParameters.random(11, 1, 42).get(1));
        assertEquals("0.00001", QueryParameters.random(11, 10, 42).get(1));
    }
}
