package io.benchlab.core.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.StreamOperation;
import io.benchlab.api.StreamWorker;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Kinds, counts and classified errors of a stream, as the engine keeps them per interval and in total. */
class StreamKindsTest {

    private static final int READS = 0;
    private static final int WRITES = 1;

    /** Every fourth operation is "slow" (400 µs) and writes; the others are "fast" (50 µs); each reads three. */
    private static StreamOperation mixed() {
        return new StreamOperation("mix", "", (index, count) -> new StreamWorker() {
            private Tally tally;
            private long calls;

            @Override
            public void tally(Tally t) {
                tally = t;
            }

            @Override
            public long execute(Connection connection, SplittableRandom random) {
                boolean slow = calls++ % 4 == 0;
                tally.kind(slow ? 1 : 0);
                tally.add(READS, 3);
                if (slow) {
                    tally.add(WRITES, 1);
                }
                TestWorkers.work(slow ? 400_000 : 50_000);
                return slow ? 4 : 3;
            }
        }, "statements").withKinds(List.of("fast", "slow")).withCounts(List.of("reads", "writes"));
    }

    @Test
    void eachKindHasItsOwnOperationsAndLatenciesAndTheCountsAddUp() {
        StreamPlan plan = StreamPlan.closedLoop(2, Duration.ofMillis(600)).withInterval(Duration.ofMillis(100))
                .withWarmup(Duration.ofMillis(100));
        StreamResult r = new StreamRunner(TestWorkers.connections(), mixed(), plan).run();
        assertEquals(StopReason.DURATION, r.reason());
        assertTrue(r.operations() > 100, "operations " + r.operations());

        KindTotal fast = r.kinds().get("fast");
        KindTotal slow = r.kinds().get("slow");
        assertEquals(List.of("fast", "slow"), List.copyOf(r.kinds().keySet()), "kinds in the operation's order");
        assertEquals(r.operations(), fast.operations() + slow.operations(), "every operation is of one kind");
        double slowShare = slow.operations() / (double) r.operations();
        assertTrue(slowShare > 0.2 && slowShare < 0.3, "one in four is slow: " + slowShare);
        assertTrue(slow.latency().p50Micros() >= 400 && fast.latency().p50Micros() < slow.latency().p50Micros(),
                "fast " + fast.latency() + " slow " + slow.latency());
        assertEquals(fast.operations(), fast.latency().count());

        // counts are added by measured operations only (the warmup's are dropped), and every one succeeded
        assertEquals(3 * r.operations(), r.counts().get("reads"));
        assertEquals(slow.operations(), r.counts().get("writes"));
        assertEquals(r.units(), r.counts().get("reads") + r.counts().get("writes"), "units are statements here");

        long kindOps = 0;
        long reads = 0;
        for (IntervalSample s : r.intervals()) {
            assertEquals(s.operations(), s.kinds().get("fast").operations() + s.kinds().get("slow").operations(),
                    "interval " + s.index());
            kindOps += s.kinds().get("slow").operations();
            reads += s.counts().get("reads");
            assertNull(s.errorClasses(), "no errors, no classes");
        }
        assertEquals(slow.operations(), kindOps, "the kind's intervals add up to its total");
        assertEquals(r.counts().get("reads"), reads, "the count's intervals add up to its total");
        assertNull(r.errorClasses());
    }

    @Test
    void anOperationWithoutKindsOrCountsHasNone() {
        StreamResult r = new StreamRunner(TestWorkers.connections(), TestWorkers.timed(20_000, 1, null),
                StreamPlan.closedLoop(1, Duration.ofMillis(200))).run();
        assertNull(r.kinds());
        assertNull(r.counts());
        assertNull(r.intervals().get(0).kinds());
        assertNull(r.intervals().get(0).counts());
    }

