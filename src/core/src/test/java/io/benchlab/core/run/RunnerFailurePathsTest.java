package io.benchlab.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.BundleWriter;
import io.benchlab.api.StreamOperation;
import io.benchlab.core.bundle.Records;
import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.experiment.ExperimentFile;
import io.benchlab.core.experiment.RunPlanner;
import io.benchlab.core.plugin.PluginRegistry;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The runner's failure paths with a stub target, plugin and stream executor (as HikariCP tests its
 * pool with a stub driver): whatever ends the run, it ends in one line, the bundle is marked with
 * what happened and keeps what was measured before, and the targets are closed. The end-to-end
 * tests of the CLI run the same paths on real servers.
 */
class RunnerFailurePathsTest {
    /** Two variants of two warm phases each: four steps, one stream operation per step. */
    private static final String EXPERIMENT = """
            name: stubbed
            server: {type: none}
            workload: {plugin: stub}
            phases: {cold: false, warm: 2}
            variants:
              - name: a
              - name: b
            """;

    @TempDir
    Path tmp;

    private final StubTarget target = new StubTarget("alpha");

    /** What each call of the stream executor does, given how many ran before. */
    private interface Step {
        void run(int call, VariantSession session, String phase, BundleWriter bundle, RunControl control) throws Exception;
    }

    /** Measures: one measurement per call, as a finished operation leaves in the bundle. */
    private static void measure(VariantSession session, String phase, int round, BundleWriter bundle) {
        bundle.append(BundleFormat.MEASUREMENTS, new Measurement(session.variant().name(), phase, round, StubPlugin.OPERATION, "",
                Instant.now(), 0.5, 10, null, false, Map.of(), Map.of(), null, null, null, null));
    }

    private final List<String> executed = new ArrayList<>();

