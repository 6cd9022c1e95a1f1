package io.benchlab.core.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ThroughputDipTest {

    /** One-second intervals with these operation counts; {@code errors[i]} connection_lost errors in interval i. */
    private static List<IntervalSample> intervals(long[] ops, long[] errors) {
        List<IntervalSample> out = new ArrayList<>();
        for (int i = 0; i < ops.length; i++) {
            long e = errors == null ? 0 : errors[i];
            out.add(new IntervalSample(i, i * 1000L, 1000, ops[i], ops[i], ops[i], ops[i], 1, 1, 1, 1, e, null, null, null,
                    e == 0 ? null : Map.of("connection_lost", e)));
        }
        return out;
    }

    @Test
    void theDipRunsFromTheStrikeUntilThroughputIsBackAfterTheStreamWorkedAgain() {
        // 100/s for 4 s, struck at 4.5 s: 50, 0, 0, then 40 (worked again at 7.2 s), 60 (not yet back), 95 (back), 100
        List<IntervalSample> s = intervals(new long[] {100, 100, 100, 100, 50, 0, 0, 40, 60, 95, 100},
                new long[] {0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0});
        ThroughputDip d = ThroughputDip.of(s, 4500, 7200L, null);
        assertEquals(100.0, d.baselinePerSecond());
        assertEquals(0.0, d.lowestPerSecond());
        assertEquals(6.0, d.windowSeconds(), "4 s to the end of the first interval back at 90%");
        assertEquals(50 + 100 + 100 + 60 + 40 + 5, d.operationsLost());
        assertEquals(Map.of("connection_lost", 2L), d.errors());
    }

    @Test
    void theWindowStopsAtTheNextFaultAndNeverCountsANegativeLoss() {
        List<IntervalSample> s = intervals(new long[] {100, 100, 10, 10, 10, 10, 300}, null);
        ThroughputDip d = ThroughputDip.of(s, 2000, null, 4000L);
        assertEquals(2.0, d.windowSeconds(), "up to the next fault: never worked again");
        assertEquals(180, d.operationsLost());
        ThroughputDip unhurt = ThroughputDip.of(intervals(new long[] {100, 100, 100, 130}, null), 2000, 2001L, null);
        assertEquals(0, unhurt.operationsLost(), "a fault that cost nothing");
    }

    @Test
    void withoutAnIntervalBeforeTheStrikeThereIsNoBaseline() {
        ThroughputDip d = ThroughputDip.of(intervals(new long[] {0, 50, 100}, null), 0, 1500L, null);
        assertNull(d.baselinePerSecond());
        assertNull(d.operationsLost());
        assertEquals(0.0, d.lowestPerSecond());
    }
}
