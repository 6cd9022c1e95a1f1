package io.benchlab.dataset.tpch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.benchlab.api.RowChunk;
import io.benchlab.api.RowSink;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * Measures single-threaded lineitem generation into a sink that touches every field (string
 * lengths, decimal digits), i.e. generator cost without the engine's encoding. Prints rows/s;
 * asserts no speed (speed is for benchmarks, not tests).
 */
class GenerationCountTest {

    static final class TouchSink implements RowSink {
        long rows;
        long bytes;

        @Override
        public RowSink add(long value) {
            bytes += value & 7;
            return this;
        }

        @Override
        public RowSink add(String value) {
            bytes += value.length();
            return this;
        }

        @Override
        public RowSink addDecimal(long unscaled, int scale) {
            bytes += unscaled & 7;
            return this;
        }

        @Override
        public RowSink addDouble(double value) {
            return this;
        }

        @Override
        public RowSink addNull() {
            return this;
        }

        @Override
        public void endRow() {
            rows++;
        }
    }

    @Test
    void lineitemRowsPerSecondSingleThreaded() throws Exception {
        double sf = 0.1;
        int parts = TpchDatasetProvider.partCount("lineitem", sf);
        List<RowChunk> chunks = new java.util.ArrayList<>();
        for (int p = 1; p <= parts; p++) {
            chunks.add(TpchRows.chunk("lineitem", sf, p, parts));
        }
        chunks.get(0).writeRows(new TouchSink()); // warm-up (and the text pool)
        TouchSink sink = new TouchSink();
        long start = System.nanoTime();
        for (RowChunk c : chunks) {
            c.writeRows(sink);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        assertEquals(TpchDatasetProvider.rowCount("lineitem", sf), sink.rows);
        double rate = sink.rows / seconds;
        System.out.printf("lineitem SF %s: %d rows in %.2f s single-threaded = %.0f rows/s (%d chunks)%n",
                sf, sink.rows, seconds, rate, parts);
    }

    /** plan() must stay cheap: the exact lineitem count replays one random stream per order. */
    @Test
    void lineitemCountIsCheapAtLargeScale() {
        long start = System.nanoTime();
        long rows = TpchDatasetProvider.rowCount("lineitem", 100);
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf("lineitem count at SF 100: %d rows, computed in %.2f s%n", rows, seconds);
        assertEquals(600_037_902L, rows, "dbgen's published SF 100 lineitem count");
    }
}
