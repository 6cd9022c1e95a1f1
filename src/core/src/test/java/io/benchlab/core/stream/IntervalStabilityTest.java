package io.benchlab.core.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class IntervalStabilityTest {

    private static IntervalSample sample(int i, double opsPerSecond, double p99) {
        return new IntervalSample(i, i * 1000L, 1000, (long) opsPerSecond, (long) opsPerSecond * 2,
                opsPerSecond, opsPerSecond * 2, p99 / 2, p99 / 1.5, p99, p99 * 2, 0, null);
    }

    @Test
    void r7Quartiles() {
        // R: quantile(c(1,2,3,4), c(.25,.5,.75)) = 1.75 2.5 3.25 (type 7 is R's default)
        IntervalStability.Summary s = IntervalStability.summary(new double[] {4, 1, 3, 2});
        assertEquals(1, s.min());
        assertEquals(1.75, s.q1(), 1e-12);
        assertEquals(2.5, s.median(), 1e-12);
        assertEquals(3.25, s.q3(), 1e-12);
        assertEquals(4, s.max());
        assertEquals(2.5, s.mean(), 1e-12);
        // R: quantile(c(7, 15, 36, 39, 40, 41)) = 7.00 20.25 37.50 39.75 41.00
        IntervalStability.Summary t = IntervalStability.summary(new double[] {36, 7, 40, 15, 41, 39});
        assertEquals(20.25, t.q1(), 1e-12);
        assertEquals(37.5, t.median(), 1e-12);
        assertEquals(39.75, t.q3(), 1e-12);
        assertEquals(1, IntervalStability.summary(new double[] {5}).n());
        assertEquals(5, IntervalStability.summary(new double[] {5}).q3());
        assertTrue(Double.isNaN(IntervalStability.summary(new double[0]).median()));
    }

    @Test
    void summarizesThroughputAndP99SkippingEmptyIntervals() {
        List<IntervalSample> series = List.of(sample(0, 100, 10), sample(1, 200, 20), sample(2, 300, 30),
                new IntervalSample(3, 3000, 1000, 0, 0, 0, 0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, 0, null));
        IntervalStability s = IntervalStability.of(series);
        assertEquals(4, s.intervals());
        assertEquals(4, s.throughput().n());
        assertEquals(0, s.throughput().min());
        assertEquals(150, s.throughput().median(), 1e-9);
        assertEquals(3, s.p99Micros().n(), "an interval without operations has no p99");
        assertEquals(20, s.p99Micros().median(), 1e-9);
        assertEquals(300, s.unitsRate().median(), 1e-9);
        assertEquals(20, s.p99Micros().mean(), 1e-9);
    }
}