    /** Worker 0 deadlocks on every 7th call and waits out a lock on every 11th; the kind is set before it fails. */
    private static StreamOperation deadlocking() {
        return new StreamOperation("tx", "", (index, count) -> new StreamWorker() {
            private Tally tally;
            private long calls;

            @Override
            public void tally(Tally t) {
                tally = t;
            }

            @Override
            public long execute(Connection connection, SplittableRandom random) throws SQLException {
                calls++;
                tally.kind((int) (calls % 2));
                TestWorkers.work(20_000);
                if (index == 0 && calls % 7 == 0) {
                    throw new SQLException("Deadlock found when trying to get lock; try restarting transaction", "40001", 1213);
                }
                if (index == 0 && calls % 11 == 0) {
                    throw new SQLException("Lock wait timeout exceeded; try restarting transaction", "HY000", 1205);
                }
                return 1;
            }
        }, "transactions").withKinds(List.of("even", "odd"));
    }

    @Test
    void deadlocksAndLockWaitTimeoutsAreRolledBackCountedByClassAndTheStreamGoesOn() {
        AtomicLong rollbacks = new AtomicLong();
        AtomicBoolean valid = new AtomicBoolean(true);
        StreamPlan plan = StreamPlan.closedLoop(2, Duration.ofMillis(500)).withInterval(Duration.ofMillis(100));
        StreamResult r = new StreamRunner(() -> TestWorkers.handle(valid, rollbacks), deadlocking(), plan).run();

        assertEquals(StopReason.DURATION, r.reason(), "retryable errors never stop the stream: " + r.message());
        assertTrue(r.errorClasses().get("deadlock") > 10, "deadlocks " + r.errorClasses());
        assertTrue(r.errorClasses().get("lock_wait_timeout") > 5, "lock waits " + r.errorClasses());
        assertEquals(r.errors(), r.errorClasses().values().stream().mapToLong(Long::longValue).sum(), "classes add up to the errors");
        assertEquals(r.errors(), rollbacks.get(), "each retryable error was rolled back on its connection");
        assertEquals(r.errors(), r.kinds().get("even").errors() + r.kinds().get("odd").errors(), "errors by kind add up");
        long fromIntervals = 0;
        for (IntervalSample s : r.intervals()) {
            long classes = s.errorClasses() == null ? 0 : s.errorClasses().values().stream().mapToLong(Long::longValue).sum();
            assertEquals(s.errors(), classes, "interval " + s.index());
            fromIntervals += s.errorClasses() == null ? 0 : s.errorClasses().getOrDefault("deadlock", 0L);
        }
        assertEquals(r.errorClasses().get("deadlock"), fromIntervals);
    }

    @Test
    void aRetryableErrorWhoseRollbackFailsFollowsTheErrorPolicy() {
        // the handle refuses the ROLLBACK, as a broken connection would: the default policy stops the stream
        StreamPlan plan = StreamPlan.closedLoop(2, Duration.ofSeconds(20)).withInterval(Duration.ofMillis(100));
        StreamResult r = new StreamRunner(TestWorkers.connections(), deadlocking(), plan).run();
        assertEquals(StopReason.ERROR, r.reason());
        assertTrue(r.message().contains("Deadlock found"), r.message());
        assertEquals(Map.of("deadlock", 1L), r.errorClasses());
    }

    @Test
    void otherErrorsStillStopTheStreamAndAreClassed() {
        StreamPlan plan = StreamPlan.closedLoop(2, Duration.ofSeconds(20)).withInterval(Duration.ofMillis(50));
        StreamResult r = new StreamRunner(TestWorkers.connections(), TestWorkers.failing(100_000, 30, false), plan).run();
        assertEquals(StopReason.ERROR, r.reason());
        assertEquals(Map.of("other", 1L), r.errorClasses());
    }

    @Test
    void aKindOrCountTheOperationDoesNotDeclareIsTheWorkersError() {
        StreamOperation op = new StreamOperation("bad", "", (index, count) -> new StreamWorker() {
            private Tally tally;

            @Override
            public void tally(Tally t) {
                tally = t;
            }

            @Override
            public long execute(Connection connection, SplittableRandom random) {
                tally.add(2, 1);
                return 1;
            }
        }, "ops").withCounts(List.of("reads", "writes"));
        StreamResult r = new StreamRunner(TestWorkers.connections(), op, StreamPlan.closedLoop(1, Duration.ofSeconds(5))).run();
        assertEquals(StopReason.ERROR, r.reason());
        assertTrue(r.message().contains("count 2 is not one of the stream operation's 2 count(s)"), r.message());
    }
}
