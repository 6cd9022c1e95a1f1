package io.benchlab.plugin.dbt3;

import java.math.BigDecimal;
import java.math.MathContext;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Substitution values for the 22 query templates, as qgen (varsub.c) chooses them: the validation
 * values of {@code qgen -d}, or seeded random values within qgen's ranges. Values are returned in
 * placeholder order ({@code :1}, {@code :2}, …) as the exact text that replaces the placeholder.
 */
public final class QueryParameters {
    static final List<String> REGIONS = List.of("AFRICA", "AMERICA", "ASIA", "EUROPE", "MIDDLE EAST");
    /** Nation names by key; {@link #NATION_REGION} gives each nation's region key. */
    static final List<String> NATIONS = List.of("ALGERIA", "ARGENTINA", "BRAZIL", "CANADA", "EGYPT", "ETHIOPIA",
            "FRANCE", "GERMANY", "INDIA", "INDONESIA", "IRAN", "IRAQ", "JAPAN", "JORDAN", "KENYA", "MOROCCO",
            "MOZAMBIQUE", "PERU", "CHINA", "ROMANIA", "SAUDI ARABIA", "VIETNAM", "RUSSIA", "UNITED KINGDOM",
            "UNITED STATES");
    static final int[] NATION_REGION = {0, 1, 1, 1, 4, 0, 3, 3, 2, 2, 4, 4, 2, 4, 0, 0, 0, 1, 2, 3, 4, 2, 3, 3, 1};
    static final List<String> SEGMENTS = List.of("AUTOMOBILE", "BUILDING", "FURNITURE", "HOUSEHOLD", "MACHINERY");
    static final List<String> SHIP_MODES = List.of("REG AIR", "AIR", "RAIL", "TRUCK", "MAIL", "FOB", "SHIP");
    static final List<String> TYPE_S1 = List.of("STANDARD", "SMALL", "MEDIUM", "LARGE", "ECONOMY", "PROMO");
    static final List<String> TYPE_S2 = List.of("ANODIZED", "BURNISHED", "PLATED", "POLISHED", "BRUSHED");
    static final List<String> TYPE_S3 = List.of("TIN", "NICKEL", "BRASS", "STEEL", "COPPER");
    static final List<String> CONTAINER_S1 = List.of("SM", "LG", "MED", "JUMBO", "WRAP");
    static final List<String> CONTAINER_S2 = List.of("CASE", "BOX", "BAG", "JAR", "PKG", "PACK", "CAN", "DRUM");
    static final List<String> Q13_WORD1 = List.of("special", "pending", "unusual", "express");
    static final List<String> Q13_WORD2 = List.of("packages", "requests", "accounts", "deposits");
    /** The 92 colours of dbgen's p_name (dists.dss, "colors"). */
    static final List<String> COLORS = List.of("almond", "antique", "aquamarine", "azure", "beige", "bisque",
            "black", "blanched", "blue", "blush", "brown", "burlywood", "burnished", "chartreuse", "chiffon",
            "chocolate", "coral", "cornflower", "cornsilk", "cream", "cyan", "dark", "deep", "dim", "dodger", "drab",
            "firebrick", "floral", "forest", "frosted", "gainsboro", "ghost", "goldenrod", "green", "grey", "honeydew",
            "hot", "indian", "ivory", "khaki", "lace", "lavender", "lawn", "lemon", "light", "lime", "linen",
            "magenta", "maroon", "medium", "metallic", "midnight", "mint", "misty", "moccasin", "navajo", "navy",
            "olive", "orange", "orchid", "pale", "papaya", "peach", "peru", "pink", "plum", "powder", "puff",
            "purple", "red", "rose", "rosy", "royal", "saddle", "salmon", "sandy", "seashell", "sienna", "sky",
            "slate", "smoke", "snow", "spring", "steel", "tan", "thistle", "tomato", "turquoise", "violet", "wheat",
            "white", "yellow");

    private QueryParameters() {
    }

    /** FRACTION of Q11: 0.0001 / SF, as plain decimal text. */
    static String q11Fraction(double sf) {
        return new BigDecimal("0.0001").divide(BigDecimal.valueOf(sf), MathContext.DECIMAL64)
                .stripTrailingZeros().toPlainString();
    }

    /** The validation values of {@code qgen -d} (Q11's FRACTION scaled to {@code sf}). */
    public static List<String> validation(int query, double sf) {
        return switch (query) {
            case 1 -> List.of("90");
            case 2 -> List.of("15", "BRASS", "EUROPE");
            case 3 -> List.of("BUILDING", "1995-03-15");
            case 4 -> List.of("1993-07-01");
            case 5 -> List.of("ASIA", "1994-01-01");
            case 6 -> List.of("1994-01-01", "0.06", "24");
            case 7 -> List.of("FRANCE", "GERMANY");
            case 8 -> List.of("BRAZIL", "AMERICA", "ECONOMY ANODIZED STEEL");
            case 9 -> List.of("green");
            case 10 -> List.of("1993-10-01");
            case 11 -> List.of("GERMANY", q11Fraction(sf));
            case 12 -> List.of("MAIL", "SHIP", "1994-01-01");
            case 13 -> List.of("special", "requests");
            case 14 -> List.of("1995-09-01");
            case 15 -> List.of("1996-01-01");
            case 16 -> List.of("Brand#45", "MEDIUM POLISHED", "49", "14", "23", "45", "19", "3", "36", "9");
            case 17 -> List.of("Brand#23", "MED BOX");
            case 18 -> List.of("300");
            case 19 -> List.of("Brand#12", "Brand#23", "Brand#34", "1", "10", "20");
            case 20 -> List.of("forest", "1994-01-01", "CANADA");
            case 21 -> List.of("SAUDI ARABIA");
            case 22 -> List.of("13", "31", "23", "29", "30", "18", "17");
            default -> throw new IllegalArgumentException("no TPC-H query Q" + query);
        };
    }

