package io.benchlab.core.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.StateRecords.OpenTables;
import io.benchlab.core.bundle.StateRecords.ThreadStateRecord;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * The sampler's counting, on a scripted processlist (the real one is sampled in the end-to-end
 * tests): shares and most sessions per state, a query's passes, and a failure that keeps what was
 * counted. Nothing is timed: each test waits for a number of samples, not for a duration.
 */
class ThreadStateSamplerTest {

    /** A processlist whose n-th read (from 0) returns {@code script.apply(n)}; it can be told to fail from a read on. */
    private static final class Scripted implements ProcessList {
        final AtomicInteger reads = new AtomicInteger();
        final IntFunction<List<Session>> script;
        final int failFrom;
        final AtomicBoolean closed = new AtomicBoolean();

        Scripted(IntFunction<List<Session>> script, int failFrom) {
            this.script = script;
            this.failFrom = failFrom;
        }

        @Override
        public List<Session> read(Collection<Long> ids) throws SQLException {
            int n = reads.get();
            if (n >= failFrom) {
                throw new SQLException("Communications link failure", "08S01");
            }
            List<Session> out = new ArrayList<>(script.apply(n).stream().filter(s -> ids.contains(s.id())).toList());
            reads.incrementAndGet();
            return out;
        }

        @Override
        public OpenTables openTables() {
            return new OpenTables(3, reads.get() % 2, 0);
        }

        @Override
        public void close() {
            closed.set(true);
        }

        void awaitReads(int n) throws InterruptedException {
            while (reads.get() < n) {
                Thread.sleep(5);
            }
        }
    }

    private static ThreadStateSampler.Plan every10ms(boolean openTables) {
        return new ThreadStateSampler.Plan(Duration.ofMillis(10), openTables);
    }

    @Test
    void streamSessionsAreCountedPerStateWithTheMostAtOnce() throws Exception {
        // sessions 1..4 of a stream: three wait for a lock and one copies in every sample; 99 is someone else's
        Scripted list = new Scripted(n -> List.of(new ProcessList.Session(1, "Query", "Sending data"),
                new ProcessList.Session(2, "Query", "Waiting for table metadata lock"),
                new ProcessList.Session(3, "Query", "Waiting for table metadata lock"),
                new ProcessList.Session(4, "Query", n % 2 == 0 ? "Waiting for table metadata lock" : ""),
                new ProcessList.Session(99, "Sleep", "")), Integer.MAX_VALUE);
        try (ThreadStateSampler sampler = ThreadStateSampler.start(list, every10ms(true))) {
            for (long id = 1; id <= 4; id++) {
                sampler.watch(id, "calls", false);
            }
            list.awaitReads(10);
            ThreadStateRecord r = sampler.cut("v", "Run1", 1, "calls", 4, 0);
            assertEquals(4 * r.samples(), r.sessionSamples(), "four sessions seen in every sample, not someone else's");
            assertEquals(r.samples(), r.states().get("Sending data").samples());
            assertEquals(3, r.states().get("Waiting for table metadata lock").sessionsMax());
            assertEquals(1, r.states().get("Query (no state)").sessionsMax(), "no state: the command, said so");
            double total = r.states().keySet().stream().mapToDouble(r::share).sum();
            assertEquals(1.0, total, 1e-9, "the shares are of the sessions' whole sampled time");
            assertTrue(r.share("Waiting for table metadata lock") > 0.5, r.toString());
            assertNull(r.passes(), "a stream has no passes");
            assertEquals(3, r.openTables().open());
            assertEquals("calls", r.operation());
            assertEquals(0, r.index());

            list.awaitReads(list.reads.get() + 3);
            ThreadStateRecord next = sampler.cut("v", "Run1", 1, "calls", 4, 1);
            assertTrue(next.samples() > 0 && next.samples() < list.reads.get(), "counting starts again after a cut: " + next.samples());
        }
        assertTrue(list.closed.get(), "closing the sampler closes its connection");
    }

    @Test
    void aQuerysSessionPassesThroughItsStatesInOrderAndItsIdleSamplesAreNotCounted() throws Exception {
        Scripted list = new Scripted(n -> List.of(new ProcessList.Session(7, n < 2 ? "Sleep" : "Query",
                n < 2 ? "" : n < 8 ? "Repair by sorting" : "Repair with keycache")), Integer.MAX_VALUE);
        try (ThreadStateSampler sampler = ThreadStateSampler.start(list, every10ms(false))) {
            sampler.watch(7, "enable_keys", true);
            list.awaitReads(12);
            ThreadStateRecord r = sampler.cut("v", "Run1", 1, "enable_keys", null, null);
            assertEquals(List.of("Repair by sorting", "Repair with keycache"), r.passes().stream().map(p -> p.state()).toList(),
                    "the statement had not reached the server while the session slept: no pass, no share");
            assertEquals(1.0, r.share("Repair by sorting") + r.share("Repair with keycache"), 1e-9);
            assertTrue(r.passes().stream().allMatch(p -> p.seconds() > 0), r.passes().toString());
            assertNull(r.openTables(), "not asked");
            assertNull(r.threads());
        }
    }

    @Test
    void aFailingSamplerStopsSaysWhyAndKeepsWhatItCounted() throws Exception {
        Scripted list = new Scripted(n -> List.of(new ProcessList.Session(1, "Query", "Sending data")), 5);
        try (ThreadStateSampler sampler = ThreadStateSampler.start(list, every10ms(false))) {
            sampler.watch(1, "calls", false);
            while (sampler.failure() == null) {
                Thread.sleep(5);
            }
            assertEquals("its connection to the server was lost (killed, or the server went away)", sampler.failure(),
                    "in the user's words, not the driver's");
            ThreadStateRecord r = sampler.cut("v", "Run1", 1, "calls", 1, 0);
            assertNotNull(r);
            assertEquals(5, r.samples(), "the five samples before the failure are kept");
            assertEquals(5, r.states().get("Sending data").samples());
        }
    }

    @Test
    void anOperationNotWatchedHasNoRecord() {
        Scripted list = new Scripted(n -> List.of(), Integer.MAX_VALUE);
        try (ThreadStateSampler sampler = ThreadStateSampler.start(list, every10ms(false))) {
            assertNull(sampler.cut("v", "Run1", 1, "nothing", null, null));
            assertEquals(0, list.reads.get(), "nothing watched, nothing read");
        }
    }
}
