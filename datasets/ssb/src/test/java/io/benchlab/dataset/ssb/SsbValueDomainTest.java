package io.benchlab.dataset.ssb;

import io.benchlab.api.DatasetPlan;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SsbValueDomainTest {
    static final double SF = 0.1;
    static List<Object[]> customers = new ArrayList<>();
    static List<Object[]> suppliers = new ArrayList<>();
    static List<Object[]> parts = new ArrayList<>();
    static List<Object[]> dates = new ArrayList<>();
    static DatasetPlan plan;

    @BeforeAll
    static void generate() {
        plan = TestSinks.plan(Map.of("sf", SF));
        collect("customer", customers);
        collect("supplier", suppliers);
        collect("part", parts);
        collect("date", dates);
    }

    static void collect(String table, List<Object[]> into) {
        var spec = TestSinks.table(plan, table);
        TestSinks.run(spec, new TestSinks.Recording(spec.columns().size(), row -> into.add(row.clone())));
    }

    static Set<Object> distinct(List<Object[]> rows, int column) {
        Set<Object> set = new HashSet<>();
        for (Object[] r : rows) {
            set.add(r[column]);
        }
        return set;
    }

    @Test
    void dateTable() {
        assertEquals(2556, dates.size());
        assertEquals(19920101L, dates.get(0)[0]);
        assertEquals(19981230L, dates.get(dates.size() - 1)[0]);
        assertEquals("January 1, 1992", dates.get(0)[1]);
        // weekday quirk of the reference: 1992-01-01 was a Wednesday but is labelled Thursday, day 5 (Sunday = 1)
        assertEquals("Thursday", dates.get(0)[2]);
        assertEquals(5L, dates.get(0)[7]);
        int holidays = 0;
        Set<Object> weeks = new TreeSet<>();
        for (Object[] d : dates) {
            long key = (Long) d[0];
            long year = (Long) d[4];
            assertTrue(year >= 1992 && year <= 1998);
            assertEquals(key / 100, (long) (Long) d[5], "d_yearmonthnum");
            String ym = (String) d[6];
            assertTrue(ym.matches("(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)199[2-8]"), ym);
            assertTrue(ym.endsWith(Long.toString(year)));
            long week = (Long) d[11];
            assertTrue(week >= 1 && week <= 53, "week " + week);
            assertEquals((Long) d[9] / 7 + 1, week, "d_weeknuminyear = floor(dayOfYear/7)+1");
            weeks.add(week);
            LocalDate date = LocalDate.of((int) year, (int) (long) (Long) d[10], (int) (long) (Long) d[8]);
            assertEquals(date.getDayOfYear(), (long) (Long) d[9]);
            assertEquals(date.getYear() * 10000L + date.getMonthValue() * 100 + date.getDayOfMonth(), key);
            String season = (String) d[12];
            int m = date.getMonthValue();
            String expected = m <= 3 ? "Winter" : m == 4 ? "Spring" : m <= 8 ? "Summer" : m <= 10 ? "Fall" : "Christmas";
            assertEquals(expected, season);
            if ("1".equals(d[15])) {
                holidays++;
            }
            assertEquals(date.getDayOfMonth() == date.lengthOfMonth() ? "1" : "0", d[14]);
        }
        assertEquals(53, weeks.size());
        assertEquals(70, holidays);
        // week 6 of 1994 is February 4-10 (measured in the reference)
        List<Long> week6 = new ArrayList<>();
        for (Object[] d : dates) {
            if ((Long) d[4] == 1994 && (Long) d[11] == 6) {
                week6.add((Long) d[0]);
            }
        }
        assertEquals(List.of(19940204L, 19940205L, 19940206L, 19940207L, 19940208L, 19940209L, 19940210L), week6);
        assertTrue(dates.stream().anyMatch(d -> "Dec1997".equals(d[6])));
    }

    @Test
    void customerAndSupplierGeography() {
        assertEquals(3000, customers.size());
        assertEquals(200, suppliers.size());
        Map<String, String> regionOfNation = new HashMap<>();
        for (List<Object[]> table : List.of(customers, suppliers)) {
            for (Object[] r : table) {
                String city = (String) r[3];
                String nation = (String) r[4];
                String region = (String) r[5];
                assertEquals(10, city.length(), city);
                String cut = nation.length() > 9 ? nation.substring(0, 9) : nation;
                assertEquals(String.format("%-9s", cut), city.substring(0, 9));
                assertTrue(Character.isDigit(city.charAt(9)));
                String previous = regionOfNation.put(nation, region);
                assertTrue(previous == null || previous.equals(region), "nation in one region");
                String phone = (String) r[6];
                assertTrue(phone.matches("\\d\\d-\\d{3}-\\d{3}-\\d{4}"), phone);
                int cc = Integer.parseInt(phone.substring(0, 2));
                assertEquals(nation, SsbDomains.NATIONS[cc - 10]);
                String address = (String) r[2];
                assertTrue(address.length() >= 6 && address.length() <= 24);
            }
        }
        assertEquals(5, distinct(customers, 5).size(), "regions");
        assertEquals(25, distinct(customers, 4).size(), "nations");
        assertEquals(250, distinct(customers, 3).size(), "cities (3000 customers cover all 250)");
        assertTrue(distinct(customers, 3).contains("UNITED KI1"));
        assertTrue(distinct(customers, 3).contains("ALGERIA  3"));
        assertEquals("AMERICA", regionOfNation.get("UNITED STATES"));
        assertEquals("EUROPE", regionOfNation.get("UNITED KINGDOM"));
        assertEquals("ASIA", regionOfNation.get("CHINA"));
        assertEquals("MIDDLE EAST", regionOfNation.get("SAUDI ARABIA"));
        assertEquals(Set.of("AUTOMOBILE", "BUILDING", "FURNITURE", "HOUSEHOLD", "MACHINERY"), distinct(customers, 7));
        assertEquals("Customer#000000001", customers.get(0)[1]);
        assertEquals("Supplier#000000200", suppliers.get(199)[1]);
    }

    @Test
    void partHierarchy() {
        assertEquals(20_000, parts.size());
        Set<Object> mfgr = distinct(parts, 2);
        Set<Object> categories = distinct(parts, 3);
        Set<Object> brands = distinct(parts, 4);
        assertEquals(Set.of("MFGR#1", "MFGR#2", "MFGR#3", "MFGR#4", "MFGR#5"), mfgr);
        assertEquals(25, categories.size());
        assertEquals(1000, brands.size(), "20,000 parts cover all 1000 brands");
        assertTrue(brands.contains("MFGR#111") && brands.contains("MFGR#5540") && brands.contains("MFGR#2221"));
        assertFalse(brands.contains("MFGR#1101"), "brands are not zero-padded");
        for (Object[] p : parts) {
            String m = (String) p[2];
            String c = (String) p[3];
            String b = (String) p[4];
            assertTrue(c.matches("MFGR#[1-5][1-5]") && c.startsWith(m), c);
            assertTrue(b.startsWith(c) && (b.length() == 8 || b.length() == 9), b);
            int brandNo = Integer.parseInt(b.substring(7));
            assertTrue(brandNo >= 1 && brandNo <= 40);
            long size = (Long) p[7];
            assertTrue(size >= 1 && size <= 50);
            String name = (String) p[1];
            assertTrue(name.length() <= 22 && name.split(" ").length == 2, name);
            assertTrue(((String) p[6]).split(" ").length == 3);
            assertTrue(((String) p[8]).split(" ").length == 2);
        }
        assertEquals(150, distinct(parts, 6).size(), "types");
        assertEquals(40, distinct(parts, 8).size(), "containers");
        assertEquals(92, distinct(parts, 5).size(), "colors");
    }

    @Test
    void lineorderDomainsAndMoney() {
        long[] minMax = {Long.MAX_VALUE, Long.MIN_VALUE};
        Set<Long> customersOrdering = new HashSet<>();
        Set<Object> priorities = new HashSet<>();
        Set<Object> shipModes = new HashSet<>();
        Map<Long, long[]> orderTotals = new HashMap<>(); // orderkey -> {sum of lines, reported total}
        long[] rows = {0};
        TestSinks.run(TestSinks.table(plan, "lineorder"), new TestSinks.Recording(17, r -> {
            rows[0]++;
            long custkey = (Long) r[2];
            long partkey = (Long) r[3];
            long suppkey = (Long) r[4];
            long orderdate = (Long) r[5];
            long qty = (Long) r[8];
            long ext = (Long) r[9];
            long total = (Long) r[10];
            long disc = (Long) r[11];
            long revenue = (Long) r[12];
            long supplycost = (Long) r[13];
            long tax = (Long) r[14];
            long commit = (Long) r[15];
            assertTrue(custkey >= 1 && custkey <= 3000 && custkey % 3 != 0, "custkey " + custkey);
            assertTrue(partkey >= 1 && partkey <= 20_000);
            assertTrue(suppkey >= 1 && suppkey <= 200);
            assertTrue(qty >= 1 && qty <= 50);
            assertTrue(disc >= 0 && disc <= 10);
            assertTrue(tax >= 0 && tax <= 8);
            assertTrue(orderdate >= 19920101 && orderdate <= 19980802, "orderdate " + orderdate);
            LocalDate od = LocalDate.of((int) (orderdate / 10000), (int) (orderdate / 100 % 100), (int) (orderdate % 100));
            LocalDate cd = LocalDate.of((int) (commit / 10000), (int) (commit / 100 % 100), (int) (commit % 100));
            long days = cd.toEpochDay() - od.toEpochDay();
            assertTrue(days >= 30 && days <= 90, "commit - order = " + days);
            minMax[0] = Math.min(minMax[0], orderdate);
            minMax[1] = Math.max(minMax[1], orderdate);
            long rprice = 90_000 + ((partkey / 10) % 20_001) + 100 * (partkey % 1_000);
            assertEquals(rprice * qty, ext);
            assertEquals(ext * (100 - disc) / 100, revenue);
            assertEquals(6 * rprice / 10, supplycost);
            long[] t = orderTotals.computeIfAbsent((Long) r[0], k -> new long[2]);
            t[0] += (ext * (100 - disc) / 100) * (100 + tax) / 100;
            t[1] = total;
            customersOrdering.add(custkey);
            priorities.add(r[6]);
            assertEquals("0", r[7]);
            shipModes.add(r[16]);
        }));
        assertEquals(19920101, minMax[0]);
        assertEquals(19980802, minMax[1]);
        for (long[] t : orderTotals.values()) {
            assertEquals(t[0], t[1], "ordtotalprice");
        }
        // every customer that is not a multiple of 3 orders (150,000 orders over 2,000 customers): 2/3 of 3,000
        assertEquals(2000, customersOrdering.size());
        assertEquals(Set.of("1-URGENT", "2-HIGH", "3-MEDIUM", "4-NOT SPECIFIED", "5-LOW"), priorities);
        assertEquals(Set.of("REG AIR", "AIR", "RAIL", "TRUCK", "MAIL", "FOB", "SHIP"), shipModes);
        assertTrue(rows[0] > 500_000);
    }
}
