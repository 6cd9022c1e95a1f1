package io.benchlab.plugin.oltp;

/**
 * What one transaction of a script sends, in sysbench's order (oltp_common.lua's execute_*):
 * BEGIN, the point SELECTs, the simple, SUM, ORDER BY and DISTINCT ranges, the index UPDATEs, the
 * non-index UPDATEs, the DELETE/INSERT pairs, the lone DELETEs, COMMIT. Each group goes to one table
 * drawn for it; each statement's id is drawn anew.
 *
 * @param explicit whether BEGIN and COMMIT frame the statements (not with skipTrx, nor in the
 *                 single-statement scripts, which run in autocommit)
 * @param deletes  oltp_delete's DELETE without its INSERT
 */
record Transaction(boolean explicit, int pointSelects, int simpleRanges, int sumRanges, int orderRanges, int distinctRanges,
                   int indexUpdates, int nonIndexUpdates, int deleteInserts, int deletes) {

    /** Statements one transaction sends, BEGIN and COMMIT included. */
    long statements() {
        return (explicit ? 2 : 0) + pointSelects + simpleRanges + sumRanges + orderRanges + distinctRanges + indexUpdates
                + nonIndexUpdates + 2L * deleteInserts + deletes;
    }

    /** Whether it reads only: no UPDATE, DELETE or INSERT (a replica may serve it). */
    boolean readsOnly() {
        return indexUpdates + nonIndexUpdates + deleteInserts + deletes == 0;
    }
}
