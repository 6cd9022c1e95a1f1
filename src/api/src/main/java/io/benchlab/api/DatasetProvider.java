package io.benchlab.api;

import java.util.List;

/**
 * Service-provider entry point of a dataset generator (SSB, TPC-H, …). The engine owns loading:
 * it creates the tables, streams the generated rows into the server with LOAD DATA LOCAL INFILE,
 * builds the indexes, and records a marker so a complete load is reused and a partial one is
 * reloaded.
 */
public interface DatasetProvider {

    /** Same contract as {@link WorkloadPlugin#apiVersion()}. */
    default int apiVersion() {
        return WorkloadPlugin.API_VERSION;
    }

    /** Stable identifier, e.g. {@code ssb} or {@code tpch}. */
    String id();

    /** One sentence for {@code benchlab dataset list} and the GUI. */
    String description();

    /** Parameters such as scale factor, seed, index set, storage engine. */
    List<ParameterSpec> parameters();

    /** What to load for validated parameters. Must be cheap: no rows are generated here. */
    DatasetPlan plan(Parameters parameters) throws WorkloadException;
}
