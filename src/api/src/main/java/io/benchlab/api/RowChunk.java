package io.benchlab.api;

import java.io.IOException;

/**
 * Generates one slice of a table's rows. Must be deterministic: the same chunk of the same plan
 * writes the same rows on any machine, whichever thread runs it.
 */
@FunctionalInterface
public interface RowChunk {
    /** Writes this chunk's rows, in order, into {@code sink}. */
    void writeRows(RowSink sink) throws IOException;
}
