package io.benchlab.plugin.oltp;

import io.benchlab.api.ParameterSpec;
import io.benchlab.api.Parameters;
import io.benchlab.api.WorkloadException;

/**
 * A script's options as values: the ones it takes from the experiment, sysbench's defaults for the
 * others (which it does not use). Checks what a single option's range cannot: a range wider than the
 * table, an empty table to read from, pareto's open interval.
 *
 * @param tableSize  rows per table (ids 1..tableSize)
 * @param keys       how ids (and k values) are drawn
 * @param delta      select_random_ranges: width of each k range
 */
record OltpOptions(int tables, long tableSize, boolean autoInc, long rangeSize, int pointSelects, int simpleRanges, int sumRanges,
                   int orderRanges, int distinctRanges, boolean rangeSelects, int indexUpdates, int nonIndexUpdates,
                   int deleteInserts, boolean skipTrx, KeyDistribution keys, int randomPoints, int numberOfRanges, long delta) {

    static OltpOptions of(Parameters p) throws WorkloadException {
        double paretoH = decimal(p, OltpParameters.RAND_PARETO_H);
        if (!(paretoH > 0 && paretoH < 1)) {
            throw new WorkloadException("randParetoH must lie strictly between 0 and 1 (h = 0.2 puts 80% of the draws on 20% of the ids), not "
                    + paretoH);
        }
        KeyDistribution keys = new KeyDistribution(string(p, OltpParameters.RAND_TYPE), (int) integer(p, OltpParameters.RAND_SPEC_ITER),
                (int) integer(p, OltpParameters.RAND_SPEC_PCT), (int) integer(p, OltpParameters.RAND_SPEC_RES), paretoH);
        return new OltpOptions((int) integer(p, SbtestDataset.TABLES), integer(p, SbtestDataset.TABLE_SIZE),
                bool(p, SbtestDataset.AUTO_INC), integer(p, OltpParameters.RANGE_SIZE), (int) integer(p, OltpParameters.POINT_SELECTS),
                (int) integer(p, OltpParameters.SIMPLE_RANGES), (int) integer(p, OltpParameters.SUM_RANGES),
                (int) integer(p, OltpParameters.ORDER_RANGES), (int) integer(p, OltpParameters.DISTINCT_RANGES),
                bool(p, OltpParameters.RANGE_SELECTS), (int) integer(p, OltpParameters.INDEX_UPDATES),
                (int) integer(p, OltpParameters.NON_INDEX_UPDATES), (int) integer(p, OltpParameters.DELETE_INSERTS),
                bool(p, OltpParameters.SKIP_TRX), keys, (int) integer(p, OltpParameters.RANDOM_POINTS),
                (int) integer(p, OltpParameters.NUMBER_OF_RANGES), integer(p, OltpParameters.DELTA));
    }

    /** Refuses tables with no rows to read or change (only oltp_insert may start from empty tables). */
    void requireRows() throws WorkloadException {
        if (tableSize < 1) {
            throw new WorkloadException("tableSize must be at least 1: the script reads or changes existing rows");
        }
    }

    /** Refuses a range SELECT wider than the table, for a script that sends ranges. */
    void requireRangeWithinTable(Transaction t) throws WorkloadException {
        if (t.simpleRanges() + t.sumRanges() + t.orderRanges() + t.distinctRanges() > 0 && rangeSize > tableSize) {
            throw new WorkloadException("rangeSize " + rangeSize + " is larger than tableSize " + tableSize
                    + "; a range covers at most the whole table (rangeSize ≤ tableSize)");
        }
    }

    private static long integer(Parameters p, ParameterSpec spec) {
        return p.has(spec.name()) ? p.getLong(spec.name()) : (Long) spec.defaultValue();
    }

    private static double decimal(Parameters p, ParameterSpec spec) {
        return p.has(spec.name()) ? p.getDouble(spec.name()) : (Double) spec.defaultValue();
    }

    private static boolean bool(Parameters p, ParameterSpec spec) {
        return p.has(spec.name()) ? p.getBoolean(spec.name()) : (Boolean) spec.defaultValue();
    }

    private static String string(Parameters p, ParameterSpec spec) {
        return p.has(spec.name()) ? p.getString(spec.name()) : (String) spec.defaultValue();
    }
}
