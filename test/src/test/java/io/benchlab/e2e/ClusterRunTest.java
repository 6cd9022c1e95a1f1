package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.ClusterSamples;
import io.benchlab.core.bundle.NodeRecords.NodeDigestRecord;
import io.benchlab.core.bundle.NodeRecords.NodeIntervalRecord;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.util.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Clusters as experiment targets, through the real CLI: a primary + replica sandbox of the
 * embedded MariaDB and a 3-node Galera sandbox of Debian's mariadb-server + galera-4
 * (scripts/install-test-deps.sh), each running a short iiBench insert stream. Per node and per
 * interval the bundle holds counters and lag or flow control; at the end every node holds every
 * row (count and checksum); a replica or a Galera node killed mid-stream fails the run in one line
 * naming it.
 * Timeouts are generous and nothing is timed: the machine may be busy.
 */
class ClusterRunTest {
    @TempDir
    Path dir;

    /** iiBench, 10 rows per statement and per commit, so "transactions behind" moves in steps of 10 rows. */
    static final String WORKLOAD = """
            workload:
              plugin: insert-stream
              parameters: {schema: iib, rowsPerStatement: 10, rowsPerCommit: 10, secondaryIndexes: 3}
            """;

    @Test
    void replicationSandboxRecordsLagPerIntervalAndEveryRowReachesTheReplica() throws Exception {
        Cli cli = new Cli(dir.resolve("home"));
        Bundle b = run(cli, "repl-e2e", """
                server: {type: replication, replicas: 1, profile: e2erepl}
                phases: {cold: true, warm: 0}
                stream: {threads: 2, duration: 3s, interval: 500ms}
                """);
        ClusterSamples c = ClusterSamples.of(b);
        assertEquals(List.of("primary", "replica1"), c.nodes());
        List<IntervalRecord> intervals = b.intervals();
        assertTrue(intervals.size() >= 3, "3 s at 500 ms gives several intervals: " + intervals.size());
        for (IntervalRecord iv : intervals) {
            List<NodeIntervalRecord> nodes = c.intervals().stream().filter(n -> n.index() == iv.index()).toList();
            assertEquals(2, nodes.size(), "one record per node for interval " + iv.index());
            NodeIntervalRecord replica = nodes.get(1);
            assertEquals("replica", replica.role());
            assertNotNull(replica.transactionsBehind(), "transactions behind per interval");
            assertTrue(replica.transactionsBehind() >= 0);
            assertEquals("running", replica.state());
            assertTrue(nodes.get(0).writes() && !replica.writes(), "the workers write to the primary only");
            assertTrue(nodes.get(0).counters().containsKey("com_insert"), "per-node counter diffs");
        }
        long inserts = c.intervals().stream().filter(n -> n.node().equals("primary")).mapToLong(n -> n.counters().get("com_insert")).sum();
        assertTrue(inserts > 0, "the primary took the inserts");
        assertEveryRowOnEveryNode(b, c, 2);
        assertEquals(2, c.cold().size(), "a cold proof per node");
        c.cold().forEach(p -> assertTrue(p.proof().dumpLoadDisabled(), "buffer-pool dump/load off on " + p.node()));
        assertEquals(2, c.starts().size(), "the first start and the cold restart are recorded");

        String shown = cli.ok("show", b.dir().toString()).out();
        assertTrue(shown.contains("Cluster nodes side by side"), shown);
        assertTrue(shown.contains("Replica lag over time"), shown);
        assertTrue(shown.contains("replica1 trx behind"), shown);
        JsonNode json = Json.mapper().readTree(cli.ok("show", b.dir().toString(), "--format", "json").out());
        assertEquals(c.intervals().size(), json.path("cluster").path("intervals").size());
        assertEquals("replica1", json.path("cluster").path("nodes").get(1).path("node").asText());
        for (String node : List.of("e2erepl-primary", "e2erepl-replica1")) {
            Path st = cli.home().resolve("servers/" + node + "/state.json");
            assertFalse(Files.exists(st) && isRunning(st), node + " is stopped at the end");
        }
    }

