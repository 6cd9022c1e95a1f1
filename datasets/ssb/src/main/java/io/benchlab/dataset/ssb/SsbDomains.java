package io.benchlab.dataset.ssb;

/** The value domains of the SSB generator (TPC-H word lists and the SSB additions). */
final class SsbDomains {
    private SsbDomains() {
    }

    static final String[] REGIONS = {"AFRICA", "AMERICA", "ASIA", "EUROPE", "MIDDLE EAST"};

    /** The 25 TPC-H nations in key order. */
    static final String[] NATIONS = {
        "ALGERIA", "ARGENTINA", "BRAZIL", "CANADA", "EGYPT", "ETHIOPIA", "FRANCE", "GERMANY", "INDIA",
        "INDONESIA", "IRAN", "IRAQ", "JAPAN", "JORDAN", "KENYA", "MOROCCO", "MOZAMBIQUE", "PERU", "CHINA",
        "ROMANIA", "SAUDI ARABIA", "VIETNAM", "RUSSIA", "UNITED KINGDOM", "UNITED STATES"};

    /** Region index of each nation (TPC-H n_regionkey). */
    static final int[] NATION_REGION = {0, 1, 1, 1, 4, 0, 3, 3, 2, 2, 4, 4, 2, 4, 0, 0, 0, 1, 2, 3, 4, 2, 3, 3, 1};

    /** CITY[nation * 10 + digit]: the nation cut to 9 characters, space-padded to 9, plus the digit. */
    static final String[] CITIES = new String[250];

    static final String[] SEGMENTS = {"AUTOMOBILE", "BUILDING", "FURNITURE", "HOUSEHOLD", "MACHINERY"};

    static final String[] PRIORITIES = {"1-URGENT", "2-HIGH", "3-MEDIUM", "4-NOT SPECIFIED", "5-LOW"};

    static final String[] SHIP_MODES = {"REG AIR", "AIR", "RAIL", "TRUCK", "MAIL", "FOB", "SHIP"};

    /** The 92 TPC-H colour words (p_name words). */
    static final String[] COLORS = {
        "almond", "antique", "aquamarine", "azure", "beige", "bisque", "black", "blanched", "blue", "blush",
        "brown", "burlywood", "burnished", "chartreuse", "chiffon", "chocolate", "coral", "cornflower",
        "cornsilk", "cream", "cyan", "dark", "deep", "dim", "dodger", "drab", "firebrick", "floral", "forest",
        "frosted", "gainsboro", "ghost", "goldenrod", "green", "grey", "honeydew", "hot", "indian", "ivory",
        "khaki", "lace", "lavender", "lawn", "lemon", "light", "lime", "linen", "magenta", "maroon", "medium",
        "metallic", "midnight", "mint", "misty", "moccasin", "navajo", "navy", "olive", "orange", "orchid",
        "pale", "papaya", "peach", "peru", "pink", "plum", "powder", "puff", "purple", "red", "rose", "rosy",
        "royal", "saddle", "salmon", "sandy", "seashell", "sienna", "sky", "slate", "smoke", "snow", "spring",
        "steel", "tan", "thistle", "tomato", "turquoise", "violet", "wheat", "white", "yellow"};

    private static final String[] TYPE_1 = {"STANDARD", "SMALL", "MEDIUM", "LARGE", "ECONOMY", "PROMO"};
    private static final String[] TYPE_2 = {"ANODIZED", "BURNISHED", "PLATED", "POLISHED", "BRUSHED"};
    private static final String[] TYPE_3 = {"TIN", "NICKEL", "BRASS", "STEEL", "COPPER"};
    private static final String[] CONTAINER_1 = {"SM", "LG", "MED", "JUMBO", "WRAP"};
    private static final String[] CONTAINER_2 = {"CASE", "BOX", "BAG", "JAR", "PKG", "PACK", "CAN", "DRUM"};

    /** The 150 part types. */
    static final String[] TYPES = new String[150];
    /** The 40 containers. */
    static final String[] CONTAINERS = new String[40];
    /** MFGR[m - 1] = 'MFGR#m', m = 1..5. */
    static final String[] MFGRS = new String[5];
    /** CATEGORIES[(m - 1) * 5 + c - 1] = 'MFGR#mc'. */
    static final String[] CATEGORIES = new String[25];
    /** BRANDS[((m - 1) * 5 + c - 1) * 40 + b - 1] = 'MFGR#mcb', b = 1..40 not zero-padded. */
    static final String[] BRANDS = new String[1000];

    static {
        for (int n = 0; n < 25; n++) {
            String name = NATIONS[n];
            StringBuilder prefix = new StringBuilder(name.length() > 9 ? name.substring(0, 9) : name);
            while (prefix.length() < 9) {
                prefix.append(' ');
            }
            for (int d = 0; d < 10; d++) {
                CITIES[n * 10 + d] = prefix.toString() + d;
            }
        }
        int i = 0;
        for (String a : TYPE_1) {
            for (String b : TYPE_2) {
                for (String c : TYPE_3) {
                    TYPES[i++] = a + ' ' + b + ' ' + c;
                }
            }
        }
        i = 0;
        for (String a : CONTAINER_1) {
            for (String b : CONTAINER_2) {
                CONTAINERS[i++] = a + ' ' + b;
            }
        }
        for (int m = 1; m <= 5; m++) {
            MFGRS[m - 1] = "MFGR#" + m;
            for (int c = 1; c <= 5; c++) {
                String category = "MFGR#" + m + c;
                CATEGORIES[(m - 1) * 5 + c - 1] = category;
                for (int b = 1; b <= 40; b++) {
                    BRANDS[((m - 1) * 5 + c - 1) * 40 + b - 1] = category + b;
                }
            }
        }
    }
}
