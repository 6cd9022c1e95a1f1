package io.benchlab.core.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Arrays;
import org.apache.commons.math3.distribution.ExponentialDistribution;
import org.apache.commons.math3.stat.inference.KolmogorovSmirnovTest;
import org.junit.jupiter.api.Test;

/** Real timing tests of the arrival-rate mode (no database: workers spin or park for a set time). */
class ArrivalRateTest {

    private static final long SEED = 20260101L;

    private static void assertSumsMatch(StreamResult r) {
        assertEquals(r.operations(), r.intervals().stream().mapToLong(IntervalSample::operations).sum());
        assertEquals(r.units(), r.intervals().stream().mapToLong(IntervalSample::units).sum());
        assertEquals(r.operations(), r.latency().count());
    }

    /**
     * λ = 10,000/s for 3 s with fast workers. What the design guarantees, whatever the machine's load:
     * the intended inter-arrival times are exponential with mean 1/λ (KS test); the intended schedule
     * does not drift — the arrivals due by the scheduler's end are λ × its run time within 1% (with a
     * fixed seed the schedule is deterministic: this seed's first 3 s hold 0.4% more arrivals than λ·3 s;
     * a scheduler that set each arrival from its own wake-up would fall far outside) — and no arrival is
     * enqueued before it is due, each with its lateness measured. How closely the scheduler kept up
     * (arrivals against due, lateness, achieved rate) depends on the CPU it gets: the line printed here
     * and the arrival-rate check of scripts/bench-vs-sysbench.sh measure it; it is never asserted (a
     * loaded 2-core machine had it 15 arrivals behind at the stop).
     */
    @Test
    void holdsTenThousandPerSecond() {
        double lambda = 10_000;
        StreamPlan plan = StreamPlan.arrivalRate(2, Duration.ofSeconds(3), lambda, SEED, 10_000);
        StreamResult r = new StreamRunner(TestWorkers.connections(), TestWorkers.timed(5_000, 1, null), plan).run();
        ArrivalStats a = r.arrivals();
        System.out.printf("arrival-rate 10k/s: arrivals=%d due=%d seconds=%.4f achieved=%.1f/s (%.3f%% off) "
                        + "lateness p50=%.1fus p99=%.1fus max=%.1fus; response p99=%.1fus service p99=%.1fus; queuedAtEnd=%d%n",
                a.arrivals(), a.due(), a.schedulerSeconds(), a.achievedPerSecond(),
                100 * (a.achievedPerSecond() - lambda) / lambda, a.lateness().p50Micros(), a.lateness().p99Micros(),
                a.lateness().maxMicros(), r.latency().p99Micros(), r.serviceTime().p99Micros(), a.queuedAtEnd());
        assertEquals(StopReason.DURATION, r.reason(), r.message());
        assertSumsMatch(r);

        long[] gaps = a.interArrivalNanos();
        assertEquals(a.arrivals(), gaps.length, "all gaps kept below the sample limit");
        double[] seconds = Arrays.stream(gaps).mapToDouble(g -> g / 1e9).toArray();
        double p = new KolmogorovSmirnovTest().kolmogorovSmirnovTest(
                new ExponentialDistribution(null, 1 / lambda), seconds);
        System.out.printf("KS p-value vs Exp(mean 1/λ): %.4f over %d gaps%n", p, seconds.length);
        assertTrue(p > 0.01, "inter-arrival times are exponential: p=" + p);

        double dueOff = Math.abs(a.due() / a.schedulerSeconds() - lambda) / lambda;
        assertTrue(dueOff < 0.01, "the intended schedule holds λ: " + a.due() + " due in " + a.schedulerSeconds() + " s");
        assertTrue(a.arrivals() > 0 && a.arrivals() <= a.due(), "no arrival before its time: " + a.arrivals() + " of " + a.due() + " due");
        assertEquals(a.arrivals(), a.lateness().count(), "every arrival's lateness measured");
        assertTrue(r.operations() <= a.arrivals(), "only arrivals are served: " + r.operations() + " of " + a.arrivals());
    }

