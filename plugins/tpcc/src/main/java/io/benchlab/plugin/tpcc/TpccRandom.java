package io.benchlab.plugin.tpcc;

import io.benchlab.api.ChunkRandom;

/**
 * The TPC-C specification's random values (clause 4.3.2 and 2.1.6) over the API's portable chunk
 * generator: the same seed gives the same values on any JVM, platform or thread, which is what
 * deterministic chunks need.
 */
final class TpccRandom extends ChunkRandom {
    /** The a-string alphabet (clause 4.3.2.2: at least the 26 lower-case and 26 upper-case letters and the 10 digits). */
    static final char[] ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".toCharArray();
    /** Clause 4.3.2.3: the syllables of a last name, by digit. */
    private static final String ORIGINAL = "ORIGINAL";

    private final char[] buf = new char[512];

    TpccRandom(long seed) {
        super(seed);
    }

    /** A generator for one chunk of one table, independent of every other chunk ({@link #uniform} is clause 2.1.5's random(x, y)). */
    public static TpccRandom forChunk(long seed, int table, long chunk) {
        return new TpccRandom(chunkSeed(seed, table, chunk));
    }

    /** Clause 2.1.6: NURand(A, x, y) = (((random(0, A) | random(x, y)) + C) % (y - x + 1)) + x. */
    int nurand(int a, int x, int y, int c) {
        return Nurand.formula(uniform(0, a), uniform(x, y), x, y, c);
    }

    /** A random a-string of a length in [min, max] (clause 4.3.2.2). */
    String aString(int min, int max) {
        int n = min == max ? min : uniform(min, max);
        fillAlnum(0, n);
        return new String(buf, 0, n);
    }

    /** A random n-string of exactly {@code n} digits. */
    String nString(int n) {
        for (int i = 0; i < n; i++) {
            buf[i] = (char) ('0' + uniform(0, 9));
        }
        return new String(buf, 0, n);
    }

    /** Clause 4.3.2.7: a zip code is a random n-string of 4 digits followed by "11111". */
    String zip() {
        for (int i = 0; i < 4; i++) {
            buf[i] = (char) ('0' + uniform(0, 9));
        }
        for (int i = 4; i < 9; i++) {
            buf[i] = '1';
        }
        return new String(buf, 0, 9);
    }

    /**
     * I_DATA and S_DATA (clause 4.3.3.1): a random a-string of a length in [min, max]; for 10% of the
     * rows, chosen at random, "ORIGINAL" in 8 consecutive characters at a random position.
     */
    String data(int min, int max) {
        int n = uniform(min, max);
        fillAlnum(0, n);
        if (uniform(1, 10) == 1) {
            int at = uniform(0, n - ORIGINAL.length());
            ORIGINAL.getChars(0, ORIGINAL.length(), buf, at);
        }
        return new String(buf, 0, n);
    }


    /** Fills buf[from, to) with alphanumerics, six bits of a 64-bit draw each (62 of 64 values kept). */
    private void fillAlnum(int from, int to) {
        int i = from;
        while (i < to) {
            long r = nextLong();
            for (int k = 0; k < 10 && i < to; k++, r >>>= 6) {
                int v = (int) (r & 63);
                if (v < ALNUM.length) {
                    buf[i++] = ALNUM[v];
                }
            }
        }
    }
}
