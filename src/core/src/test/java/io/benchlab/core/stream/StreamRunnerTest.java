package io.benchlab.core.stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import io.benchlab.api.StreamOperation;
import io.benchlab.api.StreamWorker;
import org.junit.jupiter.api.Test;

class StreamRunnerTest {

    private static void assertSumsMatch(StreamResult r) {
        List<IntervalSample> s = r.intervals();
        for (int i = 0; i < s.size(); i++) {
            assertEquals(i, s.get(i).index(), "interval indices without gaps");
        }
        assertEquals(r.operations(), s.stream().mapToLong(IntervalSample::operations).sum(), "operations");
        assertEquals(r.units(), s.stream().mapToLong(IntervalSample::units).sum(), "units");
        assertEquals(r.errors(), s.stream().mapToLong(IntervalSample::errors).sum(), "errors");
        assertEquals(r.operations(), r.latency().count(), "one latency per operation");
    }

    @Test
    void closedLoopIntervalsSumToTotals() {
        List<IntervalSample> seen = new CopyOnWriteArrayList<>();
        StreamPlan plan = StreamPlan.closedLoop(2, Duration.ofMillis(1200)).withInterval(Duration.ofMillis(100));
        StreamResult r = new StreamRunner(TestWorkers.connections(), TestWorkers.timed(50_000, 5, null), plan)
                .run(seen::add, null);
        assertEquals(StopReason.DURATION, r.reason());
        assertSumsMatch(r);
        assertEquals(r.intervals(), seen, "the listener saw every interval, in order");
        assertEquals(12, r.intervals().size(), "1.2 s in 100 ms intervals; the drain extends the last");
        assertTrue(r.operations() > 1000, "ops " + r.operations());
        assertTrue(r.units() > r.operations(), "units are reported per operation");
        IntervalSample first = r.intervals().get(0);
        assertEquals(0, first.startOffsetMillis());
        // Lower bounds only: how late a loaded machine wakes the sampler is not the engine's property.
        assertTrue(first.lengthMillis() >= 95, "length " + first.lengthMillis());
        assertTrue(first.p50Micros() >= 50, "p50 " + first.p50Micros());
        assertTrue(r.elapsed().toMillis() >= 1200, "elapsed " + r.elapsed());
        assertNull(r.arrivals());
    }

    @Test
    void runnersOnOneStartLineStartOnlyWhenTheSlowestIsConnected() throws Exception {
        // one runner's connection takes a while; the other's first operation must still wait for it
        AtomicLong slowConnected = new AtomicLong();
        AtomicLong fastFirstOperation = new AtomicLong();
        ConnectionSource slow = () -> {
            java.util.concurrent.locks.LockSupport.parkNanos(300_000_000L);
            slowConnected.set(System.nanoTime());
            return TestWorkers.connections().open();
        };
        StreamOperation fastOp = new StreamOperation("fast", "", (i, n) -> (c, r) -> {
            fastFirstOperation.compareAndSet(0, System.nanoTime());
            return 1;
        }, "ops");
        StreamPlan plan = StreamPlan.closedLoop(1, Duration.ofMillis(300)).withInterval(Duration.ofMillis(100));
        StartLine line = new StartLine(2);
        StreamRunner a = new StreamRunner(TestWorkers.connections(), fastOp, plan);
        StreamRunner b = new StreamRunner(slow, TestWorkers.timed(10_000, 1, null), plan);
        a.startWith(line);
        b.startWith(line);
        List<StreamResult> results = new CopyOnWriteArrayList<>();
        Thread ta = Thread.ofPlatform().start(() -> results.add(a.run()));
        Thread tb = Thread.ofPlatform().start(() -> results.add(b.run()));
        ta.join();
        tb.join();
        assertEquals(2, results.size());
        assertTrue(slowConnected.get() > 0 && fastFirstOperation.get() > slowConnected.get(),
                "the fast stream's first operation comes after the slow stream's connection");
        results.forEach(r -> assertEquals(StopReason.DURATION, r.reason(), r.toString()));
    }

    @Test
    void aRunnerThatNeverStartsLeavesTheStartLineSoTheOthersGoOn() throws Exception {
        StartLine line = new StartLine(2);
        line.leave();
        StreamRunner a = new StreamRunner(TestWorkers.connections(), TestWorkers.timed(10_000, 1, null),
                StreamPlan.closedLoop(1, Duration.ofMillis(100)));
        a.startWith(line);
        assertEquals(StopReason.DURATION, a.run().reason());
    }

