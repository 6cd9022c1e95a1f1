package io.benchlab.plugin.tpcc;

import java.util.SplittableRandom;

/**
 * The run's non-uniform random numbers (clause 2.1.6) and the last names they pick (clause 4.3.2.3).
 * The constants C are chosen once per run; the one for C_LAST keeps the distance from the load's that
 * clause 2.1.6.1 asks (65 to 119, neither 96 nor 112), so the run's names are not the load's most
 * frequent ones over again.
 *
 * <p>The one copy of NURand's formula and of the name syllables: the tpcc dataset of this module
 * ({@link TpccGenerator}, through {@link TpccRandom}) loads C_LAST with them, the run looks names up
 * with them.
 */
record Nurand(int cLast, int cId, int cItem) {
    static final String[] SYLLABLES = {"BAR", "OUGHT", "ABLE", "PRI", "PRES", "ESE", "ANTI", "CALLY", "ATION", "EING"};

    /**
     * The run's constants for a dataset: the load's C for C_LAST read from its {@code tpcc_load} row, the run's
     * drawn from {@code seed}, so every terminal of a run (on this host or a load host) has the same ones.
     */
    static Nurand forRun(java.sql.Connection c, long seed) throws java.sql.SQLException {
        try (java.sql.Statement s = c.createStatement(); java.sql.ResultSet rs = s.executeQuery("SELECT c_last_c FROM tpcc_load")) {
            if (!rs.next()) {
                throw new IllegalStateException("the tpcc dataset has no tpcc_load row: load it again");
            }
            return forRun(rs.getInt(1), new SplittableRandom(seed ^ 0xC0FFEEL));
        }
    }

    /** The run's constants: C_ID and OL_I_ID's at random, C_LAST's at an allowed distance from the load's {@code cLoad}. */
    static Nurand forRun(int cLoad, SplittableRandom random) {
        int cLast;
        do {
            cLast = random.nextInt(256);
        } while (!allowedDistance(Math.abs(cLast - cLoad)));
        return new Nurand(cLast, random.nextInt(1024), random.nextInt(8192));
    }

    /** Clause 2.1.6.1: 65 ≤ |C_run − C_load| ≤ 119, and neither 96 nor 112. */
    static boolean allowedDistance(int delta) {
        return delta >= 65 && delta <= 119 && delta != 96 && delta != 112;
    }

    /** NURand(A, x, y) = (((random(0, A) | random(x, y)) + C) % (y − x + 1)) + x. */
    static int nurand(SplittableRandom r, int a, int x, int y, int c) {
        return formula(r.nextInt(a + 1), x + r.nextInt(y - x + 1), x, y, c);
    }

    /** NURand's formula on its two draws, random(0, A) and random(x, y), whatever generator drew them (clause 2.1.6). */
    static int formula(int upToA, int inRange, int x, int y, int c) {
        return (((upToA | inRange) + c) % (y - x + 1)) + x;
    }

    /** A customer number of a district: NURand(1023, 1, 3000). */
    int customer(SplittableRandom r) {
        return nurand(r, 1023, 1, 3000, cId);
    }

    /** An item number: NURand(8191, 1, 100000). */
    int item(SplittableRandom r) {
        return nurand(r, 8191, 1, 100_000, cItem);
    }

    /** A last name to look a customer up by: the syllables of NURand(255, 0, 999). */
    String lastName(SplittableRandom r) {
        return lastName(nurand(r, 255, 0, 999, cLast));
    }

    /** Clause 4.3.2.3: the last name of number {@code n} in [0, 999], its three digits as syllables. */
    static String lastName(int n) {
        return SYLLABLES[n / 100] + SYLLABLES[n / 10 % 10] + SYLLABLES[n % 10];
    }
}
