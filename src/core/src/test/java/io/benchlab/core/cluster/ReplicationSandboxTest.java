package io.benchlab.core.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.server.Endpoint;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.server.ServerDistribution;
import io.benchlab.core.server.ServerException;
import io.benchlab.core.settings.StartupOptions;
import io.benchlab.core.util.BenchlabHome;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real primary + replica on the embedded MariaDB: an insert stream on the primary, sampled per
 * batch, every row on the replica afterwards, and a killed replica named in one line.
 */
class ReplicationSandboxTest {
    @TempDir
    Path home;

    private static Endpoint endpoint(ClusterNode n) {
        return new Endpoint("jdbc:mysql://127.0.0.1:" + n.port() + "/?sslMode=DISABLED", "root", "", "sandbox " + n.name());
    }

    @Test
    void insertStreamReachesTheReplicaAndAKilledReplicaIsNamed() throws Exception {
        BenchlabHome h = new BenchlabHome(home);
        ServerDistribution dist = new ServerFactory(h).embedded(null);
        ReplicationSandbox sandbox = ReplicationSandbox.create(h.servers(), dist, "repl", 1,
                new StartupOptions(Map.of("innodb_buffer_pool_size", "64M")));
        try (sandbox) {
            SandboxStart started = sandbox.start();
            System.out.println("replication sandbox started in " + started.describe());
            assertEquals(List.of("primary", "replica1"), started.nodes().stream().map(SandboxStart.NodeStart::node).toList());

            List<NodeSample> samples = new ArrayList<>();
            int batches = 40;
            int perBatch = 25;
            try (ClusterProbe probe = new ClusterProbe(sandbox.nodes()); Connection p = sandbox.primary().connect()) {
                try (Statement s = p.createStatement()) {
                    s.execute("CREATE DATABASE e2e");
                    s.execute("CREATE TABLE e2e.t (id INT PRIMARY KEY, v VARCHAR(64), n DOUBLE)");
                }
                samples.addAll(probe.sample());
                try (PreparedStatement ins = p.prepareStatement("INSERT INTO e2e.t VALUES (?, ?, ?)")) {
                    for (int b = 0; b < batches; b++) {
                        for (int i = 0; i < perBatch; i++) {
                            int id = b * perBatch + i;
                            ins.setInt(1, id);
                            ins.setString(2, "row-" + id + "-" + Integer.toHexString(id * 7919));
                            ins.setDouble(3, id / 3.0);
                            ins.executeUpdate(); // autocommit: one GTID per row, so "transactions behind" counts rows
                        }
                        samples.addAll(probe.sample());
                    }
                }
                assertTrue(sandbox.awaitCaughtUp(Duration.ofSeconds(60)), "the replica did not catch up");
                List<NodeSample> last = probe.sample();
                samples.addAll(last);

                NodeSample lastReplica = last.get(1);
                assertEquals("replica1", lastReplica.node());
                assertEquals(0, lastReplica.lag().orElseThrow().transactionsBehind());
                assertTrue(lastReplica.lag().orElseThrow().healthy());
                assertTrue(last.get(0).lag().isEmpty(), "the primary has no lag");
                // per-node counters: the primary took the inserts, the replica applied them as row events
                NodeSample firstPrimary = samples.get(0);
                long inserted = last.get(0).counters().minus(firstPrimary.counters()).get("com_insert");
                assertEquals(batches * perBatch, inserted);
                assertTrue(lastReplica.counters().get("slave_received_heartbeats") >= 0);

                TableDigest onPrimary = TableDigest.of(p, "e2e.t");
                try (Connection r = sandbox.replicas().get(0).connect()) {
                    TableDigest onReplica = TableDigest.of(r, "e2e.t");
                    assertEquals(batches * perBatch, onPrimary.rows());
                    assertEquals(onPrimary, onReplica);
                    // the dialect a node's VERSION() gives reads the real replica status by the names this server uses
                    ReplicationDialect d = ReplicationDialect.of(ClusterProbe.scalar(r, "SELECT VERSION()"));
                    assertEquals(ReplicationDialect.MARIADB, d);
                    assertTrue(d.replicaStatus(r).orElseThrow().running());
                    assertTrue(d.replicaStatus(p).isEmpty(), "the primary replicates from no one");
                    assertEquals(0, d.gtids(r, NodeRole.REPLICA).transactionsBehind(d.gtids(p, NodeRole.PRIMARY)));
                }
                long maxBehind = samples.stream().filter(s -> s.lag().isPresent()).mapToLong(s -> s.lag().get().transactionsBehind()).max().orElse(-1);
                long maxSeconds = samples.stream().filter(s -> s.lag().isPresent() && s.lag().get().secondsBehind().isPresent())
                        .mapToLong(s -> s.lag().get().secondsBehind().getAsLong()).max().orElse(-1);
                System.out.println("replica lag over " + samples.size() / 2 + " samples: max " + maxBehind
                        + " transactions behind, max Seconds_Behind_Master " + maxSeconds);

                // the same nodes as an existing cluster: roles and dialect found by asking, the primary though listed second
                Map<String, Endpoint> urls = new LinkedHashMap<>();
                urls.put("r", endpoint(sandbox.replicas().get(0)));
                urls.put("p", endpoint(sandbox.primary()));
                List<ExistingNode> found = ExistingCluster.discover(false, urls);
                assertEquals(List.of("p", "r"), found.stream().map(ExistingNode::name).toList());
                assertEquals(List.of(NodeRole.PRIMARY, NodeRole.REPLICA), found.stream().map(ExistingNode::role).toList());
                assertTrue(found.stream().allMatch(n -> n.dialect().equals(ReplicationDialect.MARIADB)));
                // as Galera they are refused in one line: no wsrep status on a server without it
                ServerException notGalera = assertThrows(ServerException.class, () -> ExistingCluster.discover(true, urls));
                assertTrue(notGalera.getMessage().startsWith("galera node 'r' (sandbox replica1) shows no Galera status"), notGalera.getMessage());
                // a replica whose threads are stopped is refused in one line naming it and the threads' state
                try (Connection r = sandbox.replicas().get(0).connect(); Statement s = r.createStatement()) {
                    s.execute("STOP SLAVE");
                    ServerException stopped = assertThrows(ServerException.class, () -> ExistingCluster.discover(false, urls));
                    assertEquals("replica node 'r' (sandbox replica1) is a replica whose replication does not run (IO thread No, SQL thread No)",
                            stopped.getMessage());
                    s.execute("START SLAVE");
                }

                // a replica killed by its PID: the next sample fails in one line naming it
                long pid = sandbox.replicas().get(0).server().state().orElseThrow().pid();
                ProcessHandle victim = ProcessHandle.of(pid).orElseThrow();
                victim.destroyForcibly();
                victim.onExit().get();
                ServerException down = org.junit.jupiter.api.Assertions.assertThrows(ServerException.class, probe::sample);
                System.out.println("killed replica: " + down.getMessage());
                assertTrue(down.getMessage().contains("replica node 'replica1'"), down.getMessage());
                assertTrue(down.getMessage().contains("exited unexpectedly"), down.getMessage());
                assertFalse(down.getMessage().contains("\n"), down.getMessage());
            }
        }
        for (ClusterNode n : sandbox.nodes()) {
            assertFalse(n.server().isRunning(), n.name() + " still runs after close");
        }
    }
}
