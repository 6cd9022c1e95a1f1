package io.benchlab.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.experiment.Experiment.FaultSpec;
import io.benchlab.core.experiment.RunPlanner;
import io.benchlab.core.plan.FaultPlan;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** The fault timer on a stand-in target that records what it was asked (the real targets are the e2e tests'). */
class FaultScheduleTest {

    /** A single server that only notes each action and keeps its planned state as a real target does. */
    private static final class Recorder implements Faultable {
        final List<String> calls = new CopyOnWriteArrayList<>();
        final PlannedFaults planned = new PlannedFaults();
        boolean up = true;
        String refuse;

        @Override
        public String node(String target) {
            if (!"server".equals(target)) {
                throw new BenchlabException("one server: not '" + target + "'");
            }
            return target;
        }

        private void call(String action, String node) {
            if (action.equals(refuse)) {
                throw new BenchlabException(action + " refused");
            }
            calls.add(action + " " + node);
        }

        @Override
        public void kill(String node) {
            planned.down(node);
            call("kill", node);
            up = false;
        }

        @Override
        public void stop(String node) {
            planned.down(node);
            call("stop", node);
            up = false;
        }

        @Override
        public void start(String node) {
            call("start", node);
            up = true;
            planned.up(node);
        }

        @Override
        public void pause(String node) {
            planned.paused(node);
            call("pause", node);
        }

        @Override
        public void resume(String node) {
            call("resume", node);
            planned.up(node);
        }

        @Override
        public boolean running(String node) {
            return up;
        }

        @Override
        public PlannedFaults planned() {
            return planned;
        }
    }

    /** Waits until the target was asked {@code n} things (a minute at most: a schedule that stalls fails the test). */
    private static void waitFor(List<String> calls, int n) throws InterruptedException {
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (calls.size() < n && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
    }

    @Test
    void faultsStrikeInTimeOrderAndAreUndoneAfterTheirFor() throws Exception {
        Recorder target = new Recorder();
        List<String> events = new CopyOnWriteArrayList<>();
        List<FaultPlan> faults = List.of(fault("300ms", "pause", null, "50ms"), fault("50ms", "kill", "server", "100ms"),
                fault("500ms", "restart", null, null));
        FaultSchedule schedule = new FaultSchedule(faults, target, List.of(), events::add);
        long start = System.nanoTime();
        schedule.start(start);
        waitFor(target.calls, 6);
        schedule.close();
        assertEquals(List.of("kill server", "start server", "pause server", "resume server", "stop server", "start server"), target.calls);
        List<FaultSchedule.Struck> struck = schedule.struck();
        assertTrue(struck.get(1).injectedNanos - start >= 50_000_000L, "the kill not before its at");
        assertTrue(struck.get(1).backNanos > struck.get(1).injectedNanos + 100_000_000L, "started again after its for");
        assertTrue(struck.get(0).injectedNanos > struck.get(1).injectedNanos, "the pause at 300 ms after the kill at 50 ms");
        assertTrue(struck.get(2).backNanos > struck.get(2).injectedNanos, "a restart without for: stopped and started at once");
        assertNull(schedule.failure());
        assertTrue(events.get(0).startsWith("fault kill of server at 50ms for 100ms struck at"), events.toString());
    }

    @Test
    void closingBringsBackANodeStillHeldAndAFaultNotYetDueNeverStrikes() throws Exception {
        Recorder target = new Recorder();
        List<String> events = new CopyOnWriteArrayList<>();
        FaultSchedule schedule = new FaultSchedule(List.of(fault("0s", "kill", null, null),
                fault("1h", "pause", null, "1s")), target, List.of(), events::add);
        schedule.start(System.nanoTime());
        waitFor(target.calls, 1);
        schedule.close();
        assertEquals(List.of("kill server", "start server"), target.calls, "the kill undone at the end, the pause never struck");
        assertTrue(events.get(events.size() - 1).contains("brought back at the stream's end (started again)"), events.toString());
        assertEquals(0, schedule.struck().get(1).injectedNanos);
    }

    @Test
    void aFaultThatCannotBeDoneIsTheRunsOneLineAfterTheStream() throws Exception {
        Recorder target = new Recorder();
        target.refuse = "pause";
        FaultSchedule schedule = new FaultSchedule(List.of(fault("0s", "pause", null, "1s")), target, List.of(), e -> { });
        schedule.start(System.nanoTime());
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (schedule.struck().get(0).tookNanos == 0 && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        schedule.close();
        assertEquals("fault pause of server at 0s for 1s failed: pause refused", schedule.failure());
        assertEquals(List.of("resume server"), target.calls, "the node marked paused before the refusal is resumed at the end");
        assertThrows(BenchlabException.class, () -> new FaultSchedule(List.of(fault("1s", "kill", "node2", null)), target,
                List.of(), e -> { }), "a target the server lacks");
    }

    /** A fault as the file writes it, planned as for one server. */
    private static FaultPlan fault(String at, String action, String target, String lasting) {
        return RunPlanner.fault(new FaultSpec(at, action, target, lasting, null), FaultSpec.SERVER);
    }
}
