package io.benchlab.plugin.oltp;

import io.benchlab.api.ParameterSpec;
import io.benchlab.api.StreamWorker;
import io.benchlab.api.WorkloadException;
import java.util.ArrayList;
import java.util.List;

/**
 * The eleven scripts of sysbench's OLTP family (Debian's sysbench 1.0: /usr/share/sysbench), each
 * with the options it uses and what one of its operations does. All but bulk_insert run on the
 * {@link SbtestDataset} tables and take the dataset's options as their own.
 */
enum OltpScript {
    OLTP_READ_ONLY("oltp_read_only", "BEGIN, 10 point SELECTs, 4 range SELECTs (simple, SUM, ORDER BY, DISTINCT), COMMIT",
            params(OltpParameters.READS, List.of(OltpParameters.SKIP_TRX), OltpParameters.RANDOM)),
    OLTP_READ_WRITE("oltp_read_write", "BEGIN, 10 point SELECTs, 4 range SELECTs, an index and a non-index UPDATE, a DELETE and "
            + "an INSERT of one id, COMMIT",
            params(OltpParameters.READS, OltpParameters.WRITES, List.of(OltpParameters.SKIP_TRX), OltpParameters.RANDOM)),
    OLTP_WRITE_ONLY("oltp_write_only", "BEGIN, an index and a non-index UPDATE, a DELETE and an INSERT of one id, COMMIT",
            params(OltpParameters.WRITES, List.of(OltpParameters.SKIP_TRX), OltpParameters.RANDOM)),
    OLTP_UPDATE_INDEX("oltp_update_index", "one autocommit UPDATE of the indexed column k by id",
            params(List.of(OltpParameters.INDEX_UPDATES), OltpParameters.RANDOM)),
    OLTP_UPDATE_NON_INDEX("oltp_update_non_index", "one autocommit UPDATE of the unindexed column c by id",
            params(List.of(OltpParameters.NON_INDEX_UPDATES), OltpParameters.RANDOM)),
    OLTP_DELETE("oltp_delete", "one autocommit DELETE by id (the tables shrink as the run goes on)", OltpParameters.RANDOM),
    OLTP_INSERT("oltp_insert", "one autocommit INSERT of a new row (the tables grow)", OltpParameters.RANDOM),
    OLTP_POINT_SELECT("oltp_point_select", "one SELECT c by primary key", OltpParameters.RANDOM),
    BULK_INSERT("bulk_insert", "each thread appends rows (i, i) to its own table sbtestN in 512 KiB multi-row INSERTs; "
            + "an operation is one row", List.of(OltpParameters.BULK_SCHEMA)),
    SELECT_RANDOM_POINTS("select_random_points", "one SELECT of the rows whose k is one of 10 values (IN) on sbtest1, each thread "
            + "in its own slice of k", params(List.of(OltpParameters.RANDOM_POINTS), OltpParameters.RANDOM)),
    SELECT_RANDOM_RANGES("select_random_ranges", "one SELECT count(k) over 10 k BETWEEN ranges OR-ed together on sbtest1, each "
            + "thread in its own slice of k", params(List.of(OltpParameters.NUMBER_OF_RANGES, OltpParameters.DELTA), OltpParameters.RANDOM));

    private final String id;
    private final String operation;
    private final List<ParameterSpec> parameters;

    OltpScript(String id, String operation, List<ParameterSpec> parameters) {
        this.id = id;
        this.operation = operation;
        this.parameters = parameters;
    }

    @SafeVarargs
    private static List<ParameterSpec> params(List<ParameterSpec>... groups) {
        List<ParameterSpec> out = new ArrayList<>();
        for (List<ParameterSpec> g : groups) {
            out.addAll(g);
        }
        return List.copyOf(out);
    }

    /** The plugin id: sysbench's script name. */
    String id() {
        return id;
    }

