package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.agent.Agent;
import io.benchlab.core.agent.AgentOutput;
import io.benchlab.core.agent.AgentPlan;
import io.benchlab.core.agent.AgentProcess;
import io.benchlab.core.agent.AgentWire;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.bundle.HistogramLog;
import io.benchlab.core.stream.IntervalMerge;
import io.benchlab.core.stream.IntervalSample;
import io.benchlab.core.util.Json;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Kinds, counts and classed errors on a real server: workers that update two rows in opposite
 * orders make InnoDB pick deadlock victims; the engine rolls each back and the stream goes on, the
 * deadlocks are counted by class and by kind per interval, and the table holds exactly what the
 * committed transactions did. Nothing is timed.
 */
class StreamKindsEndToEndTest {
    @RegisterExtension
    static final StreamServer server = StreamServer.shared();

    @Test
    void realDeadlocksAreRolledBackCountedAndTheStreamGoesOn() throws Exception {
        Bundle b = server.run("deadlocks", """
                workload: {plugin: test-deadlock}
                phases: {cold: false, warm: 1}
                stream: {threads: 4, duration: 2s, interval: 500ms}
                """);
        StreamRecord s = b.streams().get(0);
        assertEquals("duration", s.reason(), "deadlocks never stop the stream: " + s.message());
        assertTrue(s.operations() > 20, "transactions committed: " + s.operations());
        assertTrue(s.errorClasses() != null && s.errorClasses().getOrDefault("deadlock", 0L) > 0,
                "InnoDB chose deadlock victims: " + s.errorClasses());
        assertEquals(s.errors(), s.errorClasses().values().stream().mapToLong(Long::longValue).sum(), "classes add up to the errors");
        assertEquals(List.of("forward", "backward"), List.copyOf(s.kinds().keySet()));
        assertEquals(s.operations(), s.kinds().get("forward").operations() + s.kinds().get("backward").operations());
        assertEquals(s.errors(), s.kinds().get("forward").errors() + s.kinds().get("backward").errors());
        assertTrue(s.counts().get("updates") >= 2 * s.operations(), "every committed transaction ran two updates: " + s.counts());

        // what the table holds is what the committed transactions did: every victim was rolled back
        try (Connection c = server.connect(); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT SUM(n) FROM " + DeadlockPlugin.SCHEMA + ".pair")) {
            rs.next();
            assertEquals(2 * s.operations(), rs.getLong(1), "rows changed by committed transactions only");
        }

        List<IntervalRecord> intervals = b.intervals();
        assertEquals(s.errorClasses().get("deadlock"), StreamServer.sum(intervals, i -> i.errorsOf("deadlock")));
        assertEquals(s.counts().get("updates"), StreamServer.sum(intervals, i -> i.counts().get("updates")));
        assertEquals(s.kinds().get("backward").operations(), StreamServer.sum(intervals, i -> i.kinds().get("backward").operations()));

        // each kind's intervals are in the histogram log too, tagged, beside the stream's own
        Histogram backward = HistogramLog.total(b.dir().resolve(s.histogramLog()), "backward");
        assertEquals(s.kinds().get("backward").operations(), backward.getTotalCount());
        assertEquals(s.operations(), HistogramLog.total(b.dir().resolve(s.histogramLog())).getTotalCount());

        String shown = IiBenchRowsTest.show(b.dir());
        assertTrue(shown.contains("Errors by class") && shown.contains("deadlock"), shown);
        assertTrue(shown.contains("backward") && shown.contains("updates"), shown);
        Cli cli = new Cli(b.dir().getParent().getParent());
        JsonNode json = Json.mapper().readTree(cli.ok("show", b.dir().toString(), "--format=json").out());
        JsonNode summary = json.path("streams").get(0).path("summary");
        assertEquals(s.errorClasses().get("deadlock").longValue(), summary.path("errorClasses").path("deadlock").asLong());
        assertEquals(s.kinds().get("forward").operations(), summary.path("kinds").path("forward").path("operations").asLong());
    }

