package io.benchlab.api;

import java.util.List;
import java.util.Objects;

/**
 * One table of a dataset: its DDL, its columns in load order and its rows in independent chunks
 * that the engine generates in parallel.
 *
 * @param name         table name
 * @param createTable  full CREATE TABLE statement (primary key included, secondary indexes in
 *                     {@link DatasetPlan#afterLoad()} so the load is fast)
 * @param columns      column names in the order {@link RowSink} receives values; may include
 *                     user variables ({@code @x}) with {@link #loadSuffix} doing SET conversions
 * @param loadSuffix   optional text appended to LOAD DATA after the column list (e.g. {@code SET d = ...}); may be empty
 * @param expectedRows rows the chunks produce together (checked after the load)
 * @param chunks       independent row generators; chunk order is the load order
 */
public record TableSpec(String name, String createTable, List<String> columns, String loadSuffix,
                        long expectedRows, List<RowChunk> chunks) {
    /** Copies the lists; a {@code null} load suffix becomes empty. */
    public TableSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(createTable, "createTable");
        columns = List.copyOf(columns);
        loadSuffix = loadSuffix == null ? "" : loadSuffix;
        chunks = List.copyOf(chunks);
    }
}
