package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.agent.AgentWire;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.HistogramLog;
import io.benchlab.core.bundle.Records.AgentRecord;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.remote.HostKeyPolicy;
import io.benchlab.core.remote.SshSession;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A stream on two load hosts: {@code benchlab agent} started over SSH on Debian's real OpenSSH
 * server on 127.0.0.1 (twice, as two hosts), against a real embedded MariaDB. The merged
 * intervals must be exactly what one client would have recorded from all the agents' values: the
 * agents' own interval logs are read back and put into one histogram per interval. And the ways it
 * fails: an unknown host, a refused key, an agent killed in the middle — one line each, a non-zero
 * exit, nothing finished lost.
 */
class LoadHostsTest {
    @RegisterExtension
    static final OpenSshServer SSHD = new OpenSshServer();

    private static final Duration WAIT = Duration.ofSeconds(60);

    @RegisterExtension
    static final StreamServer server = StreamServer.perClass();

    /** This side's files: known_hosts, a second key, the experiments and runs of the failure cases. */
    @TempDir
    static Path home;

    @AfterAll
    static void removeTheAgent() throws Exception {
        // the agent's install folder under the test user's home is this test's leftover
        try (SshSession ssh = SshSession.open(SSHD.target(SSHD.clientKey(), SSHD.knownHosts(home)), HostKeyPolicy.KNOWN_ONLY)) {
            ssh.run("rm -rf \"$HOME/.benchlab/agent\"", WAIT);
        }
    }

    private static String agent(Path key) throws Exception {
        return SSHD.agent(key, home);
    }

    private static String experiment(String agents, String duration) {
        return "workload: {plugin: test-sleep, parameters: {seconds: 0.002}}\n"
                + "phases: {cold: false, warm: 1}\n"
                + "stream: {threads: 4, duration: " + duration + ", interval: 1s, agents: [" + agents + "]}\n";
    }

    @Test
    void twoAgentsMergeIntoTheStreamOneClientWouldHaveRecorded() throws Exception {
        String a = agent(SSHD.clientKey());
        Bundle b = server.run("two-agents", experiment(a + ", " + a, "4s"));

        List<StreamRecord> streams = b.streams();
        assertEquals(1, streams.size());
        StreamRecord stream = streams.get(0);
        assertEquals(4, stream.threads());
        List<AgentRecord> agents = b.agents();
        assertEquals(2, agents.size());
        assertEquals(List.of(2, 2), agents.stream().map(AgentRecord::agentThreads).toList(), "4 threads split across 2 hosts");
        assertNotEquals(agents.get(0).pid(), agents.get(1).pid(), "two agent processes");
        assertEquals(stream.operations(), agents.stream().mapToLong(AgentRecord::operations).sum());
        assertTrue(stream.operations() > 0);

        List<List<Histogram>> agentLogs = new ArrayList<>();
        List<List<AgentWire.Interval>> agentCounts = new ArrayList<>();
        for (AgentRecord ar : agents) {
            assertTrue(Math.abs(ar.clockOffsetMillis()) < 1000, "one machine, one clock: " + ar.clockOffsetMillis());
            Path log = b.dir().resolve(ar.histogramLog());
            agentLogs.add(HistogramLog.read(log));
            // the counts ride in the log's comment lines, one before each interval's histogram
            agentCounts.add(Files.readAllLines(log).stream().filter(l -> l.startsWith(AgentWire.INTERVAL))
                    .map(l -> AgentWire.parse(l.substring(AgentWire.INTERVAL.length()), AgentWire.Interval.class)).toList());
            assertEquals(agentLogs.get(agentLogs.size() - 1).size(), agentCounts.get(agentCounts.size() - 1).size());
        }
        List<Histogram> merged = HistogramLog.read(b.dir().resolve(stream.histogramLog()));
        List<IntervalRecord> intervals = b.intervals();
        assertEquals(intervals.size(), merged.size());
        assertTrue(intervals.size() >= 4, "4 s of 1 s intervals: " + intervals.size());
        long total = 0;
        for (int k = 0; k < intervals.size(); k++) {
            IntervalRecord rec = intervals.get(k);
            Histogram all = new Histogram(3_600_000_000_000L, 3);
            long ops = 0;
            long recorded = 0;
            for (int n = 0; n < agentLogs.size(); n++) {
                List<Histogram> log = agentLogs.get(n);
                if (log.size() > k) {
                    ops += agentCounts.get(n).get(k).operations();
                    recorded += log.get(k).getTotalCount();
                    for (HistogramIterationValue v : log.get(k).recordedValues()) {
                        all.recordValueWithCount(v.getValueIteratedTo(), v.getCountAtValueIteratedTo());
                    }
                }
            }
            assertEquals(ops, rec.operations(), "interval " + k + ": merged count = the agents' counts added");
            assertEquals(recorded, merged.get(k).getTotalCount(), "interval " + k + ": merged histogram = the agents' values together");
            total += ops;
            for (double q : new double[] {50, 95, 99}) {
                assertEquals(all.getValueAtPercentile(q), merged.get(k).getValueAtPercentile(q), "interval " + k + " p" + q);
            }
            assertEquals(all.getValueAtPercentile(50) / 1000.0, rec.p50Micros(), "interval " + k + " p50 in the record");
            assertEquals(all.getValueAtPercentile(95) / 1000.0, rec.p95Micros(), "interval " + k + " p95 in the record");
            assertEquals(all.getValueAtPercentile(99) / 1000.0, rec.p99Micros(), "interval " + k + " p99 in the record");
            assertEquals(all.getMaxValue() / 1000.0, rec.maxMicros(), "interval " + k + " max in the record");
        }
        assertEquals(stream.operations(), total, "the stream's operations are its intervals' sum");
        // show and its JSON read the per-host figures through the same stream model (StreamSamples)
        Cli cli = new Cli(home);
        String text = cli.ok("show", b.dir().toString()).out();
        assertTrue(text.contains("Load hosts") && text.contains("127.0.0.1"), text);
        com.fasterxml.jackson.databind.JsonNode json = io.benchlab.core.util.Json.mapper()
                .readTree(cli.ok("show", b.dir().toString(), "--format", "json").out());
        com.fasterxml.jackson.databind.JsonNode jsonAgents = json.path("streams").get(0).path("agents");
        assertEquals(2, jsonAgents.size(), json.toPrettyString());
        assertEquals(agents.get(0).operations(), jsonAgents.get(0).path("operations").asLong());
        // no password in what the agents sent back (the plan travels on their standard input only)
        for (AgentRecord ar : agents) {
            assertFalse(Files.readString(b.dir().resolve(ar.histogramLog())).contains("password"));
        }
    }

