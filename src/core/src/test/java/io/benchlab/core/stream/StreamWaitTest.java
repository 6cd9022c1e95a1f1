package io.benchlab.core.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.StreamOperation;
import io.benchlab.api.StreamWorker;
import java.sql.Connection;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * A worker's wait before its next operation ({@link StreamWorker.Tally#waitBeforeNext}: a terminal's
 * keying and think times) is outside the timed window: it delays the next operation, counts in no
 * response time, and ends when the stream stops.
 */
class StreamWaitTest {
    private static final Duration WAIT = Duration.ofMillis(150);

    /** A worker that does nothing and asks for {@code wait} before each next operation (and before its first). */
    private static StreamOperation waiting(Duration wait, List<long[]> spans, AtomicLong opened, AtomicBoolean closed) {
        return new StreamOperation("terminal", "", (i, n) -> new StreamWorker() {
            private Tally tally;
            private long lastEnd;

            @Override
            public void tally(Tally t) {
                tally = t;
            }

            @Override
            public void open(Connection c) {
                opened.set(System.nanoTime());
                tally.waitBeforeNext(wait);
            }

            @Override
            public long execute(Connection c, SplittableRandom r) {
                long start = System.nanoTime();
                spans.add(new long[] {lastEnd, start});
                lastEnd = System.nanoTime();
                tally.waitBeforeNext(wait);
                return 1;
            }

            @Override
            public void close() {
                closed.set(true);
            }
        }, "transactions");
    }

    @Test
    void theWaitDelaysTheNextOperationAndIsInNoResponseTime() {
        List<long[]> spans = new CopyOnWriteArrayList<>();
        AtomicLong opened = new AtomicLong();
        StreamPlan plan = StreamPlan.closedLoop(1, Duration.ofMillis(1_200)).withInterval(Duration.ofMillis(200));
        StreamResult r = new StreamRunner(TestWorkers.connections(), waiting(WAIT, spans, opened, new AtomicBoolean()), plan).run();
        assertEquals(StopReason.DURATION, r.reason());
        assertTrue(r.operations() >= 2, "some operations ran: " + r.operations());
        // at most one operation per wait: the worker really waited between them
        assertTrue(r.operations() <= 1_200 / WAIT.toMillis() + 1, "operations " + r.operations() + " in 1.2 s with 150 ms waits");
        assertTrue(spans.get(0)[1] - opened.get() >= WAIT.toNanos(), "a wait asked for in open() delays the first operation");
        for (int k = 1; k < spans.size(); k++) {
            long gap = spans.get(k)[1] - spans.get(k)[0];
            assertTrue(gap >= WAIT.toNanos(), "operation " + k + " started " + gap / 1e6 + " ms after the previous ended");
        }
        // the operations themselves take no time: a response time holding a wait would be 150 ms or more
        assertTrue(r.latency().meanMicros() < WAIT.toNanos() / 1_000.0 / 2, "mean response time " + r.latency().meanMicros() + " µs");
        assertEquals(r.operations(), r.intervals().stream().mapToLong(IntervalSample::operations).sum());
    }

    @Test
    void aStopEndsTheWait() {
        AtomicBoolean closed = new AtomicBoolean();
        StreamPlan plan = StreamPlan.closedLoop(2, Duration.ofMillis(300)).withInterval(Duration.ofMillis(100));
        StreamResult r = new StreamRunner(TestWorkers.connections(), waiting(Duration.ofHours(1), new CopyOnWriteArrayList<>(),
                new AtomicLong(), closed), plan).run();
        assertEquals(StopReason.DURATION, r.reason());
        assertEquals(0, r.operations(), "the first operation waits an hour");
        // the workers left their wait and closed before run() returned, instead of being abandoned asleep
        assertTrue(closed.get(), "a worker still waiting when the stream stopped");
    }

    @Test
    void atAnArrivalRateTheArrivalsSetThePace() {
        List<long[]> spans = new CopyOnWriteArrayList<>();
        StreamPlan plan = StreamPlan.arrivalRate(2, Duration.ofMillis(600), 200, 1, 1_000).withInterval(Duration.ofMillis(200));
        StreamResult r = new StreamRunner(TestWorkers.connections(), waiting(Duration.ofHours(1), spans, new AtomicLong(),
                new AtomicBoolean()), plan).run();
        assertEquals(StopReason.DURATION, r.reason());
        assertTrue(r.operations() > 10, "the arrivals were served without waiting: " + r.operations());
    }
}
