package io.benchlab.plugin.insertstream;

import io.benchlab.api.Parameters;
import io.benchlab.api.SqlIdentifier;
import io.benchlab.api.WorkloadException;
import java.util.Locale;
import java.util.Set;

/**
 * Validated settings of an iiBench run; also what {@link IiBenchSql} and {@link IiBenchRows} need.
 *
 * @param schemaName       unquoted schema name
 * @param tableName        unquoted table name
 * @param variant          ORIGINAL (2008) or CURRENT (iibench.py)
 * @param secondaryIndexes 0–3, the first k of the variant's index list
 * @param rowsPerStatement rows per multi-row INSERT
 * @param rowsPerCommit    rows per transaction (one measured operation)
 * @param partitionRows    RANGE partition width on transactionid; 0 = not partitioned
 * @param partitionCount   partitions created before the MAXVALUE catch-all
 * @param rowFormat        DYNAMIC or COMPRESSED
 * @param keyBlockSize     0 or the KEY_BLOCK_SIZE for COMPRESSED
 * @param engine           storage engine
 * @param queries          whether the query operation is offered
 * @param dataMin          CURRENT: minimum length of the data column
 * @param dataMax          CURRENT: maximum length of the data column
 */
record IiBenchConfig(String schemaName, String tableName, Variant variant, int secondaryIndexes, int rowsPerStatement,
                     int rowsPerCommit, long partitionRows, int partitionCount, String rowFormat, int keyBlockSize,
                     String engine, boolean queries, int dataMin, int dataMax) {

    enum Variant { ORIGINAL, CURRENT }

    private static final Set<Integer> KEY_BLOCK_SIZES = Set.of(0, 1, 2, 4, 8, 16);

    static IiBenchConfig from(Parameters p) throws WorkloadException {
        Variant variant = Variant.valueOf(p.getString("variant").toUpperCase(Locale.ROOT));
        int rowsPerStatement = p.getInt("rowsPerStatement");
        int rowsPerCommit = p.getInt("rowsPerCommit") == 0 ? rowsPerStatement : p.getInt("rowsPerCommit");
        String rowFormat = p.getString("rowFormat").toUpperCase(Locale.ROOT);
        int keyBlockSize = p.getInt("keyBlockSize");
        if (!KEY_BLOCK_SIZES.contains(keyBlockSize)) {
            throw new WorkloadException("keyBlockSize must be 0, 1, 2, 4, 8 or 16, not " + keyBlockSize);
        }
        if (keyBlockSize > 0 && !rowFormat.equals("COMPRESSED")) {
            throw new WorkloadException("keyBlockSize " + keyBlockSize + " needs rowFormat COMPRESSED");
        }
        int dataMin = p.getInt("dataMin");
        int dataMax = p.getInt("dataMax");
        if (dataMin > dataMax) {
            throw new WorkloadException("dataMin (" + dataMin + ") must not exceed dataMax (" + dataMax + ")");
        }
        boolean queries = p.getBoolean("queries");
        int indexes = p.getInt("secondaryIndexes");
        if (queries && indexes == 0) {
            throw new WorkloadException("queries use the secondary indexes: set secondaryIndexes to 1–3 or queries to false");
        }
        String engine = p.getString("engine");
        SqlIdentifier.quote("engine", engine);
        IiBenchConfig c = new IiBenchConfig(p.getString("schema"), p.getString("table"), variant, indexes,
                rowsPerStatement, rowsPerCommit, p.getLong("partitionRows"), p.getInt("partitionCount"),
                rowFormat, keyBlockSize, engine, queries, dataMin, dataMax);
        c.qualifiedTable(); // checks the names
        return c;
    }

    /** {@code `schema`.`table`}. */
    String qualifiedTable() throws WorkloadException {
        return SqlIdentifier.quote("schema", schemaName) + "." + SqlIdentifier.quote("table", tableName);
    }

    /** Columns the INSERT binds, in order (transactionid is AUTO_INCREMENT). */
    String[] insertColumns() {
        return variant == Variant.ORIGINAL
                ? new String[] {"dateandtime", "cashregisterid", "customerid", "productid", "price"}
                : new String[] {"dateandtime", "cashregisterid", "customerid", "productid", "price", "data"};
    }
}
