package io.benchlab.plugin.insertstream;

import io.benchlab.api.Operation;
import io.benchlab.api.ParameterSpec;
import io.benchlab.api.Parameters;
import io.benchlab.api.SqlIdentifier;
import io.benchlab.api.StreamOperation;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadContext;
import io.benchlab.api.WorkloadException;
import io.benchlab.api.WorkloadPlugin;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * iiBench, the insert benchmark: a stream of multi-row INSERTs into a table with up to three
 * secondary indexes whose keys arrive in random order, optionally with index range queries.
 */
public final class IiBenchPlugin implements WorkloadPlugin {

    /** Rows per INSERT: the default of the Java iiBench (run.simple.bash) for the original variant. */
    static final long DEFAULT_ROWS_PER_STATEMENT = 250;

    @Override
    public String id() {
        return "insert-stream";
    }

    @Override
    public String description() {
        return "iiBench insert benchmark: multi-row INSERTs into a table with up to 3 secondary indexes, "
                + "optionally with index range queries; prepare creates the schema if missing and drops and "
                + "re-creates the table.";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of(
                ParameterSpec.identifier("schema", "iibench", "Schema (database) of the table; created if missing."),
                ParameterSpec.identifier("table", "purchases_index", "Table name; dropped and re-created by prepare."),
                ParameterSpec.choice("variant", "original", List.of("original", "current"),
                        "original = Tokutek 2008 schema and values; current = iibench.py (BIGINT id, INT price, data column)."),
                ParameterSpec.integer("secondaryIndexes", 3, "How many of the 3 secondary indexes to create (0-3).")
                        .withRange(0.0, 3.0),
                ParameterSpec.integer("rowsPerStatement", DEFAULT_ROWS_PER_STATEMENT,
                        "Rows per multi-row INSERT (Java iiBench default 250).").withRange(1.0, 10_000.0),
                ParameterSpec.integer("rowsPerCommit", 0,
                        "Rows per transaction, one measured operation; 0 = rowsPerStatement.").withRange(0.0, 1_000_000.0),
                ParameterSpec.integer("partitionRows", 0,
                        "RANGE-partition the table on transactionid every this many rows; 0 = no partitioning.")
                        .withRange(0.0, 1e15),
                ParameterSpec.integer("partitionCount", 100,
                        "With partitionRows: partitions created before the MAXVALUE catch-all.").withRange(1.0, 8000.0),
                ParameterSpec.choice("rowFormat", "DYNAMIC", List.of("DYNAMIC", "COMPRESSED"), "InnoDB ROW_FORMAT."),
                ParameterSpec.integer("keyBlockSize", 0, "KEY_BLOCK_SIZE in KB for COMPRESSED (1, 2, 4, 8, 16); 0 = server default.")
                        .withRange(0.0, 16.0),
                ParameterSpec.identifier("engine", "InnoDB", "Storage engine of the table."),
                ParameterSpec.bool("queries", false,
                        "Also offer the 'query' stream: market/register/pdc queries with FORCE INDEX and LIMIT 10."),
                ParameterSpec.bool("compareWithoutIndexes", false,
                        "Also offer 'insert-noindex': the same stream into <table>_noindex, which has no secondary index "
                                + "(runs after 'insert'; one experiment compares with and without indexes)."),
                ParameterSpec.integer("dataMin", 10, "current variant: minimum length of the data column.")
                        .withRange(0.0, 4000.0),
                ParameterSpec.integer("dataMax", 10, "current variant: maximum length of the data column.")
                        .withRange(0.0, 4000.0));
    }

    @Override
    public Workload create(Parameters parameters) throws WorkloadException {
        IiBenchConfig config = IiBenchConfig.from(parameters);
        String createTable = IiBenchSql.createTable(config);
        String table = config.qualifiedTable();
        String schema = SqlIdentifier.quote("schema", config.schemaName());
        List<IiBenchSql.Query> queries = config.queries() ? IiBenchSql.queries(config) : List.of();
        List<Operation> operations = new ArrayList<>();
        operations.add(new StreamOperation("insert", "iibench",
                (index, count) -> new IiBenchInsertWorker(config), "rows").withAudit(table, "transactionid"));
        IiBenchConfig bare = null;
        if (parameters.getBoolean("compareWithoutIndexes")) {
            IiBenchConfig c = config;
            bare = new IiBenchConfig(c.schemaName(), c.tableName() + "_noindex", c.variant(), 0, c.rowsPerStatement(),
                    c.rowsPerCommit(), c.partitionRows(), c.partitionCount(), c.rowFormat(), c.keyBlockSize(), c.engine(),
                    false, c.dataMin(), c.dataMax());
            IiBenchConfig b = bare;
            operations.add(new StreamOperation("insert-noindex", "iibench", (index, count) -> new IiBenchInsertWorker(b), "rows")
                    .withAudit(b.qualifiedTable(), "transactionid"));
        }
        String bareTable = bare == null ? null : bare.qualifiedTable();
        String bareCreate = bare == null ? null : IiBenchSql.createTable(bare);
        if (config.queries()) {
            operations.add(StreamOperation.reads("query", "iibench",
                    (index, count) -> new IiBenchQueryWorker(config, queries), "queries"));
        }
        List<Operation> ops = List.copyOf(operations);
        return new Workload() {
            @Override
            public String schema() {
                return config.schemaName();
            }

            @Override
            public void prepare(WorkloadContext context) throws Exception {
                try (Statement st = context.connection().createStatement()) {
                    st.execute("CREATE DATABASE IF NOT EXISTS " + schema);
                    st.execute("DROP TABLE IF EXISTS " + table);
                    context.log("insert-stream: creating " + table + " (" + config.variant().name().toLowerCase(java.util.Locale.ROOT)
                            + " variant, " + config.secondaryIndexes() + " secondary indexes)");
                    st.execute(createTable);
                    if (bareTable != null) {
                        st.execute("DROP TABLE IF EXISTS " + bareTable);
                        st.execute(bareCreate);
                    }
                }
            }

            @Override
            public List<Operation> operations() {
                return ops;
            }
        };
    }
}
