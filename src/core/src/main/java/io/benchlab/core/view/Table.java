package io.benchlab.core.view;

import java.util.List;

/**
 * A figure laid out once for every face: the CLI prints it as text ({@code TextTable.of}), the
 * report renders it through its template, the GUI shows it in a table view. {@code headers} head
 * the cells; the row labels' column is headed by whoever renders it (the corner).
 */
public record Table(List<String> headers, List<Row> rows) {
    public boolean present() {
        return !rows.isEmpty();
    }

    public static Table empty() {
        return new Table(List.of(), List.of());
    }
}
