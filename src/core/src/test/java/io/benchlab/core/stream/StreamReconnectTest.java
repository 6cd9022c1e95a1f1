package io.benchlab.core.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.StreamOperation;
import io.benchlab.api.StreamWorker;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** Workers that survive a fault of their server ({@link StreamPlan#reconnect()}), the recovery watch and acknowledged keys. */
class StreamReconnectTest {

    /**
     * A server that can go away: while down, connections it gave are dead and new ones are refused
     * (a few times at least, as a restarting server refuses them); each connection is valid only
     * while the server runs the life it was opened in.
     */
    private static final class Server {
        final AtomicLong life = new AtomicLong(1);
        final AtomicBoolean up = new AtomicBoolean(true);
        final AtomicLong refused = new AtomicLong();
        final AtomicLong opened = new AtomicLong();

        ConnectionSource source() {
            return () -> {
                if (!up.get()) {
                    refused.incrementAndGet();
                    throw new SQLNonTransientConnectionException("Connection refused", "08000");
                }
                opened.incrementAndGet();
                Connection c = TestWorkers.handle(new AtomicBoolean(true));
                lives.put(c, life.get());
                return c;
            };
        }

        final java.util.Map<Connection, Long> lives = new java.util.concurrent.ConcurrentHashMap<>();

        boolean works(Connection c) {
            return up.get() && lives.getOrDefault(c, -1L) == life.get();
        }

        void kill() {
            up.set(false);
            life.incrementAndGet();
        }
    }

    /** Each operation takes 1 ms and fails as a dead connection does when its server is gone; counts its opens. */
    private static StreamOperation writes(Server server, AtomicLong opens) {
        return new StreamOperation("writes", "", (index, count) -> new StreamWorker() {
            @Override
            public void open(Connection connection) {
                opens.incrementAndGet();
            }

            @Override
            public long execute(Connection connection, SplittableRandom random) throws SQLException {
                TestWorkers.work(1_000_000);
                if (!server.works(connection)) {
                    throw new SQLNonTransientConnectionException("(conn=7) Connection reset", "08000", 2013);
                }
                return 1;
            }
        }, "rows");
    }

    @Test
    void workersReconnectOpenTheirWorkerAgainAndTheStreamGoesOn() throws Exception {
        Server server = new Server();
        AtomicLong opens = new AtomicLong();
        StreamPlan plan = StreamPlan.closedLoop(2, Duration.ofMillis(1500)).withInterval(Duration.ofMillis(100))
                .withReconnect(StreamPlan.Reconnect.DEFAULT);
        StreamRunner runner = new StreamRunner(server.source(), writes(server, opens), plan);
        AtomicReference<FirstSuccess> recovery = new AtomicReference<>();
        AtomicLong backAt = new AtomicLong();
        AtomicBoolean finished = new AtomicBoolean();
        Thread fault = new Thread(() -> {
            TestWorkers.work(400_000_000L);
            recovery.set(runner.firstSuccessFrom(System.nanoTime()));
            server.kill();
            while (server.refused.get() < 4 && !finished.get()) { // the workers find it down a few times
                TestWorkers.work(10_000_000L);
            }
            backAt.set(System.nanoTime());
            server.up.set(true);
        });
        fault.start();
        StreamResult r = runner.run();
        finished.set(true);
        fault.join();

        assertEquals(StopReason.DURATION, r.reason(), "a lost connection does not end the stream: " + r.message());
        assertEquals(2, r.errors(), "one failed operation per worker, the one that found its connection dead");
        assertEquals(java.util.Map.of("connection_lost", 2L), r.errorClasses());
        assertEquals(4, opens.get(), "each worker's StreamWorker was opened again on its new connection");
        assertEquals(4, server.opened.get(), "one connection per worker, one more each after the fault");
        List<IntervalSample> s = r.intervals();
        assertTrue(s.get(s.size() - 1).operations() > 0, "work goes on after the server came back: " + s.get(s.size() - 1));
        assertTrue(recovery.get().endNanos().isPresent(), "the stream worked again");
        assertTrue(recovery.get().endNanos().getAsLong() > backAt.get(), "the first success came after the server was back");
    }

    @Test
    void withoutReconnectALostConnectionStopsTheStream() {
        Server server = new Server();
        StreamOperation op = writes(server, new AtomicLong());
        // every connection the workers get belongs to a life of the server that already ended
        ConnectionSource old = () -> TestWorkers.handle(new AtomicBoolean(false));
        StreamResult r = new StreamRunner(old, op, StreamPlan.closedLoop(2, Duration.ofSeconds(20))).run();
        assertEquals(StopReason.ERROR, r.reason());
        assertTrue(r.message().contains("Connection reset"), r.message());
    }

    @Test
    void aServerNotReadyForWorkIsWaitedForOnTheSameConnection() {
        AtomicLong calls = new AtomicLong();
        AtomicLong opens = new AtomicLong();
        // the first 3 operations are refused as a Galera node that is not synced refuses them (1047), the connection stays valid
        StreamOperation op = new StreamOperation("writes", "", (index, count) -> new StreamWorker() {
            @Override
            public void open(Connection connection) {
                opens.incrementAndGet();
            }

            @Override
            public long execute(Connection connection, SplittableRandom random) throws SQLException {
                if (calls.incrementAndGet() <= 3) {
                    throw new SQLException("WSREP has not yet prepared node for application use", "08S01", 1047);
                }
                TestWorkers.work(200_000);
                return 1;
            }
        }, "rows");
        AtomicLong rollbacks = new AtomicLong();
        AtomicBoolean valid = new AtomicBoolean(true);
        StreamPlan plan = StreamPlan.closedLoop(1, Duration.ofMillis(1500)).withReconnect(StreamPlan.Reconnect.DEFAULT);
        StreamResult r = new StreamRunner(() -> TestWorkers.handle(valid, rollbacks), op, plan).run();
        assertEquals(StopReason.DURATION, r.reason(), r.message());
        assertEquals(java.util.Map.of("read_only", 3L), r.errorClasses());
        assertEquals(1, opens.get(), "no reconnect: the connection was fine");
        assertEquals(3, rollbacks.get(), "each refused operation's transaction was ended");
        assertTrue(r.operations() > 0);
    }

    @Test
    void anErrorOfTheWorkloadAfterASurvivedFaultStopsTheStreamUnderItsOwnName() {
        AtomicLong calls = new AtomicLong();
        // the first operation finds its server gone (survived: a new connection), the second fails as the workload's own error
        StreamOperation op = new StreamOperation("writes", "", (index, count) -> (connection, random) -> {
            long n = calls.incrementAndGet();
            if (n == 1) {
                throw new SQLNonTransientConnectionException("(conn=7) Connection reset", "08000", 2013);
            }
            if (n == 2) {
                throw new IllegalStateException("the insert returned no key");
            }
            return 1;
        }, "rows");
        StreamPlan plan = StreamPlan.closedLoop(1, Duration.ofSeconds(20)).withReconnect(StreamPlan.Reconnect.DEFAULT);
        StreamResult r = new StreamRunner(TestWorkers.connections(), op, plan).run();
        assertEquals(StopReason.ERROR, r.reason());
        assertTrue(r.message().startsWith("worker 0: ") && r.message().contains("the insert returned no key")
                && r.message().contains("; first error: ") && r.message().contains("Connection reset"), r.message());
    }

    @Test
    void theRecoveryWatchIgnoresAnOperationAlreadyInFlight() throws Exception {
        // one worker; its first operation ends only once the watch was set while it was in flight
        List<long[]> ops = new CopyOnWriteArrayList<>();
        java.util.concurrent.CountDownLatch firstStarted = new java.util.concurrent.CountDownLatch(1);
        java.util.concurrent.CountDownLatch watchSet = new java.util.concurrent.CountDownLatch(1);
        StreamOperation slow = new StreamOperation("slow", "", (index, count) -> (connection, random) -> {
            long start = System.nanoTime();
            if (ops.isEmpty()) {
                firstStarted.countDown();
                try {
                    watchSet.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            TestWorkers.work(1_000_000L);
            ops.add(new long[] {start, System.nanoTime()});
            return 1;
        }, "ops");
        StreamRunner runner = new StreamRunner(TestWorkers.connections(), slow, StreamPlan.closedLoop(1, Duration.ofMillis(300)));
        AtomicReference<FirstSuccess> watch = new AtomicReference<>();
        Thread t = new Thread(() -> {
            try {
                firstStarted.await();
            } catch (InterruptedException e) {
                return;
            }
            watch.set(runner.firstSuccessFrom(System.nanoTime()));
            watchSet.countDown();
        });
        t.start();
        runner.run();
        t.join();
        long[] first = ops.get(0);
        FirstSuccess w = watch.get();
        assertTrue(w.fromNanos() > first[0] && w.fromNanos() < first[1], "the watch began during the first operation");
        long end = w.endNanos().getAsLong();
        assertTrue(end >= ops.get(1)[1] && (ops.size() < 3 || end < ops.get(2)[0]),
                "answered by the second operation, the first that started after it");
    }

    @Test
    void acknowledgedKeysAreMergedAndARepeatedKeyIsKept() {
        AtomicLong next = new AtomicLong();
        AtomicLong ownRepeat = new AtomicLong();
        AtomicBoolean sawAuditing = new AtomicBoolean();
        java.util.concurrent.CountDownLatch everyWorkerStarted = new java.util.concurrent.CountDownLatch(3);
        long shared = 1_000_000_000L;
        StreamOperation op = new StreamOperation("inserts", "", (index, count) -> new StreamWorker() {
            private Tally tally;
            private long calls;

            @Override
            public void tally(Tally t) {
                tally = t;
            }

            @Override
            public void open(Connection connection) {
                sawAuditing.set(tally.auditing());
            }

            @Override
            public long execute(Connection connection, SplittableRandom random) {
                long key = next.incrementAndGet();
                tally.acknowledged(key);
                if (++calls == 1) {
                    tally.acknowledged(shared); // every worker: a key repeated across workers
                    if (index == 0) {
                        tally.acknowledged(key); // one worker's own key twice
                        ownRepeat.set(key);
                    }
                    // no worker goes on before each made its first call, so the others cannot use up the 1,000 operations first
                    everyWorkerStarted.countDown();
                    try {
                        everyWorkerStarted.await(30, java.util.concurrent.TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
                return 1;
            }
        }, "rows").withAudit("t", "id");
        StreamPlan plan = new StreamPlan(3, null, 1000, 0, null, null, null, null);
        StreamRunner audited = new StreamRunner(TestWorkers.connections(), op, plan);
        audited.auditAcknowledged();
        audited.run();
        AcknowledgedKeys keys = audited.acknowledged();
        assertTrue(sawAuditing.get());
        assertEquals(next.get() + 3 + 1, keys.acknowledged(), "every acknowledgement, the repeats included");
        assertEquals(next.get() + 1, keys.distinct());
        assertTrue(keys.repeated(shared) && keys.repeated(ownRepeat.get()) && !keys.repeated(ownRepeat.get() + 1));
        assertEquals(1, keys.first());
        assertEquals(shared, keys.last());

        StreamRunner plain = new StreamRunner(TestWorkers.connections(), op, plan);
        plain.run();
        assertNull(plain.acknowledged(), "not audited: nothing kept");
        assertFalse(sawAuditing.get());
    }
}
