package io.benchlab.core.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.server.ServerDistribution;
import io.benchlab.core.server.ServerException;
import io.benchlab.core.settings.StartupOptions;
import io.benchlab.core.util.BenchlabHome;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real 3-node Galera cluster from Debian's mariadb-server and galera-4 (installed by
 * scripts/install-test-deps.sh): inserts into node1 sampled per batch with flow-control figures,
 * every row on every node by count and checksum, and a killed node named in one line.
 */
class GaleraSandboxTest {
    @TempDir
    Path home;

    @Test
    void threeNodesTakeAnInsertStreamAndAKilledNodeIsNamed() throws Exception {
        BenchlabHome h = new BenchlabHome(home);
        ServerDistribution debian = ServerDistribution.locate(Path.of("/usr"));
        Path provider = GaleraSandbox.findProvider().orElseThrow(() -> new AssertionError(
                "no libgalera_smm.so: scripts/install-test-deps.sh installs galera-4"));
        GaleraSandbox sandbox = GaleraSandbox.create(h.servers(), debian, provider, "gal", 3,
                new StartupOptions(Map.of("innodb_buffer_pool_size", "64M")));
        try (sandbox) {
            SandboxStart started = sandbox.start();
            System.out.println("Galera sandbox started in " + started.describe());
            List<NodeSample> samples = new ArrayList<>();
            int batches = 20;
            int perBatch = 25;
            try (ClusterProbe probe = new ClusterProbe(sandbox.nodes()); Connection w = sandbox.node("node1").connect()) {
                List<NodeSample> first = probe.sample();
                for (ClusterNode n : sandbox.nodes()) { // the size travels through the node's option file, not the command line
                    try (Connection c = n.connect()) {
                        assertEquals(String.valueOf(64L << 20), ClusterProbe.scalar(c, "SELECT @@innodb_buffer_pool_size"), n.name());
                    }
                }
                for (NodeSample s : first) {
                    assertEquals(3, s.flowControl().orElseThrow().clusterSize(), s.node());
                    assertEquals("Synced", s.flowControl().orElseThrow().state(), s.node());
                }
                samples.addAll(first);
                try (Statement s = w.createStatement()) {
                    s.execute("CREATE DATABASE e2e");
                    s.execute("CREATE TABLE e2e.t (id INT PRIMARY KEY, v VARCHAR(64), n DOUBLE)");
                }
                try (PreparedStatement ins = w.prepareStatement("INSERT INTO e2e.t VALUES (?, ?, ?)")) {
                    for (int b = 0; b < batches; b++) {
                        for (int i = 0; i < perBatch; i++) {
                            int id = b * perBatch + i;
                            ins.setInt(1, id);
                            ins.setString(2, "row-" + id + "-" + Integer.toHexString(id * 7919));
                            ins.setDouble(3, id / 3.0);
                            ins.executeUpdate();
                        }
                        samples.addAll(probe.sample());
                    }
                }
                List<NodeSample> last = probe.sample();
                samples.addAll(last);
                long inserted = last.get(0).counters().minus(first.get(0).counters()).get("com_insert");
                assertEquals(batches * perBatch, inserted);

                TableDigest written = TableDigest.of(w, "e2e.t");
                assertEquals(batches * perBatch, written.rows());
                for (ClusterNode n : sandbox.nodes()) {
                    try (Connection c = n.connect(); Statement s = c.createStatement()) {
                        s.execute("SET SESSION wsrep_sync_wait = 1"); // reads wait until this node applied everything before them
                        assertEquals(written, TableDigest.of(c, "e2e.t"), n.name());
                    }
                }
                double maxPaused = samples.stream().mapToDouble(s -> s.flowControl().orElseThrow().flowControlPaused()).max().orElse(-1);
                long maxQueue = samples.stream().mapToLong(s -> s.flowControl().orElseThrow().recvQueue()).max().orElse(-1);
                long certFailures = last.stream().mapToLong(s -> s.flowControl().orElseThrow().certFailures()).sum();
                System.out.println("Galera over " + samples.size() / 3 + " samples: max wsrep_flow_control_paused " + maxPaused
                        + ", max wsrep_local_recv_queue " + maxQueue + ", certification failures " + certFailures);

                long pid = sandbox.node("node3").server().state().orElseThrow().pid();
                ProcessHandle victim = ProcessHandle.of(pid).orElseThrow();
                victim.destroyForcibly();
                victim.onExit().get();
                ServerException down = org.junit.jupiter.api.Assertions.assertThrows(ServerException.class, probe::sample);
                System.out.println("killed node: " + down.getMessage());
                assertTrue(down.getMessage().contains("galera node 'node3'"), down.getMessage());
                assertFalse(down.getMessage().contains("\n"), down.getMessage());
            }
        }
        for (ClusterNode n : sandbox.nodes()) {
            assertFalse(n.server().isRunning(), n.name() + " still runs after close");
        }
    }
}