    /**
     * A replication sandbox with its stream on two load hosts: the agents' workers connect to the
     * nodes this process would have chosen (the inserts to the primary, iiBench's read-only queries
     * to the replica), and the coordinator samples every node at each merged interval.
     */
    /**
     * The TPC-C-derived workload on two load hosts: the terminals there read the run's NURand constants
     * from the dataset themselves, the coordinator computes NOPM from the merged counts and TPM from the
     * server's counters it samples, and the consistency check runs after the variant as it does here.
     */
    @Test
    void tpccOnTwoLoadHostsHasItsRatesKindsAndConsistencyCheck() throws Exception {
        String a = agent(SSHD.clientKey());
        Bundle b = server.run("tpcc-agents", "workload: {plugin: tpcc, parameters: {warehouses: 1}}\n"
                + "phases: {cold: false, warm: 1}\n"
                + "stream: {threads: 4, duration: 4s, interval: 1s, agents: [" + a + ", " + a + "]}\n");
        StreamRecord s = b.streams().get(0);
        assertEquals(2, b.agents().size());
        assertTrue(s.operations() > 0, "transactions on the load hosts: " + s);
        assertEquals(s.operations(), s.kinds().values().stream().mapToLong(k -> k.operations()).sum());
        assertTrue(s.rates().get(0).name().equals("NOPM") && s.rates().get(0).value() != null, "NOPM from the merged counts: " + s.rates());
        assertTrue(s.rates().get(1).value() != null && s.rates().get(1).value() > 0, "TPM from the server's counters: " + s.rates());
        assertEquals(9, b.checks().size());
        assertTrue(b.checks().stream().allMatch(c -> c.holds()), b.checks().toString());
    }