    @Test
    void anAgentSendsKindsCountsAndClassesOverTheWireAndTheCoordinatorMergesThem() throws Exception {
        try (Connection c = server.connect(); Statement st = c.createStatement()) {
            st.execute("CREATE DATABASE IF NOT EXISTS " + DeadlockPlugin.SCHEMA);
            st.execute("CREATE TABLE IF NOT EXISTS " + DeadlockPlugin.SCHEMA + ".pair (id INT PRIMARY KEY, n BIGINT NOT NULL)");
            st.execute("INSERT IGNORE INTO " + DeadlockPlugin.SCHEMA + ".pair VALUES (1, 0), (2, 0)");
        }
        // benchlab agent in this process, as a load host runs it: plan and "go" on its input, the wire on its output
        AgentPlan plan = new AgentPlan("here", "test-deadlock", java.util.Map.of(), "swap", "MYSQL", List.of(server.url()), "root", "",
                java.util.Map.of(), DeadlockPlugin.SCHEMA, 4, 0, 4, 1500, 0, 250, 0, null, 1, 1, 1000, true);
        java.io.PipedOutputStream toAgent = new java.io.PipedOutputStream();
        java.io.PipedInputStream agentInput = new java.io.PipedInputStream(toAgent);
        toAgent.write((AgentWire.json(plan) + "\n" + AgentWire.go(0) + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
        toAgent.flush();
        java.io.ByteArrayOutputStream wire = new java.io.ByteArrayOutputStream();
        int exit = new Agent(agentInput, new java.io.PrintStream(wire, true, java.nio.charset.StandardCharsets.UTF_8), List.of()).run();
        toAgent.close();
        assertEquals(0, exit, wire.toString(java.nio.charset.StandardCharsets.UTF_8));

        AgentOutput output = new AgentOutput(0, t -> t);
        IntervalMerge merge = new IntervalMerge(List.of("forward", "backward"));
        AgentWire.End end = null;
        long ops = 0;
        long deadlocks = 0;
        long updates = 0;
        int index = 0;
        for (String line : wire.toString(java.nio.charset.StandardCharsets.UTF_8).split("\n")) {
            AgentProcess.Event e = output.read(line);
            if (e instanceof AgentProcess.IntervalDone d) {
                assertEquals(java.util.Set.of("forward", "backward"), d.kindResponseNanos().keySet(), "each kind's tagged line came");
                AgentWire.Interval i = d.interval();
                IntervalSample merged = merge.merge(index++, 0, 0, 1, List.of(new IntervalMerge.Part(i.lengthMillis(), i.operations(),
                        i.units(), i.errors(), i.operationsPerSecond(), i.unitsPerSecond(), d.responseNanos(), d.kindResponseNanos(),
                        i.kindErrors(), i.counts(), i.errorClasses()))).sample();
                assertEquals(merged.operations(), merged.kinds().get("forward").operations() + merged.kinds().get("backward").operations(),
                        "the kinds' histograms hold the interval's operations");
                ops += merged.operations();
                deadlocks += merged.errorClasses() == null ? 0 : merged.errorClasses().getOrDefault("deadlock", 0L);
                updates += merged.counts().get("updates");
            } else if (e instanceof AgentProcess.Ended ended) {
                end = ended.end();
            }
        }
        assertTrue(end != null && end.reason().equals("DURATION"), "the agent ran its course: " + end);
        assertEquals(end.operations(), ops, "the merged intervals hold every operation the agent did");
        assertEquals(end.errors(), merge.kindTotals().values().stream().mapToLong(io.benchlab.core.stream.KindTotal::errors).sum());
        assertTrue(deadlocks > 0, "the deadlocks crossed the wire by class");
        assertTrue(updates >= 2 * ops, "and the counts: " + updates);
    }
}
