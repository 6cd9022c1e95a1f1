package io.benchlab.api;

import java.io.IOException;

/**
 * Receives generated rows field by field; the engine encodes them for LOAD DATA (tab-separated,
 * escaped) or for export files. Append the fields of one row, then call {@link #endRow()}.
 */
public interface RowSink {

    /** Appends a whole number field. */
    RowSink add(long value) throws IOException;

    /** Appends a text field ({@code null} for SQL NULL); the engine escapes it. */
    RowSink add(String value) throws IOException;

    /** A fixed-point number: {@code unscaled} × 10^-{@code scale}, e.g. (12345, 2) → 123.45. */
    RowSink addDecimal(long unscaled, int scale) throws IOException;

    /** Appends a floating-point field. */
    RowSink addDouble(double value) throws IOException;

    /** Appends SQL NULL. */
    RowSink addNull() throws IOException;

    /** Ends the current row. */
    void endRow() throws IOException;
}
