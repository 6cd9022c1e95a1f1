package io.benchlab.core.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** Merged intervals are what one client recording every value would have: counts added, percentiles of all values together. */
class IntervalMergeTest {

    @Test
    void mergedPercentilesAreThoseOfAllValuesTogetherNotAnAverage() {
        SplittableRandom r = new SplittableRandom(7);
        // two clients with very different latencies: averaging their p99s would be far from the truth
        Histogram fast = IntervalMerge.emptyHistogram();
        Histogram slow = IntervalMerge.emptyHistogram();
        Histogram all = IntervalMerge.emptyHistogram();
        for (int i = 0; i < 9_000; i++) {
            long v = 100_000 + r.nextLong(50_000);
            fast.recordValue(v);
            all.recordValue(v);
        }
        for (int i = 0; i < 1_000; i++) {
            long v = 20_000_000 + r.nextLong(5_000_000);
            slow.recordValue(v);
            all.recordValue(v);
        }
        IntervalMerge merge = new IntervalMerge();
        IntervalMerge.Merged m = merge.merge(3, 3000, 1_000, 2_000, List.of(
                new IntervalMerge.Part(1000, 9_000, 9_000, 1, 9_000.0, 9_000.0, fast),
                new IntervalMerge.Part(1003, 1_000, 2_000, 2, 997.0, 1_994.0, slow)));
        IntervalSample s = m.sample();
        assertEquals(3, s.index());
        assertEquals(3000, s.startOffsetMillis());
        assertEquals(1003, s.lengthMillis(), "the longest client's interval");
        assertEquals(10_000, s.operations());
        assertEquals(11_000, s.units());
        assertEquals(3, s.errors());
        assertEquals(9_997.0, s.operationsPerSecond(), 1e-9, "clients run side by side: their rates add up");
        assertEquals(all.getTotalCount(), m.responseNanos().getTotalCount());
        for (double q : new double[] {50, 90, 95, 99, 99.9}) {
            assertEquals(all.getValueAtPercentile(q), m.responseNanos().getValueAtPercentile(q), "p" + q);
        }
        assertEquals(all.getValueAtPercentile(99) / 1000.0, s.p99Micros());
        assertEquals(all.getMaxValue() / 1000.0, s.maxMicros());
        assertTrue(s.p50Micros() < 200 && s.p95Micros() > 20_000, "one value in ten is slow: p50 among the fast, p95 among the slow: " + s);
        assertEquals(1_000, m.responseNanos().getStartTimeStamp());
        assertEquals(2_000, m.responseNanos().getEndTimeStamp());
    }

    @Test
    void theTotalIsEveryMergedIntervalAdded() {
        IntervalMerge merge = new IntervalMerge();
        Histogram all = IntervalMerge.emptyHistogram();
        SplittableRandom r = new SplittableRandom(11);
        for (int k = 0; k < 5; k++) {
            List<IntervalMerge.Part> parts = new ArrayList<>();
            for (int c = 0; c < 3; c++) {
                Histogram h = IntervalMerge.emptyHistogram();
                for (int i = 0; i < 200; i++) {
                    long v = 1 + r.nextLong(10_000_000);
                    h.recordValue(v);
                    all.recordValue(v);
                }
                parts.add(new IntervalMerge.Part(1000, 200, 200, 0, 200, 200, h));
            }
            merge.merge(k, k * 1000L, 0, 0, parts);
        }
        LatencySummary total = merge.total();
        assertEquals(3_000, total.count());
        assertEquals(LatencySummary.ofNanos(all), total);
    }

    @Test
    void anIntervalWithNoOperationsHasNoPercentiles() {
        IntervalSample s = new IntervalMerge().merge(0, 0, 0, 0,
                List.of(new IntervalMerge.Part(1000, 0, 0, 0, 0, 0, IntervalMerge.emptyHistogram()))).sample();
        assertEquals(0, s.operations());
        assertTrue(Double.isNaN(s.p99Micros()) && Double.isNaN(s.maxMicros()));
    }

    @Test
    void kindsCountsAndErrorClassesOfSeveralClientsAreMergedLikeTheStream() {
        Histogram aFast = IntervalMerge.emptyHistogram();
        Histogram aSlow = IntervalMerge.emptyHistogram();
        Histogram bFast = IntervalMerge.emptyHistogram();
        Histogram bSlow = IntervalMerge.emptyHistogram();
        Histogram aAll = IntervalMerge.emptyHistogram();
        Histogram bAll = IntervalMerge.emptyHistogram();
        for (int i = 0; i < 90; i++) {
            aFast.recordValue(100_000);
            bFast.recordValue(200_000);
        }
        for (int i = 0; i < 10; i++) {
            aSlow.recordValue(5_000_000);
        }
        bSlow.recordValue(50_000_000);
        aAll.add(aFast);
        aAll.add(aSlow);
        bAll.add(bFast);
        bAll.add(bSlow);
        IntervalMerge merge = new IntervalMerge(List.of("fast", "slow"));
        IntervalMerge.Merged m = merge.merge(0, 0, 1_000, 2_000, List.of(
                new IntervalMerge.Part(1000, 100, 100, 3, 100, 100, aAll, java.util.Map.of("fast", aFast, "slow", aSlow),
                        java.util.Map.of("fast", 1L, "slow", 2L), java.util.Map.of("reads", 300L), java.util.Map.of("deadlock", 3L)),
                new IntervalMerge.Part(1000, 91, 91, 1, 91, 91, bAll, java.util.Map.of("fast", bFast, "slow", bSlow),
                        java.util.Map.of("fast", 0L, "slow", 1L), java.util.Map.of("reads", 273L),
                        java.util.Map.of("deadlock", 0L, "lock_wait_timeout", 1L))));
        IntervalSample s = m.sample();
        assertEquals(List.of("fast", "slow"), List.copyOf(s.kinds().keySet()));
        assertEquals(180, s.kinds().get("fast").operations());
        assertEquals(11, s.kinds().get("slow").operations());
        assertEquals(3, s.kinds().get("slow").errors());
        assertEquals(50_000, s.kinds().get("slow").maxMicros(), 50, "the slowest of both clients");
        assertEquals(573L, s.counts().get("reads"));
        assertEquals(java.util.Map.of("deadlock", 3L, "lock_wait_timeout", 1L), s.errorClasses());
        assertEquals(11, m.kindResponseNanos().get("slow").getTotalCount());
        merge.merge(1, 1000, 2_000, 3_000, List.of(
                new IntervalMerge.Part(1000, 100, 100, 0, 100, 100, aAll, java.util.Map.of("fast", aFast, "slow", aSlow),
                        java.util.Map.of("fast", 0L, "slow", 0L), null, null)));
        assertEquals(21, merge.kindTotals().get("slow").operations(), "totals over the merged intervals");
        assertEquals(3, merge.kindTotals().get("slow").errors());
        assertEquals(21, merge.kindTotals().get("slow").latency().count());
    }
}
