package io.benchlab.plugin.tpcc;

import io.benchlab.api.RowChunk;
import io.benchlab.api.RowSink;
import io.benchlab.api.TableSpec;
import java.io.IOException;
import java.io.UncheckedIOException;

/** A hash of every field a table's chunks write, to tell equal rows from different ones. */
final class TestRows {
    private TestRows() {
    }

    static long hash(TableSpec table) {
        Hashing sink = new Hashing();
        try {
            for (RowChunk chunk : table.chunks()) {
                chunk.writeRows(sink);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return sink.hash;
    }

    private static final class Hashing implements RowSink {
        long hash = 1125899906842597L;

        private RowSink mix(long v) {
            hash = hash * 31 + v;
            return this;
        }

        @Override public RowSink add(long value) { return mix(value); }
        @Override public RowSink add(String value) { return mix(value == null ? -1 : value.hashCode()); }
        @Override public RowSink addDecimal(long unscaled, int scale) { return mix(unscaled * 10 + scale); }
        @Override public RowSink addDouble(double value) { return mix(Double.doubleToLongBits(value)); }
        @Override public RowSink addNull() { return mix(-2); }
        @Override public void endRow() { mix(-3); }
    }
}
