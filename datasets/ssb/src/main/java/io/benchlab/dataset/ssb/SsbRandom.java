package io.benchlab.dataset.ssb;

/**
 * A small, fast, portable pseudo-random generator (SplitMix64). Its output depends only on the
 * seed, never on the JVM, platform or thread, which is what deterministic chunks need.
 */
final class SsbRandom {
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private long state;

    SsbRandom(long seed) {
        this.state = seed;
    }

    /** A generator for one chunk of one table, independent of every other chunk. */
    static SsbRandom forChunk(long seed, int table, long chunk) {
        return new SsbRandom(mix(mix(seed * 0xD1B54A32D192ED03L + table) ^ (chunk * GOLDEN + 0x632BE59BD9B4E019L)));
    }

    /** The SplitMix64 / Stafford variant 13 finalizer: a good 64-bit bijective hash. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    long nextLong() {
        state += GOLDEN;
        return mix(state);
    }

    /** Uniform integer in [lo, hi], both inclusive; the range must be below 2^32. */
    int uniform(int lo, int hi) {
        long span = (long) hi - lo + 1;
        return (int) (lo + (((nextLong() >>> 32) * span) >>> 32));
    }

    /** Uniform long in [lo, hi] for ranges that may exceed an int. */
    long uniformLong(long lo, long hi) {
        long span = hi - lo + 1;
        if (span <= 0xFFFF_FFFFL) {
            return lo + (((nextLong() >>> 32) * span) >>> 32);
        }
        return lo + Math.floorMod(nextLong(), span);
    }
}
