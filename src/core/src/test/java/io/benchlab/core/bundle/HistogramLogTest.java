package io.benchlab.core.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.golden.Fixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HistogramLogTest {
    @TempDir
    Path dir;

    @Test
    void intervalsWrittenAreReadBackWithEveryValue() {
        StreamKey key = new StreamKey("bp 32M", "Run1", 1, "insert", 4);
        Histogram h = new Histogram(3_600_000_000_000L, 3);
        List<Histogram> written = new java.util.ArrayList<>();
        try (HistogramLog log = HistogramLog.create(dir, key, 1_000_000L)) {
            assertEquals("histograms/bp-32M_Run1_1_insert_4t.hlog", log.relativePath());
            for (int interval = 0; interval < 3; interval++) {
                h.reset();
                h.setStartTimeStamp(1_000_000L + interval * 1000L);
                h.setEndTimeStamp(1_000_000L + (interval + 1) * 1000L);
                for (int i = 1; i <= 1000; i++) {
                    h.recordValue(i * 1000L * (interval + 1)); // 1..1000 µs, then 2..2000, 3..3000
                }
                log.append(h);
                written.add(h.copy());
            }
        }
        List<Histogram> read = HistogramLog.read(dir.resolve("histograms/bp-32M_Run1_1_insert_4t.hlog"));
        assertEquals(written, read, "every interval, value for value");
        Histogram total = HistogramLog.total(dir.resolve("histograms/bp-32M_Run1_1_insert_4t.hlog"));
        assertEquals(3000, total.getTotalCount());
        // 3,000 values: 1..1000, 2..2000 step 2, 3..3000 step 3 (µs). Below 1,000 µs, x + x/2 + x/3 = 11x/6 values
        // are ≤ x, so the median (1,500 values) is x = 9000/11 = 818.18 µs; HdrHistogram's 3 digits report its bucket's top
        assertEquals(818_182, total.getValueAtPercentile(50), 818_182 * 0.002);
    }

    @Test
    void aTornLastLineLosesOnlyThatInterval() throws Exception {
        StreamKey key = new StreamKey("a", "Run1", 1, "op", 1);
        Histogram h = new Histogram(3_600_000_000_000L, 3);
        h.recordValue(5_000);
        Path file;
        try (HistogramLog log = HistogramLog.create(dir, key, 0)) {
            log.append(h);
            log.append(h);
            file = dir.resolve(log.relativePath());
        }
        String text = Files.readString(file);
        Files.writeString(file, text.substring(0, text.length() - 20));
        assertEquals(1, HistogramLog.read(file).size());
    }

    @Test
    void theFixtureStreamsPercentilesAreRecomputedFromTheirLogs() {
        Bundle b = Fixtures.bundle("stream");
        assertFalse(b.streams().isEmpty());
        for (StreamRecord s : b.streams()) {
            Histogram total = HistogramLog.total(b.dir().resolve(s.histogramLog()));
            assertEquals(s.latency().count(), total.getTotalCount(), "every measured operation is in the log");
            // the summary was computed from the same interval histograms added up
            assertEquals(s.latency().p50Micros(), total.getValueAtPercentile(50) / 1000.0, 1e-9);
            assertEquals(s.latency().p99Micros(), total.getValueAtPercentile(99) / 1000.0, 1e-9);
            assertEquals(s.latency().maxMicros(), total.getMaxValue() / 1000.0, 1e-9);
            StreamSamples.Stream st = StreamSamples.of(b).get(s.key());
            assertEquals(StreamSamples.DISTRIBUTION_PERCENTILES.length, st.distribution().size());
            assertTrue(st.distribution().get(st.distribution().size() - 1).micros() >= st.distribution().get(0).micros());
        }
    }
}
