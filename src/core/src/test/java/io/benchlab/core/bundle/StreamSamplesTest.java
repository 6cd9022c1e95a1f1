package io.benchlab.core.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.stream.IntervalStability;
import io.benchlab.core.stream.LatencySummary;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StreamSamplesTest {

    /** A 1-second interval with {@code units} rows in {@code units / 10} transactions. */
    private static IntervalRecord interval(String variant, int threads, int index, long units, Double p99) {
        return new IntervalRecord(variant, "Run1", 1, "insert", threads, index, index * 1000L, 1000, units / 10, units,
                units / 10.0, units, p99, p99, p99, p99, 0, null, null);
    }

    private static StreamRecord summary(String variant, int threads, long units) {
        LatencySummary lat = new LatencySummary(units / 10, 1, 1, 1, 1, 1, 1);
        return new StreamRecord(variant, "Run1", 1, "insert", "rows", threads, "closed-loop", "duration", "", units / 10, units, 0,
                4, units / 40.0, units / 4.0, lat, lat, null, null, IntervalStability.of(List.of()), null);
    }

    @Test
    void groupsByVariantPhaseRoundOperationAndThreads() {
        List<IntervalRecord> iv = new ArrayList<>();
        // two thread counts of variant A interleaved in the file, then variant B
        iv.add(interval("A", 1, 0, 100, 10.0));
        iv.add(interval("A", 2, 0, 300, 30.0));
        iv.add(interval("A", 1, 1, 200, 20.0));
        iv.add(interval("B", 1, 0, 50, 5.0));
        StreamSamples s = StreamSamples.of(List.of(summary("A", 1, 300)), iv, Map.of());
        assertEquals(3, s.streams().size());
        assertEquals(List.of("A", "B"), s.variants());
        StreamSamples.Stream a1 = s.get(new StreamKey("A", "Run1", 1, "insert", 1));
        assertEquals(2, a1.intervals().size());
        assertEquals("rows", a1.unit(), "from the summary");
        assertEquals("closed-loop", a1.mode());
        assertNull(s.get(new StreamKey("A", "Run1", 1, "insert", 2)).summary(), "no summary yet: still running or killed");
        assertEquals(2, s.byThreadSweep().size(), "A's two thread counts form one sweep, B another group");
        assertEquals(2, s.byThreadSweep().get(0).size());
    }

    @Test
    void fiveNumberSummariesUseR7() {
        // units/s 100, 400, 200, 300 → sorted 100 200 300 400: R quantile(type 7) = 100, 175, 250, 325, 400; mean 250
        List<IntervalRecord> iv = List.of(interval("A", 4, 0, 100, 1000.0), interval("A", 4, 1, 400, 4000.0),
                interval("A", 4, 2, 200, null), interval("A", 4, 3, 300, 3000.0));
        StreamSamples.Stream st = StreamSamples.of(List.of(summary("A", 4, 1000)), iv, Map.of()).streams().get(0);
        assertEquals(100, st.unitsPerSecond().min());
        assertEquals(175, st.unitsPerSecond().q1(), 1e-12);
        assertEquals(250, st.unitsPerSecond().median(), 1e-12);
        assertEquals(325, st.unitsPerSecond().q3(), 1e-12);
        assertEquals(250, st.unitsPerSecond().mean(), 1e-12);
        assertEquals(25, st.operationsPerSecond().median(), 1e-12, "operations are a tenth of the rows");
        // p99 of the three intervals that have one: 1000, 3000, 4000 → median 3000, q1 = 1000 + 0.5 × 2000 = 2000
        assertEquals(3, st.p99Micros().n());
        assertEquals(3000, st.p99Micros().median(), 1e-12);
        assertEquals(2000, st.p99Micros().q1(), 1e-12);
    }

    @Test
    void exitVelocityIsTheRateOverTheLastTenthOfTheRows() {
        // 10 intervals of 1 s: 1,000 rows/s for 9 s, then 500 rows in the last second; 9,500 rows in all.
        // The last 10 % is ⌈950⌉ rows: 500 in the last second plus 450 of the 1,000 before it, which took 0.45 s.
        // Exit velocity = 950 / 1.45 s = 655.17… rows/s; cumulative = 9,500 / 10 s = 950 rows/s.
        List<IntervalRecord> iv = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            iv.add(interval("A", 1, i, 1000, 1.0));
        }
        iv.add(interval("A", 1, 9, 500, 1.0));
        StreamSamples.Stream st = StreamSamples.of(List.of(summary("A", 1, 9500)), iv, Map.of()).streams().get(0);
        assertTrue(st.rows());
        assertEquals(950.0 / 1.45, st.exitVelocity(), 1e-9);
        assertEquals(950, st.rateVsUnits().cumulativeRate(), 1e-9);
        assertEquals(9500, st.rateVsUnits().units());
        assertEquals(2000, st.rateVsUnits().points().get(1).cumulativeUnits());
    }

    @Test
    void liveStreamsTakeTheirUnitAsAnnounced() {
        IntervalRecord i = interval("A", 1, 0, 10, null);
        StreamSamples s = StreamSamples.of(List.of(), List.of(i), Map.of(i.key(), "queries"));
        assertEquals("queries", s.streams().get(0).unit());
        assertNull(s.streams().get(0).mode());
        assertNull(s.streams().get(0).p99Micros());
    }
}
