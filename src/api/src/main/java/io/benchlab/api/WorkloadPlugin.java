package io.benchlab.api;

import java.util.List;

/**
 * Service-provider entry point of a workload: what it is called, what it takes, and a factory for
 * configured instances. Implementations must have a public no-argument constructor.
 */
public interface WorkloadPlugin {

    /** The API major version this interface belongs to. */
    int API_VERSION = 1;

    /** The API version the plugin was compiled against; the engine refuses a mismatch. */
    default int apiVersion() {
        return API_VERSION;
    }

    /** Stable identifier used in experiment files, e.g. {@code sql-file} or {@code ssb}. */
    String id();

    /** One sentence for {@code benchlab plugins} and the GUI's picker. */
    String description();

    /**
     * Whether the workload talks to a database server. A workload that does not (a storage
     * benchmark) returns false and runs only with {@code server: {type: none}}: the engine then
     * starts no server, passes no connection, and records no settings, status counters or plans.
     */
    default boolean needsServer() {
        return true;
    }

    /** The typed parameters this workload accepts, with defaults. */
    List<ParameterSpec> parameters();

    /**
     * The id of a dataset whose parameters this workload takes as its own, or {@code null} (the
     * default) for none. The engine then offers that dataset's parameters after the workload's
     * own (a workload parameter of the same name wins), passes their values to
     * {@link #create(Parameters)} with the others, and adds them to the workload's
     * {@link DatasetRequirement} for that dataset under the values the requirement sets itself.
     * So a workload over the {@code ssb} dataset declares {@code sf}, {@code seed} or
     * {@code engine} once, in the dataset, and stays in step with it.
     *
     * @return a {@link DatasetProvider#id()}, or {@code null}
     * @since API 1 (added in benchlab 0.1; the engine ignores it when absent)
     */
    default String inheritsParametersOf() {
        return null;
    }

    /**
     * Builds a workload for validated parameters. Throwing {@link WorkloadException} reports a
     * clear message naming the plugin; any other exception is reported as a plugin fault.
     */
    Workload create(Parameters parameters) throws WorkloadException;

    /**
     * Builds a workload knowing the dataset it {@linkplain #inheritsParametersOf() inherits parameters
     * from}, as that dataset plans itself for these parameters: its schema, tables and declared
     * {@linkplain DatasetPlan#indexes() indexes}. The engine calls this one for such a workload, before
     * any server starts, so a workload can check names it is given (an index in a hint, say) against
     * the dataset's own list instead of keeping a copy. By default it ignores the plan.
     *
     * @param dataset the inherited dataset's plan; {@code null} for a workload that inherits none
     * @since API 1 (added in benchlab 0.1; a plugin that does not override it is created as before)
     */
    default Workload create(Parameters parameters, DatasetPlan dataset) throws WorkloadException {
        return create(parameters);
    }
}