    @Test
    void selfTimedWorkersCountRequestsNotCalls() {
        // a worker with 4 requests "in flight": each call completes all 4, each reported with its own 200 µs latency
        AtomicLong calls = new AtomicLong();
        StreamOperation op = new StreamOperation("queued", "", (i, n) -> new StreamWorker() {
            private RequestTimes times;

            @Override
            public boolean timesOwnRequests(RequestTimes t) {
                times = t;
                return true;
            }

            @Override
            public long execute(java.sql.Connection c, java.util.SplittableRandom r) {
                calls.incrementAndGet();
                long now = System.nanoTime();
                for (int k = 0; k < 4; k++) {
                    times.completed(now - 200_000, now, 4096);
                }
                TestWorkers.work(20_000);
                return -1; // ignored: the reports carry the units
            }
        }, "bytes");
        StreamPlan plan = StreamPlan.closedLoop(2, Duration.ofMillis(300)).withInterval(Duration.ofMillis(100));
        StreamResult r = new StreamRunner(() -> null, op, plan).run();
        assertEquals(StopReason.DURATION, r.reason());
        assertSumsMatch(r);
        assertTrue(r.operations() > 0);
        assertEquals(r.operations() * 4096, r.units(), "one operation per reported request, 4096 bytes each");
        assertTrue(calls.get() * 4 >= r.operations(), "requests, not calls");
        assertEquals(200, r.latency().p50Micros(), 1, "latencies come from the reports, not the time around a call");
    }

    @Test
    void maxOperationsIsExact() {
        StreamPlan plan = new StreamPlan(3, null, 5000, 0, Duration.ofMillis(20), null, null, null);
        StreamResult r = new StreamRunner(TestWorkers.connections(), TestWorkers.timed(10_000, 3, null), plan).run();
        assertEquals(StopReason.COMPLETED, r.reason());
        assertEquals(5000, r.operations());
        assertSumsMatch(r);
    }

    @Test
    void iterationsAreEachWorkersShareAndTheLastWorkerDoneEndsTheStream() {
        // mysqlslap's --iterations per client: a fast worker finishing first stops alone, the slow ones go on
        long[] perWorker = new long[3];
        StreamOperation op = new StreamOperation("calls", "", (index, count) -> new StreamWorker() {
            @Override
            public long execute(java.sql.Connection c, java.util.SplittableRandom r) {
                TestWorkers.work(index == 0 ? 2_000_000 : 100_000);
                perWorker[index]++;
                return 1;
            }
        }, "calls");
        StreamPlan plan = new StreamPlan(3, null, 0, 0, Duration.ofMillis(20), null, null, null, 40);
        StreamResult r = new StreamRunner(TestWorkers.connections(), op, plan).run();
        assertEquals(StopReason.COMPLETED, r.reason(), r.message());
        assertEquals(120, r.operations(), "three workers, forty each");
        assertArrayEquals(new long[] {40, 40, 40}, perWorker, "each worker did exactly its share, the slow one too");
        assertSumsMatch(r);
        assertThrows(IllegalArgumentException.class, () -> StreamPlan.arrivalRate(2, Duration.ofSeconds(1), 100, 1, 10).withIterations(5),
                "arrivals are shared: no per-worker share");
    }

    @Test
    void maxUnitsStopsTheRun() {
        StreamPlan plan = new StreamPlan(2, Duration.ofSeconds(30), 0, 20_000, null, null, null, null);
        StreamResult r = new StreamRunner(TestWorkers.connections(), TestWorkers.timed(10_000, 10, null), plan).run();
        assertEquals(StopReason.COMPLETED, r.reason());
        assertTrue(r.units() >= 20_000 && r.units() < 20_000 + 2 * 10, "units " + r.units());
        assertSumsMatch(r);
    }

    @Test
    void warmupIsExcluded() {
        AtomicLong executions = new AtomicLong();
        StreamPlan plan = StreamPlan.closedLoop(1, Duration.ofMillis(500)).withWarmup(Duration.ofMillis(400))
                .withInterval(Duration.ofMillis(100));
        StreamResult r = new StreamRunner(TestWorkers.connections(), TestWorkers.timed(1_000_000, 1, executions), plan).run();
        assertSumsMatch(r);
        assertEquals(5, r.intervals().size());
        // Each operation takes at least 1 ms: the 400 ms warm-up ran some (how many depends on the
        // machine), none of them counted, and 500 measured ms cannot hold more than ~500.
        assertTrue(r.operations() < executions.get(), "warmup ops excluded: " + r.operations() + " of " + executions);
        assertTrue(r.operations() > 0 && r.operations() <= 510, "ops " + r.operations());
    }

