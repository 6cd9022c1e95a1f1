package io.benchlab.core.stats;

/**
 * Puts server counters on a per-work basis, so runs of different lengths compare: "Innodb rows
 * read per operation" means something across runs, the raw delta does not.
 */
public final class Normalized {

    private Normalized() {}

    /**
     * {@code counterDelta / operations}. The delta may be negative (a gauge that went down, or a
     * counter reset — callers decide whether that is an error). Zero operations gives NaN: there
     * is no per-operation value, and 0 or infinity would both be plotted as if measured.
     *
     * @throws IllegalArgumentException if operations is negative
     */
    public static double perOperation(long counterDelta, long operations) {
        if (operations < 0) {
            throw new IllegalArgumentException("negative operation count: " + operations);
        }
        return operations == 0 ? Double.NaN : (double) counterDelta / operations;
    }

    /** {@code counterDelta} per 1000 transactions; same rules as {@link #perOperation}. */
    public static double perThousandTransactions(long counterDelta, long transactions) {
        return perOperation(counterDelta, transactions) * 1000;
    }
}