    private RunOutcome run(StubPlugin plugin, Step step, RunControl control) {
        StreamExecutor executor = (session, variant, phase, round, ops, spec, bundle, c, listener, tags) -> {
            int call = executed.size();
            executed.add(session.variant().name() + "/" + phase);
            try {
                step.run(call, session, phase, bundle, c);
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
            measure(session, phase, round, bundle);
            return 10;
        };
        ExperimentRunner runner = new ExperimentRunner(PluginRegistry.of(List.of(plugin), List.of()), target.factory(), tmp.resolve("work"),
                executor);
        ExperimentFile file = ExperimentFile.parse(tmp.resolve("stubbed.yaml"), EXPERIMENT);
        return runner.run(file, tmp.resolve("runs"), new RunListener() {
        }, control);
    }

    private static Bundle bundle(RunOutcome outcome) {
        return new BundleReader().read(outcome.bundle());
    }

    private static List<String> measured(Bundle b) {
        return b.measurements().stream().map(m -> m.variant() + "/" + m.phase()).toList();
    }

    @Test
    void aCompleteRunMeasuresEveryStep() {
        RunOutcome outcome = run(new StubPlugin(calls -> { }), (call, s, phase, bundle, control) -> { }, new RunControl());

        assertEquals(RunStatus.COMPLETE, outcome.status(), outcome.message());
        assertEquals(4, executed.size());
        assertEquals(executed, measured(bundle(outcome)));
        assertEquals(RunStatus.COMPLETE, bundle(outcome).manifest().status());
        assertTrue(target.closed(), "the run closes its targets");
    }

    @Test
    void aServerDyingMidOperationFailsTheRunInOneLineNamingItAndKeepsWhatWasMeasured() {
        String reason = "server 'alpha' died (exit code 9) during the run; last error-log lines: [ERROR] mysqld got signal 9";
        RunOutcome outcome = run(new StubPlugin(calls -> { }), (call, s, phase, bundle, control) -> {
            if (call == 1) {
                target.die(reason);
                // what the stream engine does when an operation fails: ask the target whether it died
                s.target().throwIfDead();
                throw new AssertionError("a dead target must end the operation");
            }
        }, new RunControl());

        assertEquals(RunStatus.FAILED, outcome.status());
        assertEquals(reason, outcome.message());
        assertFalse(outcome.message().contains("\n"), "one line");
        Bundle b = bundle(outcome);
        assertEquals(RunStatus.FAILED, b.manifest().status());
        assertEquals(reason, b.manifest().message());
        assertEquals(List.of("a/" + phase(1)), measured(b), "the first step's measurement is kept, nothing after the death");
        assertEquals(2, executed.size(), "no step runs after the server died");
        assertTrue(b.events().stream().anyMatch(e -> "error".equals(e.level()) && reason.equals(e.message())), "the events name the death");
        assertTrue(target.closed(), "the run closes its targets even when a server died");
    }

    @Test
    void aPluginThrowingFailsTheRunInOneLineWithoutAClassNameAndKeepsEarlierMeasurements() {
        // a bug in the plugin while preparing the second variant, after the first was measured
        RunOutcome outcome = run(new StubPlugin(calls -> {
            if (calls == 1) {
                throw new NullPointerException("Cannot invoke \"String.length()\" because \"table\" is null");
            }
        }), (call, s, phase, bundle, control) -> { }, new RunControl());

        assertEquals(RunStatus.FAILED, outcome.status());
        String msg = outcome.message();
        assertTrue(msg.startsWith("plugin 'stub' failed in prepare(): "), msg);
        assertFalse(msg.contains("NullPointerException") || msg.contains("java."), "no class name in the one line: " + msg);
        assertFalse(msg.contains("\n"), "one line");
        Bundle b = bundle(outcome);
        assertEquals(RunStatus.FAILED, b.manifest().status());
        assertEquals(msg, b.manifest().message());
        assertEquals(List.of("a/" + phase(1), "a/" + phase(2)), measured(b), "the first variant's measurements are kept");
        assertTrue(target.closed());
    }

    @Test
    void aCancelStopsTheRunningOperationAndMarksTheBundleInterrupted() {
        RunControl control = new RunControl();
        RunOutcome outcome = run(new StubPlugin(calls -> { }), (call, s, phase, bundle, c) -> {
            if (call == 1) {
                // an operation that runs until cancelled, as a stream does; the cancel comes from another thread
                CountDownLatch stopped = new CountDownLatch(1);
                c.onCancel(stopped::countDown);
                Thread.ofPlatform().start(control::cancel);
                assertTrue(stopped.await(5, TimeUnit.MINUTES), "the cancel reaches the running operation");
                c.check();
                throw new AssertionError("a cancelled run must not go on");
            }
        }, control);

        assertEquals(RunStatus.INTERRUPTED, outcome.status());
        assertEquals("cancelled by the user", outcome.message());
        Bundle b = bundle(outcome);
        assertEquals(RunStatus.INTERRUPTED, b.manifest().status());
        assertEquals("cancelled by the user; finished measurements are kept", b.manifest().message());
        assertEquals(List.of("a/" + phase(1)), measured(b), "the finished measurement is kept");
        assertEquals(2, executed.size(), "no step starts after the cancel");
        assertTrue(target.closed());
    }

    @Test
    void aStreamFailingAmongStreamsRunTogetherCancelsTheOtherKeepsBothSummariesAndFailsInOneLine() {
        // the real stream engine; two streams of a server-less stub workload, the writing one fails after a few operations
        AtomicInteger writes = new AtomicInteger();
        StreamOperation write = new StreamOperation("write", "", (index, count) -> (connection, random) -> {
            java.util.concurrent.locks.LockSupport.parkNanos(1_000_000);
            if (writes.incrementAndGet() > 50) {
                throw new SQLException("disk full while writing");
            }
            return 1;
        }, "rows");
        StreamOperation read = new StreamOperation("read", "", (index, count) -> (connection, random) -> {
            java.util.concurrent.locks.LockSupport.parkNanos(1_000_000);
            return 1;
        }, "queries", true);
        ExperimentRunner runner = new ExperimentRunner(PluginRegistry.of(List.of(new StubPlugin(calls -> { }, List.of(write, read))), List.of()),
                target.factory(), tmp.resolve("work"), new StreamEngineExecutor(false));
        ExperimentFile file = ExperimentFile.parse(tmp.resolve("together.yaml"), """
                name: together
                server: {type: none}
                workload: {plugin: stub}
                phases: {cold: false, warm: 1}
                stream: {together: true, threads: 1, operationThreads: {read: 2}, duration: 20s, interval: 50ms}
                """);
        RunOutcome outcome = runner.run(file, tmp.resolve("runs"), new RunListener() {
        }, new RunControl());

        assertEquals(RunStatus.FAILED, outcome.status(), outcome.message());
        assertTrue(outcome.message().startsWith("stream write stopped on an error: "), outcome.message());
        assertTrue(outcome.message().contains("disk full while writing"), outcome.message());
        assertFalse(outcome.message().contains("\n"), "one line");
        Bundle b = bundle(outcome);
        assertEquals(RunStatus.FAILED, b.manifest().status());
        Map<String, Records.StreamRecord> streams = new java.util.HashMap<>();
        b.streams().forEach(r -> streams.put(r.operation(), r));
        assertEquals(java.util.Set.of("write", "read"), streams.keySet(), "both streams' summaries are kept");
        assertEquals("error", streams.get("write").reason());
        assertEquals("cancelled", streams.get("read").reason(), "the other stream is cancelled, not run for its twenty seconds");
        assertEquals("cancelled: stream write failed", streams.get("read").message());
        assertEquals(2, streams.get("read").threads(), "operationThreads gives the read stream its own threads");
        assertEquals(List.of("write", "read"), streams.get("read").together());
        assertTrue(streams.get("read").operations() > 0, "the read stream worked until it was cancelled");
        assertTrue(target.closed());
    }

    /** The label of warm phase n, as the runner writes it. */
    private static String phase(int n) {
        return Phase.of(RunPlanner.phases(ExperimentFile.parse(Path.of("x.yaml"), EXPERIMENT).experiment().phases())).get(n - 1).label();
    }
}