    @Test
    void cancelDeliversEveryFinishedInterval() throws Exception {
        List<IntervalSample> seen = new CopyOnWriteArrayList<>();
        StreamPlan plan = StreamPlan.closedLoop(2, Duration.ofSeconds(60)).withInterval(Duration.ofMillis(100));
        StreamRunner runner = new StreamRunner(TestWorkers.connections(), TestWorkers.timed(1_000_000, 1, null), plan);
        Thread canceller = new Thread(() -> {
            TestWorkers.work(550_000_000L);
            runner.cancel();
        });
        long t0 = System.nanoTime();
        canceller.start();
        StreamResult r = runner.run(seen::add, null);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        canceller.join();
        assertEquals(StopReason.CANCELLED, r.reason());
        assertTrue(ms < 10_000, "stopped without waiting for the 30 s grace: " + ms + " ms");
        assertEquals(r.intervals(), seen);
        assertEquals(6, seen.size(), "five full intervals and the partial sixth");
        assertTrue(seen.get(5).lengthMillis() >= 20 && seen.get(5).lengthMillis() <= 100, "partial " + seen.get(5));
        assertTrue(seen.get(5).operations() > 0);
        assertSumsMatch(r);
    }

    @Test
    void firstErrorStopsTheRunByDefault() {
        StreamPlan plan = StreamPlan.closedLoop(2, Duration.ofSeconds(30)).withInterval(Duration.ofMillis(50));
        StreamResult r = new StreamRunner(TestWorkers.connections(), TestWorkers.failing(1_000_000, 200, false), plan).run();
        assertEquals(StopReason.ERROR, r.reason());
        assertTrue(r.message().contains("deliberate failure 200") && r.message().contains("HY000"), r.message());
        assertEquals(1, r.errors());
        assertTrue(r.intervals().size() >= 3, "intervals before the error are kept");
        assertSumsMatch(r);
    }

    @Test
    void errorsAreCountedWhileTheConnectionLives() {
        StreamPlan plan = new StreamPlan(2, null, 2000, 0, Duration.ofMillis(20), null, null,
                StreamPlan.ErrorPolicy.CONTINUE_WHILE_CONNECTED);
        StreamResult r = new StreamRunner(TestWorkers.connections(), TestWorkers.failing(20_000, 10, true), plan).run();
        assertEquals(StopReason.COMPLETED, r.reason());
        assertTrue(r.errors() > 50, "errors " + r.errors());
        assertEquals(2000, r.operations() + r.errors(), "errors consume operations of the limit");
        assertSumsMatch(r);

        AtomicBoolean valid = new AtomicBoolean(false);
        StreamResult dead = new StreamRunner(() -> TestWorkers.handle(valid), TestWorkers.failing(20_000, 10, true),
                plan.withDuration(Duration.ofSeconds(30)).withMaxOperations(0)).run();
        assertEquals(StopReason.ERROR, dead.reason());
        assertTrue(dead.message().contains("lost its connection"), dead.message());
        assertSumsMatch(dead);
    }

    @Test
    void connectionFailureIsAnError() {
        StreamResult r = new StreamRunner(() -> {
            throw new SQLException("Access denied", "28000", 1045);
        }, TestWorkers.timed(1000, 1, null), StreamPlan.closedLoop(2, Duration.ofSeconds(5))).run();
        assertEquals(StopReason.ERROR, r.reason());
        assertTrue(r.message().contains("could not start") && r.message().contains("Access denied"), r.message());
        assertEquals(0, r.operations());
    }