    /**
     * Two variants that differ only in the replica's nodeSettings: the variables are recorded per
     * node, so show and its JSON name the replica's setting instead of "configured alike".
     */
    @Test
    void aReplicaOnlySettingShowsInTheVariableDiffNamingTheReplica() throws Exception {
        Cli cli = new Cli(dir.resolve("home"));
        Bundle b = run(cli, "repl-vars", """
                server: {type: replication, replicas: 1, profile: e2evars}
                phases: {cold: false, warm: 1}
                stream: {threads: 1, duration: 1s, interval: 500ms}
                variants:
                  - name: flush-1
                  - name: flush-2
                    nodeSettings:
                      replica1: {innodb_flush_log_at_trx_commit: 2}
                """);
        String shown = cli.ok("show", b.dir().toString()).out();
        assertTrue(shown.contains("on the nodes primary, replica1"), shown);
        assertTrue(shown.lines().anyMatch(l -> l.contains("replica1 · innodb_flush_log_at_trx_commit") && l.contains("1")
                && l.contains("2 *")), shown);
        assertFalse(shown.lines().anyMatch(l -> l.contains("primary · innodb_flush_log_at_trx_commit")), "the primary is alike: " + shown);
        JsonNode diff = Json.mapper().readTree(cli.ok("show", b.dir().toString(), "--format", "json").out()).path("variableDiff");
        assertEquals("[\"primary\",\"replica1\"]", diff.path("nodes").toString());
        JsonNode row = null;
        for (JsonNode r : diff.path("variables")) {
            if (r.path("name").asText().equals("innodb_flush_log_at_trx_commit")) {
                assertEquals("replica1", r.path("node").asText(), "only the replica's differs: " + diff);
                row = r;
            }
        }
        assertNotNull(row, diff.toString());
        assertEquals("[\"1\",\"2\"]", row.path("values").toString());
        assertEquals("[false,true]", row.path("setByUser").toString());
    }

    /**
     * iiBench's query stream only reads, so {@code readFrom: replicas} runs it on the replica while
     * the inserts stay on the primary; a second variant reads on the primary. The per-node
     * {@code Com_select} differences show where the queries ran.
     */
    @Test
    void readOnlyStreamsRunOnTheReplicasWhileWritesStayOnThePrimary() throws Exception {
        Cli cli = new Cli(dir.resolve("home"));
        Path file = dir.resolve("repl-reads.yaml");
        Files.writeString(file, """
                name: repl-reads
                workload:
                  plugin: insert-stream
                  parameters: {schema: iib, rowsPerStatement: 10, rowsPerCommit: 10, secondaryIndexes: 3, queries: true}
                server: {type: replication, replicas: 1, profile: e2ereads}
                phases: {cold: false, warm: 1}
                stream: {threads: 1, duration: 2s, interval: 500ms, readFrom: replicas}
                variants:
                  - name: replica-reads
                  - name: primary-reads
                    readFrom: primary
                """);
        Cli.Result r = cli.run("run", file.toString());
        assertEquals(0, r.exitCode(), r.all());
        assertTrue(r.all().contains("query: 1 thread(s), closed loop, reading from replica1"), r.all());
        assertTrue(r.all().contains("insert: 1 thread(s), closed loop, writing to primary"), r.all());
        Path dirOf = new BundleReader().list(cli.home().resolve("runs")).stream()
                .filter(p -> p.getFileName().toString().endsWith("-repl-reads")).findFirst().orElseThrow();
        ClusterSamples c = ClusterSamples.of(new BundleReader().read(dirOf));
        for (String variant : List.of("replica-reads", "primary-reads")) {
            String reader = variant.equals("replica-reads") ? "replica1" : "primary";
            String other = variant.equals("replica-reads") ? "primary" : "replica1";
            List<NodeIntervalRecord> queries = c.intervals().stream()
                    .filter(n -> n.variant().equals(variant) && n.operation().equals("query")).toList();
            assertFalse(queries.isEmpty(), variant);
            for (NodeIntervalRecord n : queries) {
                assertEquals(n.node().equals(reader), n.reads(), variant + ": the query workers connect to " + reader + ": " + n);
                assertFalse(n.writes(), "the query stream writes nowhere: " + n);
            }
            c.intervals().stream().filter(n -> n.variant().equals(variant) && n.operation().equals("insert"))
                    .forEach(n -> assertEquals(n.node().equals("primary"), n.writes(), "inserts go to the primary: " + n));
            if (variant.equals("replica-reads")) {
                // a sandbox node's own process: the replica serving the queries worked, the idle primary hardly
                double readerCores = queries.stream().filter(n -> n.node().equals(reader)).mapToDouble(NodeIntervalRecord::serverCpuCores).sum();
                double otherCores = queries.stream().filter(n -> n.node().equals(other)).mapToDouble(NodeIntervalRecord::serverCpuCores).sum();
                assertTrue(readerCores > otherCores, "server cores of " + reader + " " + readerCores + ", of " + other + " " + otherCores);
                assertTrue(queries.stream().allMatch(n -> n.serverRssBytes() != null && n.serverRssBytes() > 0), "each node's RSS");
            }
            long onReader = selects(queries, reader);
            long onOther = selects(queries, other);
            // the probes' own reads (GTID positions, the schema's size) are a few per interval
            assertTrue(onReader >= 100 && onOther * 10 < onReader, variant + ": SELECTs on " + reader + " " + onReader + ", on " + other
                    + " " + onOther);
        }
        String shown = cli.ok("show", dirOf.toString()).out();
        assertTrue(shown.contains("replica1 (replica, read from)"), shown);
        assertTrue(shown.contains("primary (primary, written to, read from)"), shown);
        String compared = cli.ok("compare", dirOf.toString(), "--variant-a", "replica-reads", "--variant-b", "primary-reads").out();
        assertTrue(compared.contains("Cluster nodes, A vs B"), compared);
        // show's first node table is replica-reads'; its last column is replica1
        String worstA = shown.lines().filter(l -> l.startsWith("max transactions behind")).findFirst().orElseThrow().strip()
                .replaceAll(".*\\s", "");
        assertTrue(compared.lines().anyMatch(l -> l.startsWith("replica1 · max transactions behind") && l.contains(worstA)),
                "compare's A is show's replica-reads figure " + worstA + ": " + compared);
    }