    String description() {
        return "sysbench " + id + ": " + operation + (usesDataset() ? "; on the sbtest tables (dataset sbtest, loaded once and reused)" : "");
    }

    /** The options it takes besides the dataset's. */
    List<ParameterSpec> parameters() {
        return parameters;
    }

    boolean usesDataset() {
        return this != BULK_INSERT;
    }

    /** Whether its workers only read, so a replica may serve them. */
    boolean readOnly() {
        return this == OLTP_READ_ONLY || this == OLTP_POINT_SELECT || this == SELECT_RANDOM_POINTS || this == SELECT_RANDOM_RANGES;
    }

    /**
     * What one operation of a transaction script sends; null for the scripts whose operation is no
     * such transaction (oltp_insert, bulk_insert, select_random_*).
     */
    Transaction transaction(OltpOptions o) {
        boolean trx = !o.skipTrx();
        return switch (this) {
            case OLTP_READ_ONLY -> new Transaction(trx, o.pointSelects(), ranges(o, o.simpleRanges()), ranges(o, o.sumRanges()),
                    ranges(o, o.orderRanges()), ranges(o, o.distinctRanges()), 0, 0, 0, 0);
            case OLTP_READ_WRITE -> new Transaction(trx, o.pointSelects(), ranges(o, o.simpleRanges()), ranges(o, o.sumRanges()),
                    ranges(o, o.orderRanges()), ranges(o, o.distinctRanges()), o.indexUpdates(), o.nonIndexUpdates(), o.deleteInserts(), 0);
            case OLTP_WRITE_ONLY -> new Transaction(trx, 0, 0, 0, 0, 0, o.indexUpdates(), o.nonIndexUpdates(), o.deleteInserts(), 0);
            case OLTP_UPDATE_INDEX -> new Transaction(false, 0, 0, 0, 0, 0, o.indexUpdates(), 0, 0, 0);
            case OLTP_UPDATE_NON_INDEX -> new Transaction(false, 0, 0, 0, 0, 0, 0, o.nonIndexUpdates(), 0, 0);
            case OLTP_DELETE -> new Transaction(false, 0, 0, 0, 0, 0, 0, 0, 0, 1);
            // sysbench's oltp_point_select sets point_selects to 1 itself
            case OLTP_POINT_SELECT -> new Transaction(false, 1, 0, 0, 0, 0, 0, 0, 0, 0);
            default -> null;
        };
    }

    private static int ranges(OltpOptions o, int count) {
        return o.rangeSelects() ? count : 0;
    }

    /**
     * Checks the options against each other and makes the workers' factory.
     *
     * @param seed the run's seed of oltp_insert's unique ids (the same for all its workers)
     */
    StreamWorker.Factory workers(OltpOptions o, long seed) throws WorkloadException {
        if (this == BULK_INSERT) {
            return (index, count) -> new BulkInsertWorker(index);
        }
        if (this != OLTP_INSERT) {
            o.requireRows();
        }
        if (this == SELECT_RANDOM_POINTS || this == SELECT_RANDOM_RANGES) {
            if (o.tables() != 1) {
                throw new WorkloadException("tables must be 1, not " + o.tables() + ": the script reads sbtest1 only, as sysbench's does");
            }
            boolean ranges = this == SELECT_RANDOM_RANGES;
            return (index, count) -> new RandomKeysWorker(o, ranges, index, count);
        }
        if (this == OLTP_INSERT) {
            return (index, count) -> new InsertWorker(o, o.autoInc() ? null : new UniqueIds(seed, index, count));
        }
        Transaction t = transaction(o);
        if (t.statements() == 0) {
            throw new WorkloadException("with these options a transaction sends no statement at all: give it point SELECTs, ranges or "
                    + "updates to do (every count is 0" + (o.skipTrx() ? " and skipTrx drops BEGIN/COMMIT" : "") + ")");
        }
        o.requireRangeWithinTable(t);
        return (index, count) -> new TransactionWorker(t, o);
    }
}
