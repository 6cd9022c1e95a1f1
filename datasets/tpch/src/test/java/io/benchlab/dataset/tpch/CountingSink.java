package io.benchlab.dataset.tpch;

import io.benchlab.api.RowSink;

import java.util.ArrayList;
import java.util.List;

/** Counts rows and checks every row has the expected number of fields; keeps the first rows as text. */
final class CountingSink implements RowSink {
    private final int fields;
    private final int keep;
    private int current;
    long rows;
    final List<List<String>> first = new ArrayList<>();
    private List<String> row = new ArrayList<>();

    CountingSink(int fields, int keep) {
        this.fields = fields;
        this.keep = keep;
    }

    private RowSink field(String text) {
        current++;
        if (rows < keep) {
            row.add(text);
        }
        return this;
    }

    @Override
    public RowSink add(long value) {
        return field(Long.toString(value));
    }

    @Override
    public RowSink add(String value) {
        if (value == null) {
            throw new IllegalStateException("null string");
        }
        return field(value);
    }

    @Override
    public RowSink addDecimal(long unscaled, int scale) {
        return field(java.math.BigDecimal.valueOf(unscaled, scale).toPlainString());
    }

    @Override
    public RowSink addDouble(double value) {
        return field(Double.toString(value));
    }

    @Override
    public RowSink addNull() {
        return field("\\N");
    }

    @Override
    public void endRow() {
        if (current != fields) {
            throw new IllegalStateException("row " + rows + " has " + current + " fields, expected " + fields);
        }
        current = 0;
        if (rows < keep) {
            first.add(row);
            row = new ArrayList<>();
        }
        rows++;
    }
}
