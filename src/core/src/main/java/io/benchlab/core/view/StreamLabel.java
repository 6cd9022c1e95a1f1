package io.benchlab.core.view;

import io.benchlab.core.bundle.Records.StreamKey;

/**
 * The one label of a stream run, in every face: its phase (with the round after the first) and its
 * operation, "Run1/insert", preceded by the column it belongs to where several are side by side
 * ("default · Run1/insert", "sort-4M · Run1/insert"), and followed by its thread count where no
 * column of its own says it ("Run1/insert · 4t": a chart's line, a box).
 *
 * @param column the variant or report column, null within one variant
 */
public record StreamLabel(String column, StreamKey key) {
    /** Between the parts of a label. */
    public static final String SEPARATOR = " · ";

    /** A stream within one variant: "Run1/insert". */
    public static StreamLabel of(StreamKey key) {
        return new StreamLabel(null, key);
    }

    /** A stream among several variants or bundles: "default · Run1/insert". */
    public static StreamLabel of(String column, StreamKey key) {
        return new StreamLabel(column, key);
    }

    /** The label of a table row whose thread count is a column of its own. */
    public String text() {
        return (column == null || column.isEmpty() ? "" : column + SEPARATOR) + key.label();
    }

    /** The label with its thread count, where nothing else says it: "default · Run1/insert · 4t". */
    public String withThreads() {
        return text() + SEPARATOR + key.threads() + "t";
    }

    @Override
    public String toString() {
        return text();
    }
}
