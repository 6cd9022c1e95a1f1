package io.benchlab.plugin.oltp;

/**
 * sysbench's {@code sysbench.rand.unique()}: a permutation of the 32-bit numbers (Jeff Preshing's
 * quadratic-residue sequence), so consecutive indexes give distinct, scattered ids; oltp_insert
 * with {@code autoInc: false} sends {@code unique − 2^31} as its id. The indexes a stream uses are
 * split between its workers (worker w of n takes start + w, start + w + n, …), so no two workers —
 * in this process or on any load host — ever send the same id; the start is drawn per run, as
 * sysbench seeds from the clock, so a second run on the same tables does not repeat the first's.
 */
final class UniqueIds {
    private static final long PRIME = 4_294_967_291L;
    private static final long MASK = 0xFFFF_FFFFL;

    private final long indexOffset;
    private final long valueOffset;
    private long next;
    private final long step;

    /**
     * @param seed   the run's seed (the same for every worker of a stream)
     * @param worker this worker's index in the stream
     * @param count  the stream's workers
     */
    UniqueIds(long seed, int worker, int count) {
        // as sysbench seeds its sequence: two permuted offsets
        this.indexOffset = permute((permute(seed & MASK) + 0x682f0161L) & MASK);
        this.valueOffset = permute((permute((seed >>> 32) & MASK) + 0x46790905L) & MASK);
        this.next = worker;
        this.step = Math.max(1, count);
    }

    /** The next id of this worker, as a signed INT (unique − 2^31). */
    long nextId() {
        long index = (indexOffset + next) & MASK;
        next += step;
        long unique = permute(((permute(index) + valueOffset) & MASK) ^ 0x5bf03635L);
        return unique - 2_147_483_648L;
    }

    static long permute(long x) {
        if (x >= PRIME) {
            return x; // the five numbers above the prime map to themselves
        }
        long residue = Long.remainderUnsigned(x * x, PRIME); // x² < 2^64: exact as an unsigned long
        return x <= PRIME / 2 ? residue : PRIME - residue;
    }
}