    @Test
    void sameSeedSameSchedule() {
        StreamPlan plan = StreamPlan.arrivalRate(1, Duration.ofMillis(300), 2_000, 7, 1000);
        long[] a = new StreamRunner(TestWorkers.connections(), TestWorkers.timed(1_000, 1, null), plan).run()
                .arrivals().interArrivalNanos();
        long[] b = new StreamRunner(TestWorkers.connections(), TestWorkers.timed(1_000, 1, null), plan).run()
                .arrivals().interArrivalNanos();
        int n = Math.min(a.length, b.length);
        assertTrue(n > 400, "gaps " + n);
        assertTrue(Arrays.equals(Arrays.copyOf(a, n), Arrays.copyOf(b, n)));
    }

    /** 5 ms service, 2 workers (capacity 400/s), λ = 340/s: waiting in the queue shows in response time. */
    @Test
    void queueWaitIsPartOfResponseTime() {
        StreamPlan plan = StreamPlan.arrivalRate(2, Duration.ofSeconds(3), 340, SEED, 10_000)
                .withInterval(Duration.ofMillis(500));
        StreamResult r = new StreamRunner(TestWorkers.connections(), TestWorkers.timed(5_000_000, 1, null), plan).run();
        System.out.printf("slow workers at 85%%: response p50=%.0fus p99=%.0fus, service p50=%.0fus p99=%.0fus%n",
                r.latency().p50Micros(), r.latency().p99Micros(), r.serviceTime().p50Micros(), r.serviceTime().p99Micros());
        assertEquals(StopReason.DURATION, r.reason(), r.message());
        assertSumsMatch(r);
        // Only lower bounds and orderings: upper bounds on time would measure the machine, not the engine.
        assertTrue(r.serviceTime().p99Micros() >= 5_000, "service p99 " + r.serviceTime().p99Micros());
        assertTrue(r.latency().p99Micros() > 1.2 * r.serviceTime().p99Micros(),
                "response p99 " + r.latency().p99Micros() + " vs service p99 " + r.serviceTime().p99Micros());
        assertTrue(r.latency().p50Micros() >= r.serviceTime().p50Micros());
    }

    @Test
    void fullQueueStopsTheRun() {
        StreamPlan plan = StreamPlan.arrivalRate(1, Duration.ofSeconds(30), 2_000, SEED, 5)
                .withInterval(Duration.ofMillis(50));
        long t0 = System.nanoTime();
        StreamResult r = new StreamRunner(TestWorkers.connections(), TestWorkers.timed(20_000_000, 1, null), plan).run();
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertEquals(StopReason.QUEUE_FULL, r.reason());
        assertTrue(r.message().contains("queue full") && r.message().contains("5 arrivals"), r.message());
        assertTrue(ms < 10_000, "stopped without waiting for the 30 s grace: " + ms + " ms");
        assertEquals(r.arrivals().arrivals() + 1, r.arrivals().due());
        assertSumsMatch(r);
    }

    /**
     * The queue holds every arrival the run can have (2,000): on a loaded machine two workers that
     * lose the CPU for 0.2 s fell 1,000 behind 5,000/s and the run stopped as "queue full", which is
     * the case above, not this one.
     */
    @Test
    void maxOperationsDrainsTheQueue() {
        StreamPlan plan = new StreamPlan(2, null, 2_000, 0, null, new StreamPlan.ArrivalRate(5_000, SEED, 2_000), null, null);
        StreamResult r = new StreamRunner(TestWorkers.connections(), TestWorkers.timed(10_000, 2, null), plan).run();
        assertEquals(StopReason.COMPLETED, r.reason(), r.message());
        assertEquals(2_000, r.operations());
        assertEquals(0, r.arrivals().queuedAtEnd());
        assertSumsMatch(r);
    }

    @Test
    void warmupArrivalsAreNotMeasured() {
        StreamPlan plan = StreamPlan.arrivalRate(2, Duration.ofMillis(500), 2_000, SEED, 1000)
                .withWarmup(Duration.ofMillis(500));
        StreamResult r = new StreamRunner(TestWorkers.connections(), TestWorkers.timed(10_000, 1, null), plan).run();
        assertSumsMatch(r);
        assertTrue(r.arrivals().arrivals() > 1_700, "arrivals " + r.arrivals().arrivals());
        assertTrue(r.operations() > 800 && r.operations() < 1_200, "measured " + r.operations());
    }
}