    /**
     * {@code together: true} with {@code readFrom: replicas}: iiBench's queries run on the replica
     * while the inserts run on the primary. In the same interval the primary's {@code Com_insert} and
     * the replica's {@code Com_select} both grow, and the node records (kept with the insert stream,
     * which samples for both) say the primary was written to and the replica read from.
     */
    @Test
    void readsOnTheReplicaRunTogetherWithInsertsOnThePrimary() throws Exception {
        Cli cli = new Cli(dir.resolve("home"));
        Path file = dir.resolve("repl-together.yaml");
        Files.writeString(file, """
                name: repl-together
                workload:
                  plugin: insert-stream
                  parameters: {schema: iib, rowsPerStatement: 10, rowsPerCommit: 10, secondaryIndexes: 3, queries: true}
                server: {type: replication, replicas: 1, profile: e2etogether}
                phases: {cold: false, warm: 1}
                stream: {together: true, threads: 1, operationThreads: {query: 2}, duration: 3s, interval: 500ms, readFrom: replicas}
                """);
        Cli.Result r = cli.run("run", file.toString());
        assertEquals(0, r.exitCode(), r.all());
        assertTrue(r.all().contains("query: 2 thread(s), closed loop, reading from replica1, together with insert"), r.all());
        assertTrue(r.all().contains("insert: 1 thread(s), closed loop, writing to primary, together with query"), r.all());
        Path dirOf = new BundleReader().list(cli.home().resolve("runs")).stream()
                .filter(p -> p.getFileName().toString().endsWith("-repl-together")).findFirst().orElseThrow();
        Bundle b = new BundleReader().read(dirOf);
        ClusterSamples c = ClusterSamples.of(b);
        assertEquals(List.of("insert"), c.streams().stream().map(k -> k.operation()).toList(), "the nodes are sampled once per interval");
        List<NodeIntervalRecord> primary = c.intervals().stream().filter(n -> n.node().equals("primary")).toList();
        List<NodeIntervalRecord> replica = c.intervals().stream().filter(n -> n.node().equals("replica1")).toList();
        assertEquals(primary.size(), replica.size());
        assertTrue(primary.size() >= 4, "3 s at 500 ms gives about 6 intervals: " + primary.size());
        for (int i = 0; i < primary.size() - 1; i++) { // the last interval may be cut short by the stop
            NodeIntervalRecord p = primary.get(i);
            NodeIntervalRecord q = replica.get(i);
            assertEquals(p.index(), q.index());
            assertTrue(p.writes() && !p.reads(), "the primary is written to, not read from: " + p);
            assertTrue(q.reads() && !q.writes(), "replica1 is read from, not written to: " + q);
            // the probes' own reads are a few per interval; the two query workers run many more
            assertTrue(p.counters().get("com_insert") > 0 && q.counters().get("com_select") >= 10,
                    "interval " + p.index() + ": primary Com_insert " + p.counters().get("com_insert") + ", replica1 Com_select "
                            + q.counters().get("com_select"));
        }
        StreamRecord query = b.streams().stream().filter(s -> s.operation().equals("query")).findFirst().orElseThrow();
        assertEquals(2, query.threads());
        assertEquals(List.of("insert", "query"), query.together());
        String shown = cli.ok("show", dirOf.toString()).out();
        assertTrue(shown.contains("replica1 (replica, read from)"), shown);
        assertTrue(shown.contains("primary (primary, written to)"), shown);
        assertTrue(shown.contains("insert + query ran together"), shown);
    }

