package io.benchlab.api;

/**
 * The pseudo-random generator for datasets made in chunks (SplitMix64): its output depends only on
 * the seed, never on the JVM, platform or thread, and each chunk of each table gets a generator of
 * its own ({@link #forChunk}), so chunks can be made in any order, in parallel, and made again
 * alike. A dataset whose specification draws its own kinds of values (TPC-C's NURand, a-strings)
 * extends this class with them.
 */
public class ChunkRandom {
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private long state;

    public ChunkRandom(long seed) {
        this.state = seed;
    }

    /** A generator for one chunk of one table, independent of every other chunk. */
    public static ChunkRandom forChunk(long seed, int table, long chunk) {
        return new ChunkRandom(chunkSeed(seed, table, chunk));
    }

    /** The seed {@link #forChunk} starts from: for subclasses' own {@code forChunk}. */
    public static long chunkSeed(long seed, int table, long chunk) {
        return mix(mix(seed * 0xD1B54A32D192ED03L + table) ^ (chunk * GOLDEN + 0x632BE59BD9B4E019L));
    }

    /** The SplitMix64 / Stafford variant 13 finalizer: a good 64-bit bijective hash (a stateless draw from a key). */
    public static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    public final long nextLong() {
        state += GOLDEN;
        return mix(state);
    }

    /** Uniform integer in [lo, hi], both inclusive; the range must be below 2^32. */
    public final int uniform(int lo, int hi) {
        long span = (long) hi - lo + 1;
        return (int) (lo + (((nextLong() >>> 32) * span) >>> 32));
    }

    /** Uniform long in [lo, hi], for ranges that may exceed an int. */
    public final long uniformLong(long lo, long hi) {
        long span = hi - lo + 1;
        if (span <= 0xFFFF_FFFFL) {
            return lo + (((nextLong() >>> 32) * span) >>> 32);
        }
        return lo + Math.floorMod(nextLong(), span);
    }
}
