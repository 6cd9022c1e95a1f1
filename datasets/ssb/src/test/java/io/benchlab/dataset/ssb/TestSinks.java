package io.benchlab.dataset.ssb;

import io.benchlab.api.DatasetPlan;
import io.benchlab.api.Parameters;
import io.benchlab.api.RowChunk;
import io.benchlab.api.RowSink;
import io.benchlab.api.TableSpec;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import java.util.function.Consumer;

/** Row sinks and helpers for the tests. */
final class TestSinks {
    private TestSinks() {
    }

    static DatasetPlan plan(Map<String, ?> raw) {
        try {
            SsbDatasetProvider provider = new SsbDatasetProvider();
            return provider.plan(Parameters.validate(provider.parameters(), raw));
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    static TableSpec table(DatasetPlan plan, String name) {
        return plan.tables().stream().filter(t -> t.name().equals(name)).findFirst().orElseThrow();
    }

    static void run(TableSpec table, RowSink sink) {
        try {
            for (RowChunk chunk : table.chunks()) {
                chunk.writeRows(sink);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Counts rows and checks that every row has the expected number of fields. */
    static final class Counting implements RowSink {
        final int columns;
        long rows;
        int fields;

        Counting(int columns) {
            this.columns = columns;
        }

        @Override public RowSink add(long value) { fields++; return this; }
        @Override public RowSink add(String value) {
            if (value == null) {
                throw new AssertionError("null string");
            }
            fields++;
            return this;
        }
        @Override public RowSink addDecimal(long unscaled, int scale) { fields++; return this; }
        @Override public RowSink addDouble(double value) { fields++; return this; }
        @Override public RowSink addNull() { throw new AssertionError("SSB has no NULLs"); }
        @Override public void endRow() {
            if (fields != columns) {
                throw new AssertionError("row " + rows + " has " + fields + " fields, expected " + columns);
            }
            fields = 0;
            rows++;
        }
    }

    /** Hands every row (as Long and String values) to a consumer; the array is reused. */
    static final class Recording implements RowSink {
        private final Object[] row;
        private final Consumer<Object[]> consumer;
        private int i;

        Recording(int columns, Consumer<Object[]> consumer) {
            this.row = new Object[columns];
            this.consumer = consumer;
        }

        @Override public RowSink add(long value) { row[i++] = value; return this; }
        @Override public RowSink add(String value) { row[i++] = value; return this; }
        @Override public RowSink addDecimal(long unscaled, int scale) { throw new AssertionError("no decimals expected"); }
        @Override public RowSink addDouble(double value) { throw new AssertionError("no doubles expected"); }
        @Override public RowSink addNull() { throw new AssertionError("SSB has no NULLs"); }
        @Override public void endRow() {
            if (i != row.length) {
                throw new AssertionError("row has " + i + " fields, expected " + row.length);
            }
            consumer.accept(row);
            i = 0;
            Arrays.fill(row, null);
        }
    }

    /**
     * Encodes rows as LOAD DATA text (tab-separated, newline-terminated) into a reusable byte buffer,
     * roughly what the engine does; keeps a running hash of all bytes.
     */
    static final class Encoding implements RowSink {
        private final byte[] buf = new byte[1 << 16];
        private int pos;
        private final byte[] tmp = new byte[20];
        private boolean first = true;
        long rows;
        long bytes;
        long hash = 1125899906842597L;

        private void sep() {
            if (!first) {
                put((byte) '\t');
            }
            first = false;
        }

        private void put(byte b) {
            if (pos == buf.length) {
                flush();
            }
            buf[pos++] = b;
        }

        private void flush() {
            long h = hash;
            for (int k = 0; k < pos; k++) {
                h = 31 * h + buf[k];
            }
            hash = h;
            bytes += pos;
            pos = 0;
        }

        @Override public RowSink add(long value) {
            sep();
            if (value < 0) {
                put((byte) '-');
                value = -value;
            }
            if (value == 0) {
                put((byte) '0');
                return this;
            }
            int n = 0;
            while (value > 0) {
                tmp[n++] = (byte) ('0' + value % 10);
                value /= 10;
            }
            while (n > 0) {
                put(tmp[--n]);
            }
            return this;
        }

        @Override public RowSink add(String value) {
            sep();
            for (int k = 0; k < value.length(); k++) {
                put((byte) value.charAt(k));
            }
            return this;
        }

        @Override public RowSink addDecimal(long unscaled, int scale) { return add(unscaled); }
        @Override public RowSink addDouble(double value) { return add(Double.toString(value)); }
        @Override public RowSink addNull() { sep(); put((byte) '\\'); put((byte) 'N'); return this; }
        @Override public void endRow() { put((byte) '\n'); first = true; rows++; }

        long finish() {
            flush();
            return hash;
        }
    }

    static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
