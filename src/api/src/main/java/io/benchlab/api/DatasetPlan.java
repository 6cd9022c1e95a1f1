package io.benchlab.api;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Everything needed to load one dataset instance.
 *
 * @param dataset          provider id
 * @param generatorVersion bump when generated rows change; a loaded dataset of another version is reloaded
 * @param schema           the database to load into, e.g. {@code ssb_sf0_01}
 * @param identity         parameters that define the rows and the physical design (sf, seed, engine, …);
 *                         a loaded dataset is reused only when its recorded identity is equal
 * @param tables           tables in load order
 * @param afterLoad        statements run after all rows are in (secondary indexes, ANALYZE TABLE)
 * @param indexes          the secondary indexes {@code afterLoad} builds, declared so that a workload over the
 *                         dataset ({@link WorkloadPlugin#create(Parameters, DatasetPlan)}) knows them by name;
 *                         empty when the dataset declares none
 * @param estimatedBytes   about how much the loaded dataset takes on the server's disk (data and indexes), or 0
 *                         when unknown; before a load the engine refuses, in one line, a server whose datadir
 *                         has less room (when it can see the datadir: a server benchlab runs on this machine)
 * @since API 1 ({@code estimatedBytes} added in benchlab 0.2: the engine of 0.1 ignores it)
 */
public record DatasetPlan(String dataset, String generatorVersion, String schema, Map<String, String> identity,
                          List<TableSpec> tables, List<String> afterLoad, List<IndexSpec> indexes, long estimatedBytes) {
    /** Checks the schema name (it is put into SQL unquoted) and copies the collections. */
    public DatasetPlan {
        Objects.requireNonNull(dataset, "dataset");
        Objects.requireNonNull(schema, "schema");
        if (!SqlIdentifier.isValid(schema)) {
            throw new IllegalArgumentException("schema name must be " + SqlIdentifier.RULE + ": " + schema);
        }
        identity = Map.copyOf(identity);
        tables = List.copyOf(tables);
        afterLoad = afterLoad == null ? List.of() : List.copyOf(afterLoad);
        indexes = indexes == null ? List.of() : List.copyOf(indexes);
        if (estimatedBytes < 0) {
            throw new IllegalArgumentException("estimatedBytes must be 0 (unknown) or positive, not " + estimatedBytes);
        }
    }

    /** A plan that does not say how large the loaded dataset is. */
    public DatasetPlan(String dataset, String generatorVersion, String schema, Map<String, String> identity,
                       List<TableSpec> tables, List<String> afterLoad, List<IndexSpec> indexes) {
        this(dataset, generatorVersion, schema, identity, tables, afterLoad, indexes, 0);
    }

    /** A plan that declares no indexes (a dataset without secondary indexes, or one written before they could be declared). */
    public DatasetPlan(String dataset, String generatorVersion, String schema, Map<String, String> identity,
                       List<TableSpec> tables, List<String> afterLoad) {
        this(dataset, generatorVersion, schema, identity, tables, afterLoad, List.of(), 0);
    }

    /** This plan saying it takes about {@code bytes} on the server's disk. */
    public DatasetPlan withEstimatedBytes(long bytes) {
        return new DatasetPlan(dataset, generatorVersion, schema, identity, tables, afterLoad, indexes, bytes);
    }

    /** Expected rows over all tables. */
    public long expectedRows() {
        return tables.stream().mapToLong(TableSpec::expectedRows).sum();
    }
}
