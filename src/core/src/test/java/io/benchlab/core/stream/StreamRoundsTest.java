package io.benchlab.core.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.StreamOperation;
import io.benchlab.api.StreamWorker;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Rounds (mysqlslap's iterations): every round opens new sessions that start together once all are
 * connected, run their share and close; each round is one interval and one round sample.
 */
class StreamRoundsTest {

    @Test
    void everyRoundOpensNewSessionsThatStartTogetherAndCloseAfterTheirShare() {
        AtomicInteger opened = new AtomicInteger();
        AtomicInteger open = new AtomicInteger();
        AtomicInteger mostOpen = new AtomicInteger();
        List<Connection> connections = Collections.synchronizedList(new ArrayList<>());
        AtomicBoolean valid = new AtomicBoolean(true);
        ConnectionSource source = () -> {
            opened.incrementAndGet();
            Connection c = TestWorkers.handle(valid);
            connections.add(c);
            return c;
        };
        // each session's worker: the sessions of its round all connected before any of them runs
        AtomicInteger started = new AtomicInteger();
        List<Integer> openWhenStarted = Collections.synchronizedList(new ArrayList<>());
        StreamOperation op = new StreamOperation("call", "", (index, count) -> new StreamWorker() {
            boolean first = true;

            @Override
            public void open(Connection connection) {
                mostOpen.accumulateAndGet(open.incrementAndGet(), Math::max);
            }

            @Override
            public long execute(Connection connection, java.util.SplittableRandom random) {
                if (first) {
                    first = false;
                    started.incrementAndGet();
                    openWhenStarted.add(opened.get());
                }
                TestWorkers.work(200_000);
                return 1;
            }

            @Override
            public void close() {
                open.decrementAndGet();
            }
        }, "calls");
        List<RoundSample> rounds = new ArrayList<>();
        List<IntervalSample> intervals = new ArrayList<>();
        StreamRunner runner = new StreamRunner(source, op, new StreamPlan(3, null, 0, 0, null, new StreamPlan.Rounds(4, 2), null, null));
        StreamResult r = runner.run(new StreamListener() {
            @Override
            public void onInterval(IntervalSample sample) {
                intervals.add(sample);
            }

            @Override
            public void onRound(RoundSample round) {
                rounds.add(round);
            }
        }, null);

        assertEquals(StopReason.COMPLETED, r.reason(), r.message());
        assertEquals(3 * 4 * 2, r.operations(), "each of 3 sessions runs 2 operations in each of 4 rounds");
        assertEquals(12, opened.get(), "a new session per worker and round");
        assertTrue(connections.stream().allMatch(c -> !valid(c)), "every round's sessions were closed");
        assertEquals(3, mostOpen.get(), "never more sessions than one round's");
        // a session's first operation sees its whole round opened, and none of the next (which waits for every close)
        assertTrue(openWhenStarted.stream().allMatch(n -> n % 3 == 0), "no session ran before its round's three were connected: "
                + openWhenStarted);
        assertEquals(4, intervals.size(), "a round is an interval");
        assertTrue(intervals.stream().allMatch(i -> i.operations() == 6), "each round's interval holds its 6 operations");
        assertEquals(4, rounds.size());
        for (int i = 0; i < rounds.size(); i++) {
            RoundSample s = rounds.get(i);
            assertEquals(i, s.index());
            assertEquals(3, s.sessions());
            assertEquals(2, s.sessionQueries());
            assertTrue(s.querySeconds() > 0 && s.totalSeconds() >= s.connectSeconds() + s.querySeconds(), s.toString());
            assertTrue(s.connectAvgSeconds() <= s.connectSeconds(), s.toString());
        }
    }

    @Test
    void aSessionThatCannotConnectStopsTheStreamWithoutHangingTheOthers() {
        AtomicInteger opened = new AtomicInteger();
        AtomicBoolean valid = new AtomicBoolean(true);
        ConnectionSource source = () -> {
            if (opened.incrementAndGet() == 5) {
                throw new java.sql.SQLException("Too many connections", "08004", 1040);
            }
            return TestWorkers.handle(valid);
        };
        StreamRunner runner = new StreamRunner(source, TestWorkers.timed(100_000, 1, null),
                new StreamPlan(2, null, 0, 0, null, new StreamPlan.Rounds(10, 1), null, null));
        StreamResult r = runner.run();
        assertEquals(StopReason.ERROR, r.reason());
        assertTrue(r.message().contains("could not start round"), r.message());
        assertTrue(r.intervals().size() >= 2, "the rounds before the failure are kept: " + r.intervals().size());
    }

    @Test
    void roundsTakeNoOtherLimit() {
        assertThrows(IllegalArgumentException.class, () -> new StreamPlan(2, null, 0, 0, null, new StreamPlan.Rounds(0, 1), null, null));
        assertThrows(IllegalArgumentException.class, () -> new StreamPlan(2, null, 0, 0, null, new StreamPlan.Rounds(3, 1), null, null, 5));
        assertEquals("rounds", new StreamPlan.Rounds(3, 1).wireName());
    }

    private static boolean valid(Connection c) {
        try {
            return c.isValid(1);
        } catch (java.sql.SQLException e) {
            return false;
        }
    }
}