    /**
     * Random values within qgen's ranges. Each query draws from its own stream derived from
     * {@code seed} and the query number, so choosing other queries does not change its values.
     */
    public static List<String> random(int query, double sf, long seed) {
        SplittableRandom r = new SplittableRandom(seed * 1_000_003L + query);
        return switch (query) {
            case 1 -> List.of(Integer.toString(between(r, 60, 120)));
            case 2 -> List.of(Integer.toString(between(r, 1, 50)), pick(r, TYPE_S3), pick(r, REGIONS));
            case 3 -> List.of(pick(r, SEGMENTS), LocalDate.of(1995, 3, 1).plusDays(between(r, 0, 30)).toString());
            case 4 -> List.of(firstOfMonth(LocalDate.of(1993, 2, 1), between(r, 0, 57)));
            case 5 -> List.of(pick(r, REGIONS), janFirst(r));
            case 6 -> List.of(janFirst(r), "0.0" + between(r, 2, 9), Integer.toString(between(r, 24, 25)));
            case 7 -> {
                int[] n = distinct(r, 2, 0, NATIONS.size() - 1);
                yield List.of(NATIONS.get(n[0]), NATIONS.get(n[1]));
            }
            case 8 -> {
                int n = between(r, 0, NATIONS.size() - 1);
                yield List.of(NATIONS.get(n), REGIONS.get(NATION_REGION[n]),
                        pick(r, TYPE_S1) + " " + pick(r, TYPE_S2) + " " + pick(r, TYPE_S3));
            }
            case 9 -> List.of(pick(r, COLORS));
            case 10 -> List.of(firstOfMonth(LocalDate.of(1993, 2, 1), between(r, 0, 23)));
            case 11 -> List.of(pick(r, NATIONS), q11Fraction(sf));
            case 12 -> {
                int[] m = distinct(r, 2, 0, SHIP_MODES.size() - 1);
                yield List.of(SHIP_MODES.get(m[0]), SHIP_MODES.get(m[1]), janFirst(r));
            }
            case 13 -> List.of(pick(r, Q13_WORD1), pick(r, Q13_WORD2));
            case 14 -> List.of(firstOfMonth(LocalDate.of(1993, 1, 1), between(r, 0, 59)));
            case 15 -> List.of(firstOfMonth(LocalDate.of(1993, 1, 1), between(r, 0, 57)));
            case 16 -> {
                List<String> v = new ArrayList<>();
                v.add(brand(r));
                v.add(pick(r, TYPE_S1) + " " + pick(r, TYPE_S2));
                for (int s : distinct(r, 8, 1, 50)) {
                    v.add(Integer.toString(s));
                }
                yield List.copyOf(v);
            }
            case 17 -> List.of(brand(r), pick(r, CONTAINER_S1) + " " + pick(r, CONTAINER_S2));
            case 18 -> List.of(Integer.toString(between(r, 312, 315)));
            case 19 -> List.of(brand(r), brand(r), brand(r), Integer.toString(between(r, 1, 10)),
                    Integer.toString(between(r, 10, 20)), Integer.toString(between(r, 20, 30)));
            case 20 -> List.of(pick(r, COLORS), janFirst(r), pick(r, NATIONS));
            case 21 -> List.of(pick(r, NATIONS));
            case 22 -> {
                List<String> v = new ArrayList<>();
                for (int c : distinct(r, 7, 10, 34)) {
                    v.add(Integer.toString(c));
                }
                yield List.copyOf(v);
            }
            default -> throw new IllegalArgumentException("no TPC-H query Q" + query);
        };
    }

    private static int between(SplittableRandom r, int low, int high) {
        return r.nextInt(low, high + 1);
    }

    private static String pick(SplittableRandom r, List<String> values) {
        return values.get(r.nextInt(values.size()));
    }

    private static String brand(SplittableRandom r) {
        return "Brand#" + between(r, 1, 5) + between(r, 1, 5);
    }

    private static String janFirst(SplittableRandom r) {
        return between(r, 1993, 1997) + "-01-01";
    }

    private static String firstOfMonth(LocalDate first, int months) {
        return first.plusMonths(months).toString();
    }

    private static int[] distinct(SplittableRandom r, int count, int low, int high) {
        Set<Integer> seen = new LinkedHashSet<>();
        while (seen.size() < count) {
            seen.add(between(r, low, high));
        }
        return seen.stream().mapToInt(Integer::intValue).toArray();
    }
}
