package io.benchlab.plugin.tpcc;

/**
 * What a tpcc workload was asked for, checked.
 *
 * @param warehouses the dataset's W
 * @param seed       the dataset's seed, also the run's constants' and the terminals' first cards'
 * @param spec       spec mode (keying and think times, 10 terminals per warehouse), else noWait
 * @param mix        the deck's weights
 * @param analytics  whether CH-benCHmark's analytical queries run as a stream of their own
 * @param check      whether the consistency conditions are checked after the run
 */
record TpccSettings(int warehouses, long seed, boolean spec, Mix mix, boolean analytics, boolean check) {
    /** Clause 4.2.2: ten terminals per warehouse. */
    static final int TERMINALS_PER_WAREHOUSE = 10;
    /** Clause 5.2.5.7 with the standard mix: at most 12.86 New-Orders per minute per warehouse with keying and think times. */
    static final double STANDARD_NOPM_PER_WAREHOUSE = 12.86;

    /**
     * The most New-Orders per minute per warehouse its terminals can enter with keying and think times:
     * 10 terminals × the share of New-Orders ÷ the mean cycle (keying + mean think time, response times taken as 0).
     * 12.86 for the standard mix, as the specification has it.
     */
    double nopmPerWarehouse() {
        if (mix.standard()) {
            return STANDARD_NOPM_PER_WAREHOUSE;
        }
        double cycle = 0;
        for (Transaction t : Transaction.values()) {
            cycle += mix.weight(t) / 100.0 * (t.keying().toMillis() / 1000.0 + t.meanThinkSeconds());
        }
        return TERMINALS_PER_WAREHOUSE * 60 * (mix.weight(Transaction.NEW_ORDER) / 100.0) / cycle;
    }
}
