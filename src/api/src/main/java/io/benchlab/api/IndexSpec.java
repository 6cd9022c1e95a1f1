package io.benchlab.api;

import java.util.List;
import java.util.Objects;

/**
 * A secondary index a dataset builds (in its {@link DatasetPlan#afterLoad()} statements), declared in
 * {@link DatasetPlan#indexes()} so that a workload over the dataset can refer to it by name — say in
 * an index hint — without keeping its own copy of the dataset's index list.
 *
 * @param table   the table it is on
 * @param name    the index name, as the server will report it
 * @param columns its columns in index order
 */
public record IndexSpec(String table, String name, List<String> columns) {
    /** Checks the names and copies the columns. */
    public IndexSpec {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(name, "name");
        columns = List.copyOf(columns);
        if (columns.isEmpty()) {
            throw new IllegalArgumentException("index " + name + " on " + table + " has no columns");
        }
    }
}
