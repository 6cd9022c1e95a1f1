package io.benchlab.dataset.ssb;

import io.benchlab.api.RowChunk;
import io.benchlab.api.TableSpec;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Measures single-threaded lineorder generation into a LOAD-DATA-like text encoder. */
class SsbSpeedTest {

    @Test
    void lineorderSingleThreadedRate() throws Exception {
        TableSpec lo = TestSinks.table(TestSinks.plan(Map.of("sf", 1)), "lineorder");
        // warm-up on the first chunks
        for (int i = 0; i < 3; i++) {
            lo.chunks().get(i).writeRows(new TestSinks.Encoding());
        }
        TestSinks.Encoding sink = new TestSinks.Encoding();
        long start = System.nanoTime();
        for (RowChunk chunk : lo.chunks()) {
            chunk.writeRows(sink);
        }
        sink.finish();
        double seconds = (System.nanoTime() - start) / 1e9;
        assertEquals(lo.expectedRows(), sink.rows);
        double rate = sink.rows / seconds;
        System.out.printf("SSB lineorder SF1: %d rows, %d bytes in %.2f s single-threaded = %.0f rows/s, %.1f MB/s%n",
                sink.rows, sink.bytes, seconds, rate, sink.bytes / seconds / 1e6);
        // generous floor so a slow CI machine does not fail; the target is 300k+ rows/s per thread
        assertTrue(rate > 100_000, "lineorder generation too slow: " + rate + " rows/s");
    }
}
