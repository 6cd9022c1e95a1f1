package io.benchlab.plugin.oltp;

import io.benchlab.api.ParameterSpec;
import java.util.List;

/**
 * The options of sysbench's OLTP scripts that are not the tables' own ({@link SbtestDataset} has
 * those), each once, with sysbench 1.0's default and its name in lower camel case
 * ({@code --point-selects} is {@code pointSelects}). Each script takes the ones it uses
 * ({@link OltpScript}); an option a script has no use for is refused by name.
 */
final class OltpParameters {
    private static final double MANY = 1_000_000;

    static final ParameterSpec RANGE_SIZE = ParameterSpec.integer("rangeSize", 100,
            "Rows in each range SELECT, at most tableSize (--range-size)").withRange(1.0, SbtestDataset.MAX_TABLE_SIZE);
    static final ParameterSpec POINT_SELECTS = count("pointSelects", 10, "Point SELECTs per transaction (--point-selects)");
    static final ParameterSpec SIMPLE_RANGES = count("simpleRanges", 1, "Simple range SELECTs per transaction (--simple-ranges)");
    static final ParameterSpec SUM_RANGES = count("sumRanges", 1, "SELECT SUM() ranges per transaction (--sum-ranges)");
    static final ParameterSpec ORDER_RANGES = count("orderRanges", 1, "SELECT … ORDER BY ranges per transaction (--order-ranges)");
    static final ParameterSpec DISTINCT_RANGES = count("distinctRanges", 1,
            "SELECT DISTINCT … ORDER BY ranges per transaction (--distinct-ranges)");
    static final ParameterSpec RANGE_SELECTS = ParameterSpec.bool("rangeSelects", true,
            "Send the range SELECTs at all (--range-selects)");
    static final ParameterSpec INDEX_UPDATES = count("indexUpdates", 1, "UPDATEs of the indexed column k per transaction (--index-updates)");
    static final ParameterSpec NON_INDEX_UPDATES = count("nonIndexUpdates", 1,
            "UPDATEs of the unindexed column c per transaction (--non-index-updates)");
    static final ParameterSpec DELETE_INSERTS = count("deleteInserts", 1,
            "DELETE + INSERT pairs of one id per transaction (--delete-inserts)");
    static final ParameterSpec SKIP_TRX = ParameterSpec.bool("skipTrx", false,
            "No BEGIN/COMMIT: every statement in autocommit (--skip-trx)");
    static final ParameterSpec RAND_TYPE = ParameterSpec.choice("randType", KeyDistribution.DEFAULT_TYPE, KeyDistribution.TYPES,
            "How ids are drawn: uniform, gaussian, special (a hot 1% window) or pareto (--rand-type)");
    static final ParameterSpec RAND_SPEC_ITER = ParameterSpec.integer("randSpecIter", KeyDistribution.DEFAULT_SPEC_ITER,
            "Uniform draws averaged by gaussian and special (--rand-spec-iter)").withRange(1.0, 1000.0);
    static final ParameterSpec RAND_SPEC_PCT = ParameterSpec.integer("randSpecPct", KeyDistribution.DEFAULT_SPEC_PCT,
            "special: the hot window, in percent of the ids (--rand-spec-pct)").withRange(0.0, 100.0);
    static final ParameterSpec RAND_SPEC_RES = ParameterSpec.integer("randSpecRes", KeyDistribution.DEFAULT_SPEC_RES,
            "special: percent of the draws that fall into the hot window (--rand-spec-res)").withRange(0.0, 100.0);
    static final ParameterSpec RAND_PARETO_H = ParameterSpec.decimal("randParetoH", KeyDistribution.DEFAULT_PARETO_H,
            "pareto: h, strictly between 0 and 1; 1 − h of the draws fall on the lowest h of the ids (--rand-pareto-h)")
            .withRange(0.0, 1.0);
    static final ParameterSpec RANDOM_POINTS = ParameterSpec.integer("randomPoints", 10,
            "Values of k in the IN() list of each SELECT (select_random_points --random-points)").withRange(1.0, 65_000.0);
    static final ParameterSpec NUMBER_OF_RANGES = ParameterSpec.integer("numberOfRanges", 10,
            "k BETWEEN ranges per SELECT (select_random_ranges --number-of-ranges)").withRange(1.0, 30_000.0);
    static final ParameterSpec DELTA = ParameterSpec.integer("delta", 5,
            "Width of each k range (select_random_ranges --delta)").withRange(0.0, SbtestDataset.MAX_TABLE_SIZE);
    static final ParameterSpec BULK_SCHEMA = ParameterSpec.identifier("schema", "sbtest_bulk",
            "Schema of bulk_insert's tables sbtest1..N (one per thread, id and k; each stream starts them empty)");

    /** The distribution options every script that draws ids takes. */
    static final List<ParameterSpec> RANDOM = List.of(RAND_TYPE, RAND_SPEC_ITER, RAND_SPEC_PCT, RAND_SPEC_RES, RAND_PARETO_H);
    /** The range SELECTs of oltp_read_only and oltp_read_write, with their point SELECTs. */
    static final List<ParameterSpec> READS = List.of(RANGE_SIZE, POINT_SELECTS, SIMPLE_RANGES, SUM_RANGES, ORDER_RANGES,
            DISTINCT_RANGES, RANGE_SELECTS);
    /** The writes of oltp_read_write and oltp_write_only. */
    static final List<ParameterSpec> WRITES = List.of(INDEX_UPDATES, NON_INDEX_UPDATES, DELETE_INSERTS);

    private OltpParameters() {
    }

    private static ParameterSpec count(String name, long defaultValue, String description) {
        return ParameterSpec.integer(name, defaultValue, description).withRange(0.0, MANY);
    }
}
