package io.benchlab.core.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.plan.Tolerance;
import io.benchlab.core.plan.Audit;
import io.benchlab.core.plan.Check;
import io.benchlab.core.plan.FaultAction;
import io.benchlab.core.plan.FaultPlan;
import io.benchlab.core.plan.Reconnect;
import io.benchlab.core.plan.RunPlan;
import io.benchlab.core.plan.StepKind;
import io.benchlab.core.plan.StreamSettings;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The run plan: the file's left-out fields with their defaults, its times as durations, its words as enums. */
class RunPlannerTest {
    private static RunPlan plan(String yaml, List<String> streams) {
        Experiment e = ExperimentFileTest.parse(yaml).experiment();
        return RunPlanner.plan(e, VariantPlanner.plan(e), streams);
    }

    @Test
    void noStreamBlockIsTheBlockWithEveryDefault() {
        RunPlan none = plan("name: x\nworkload: {plugin: insert-stream}\n", List.of("insert"));
        RunPlan empty = plan("name: x\nworkload: {plugin: insert-stream}\nstream: {}\n", List.of("insert"));
        assertEquals(empty.stream(), none.stream(), "one answer for a missing block");
        StreamSettings s = none.stream();
        assertEquals(ExperimentDefaults.STREAM_DURATION, s.duration());
        assertEquals(ExperimentDefaults.INTERVAL, s.interval());
        assertEquals(ExperimentDefaults.COUNTERS, s.counters());
        assertEquals(List.of(new StreamSettings.ThreadPoint(ExperimentDefaults.THREADS, java.util.Map.of("insert", 1))), s.points());
        assertEquals(1, s.maxWorkers());
        assertNull(s.rate());
        assertNull(s.rounds());
        assertEquals(Reconnect.WHEN_FAULTED, s.reconnect());
        assertEquals(Audit.NONE, s.audit());
        assertFalse(s.together());
    }

    @Test
    void threadsAreResolvedPerOperationAtEveryPointOfTheSweep() {
        String head = "name: x\nworkload: {plugin: oltp}\n";
        StreamSettings apart = plan(head + "stream: {threadSweep: [2, 8], operationThreads: {read: 3}}\n", List.of("write", "read")).stream();
        assertEquals(List.of(2, 8), apart.points().stream().map(StreamSettings.ThreadPoint::threads).toList());
        assertEquals(2, apart.points().get(0).of("write"));
        assertEquals(3, apart.points().get(0).of("read"), "its own count at every point");
        assertEquals(3, apart.points().get(1).of("read"));
        assertEquals(8, apart.maxWorkers(), "one after another: the largest");
        StreamSettings together = plan(head + "stream: {threadSweep: [2, 8], operationThreads: {read: 3}, together: true}\n",
                List.of("write", "read")).stream();
        assertEquals(11, together.maxWorkers(), "together: added");
    }

    @Test
    void faultsGetTheirTargetAndTimesOnce() {
        RunPlan p = plan("name: x\nworkload: {plugin: insert-stream}\nstream: {duration: 30s, reconnect: false, audit: acknowledged}\n"
                + "faults:\n  - {at: 20s, action: kill, for: 5s}\n  - {at: 2s, action: pause, phase: Run1}\n  - {at: 4s, action: resume, phase: Run1}\n", List.of("insert"));
        List<FaultPlan> faults = p.variant(ExperimentDefaults.VARIANT_NAME).faults();
        assertEquals(new FaultPlan(FaultAction.KILL, "server", Duration.ofSeconds(20), Duration.ofSeconds(5), null, "20s", "5s"),
                faults.get(0));
        assertEquals("fault kill of server at 20s for 5s", faults.get(0).describe("server"), "worded as the file wrote it");
        assertNull(faults.get(2).lasting(), "a resume lasts no time");
        assertEquals(FaultAction.RESUME, faults.get(2).action());
        assertEquals(1, p.variant(ExperimentDefaults.VARIANT_NAME).faultsIn("Cold").size());
        assertEquals(3, p.variant(ExperimentDefaults.VARIANT_NAME).faultsIn("Run1").size());
        assertEquals(Reconnect.NEVER, p.stream().reconnect());
        assertFalse(p.stream().reconnect().reconnects(true));
        assertTrue(p.stream().auditsAcknowledged());
    }

    @Test
    void optionsAndSessionsAreTyped() {
        RunPlan plain = plan("name: x\nworkload: {plugin: ssb}\n", List.of());
        assertEquals(Check.WHERE_OFFERED, plain.options().check());
        assertTrue(plain.options().check().checks(true));
        assertFalse(plain.options().check().checks(false));
        assertEquals(Tolerance.STRICT, plain.options().tolerance());
        assertEquals(ExperimentDefaults.STATE_INTERVAL, plain.options().stateInterval());
        assertEquals(List.of("Cold", "Run1", "Run2", "Run3"), plain.phases().labels());
        RunPlan set = plan("name: x\nworkload: {plugin: ssb}\noptions: {check: none, tolerance: specification, stateInterval: 'off'}\n"
                + "sessions:\n  - name: A\n    steps:\n      - {sleep: 2s}\n      - {sql: SELECT 1}\n", List.of());
        assertEquals(Check.NONE, set.options().check());
        assertEquals(Tolerance.SPECIFICATION, set.options().tolerance());
        assertNull(set.options().stateInterval(), "off: never");
        assertEquals(StepKind.SLEEP, set.sessions().get(0).steps().get(0).kind());
        assertEquals(Duration.ofSeconds(2), set.sessions().get(0).steps().get(0).sleep());
        assertEquals(StepKind.SQL, set.sessions().get(0).steps().get(1).kind());
        assertEquals(ExperimentDefaults.WRITE_TO, set.sessions().get(0).connectTo());
    }
}
