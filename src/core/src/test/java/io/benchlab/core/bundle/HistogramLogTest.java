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
        // a writer killed while writing its second interval: never closed, so no total lines either
        HistogramLog log = HistogramLog.create(dir, key, 0);
        log.append(h);
        log.append(h);
        Path file = dir.resolve(log.relativePath());
        String text = Files.readString(file);
        Files.writeString(file, text.substring(0, text.length() - 20));
        assertEquals(1, HistogramLog.read(file).size());
        assertEquals(1, HistogramLog.total(file).getTotalCount(), "without a total line the intervals read are added up");
    }

    @Test
    void aClosedLogEndsWithEachSeriesWholeRunWhichReadsBackWithoutDecodingTheIntervals() throws Exception {
        StreamKey key = new StreamKey("a", "Run1", 1, "tx", 2);
        Histogram stream = new Histogram(3_600_000_000_000L, 3);
        Histogram fast = new Histogram(3_600_000_000_000L, 3);
        Histogram slow = new Histogram(3_600_000_000_000L, 3);
        Path file;
        try (HistogramLog log = HistogramLog.create(dir, key, 0)) {
            for (int interval = 0; interval < 4; interval++) {
                fast.reset();
                slow.reset();
                for (int i = 1; i <= 100; i++) {
                    fast.recordValue(i * 1_000L);
                }
                slow.recordValue(50_000_000L * (interval + 1));
                stream.reset();
                stream.add(fast);
                stream.add(slow);
                for (Histogram h : List.of(stream, fast, slow)) {
                    h.setStartTimeStamp(interval * 1000L);
                    h.setEndTimeStamp((interval + 1) * 1000L);
                }
                log.append(stream);
                log.append(fast, "fast");
                log.append(slow, "slow");
            }
            file = dir.resolve(log.relativePath());
        }
        assertEquals(4, HistogramLog.read(file).size(), "the total lines are no interval");
        assertEquals(4, HistogramLog.read(file, "slow").size());
        assertTrue(Files.readString(file).contains("Tag=" + HistogramLog.TOTAL_TAG + ".slow,"), "the total lines are tagged");
        Histogram total = HistogramLog.total(file);
        assertEquals(404, total.getTotalCount());
        assertEquals(200_000_000L, total.getMaxValue(), 200_000_000L * 0.001);
        assertEquals(4, HistogramLog.total(file, "slow").getTotalCount());
        assertEquals(400, HistogramLog.total(file, "fast").getTotalCount());
        // the total line is the sum: cut the intervals out and the answer stays
        String onlyTotals = String.join("\n", Files.readAllLines(file).stream()
                .filter(l -> l.startsWith("#") || l.startsWith("\"") || l.startsWith("Tag=" + HistogramLog.TOTAL_TAG)).toList());
        Path totalsOnly = dir.resolve("totals.hlog");
        Files.writeString(totalsOnly, onlyTotals + "\n");
        assertEquals(total, HistogramLog.total(totalsOnly));
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