    private static long selects(List<NodeIntervalRecord> intervals, String node) {
        return intervals.stream().filter(n -> n.node().equals(node)).mapToLong(n -> n.counters().getOrDefault("com_select", 0L)).sum();
    }

    @Test
    void galeraSandboxRecordsFlowControlPerNodeWithWritesOnAllNodes() throws Exception {
        Cli cli = new Cli(dir.resolve("home"));
        Bundle b = run(cli, "galera-e2e", """
                server: {type: galera, nodes: 3, profile: e2egal}
                phases: {cold: false, warm: 1}
                stream: {threads: 3, duration: 3s, interval: 500ms, writeTo: all}
                """);
        ClusterSamples c = ClusterSamples.of(b);
        assertEquals(List.of("node1", "node2", "node3"), c.nodes());
        assertFalse(c.intervals().isEmpty());
        for (NodeIntervalRecord n : c.intervals()) {
            assertNotNull(n.flowControlPaused(), "flow control paused on " + n.node());
            assertTrue(n.flowControlPaused() >= 0 && n.flowControlPaused() <= 1, n.toString());
            assertNotNull(n.recvQueue(), "receive queue on " + n.node());
            assertNotNull(n.certFailures(), "certification failures on " + n.node());
            assertEquals("Synced", n.state());
            assertTrue(n.writes(), "writeTo: all spreads the workers over every node");
        }
        // three workers, one per node: every node took inserts from its own worker
        for (String node : c.nodes()) {
            long inserts = c.intervals().stream().filter(n -> n.node().equals(node)).mapToLong(n -> n.counters().get("com_insert")).sum();
            assertTrue(inserts > 0, node + " took inserts");
        }
        assertEveryRowOnEveryNode(b, c, 3);
        String shown = cli.ok("show", b.dir().toString()).out();
        assertTrue(shown.contains("Flow control over time"), shown);
        assertTrue(shown.contains("node3 FC paused"), shown);
    }

    @Test
    void aReplicaKilledMidStreamFailsTheRunInOneLineNamingItAndKeepsTheIntervals() throws Exception {
        Cli cli = new Cli(dir.resolve("home"));
        Path file = write("repl-kill", """
                server: {type: replication, replicas: 1, profile: e2ekill}
                phases: {cold: false, warm: 1}
                stream: {threads: 2, duration: 120s, interval: 500ms}
                """);
        CompletableFuture<Cli.Result> run = CompletableFuture.supplyAsync(() -> cli.run("run", file.toString(), "--quiet"));
        Path bundle = waitForNodeIntervals(cli.home().resolve("runs"), 6);
        JsonNode state = Json.mapper().readTree(cli.home().resolve("servers/e2ekill-replica1/state.json").toFile());
        ProcessHandle replica = ProcessHandle.of(state.path("pid").asLong()).orElseThrow();
        replica.destroyForcibly(); // the replica's server, which this test's run started
        Cli.Result r = run.get(300, TimeUnit.SECONDS);
        assertNotEquals(0, r.exitCode(), r.all());
        // progress goes to stderr too; the failure itself is one line
        List<String> failure = r.err().lines().filter(l -> l.startsWith("benchlab: run failed")).toList();
        assertEquals(1, failure.size(), "one line: " + r.err());
        assertTrue(failure.get(0).contains("replica node 'replica1'"), failure.get(0));
        assertTrue(failure.get(0).contains("exited unexpectedly (killed by signal 9)"), failure.get(0));
        assertFalse(failure.get(0).contains("[Note]"), "a note of the log says nothing of the death: " + failure.get(0));
        assertFalse(failure.get(0).contains("Exception"), failure.get(0));
        Bundle b = new BundleReader().read(bundle);
        assertEquals(RunStatus.FAILED, b.manifest().status());
        assertTrue(b.manifest().message().contains("node 'replica1'"), b.manifest().message());
        assertTrue(b.intervals().size() >= 3, "intervals measured before the kill are kept");
        assertTrue(ClusterSamples.of(b).intervals().size() >= 6, "per-node intervals before the kill are kept");
        assertEquals(1, b.streams().size(), "the stream's summary up to the kill is kept");
        assertTrue(Files.exists(bundle.resolve("logs/server-e2ekill-replica1-error.log")), "every node's error log is in the bundle");
    }