    @Test
    void aClusterStreamOnLoadHostsRunsOnTheNodesItChoseAndSamplesEveryNode() throws Exception {
        String a = agent(SSHD.clientKey());
        Path yaml = home.resolve("cluster-agents.yaml");
        Files.writeString(yaml, "name: cluster-agents\n"
                + "server: {type: replication, replicas: 1, profile: e2eagents}\n"
                + "workload: {plugin: insert-stream, parameters: {schema: iib, rowsPerStatement: 10, rowsPerCommit: 10, queries: true}}\n"
                + "phases: {cold: false, warm: 1}\n"
                + "stream: {threads: 2, duration: 2s, interval: 500ms, readFrom: replicas, agents: [" + a + ", " + a + "]}\n");
        Cli.Result r = new Cli(home).run("run", yaml.toString());
        assertEquals(0, r.exitCode(), r.all());
        assertTrue(r.all().contains("query: 2 thread(s) on 2 load host(s), closed loop, reading from replica1"), r.all());
        Path dir = new BundleReader().list(home.resolve("runs")).stream().filter(p -> p.getFileName().toString().endsWith("-cluster-agents"))
                .findFirst().orElseThrow();
        Bundle b = new BundleReader().read(dir);
        assertEquals(4, b.agents().size(), "two agents for each of the two streams");
        io.benchlab.core.bundle.ClusterSamples c = io.benchlab.core.bundle.ClusterSamples.of(b);
        var queries = c.intervals().stream().filter(n -> n.operation().equals("query")).toList();
        assertFalse(queries.isEmpty(), "every node sampled at each merged interval");
        long onReplica = queries.stream().filter(n -> n.node().equals("replica1")).mapToLong(n -> n.counters().getOrDefault("com_select", 0L)).sum();
        long onPrimary = queries.stream().filter(n -> n.node().equals("primary")).mapToLong(n -> n.counters().getOrDefault("com_select", 0L)).sum();
        assertTrue(onReplica >= 100 && onPrimary * 10 < onReplica, "the agents' queries ran on the replica: " + onReplica + " vs " + onPrimary);
        assertTrue(queries.stream().allMatch(n -> n.reads() == n.node().equals("replica1")), queries.toString());
        assertTrue(c.intervals().stream().filter(n -> n.operation().equals("insert")).allMatch(n -> n.writes() == n.node().equals("primary")));
        long inserted = b.streams().stream().filter(st -> st.operation().equals("insert")).mapToLong(StreamRecord::units).sum();
        var digests = c.digests().stream().filter(d -> d.table().equals("purchases_index")).toList();
        assertEquals(2, digests.size());
        assertTrue(digests.stream().allMatch(d -> d.rows() == inserted && d.sameAsFirst()), "every row the agents inserted is on both nodes: " + digests);
    }

    /** A replica killed while the agents insert: the coordinator's node sampling finds it, stops the agents, names the node. */
    @Test
    void aReplicaKilledUnderLoadFromAgentsFailsTheRunNamingTheNode() throws Exception {
        String a = agent(SSHD.clientKey());
        Path yaml = home.resolve("cluster-agents-kill.yaml");
        Files.writeString(yaml, "name: cluster-agents-kill\n"
                + "server: {type: replication, replicas: 1, profile: e2eagentskill}\n"
                + "workload: {plugin: insert-stream, parameters: {schema: iib, rowsPerStatement: 10, rowsPerCommit: 10}}\n"
                + "phases: {cold: false, warm: 1}\n"
                + "stream: {threads: 2, duration: 120s, interval: 500ms, agents: [" + a + ", " + a + "]}\n");
        CompletableFuture<Cli.Result> run = CompletableFuture.supplyAsync(() -> new Cli(home).run("run", yaml.toString()));
        Path dir = awaitIntervals("cluster-agents-kill", "nodeintervals.jsonl", 6);
        long pid = io.benchlab.core.util.Json.mapper().readTree(home.resolve("servers/e2eagentskill-replica1/state.json").toFile())
                .path("pid").asLong();
        ProcessHandle.of(pid).orElseThrow().destroyForcibly(); // the replica this test's run started
        Cli.Result r = run.get(5, TimeUnit.MINUTES);
        assertNotEquals(0, r.exitCode(), r.all());
        String line = errorLine(r);
        assertTrue(line.contains("replica node 'replica1'") && line.contains("killed by signal 9"), line);
        Bundle b = new BundleReader().read(dir);
        assertTrue(b.intervals().size() >= 3, "the merged intervals before the kill are kept: " + b.intervals().size());
        assertEquals(2, b.agents().size(), "both agents' records are kept");
    }

    @Test
    void anUnknownHostStopsTheRunInOneLineBeforeAnythingStarts() throws Exception {
        Path yaml = home.resolve("unknown-host.yaml");
        Files.writeString(yaml, "name: unknown-host\nserver: {type: external, url: '" + server.url() + "', user: root}\n"
                + experiment("{host: no-such-host.invalid, ssh: {identityFile: '" + SSHD.clientKey() + "'}}", "2s"));
        Cli.Result r = new Cli(home).run("run", yaml.toString());
        assertEquals(2, r.exitCode(), r.all());
        String line = errorLine(r);
        assertTrue(line.contains("load host no-such-host.invalid") && line.contains("no such host"), line);
        assertTrue(line.contains("unknown-host.yaml line 5:"), "names the file and line: " + line);
        assertFalse(Files.exists(home.resolve("runs")) && new BundleReader().list(home.resolve("runs")).stream()
                .anyMatch(p -> p.getFileName().toString().endsWith("-unknown-host")), "nothing started");
    }

