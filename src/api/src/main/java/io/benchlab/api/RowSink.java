package io.benchlab.api;

import java.io.IOException;

/**
 * Receives generated rows field by field; the engine encodes them for LOAD DATA (tab-separated,
 * escaped) or for export files. Append the fields of one row, then call {@link #endRow()}.
 */
public interface RowSink {

    RowSink add(long value) throws IOException;

    RowSink add(String value) throws IOException;

    /** A fixed-point number: {@code unscaled} × 10^-{@code scale}, e.g. (12345, 2) → 123.45. */
    RowSink addDecimal(long unscaled, int scale) throws IOException;

    RowSink addDouble(double value) throws IOException;

    RowSink addNull() throws IOException;

    void endRow() throws IOException;
}