    @Test
    void probeCountersAreAttachedPerInterval() {
        AtomicLong cumulative = new AtomicLong(1000);
        IntervalProbe probe = IntervalProbe.deltas(() -> Map.of("Com_insert", cumulative.addAndGet(7)));
        StreamPlan plan = StreamPlan.closedLoop(1, Duration.ofMillis(300)).withInterval(Duration.ofMillis(100));
        StreamResult r = new StreamRunner(TestWorkers.connections(), TestWorkers.timed(100_000, 1, null), plan)
                .run(null, probe);
        assertEquals(3, r.intervals().size());
        for (IntervalSample s : r.intervals()) {
            assertEquals(Map.of("Com_insert", 7L), s.counters());
        }
        java.util.Map<String, Long> withNull = new java.util.HashMap<>();
        withNull.put("Threads_running", null);
        withNull.put("Questions", 5L);
        StreamResult g = new StreamRunner(TestWorkers.connections(), TestWorkers.timed(100_000, 1, null),
                plan.withDuration(Duration.ofMillis(200))).run(null, () -> withNull);
        assertEquals(Map.of("Questions", 5L), g.intervals().get(0).counters(), "null values are dropped");
        StreamResult failing = new StreamRunner(TestWorkers.connections(), TestWorkers.timed(100_000, 1, null),
                plan.withDuration(Duration.ofMillis(200))).run(null, () -> {
                    throw new IllegalStateException("probe down");
                });
        assertEquals(StopReason.DURATION, failing.reason(), "a failing probe does not stop the run");
        assertNull(failing.intervals().get(0).counters());
    }

    @Test
    void everyIntervalCountsExactlyTheOperationsItsHistogramHolds() {
        // busy workers and short intervals: many operations finish while an interval boundary is taken
        List<long[]> histogramCounts = new CopyOnWriteArrayList<>();
        StreamPlan plan = StreamPlan.closedLoop(4, Duration.ofMillis(600)).withInterval(Duration.ofMillis(10));
        StreamResult r = new StreamRunner(TestWorkers.connections(), TestWorkers.timed(0, 1, null), plan).run(new StreamListener() {
            @Override
            public void onInterval(IntervalSample sample) {
            }

            @Override
            public void onIntervalHistogram(int index, org.HdrHistogram.Histogram responseNanos) {
                histogramCounts.add(new long[] {index, responseNanos.getTotalCount()});
            }
        }, null);
        assertSumsMatch(r);
        assertEquals(r.intervals().size(), histogramCounts.size());
        for (long[] h : histogramCounts) {
            assertEquals(h[1], r.intervals().get((int) h[0]).operations(), "interval " + h[0] + ": operations and histogram count");
        }
    }

    @Test
    void engineKeepsNothingPerOperation() {
        // Design check: the runner's state is counters, recorders and one bounded queue; the only
        // growing list is one IntervalSample per interval (built in run()), never one entry per operation.
        for (Field f : StreamRunner.class.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers())) {
                continue;
            }
            Class<?> t = f.getType();
            boolean growable = Collection.class.isAssignableFrom(t) && t != ArrayBlockingQueue.class;
            assertTrue(!growable && !t.isArray() && !Map.class.isAssignableFrom(t), "per-operation storage? " + f);
        }
        StreamPlan plan = new StreamPlan(2, null, 300_000, 0, Duration.ofMillis(100), null, null, null);
        StreamResult r = new StreamRunner(TestWorkers.connections(), TestWorkers.timed(0, 1, null), plan).run();
        assertEquals(300_000, r.operations());
        assertTrue(r.intervals().size() < 100, "intervals " + r.intervals().size());
        assertSumsMatch(r);
    }

    @Test
    void planValidation() {
        List<Runnable> bad = new ArrayList<>();
        bad.add(() -> new StreamPlan(0, Duration.ofSeconds(1), 0, 0, null, null, null, null));
        bad.add(() -> new StreamPlan(1, null, 0, 0, null, null, null, null));
        bad.add(() -> StreamPlan.closedLoop(1, Duration.ofSeconds(1)).withIterations(-1));
        bad.add(() -> new StreamPlan.ArrivalRate(0, 1, 10));
        bad.add(() -> new StreamPlan.ArrivalRate(10, 1, 0));
        bad.add(() -> StreamPlan.closedLoop(1, Duration.ZERO));
        for (Runnable b : bad) {
            try {
                b.run();
                throw new AssertionError("accepted an invalid plan");
            } catch (IllegalArgumentException expected) {
                // expected
            }
        }
        StreamPlan p = StreamPlan.closedLoop(1, Duration.ofSeconds(1));
        assertEquals(Duration.ofSeconds(1), p.interval());
        assertEquals(StreamPlan.ErrorPolicy.STOP_ON_FIRST_ERROR, p.errorPolicy());
        assertTrue(p.mode() instanceof StreamPlan.ClosedLoop);
    }
}