    @Test
    void aGaleraNodeKilledMidStreamFailsTheRunInOneLineNamingIt() throws Exception {
        Cli cli = new Cli(dir.resolve("home"));
        Path file = write("galera-kill", """
                server: {type: galera, nodes: 3, profile: e2egalkill}
                phases: {cold: false, warm: 1}
                stream: {threads: 2, duration: 120s, interval: 500ms, writeTo: node1}
                """);
        CompletableFuture<Cli.Result> run = CompletableFuture.supplyAsync(() -> cli.run("run", file.toString(), "--quiet"));
        Path bundle = waitForNodeIntervals(cli.home().resolve("runs"), 9);
        JsonNode state = Json.mapper().readTree(cli.home().resolve("servers/e2egalkill-node3/state.json").toFile());
        ProcessHandle.of(state.path("pid").asLong()).orElseThrow().destroyForcibly(); // node3's server, started by this test's run
        Cli.Result r = run.get(300, TimeUnit.SECONDS);
        assertNotEquals(0, r.exitCode(), r.all());
        List<String> failure = r.err().lines().filter(l -> l.startsWith("benchlab: run failed")).toList();
        assertEquals(1, failure.size(), "one line: " + r.err());
        assertTrue(failure.get(0).contains("galera node 'node3'"), failure.get(0));
        Bundle b = new BundleReader().read(bundle);
        assertEquals(RunStatus.FAILED, b.manifest().status());
        assertTrue(ClusterSamples.of(b).intervals().size() >= 9, "per-node intervals before the kill are kept");
        for (String node : List.of("e2egalkill-node1", "e2egalkill-node2")) {
            Path st = cli.home().resolve("servers/" + node + "/state.json");
            assertFalse(Files.exists(st) && isRunning(st), node + " is stopped at the end");
        }
    }

    /** Every node holds as many rows as the stream reported inserting, with one checksum. */
    private static void assertEveryRowOnEveryNode(Bundle b, ClusterSamples c, int nodes) {
        long reported = b.streams().stream().mapToLong(StreamRecord::units).sum();
        assertTrue(reported > 0, "rows were inserted");
        List<NodeDigestRecord> digests = c.digests().stream().filter(d -> d.table().equals("purchases_index")).toList();
        assertEquals(nodes, digests.size(), "a digest per node: " + c.digests());
        for (NodeDigestRecord d : digests) {
            assertEquals(reported, d.rows(), "rows on " + d.node() + " vs rows the stream inserted");
            assertEquals(digests.get(0).checksum(), d.checksum(), "checksum on " + d.node());
            assertTrue(d.sameAsFirst());
        }
    }

    private Bundle run(Cli cli, String name, String body) throws Exception {
        Path file = write(name, body);
        Cli.Result r = cli.run("run", file.toString(), "--quiet");
        assertEquals(0, r.exitCode(), r.all());
        List<Path> bundles = new BundleReader().list(cli.home().resolve("runs"));
        Path b = bundles.stream().filter(p -> p.getFileName().toString().endsWith("-" + name)).findFirst().orElseThrow();
        return new BundleReader().read(b);
    }

    private Path write(String name, String body) throws Exception {
        Path file = dir.resolve(name + ".yaml");
        Files.writeString(file, "name: " + name + "\n" + WORKLOAD + body);
        return file;
    }

    private static boolean isRunning(Path stateFile) throws Exception {
        long pid = Json.mapper().readTree(stateFile.toFile()).path("pid").asLong();
        return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }

    private static Path waitForNodeIntervals(Path runs, int atLeast) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(300);
        while (System.nanoTime() < deadline) {
            if (Files.isDirectory(runs)) {
                try (var s = Files.list(runs)) {
                    for (Path b : s.toList()) {
                        Path f = b.resolve(BundleFormat.NODE_INTERVALS);
                        if (Files.exists(f) && Files.readAllLines(f).size() >= atLeast) {
                            return b;
                        }
                    }
                }
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no bundle reached " + atLeast + " node intervals under " + runs);
    }
}
