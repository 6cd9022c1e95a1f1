package io.benchlab.plugin.oltp;

import io.benchlab.api.DatasetPlan;
import io.benchlab.api.DatasetRequirement;
import io.benchlab.api.Operation;
import io.benchlab.api.ParameterSpec;
import io.benchlab.api.Parameters;
import io.benchlab.api.SqlIdentifier;
import io.benchlab.api.StreamOperation;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadException;
import io.benchlab.api.WorkloadPlugin;
import java.util.List;
import java.util.Map;

/**
 * One script of sysbench's OLTP family as a workload plugin, its id the script's name
 * ({@code plugin: oltp_read_write}). Its one stream operation, named like the script, is a
 * transaction per operation (so operations/s are sysbench's transactions/s) whose units are its
 * statements (units/s are queries/s), with the statements counted by sysbench's classes
 * (reads, writes, other). The registered classes are in {@link OltpPlugins}.
 */
public abstract class OltpPlugin implements WorkloadPlugin {
    /** The report group of the family's streams. */
    static final String GROUP = "sysbench";
    /** What an operation's units are: statements. */
    static final String UNIT = "queries";

    private final OltpScript script;

    OltpPlugin(OltpScript script) {
        this.script = script;
    }

    @Override
    public int apiVersion() {
        return API_VERSION;
    }

    @Override
    public String id() {
        return script.id();
    }

    @Override
    public String description() {
        return script.description();
    }

    @Override
    public List<ParameterSpec> parameters() {
        return script.parameters();
    }

    @Override
    public String inheritsParametersOf() {
        return script.usesDataset() ? SbtestDataset.ID : null;
    }

    @Override
    public Workload create(Parameters parameters) throws WorkloadException {
        return create(parameters, null);
    }

    @Override
    public Workload create(Parameters parameters, DatasetPlan dataset) throws WorkloadException {
        OltpOptions options = OltpOptions.of(parameters);
        // oltp_insert's unique ids start somewhere new each run, as sysbench seeds them from the clock
        long seed = System.nanoTime() ^ (System.currentTimeMillis() << 20);
        StreamOperation operation = new StreamOperation(script.id(), GROUP, script.workers(options, seed), UNIT, script.readOnly())
                .withCounts(StatementTally.NAMES);
        if (!script.usesDataset()) {
            String schema = SqlIdentifier.check("schema", parameters.getString(OltpParameters.BULK_SCHEMA.name()));
            return new OltpWorkload(List.of(), schema, operation);
        }
        // sysbench's oltp_insert prepares empty tables when it sends its own ids, so they cannot collide with loaded rows
        Map<String, Object> tables = script == OltpScript.OLTP_INSERT && !options.autoInc()
                ? Map.of(SbtestDataset.TABLE_SIZE.name(), 0) : Map.of();
        return new OltpWorkload(List.of(new DatasetRequirement(SbtestDataset.ID, tables)), null, operation);
    }

    /** The family's workload: the sbtest tables (or bulk_insert's schema) and one stream. */
    private record OltpWorkload(List<DatasetRequirement> datasets, String schema, StreamOperation operation) implements Workload {
        @Override
        public List<Operation> operations() {
            return List.of(operation);
        }
    }
}
