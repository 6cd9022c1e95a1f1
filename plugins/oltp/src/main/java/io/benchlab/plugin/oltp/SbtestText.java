package io.benchlab.plugin.oltp;

import java.util.SplittableRandom;

/**
 * The text of sysbench's {@code c} and {@code pad} columns: groups of 11 random digits joined by
 * '-' (its {@code ###########-…} templates), {@code c} 10 groups (119 characters), {@code pad} 5
 * (59). One home for both the loaded rows and the values the scripts write.
 */
final class SbtestText {
    static final int C_GROUPS = 10;
    static final int PAD_GROUPS = 5;
    private static final int GROUP_DIGITS = 11;

    private SbtestText() {
    }

    /** A value of column {@code c}. */
    static String c(SplittableRandom r) {
        return groups(C_GROUPS, r);
    }

    /** A value of column {@code pad}. */
    static String pad(SplittableRandom r) {
        return groups(PAD_GROUPS, r);
    }

    private static String groups(int groups, SplittableRandom r) {
        char[] text = new char[groups * (GROUP_DIGITS + 1) - 1];
        int at = 0;
        for (int g = 0; g < groups; g++) {
            if (g > 0) {
                text[at++] = '-';
            }
            for (int i = 0; i < GROUP_DIGITS; i++) {
                // sysbench: sb_rand_uniform('0', '9') per '#'
                text[at++] = (char) ('0' + r.nextInt(10));
            }
        }
        return new String(text);
    }
}