    @Test
    void aRefusedKeyStopsTheRunInOneLine() throws Exception {
        Path other = home.resolve("other_key");
        if (!Files.exists(other)) {
            OpenSshServer.keygen(other);
        }
        Path yaml = home.resolve("refused-key.yaml");
        Files.writeString(yaml, "name: refused-key\nserver: {type: external, url: '" + server.url() + "', user: root}\n"
                + experiment(agent(other), "2s"));
        Cli.Result r = new Cli(home).run("run", yaml.toString());
        assertEquals(2, r.exitCode(), r.all());
        String line = errorLine(r);
        assertTrue(line.contains("load host 127.0.0.1") && line.contains("refused the key"), line);
    }

    @Test
    void anAgentKilledMidStreamFailsTheStreamNamingTheHostAndKeepsWhatFinished() throws Exception {
        String a = agent(SSHD.clientKey());
        Path yaml = home.resolve("killed-agent.yaml");
        Files.writeString(yaml, "name: killed-agent\nserver: {type: external, url: '" + server.url() + "', user: root}\n"
                + experiment(a + ", " + a, "60s"));
        CompletableFuture<Cli.Result> run = CompletableFuture.supplyAsync(() -> new Cli(home).run("run", yaml.toString()));
        List<Long> pids;
        try (SshSession ssh = SshSession.open(SSHD.target(SSHD.clientKey(), SSHD.knownHosts(home)), HostKeyPolicy.KNOWN_ONLY)) {
            // this test's agents: the test user's processes running benchlab's agent command
            long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
            do {
                Thread.sleep(500);
                // [i]o: the pattern must not match the shell that runs pgrep
                pids = ssh.run("pgrep -u " + SSHD.user() + " -f '[i]o.benchlab.core.agent.AgentMain'", WAIT).stdout().lines()
                        .filter(l -> !l.isBlank()).map(Long::parseLong).toList();
            } while (pids.size() < 2 && System.nanoTime() < deadline && !run.isDone());
            assertEquals(2, pids.size(), "both agents started");
            // let a few intervals finish, then kill one agent by its PID
            Path bundleDir = awaitIntervals(3);
            ssh.runChecked(List.of("kill", "-9", String.valueOf(pids.get(1))), WAIT);
            Cli.Result r = run.get(3, TimeUnit.MINUTES);
            assertEquals(4, r.exitCode(), "the stream failed after the run started: " + r.all());
            String line = errorLine(r);
            assertTrue(line.contains("load host 127.0.0.1") && line.contains("killed by signal KILL"), line);
            Bundle b = new BundleReader().read(bundleDir);
            assertTrue(b.intervals().size() >= 3, "the finished intervals are kept: " + b.intervals().size());
            assertEquals(1, b.streams().size());
            assertEquals(2, b.agents().size());
            assertTrue(b.agents().stream().anyMatch(ar -> ar.reason().equals("died")), b.agents().toString());
            long agentOps = b.agents().stream().mapToLong(AgentRecord::operations).sum();
            assertEquals(b.streams().get(0).operations(), agentOps);
            assertEquals(b.intervals().stream().mapToLong(IntervalRecord::operations).sum(), agentOps,
                    "every operation an agent reported in a finished interval is in the merged stream");
        }
    }

    private static Path awaitIntervals(int n) throws Exception {
        return awaitIntervals("killed-agent", "intervals.jsonl", n);
    }

    /** The bundle of run NAME once its FILE holds N lines. */
    private static Path awaitIntervals(String name, String file, int n) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (System.nanoTime() < deadline) {
            Path runs = home.resolve("runs");
            if (Files.isDirectory(runs)) {
                for (Path dir : new BundleReader().list(runs)) {
                    if (dir.getFileName().toString().endsWith("-" + name)) {
                        Path intervals = dir.resolve(file);
                        if (Files.exists(intervals) && Files.readAllLines(intervals).size() >= n) {
                            return dir;
                        }
                    }
                }
            }
            Thread.sleep(200);
        }
        throw new AssertionError("no " + n + " intervals within 2 minutes");
    }

    /** The user's one error line ("benchlab: ..."). */
    private static String errorLine(Cli.Result r) {
        List<String> lines = r.err().lines().filter(l -> l.startsWith("benchlab:") && !l.contains("warning")).toList();
        assertFalse(lines.isEmpty(), r.all());
        return lines.get(0);
    }
}
