package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.util.BenchlabHome;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.ClusterSamples;
import io.benchlab.core.bundle.NodeRecords.NodeDigestRecord;
import io.benchlab.core.bundle.NodeRecords.NodeIntervalRecord;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.cluster.ClusterNode;
import io.benchlab.core.cluster.GaleraSandbox;
import io.benchlab.core.cluster.ReplicationSandbox;
import io.benchlab.core.server.ServerDistribution;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.settings.StartupOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An existing replication cluster ({@code nodeUrls}) through the real CLI: the test starts a
 * primary + replica sandbox of the embedded MariaDB under a home of its own, standing in for a
 * cluster the user already runs, and hands benchlab only the nodes' JDBC URLs. Benchlab finds the
 * primary itself, samples both nodes per interval, checks every row on every node at the end, sets
 * a node's own setting as SET GLOBAL, and leaves the nodes running; the test stops them. A row the
 * replica never got makes a second run a wrong result (exit 3), not a failed one. The same
 * for a 3-node Galera sandbox of Debian's mariadb-server (writes on every node, flow control).
 * Timeouts are generous and nothing is timed: the machine may be busy.
 */
class ExistingClusterRunTest {
    @TempDir
    Path dir;

    @Test
    void anExistingReplicationClusterIsProbedPerNodeAndLeftRunning() throws Exception {
        BenchlabHome theirs = new BenchlabHome(dir.resolve("their-servers"));
        ReplicationSandbox cluster = ReplicationSandbox.create(theirs.servers(), new ServerFactory(theirs).embedded(null), "theirs", 1,
                new StartupOptions(Map.of("innodb_buffer_pool_size", "64M")));
        try (cluster) {
            cluster.start();
            ClusterNode primary = cluster.primary();
            ClusterNode replica = cluster.replicas().get(0);
            // the replica listed first: benchlab must find the primary by asking the servers, not by the order given
            Path file = dir.resolve("existing.yaml");
            Files.writeString(file, "name: existing\n" + ClusterRunTest.WORKLOAD + """
                    server:
                      type: replication
                      user: root
                      nodeUrls:
                        r1: 'jdbc:mysql://127.0.0.1:%d/'
                        main: 'jdbc:mysql://127.0.0.1:%d/'
                    phases: {cold: false, warm: 1}
                    stream: {threads: 2, duration: 3s, interval: 500ms}
                    variants:
                      - name: relaxed-replica
                        nodeSettings:
                          r1: {innodb_flush_log_at_trx_commit: 2}
                    """.formatted(replica.port(), primary.port()));
            Cli cli = new Cli(dir.resolve("home"));
            Cli.Result r = cli.run("run", file.toString(), "--quiet");
            assertEquals(0, r.exitCode(), r.all());
            Path bundle = new BundleReader().list(cli.home().resolve("runs")).get(0);
            Bundle b = new BundleReader().read(bundle);

            ClusterSamples c = ClusterSamples.of(b);
            assertEquals(List.of("main", "r1"), c.nodes(), "the primary found and put first");
            List<IntervalRecord> intervals = b.intervals();
            assertTrue(intervals.size() >= 3, "3 s at 500 ms gives several intervals: " + intervals.size());
            for (IntervalRecord iv : intervals) {
                List<NodeIntervalRecord> nodes = c.intervals().stream().filter(n -> n.index() == iv.index()).toList();
                assertEquals(2, nodes.size(), "one record per node for interval " + iv.index());
                assertEquals("primary", nodes.get(0).role());
                NodeIntervalRecord r1 = nodes.get(1);
                assertEquals("replica", r1.role());
                assertNotNull(r1.transactionsBehind(), "transactions behind per interval");
                assertNull(r1.serverCpuCores(), "benchlab sees no process of an existing cluster's node");
                assertTrue(r1.transactionsBehind() >= 0);
                assertNotNull(r1.lagSeconds(), "seconds behind per interval");
                assertEquals("running", r1.state());
                assertTrue(nodes.get(0).writes() && !r1.writes(), "the workers write to the primary only");
            }
            long reported = b.streams().stream().mapToLong(StreamRecord::units).sum();
            assertTrue(reported > 0, "rows were inserted");
            List<NodeDigestRecord> digests = c.digests().stream().filter(d -> d.table().equals("purchases_index")).toList();
            assertEquals(List.of("main", "r1"), digests.stream().map(NodeDigestRecord::node).toList(), "a digest per node: " + c.digests());
            for (NodeDigestRecord d : digests) {
                assertEquals(reported, d.rows(), "rows on " + d.node() + " vs rows the stream inserted");
                assertEquals(digests.get(0).checksum(), d.checksum(), "checksum on " + d.node());
            }

            // benchlab stopped nothing: both nodes still answer, the node's own setting is on it alone
            assertTrue(primary.server().isRunning() && replica.server().isRunning(), "the cluster still runs");
            assertEquals("1", global(primary, "innodb_flush_log_at_trx_commit"));
            assertEquals("2", global(replica, "innodb_flush_log_at_trx_commit"));
            assertFalse(Files.exists(cli.home().resolve("servers")), "benchlab kept no server of its own");
            String all = Files.readString(bundle.resolve("experiment.yaml")) + r.all();
            assertFalse(all.contains("Exception"), all);

            // a row the replica never got (written on the primary outside its binary log): a wrong result, exit 3
            try (Connection main = primary.connect(); Statement s = main.createStatement()) {
                s.execute("CREATE TABLE iib.side (i INT PRIMARY KEY)");
                s.execute("SET SESSION sql_log_bin = 0");
                s.execute("INSERT INTO iib.side VALUES (1)");
            }
            Cli.Result differ = cli.run("run", file.toString(), "--quiet");
            assertEquals(3, differ.exitCode(), differ.all());
            assertTrue(differ.err().contains("the nodes differ at the end of 1 variant(s)"), differ.err());
            List<String> out = differ.out().lines().toList();
            Bundle wrong = new BundleReader().read(Path.of(out.get(out.size() - 1)));
            assertEquals(io.benchlab.core.bundle.RunStatus.COMPLETE, wrong.manifest().status(), "everything was written");
            assertTrue(ClusterSamples.of(wrong).digests().stream().anyMatch(d -> d.table().equals("side") && d.node().equals("r1")
                    && !d.sameAsFirst()), "the replica's digest of the table says so");
            assertTrue(wrong.events().stream().anyMatch(e -> e.message().contains("node 'r1' differs from node 'main' in table side")),
                    wrong.events().toString());
        }
        assertFalse(cluster.primary().server().isRunning(), "the test stopped its cluster");
    }

    @Test
    void anExistingGaleraClusterTakesWritesOnEveryNodeAndIsLeftRunning() throws Exception {
        BenchlabHome theirs = new BenchlabHome(dir.resolve("their-galera"));
        Path provider = GaleraSandbox.findProvider().orElseThrow(() -> new AssertionError(
                "no libgalera_smm.so: scripts/install-test-deps.sh installs galera-4"));
        GaleraSandbox cluster = GaleraSandbox.create(theirs.servers(), ServerDistribution.locate(Path.of("/usr")), provider, "theirgal", 3,
                new StartupOptions(Map.of("innodb_buffer_pool_size", "64M")));
        try (cluster) {
            cluster.start();
            List<ClusterNode> n = cluster.nodes();
            Path file = dir.resolve("existing-galera.yaml");
            Files.writeString(file, "name: existing-galera\n" + ClusterRunTest.WORKLOAD + """
                    server:
                      type: galera
                      user: root
                      nodeUrls:
                        g1: 'jdbc:mysql://127.0.0.1:%d/'
                        g2: 'jdbc:mysql://127.0.0.1:%d/'
                        g3: 'jdbc:mysql://127.0.0.1:%d/'
                    phases: {cold: false, warm: 1}
                    stream: {threads: 3, duration: 3s, interval: 500ms, writeTo: all}
                    """.formatted(n.get(0).port(), n.get(1).port(), n.get(2).port()));
            Cli cli = new Cli(dir.resolve("home"));
            Cli.Result r = cli.run("run", file.toString(), "--quiet");
            assertEquals(0, r.exitCode(), r.all());
            Bundle b = new BundleReader().read(new BundleReader().list(cli.home().resolve("runs")).get(0));
            ClusterSamples c = ClusterSamples.of(b);
            assertEquals(List.of("g1", "g2", "g3"), c.nodes());
            assertFalse(c.intervals().isEmpty());
            for (NodeIntervalRecord iv : c.intervals()) {
                assertEquals("galera", iv.role());
                assertNotNull(iv.flowControlPaused(), "flow control paused on " + iv.node());
                assertNotNull(iv.recvQueue(), "receive queue on " + iv.node());
                assertNotNull(iv.certFailures(), "certification failures on " + iv.node());
                assertEquals("Synced", iv.state());
                assertTrue(iv.writes(), "writeTo: all spreads the workers over every node");
            }
            long reported = b.streams().stream().mapToLong(StreamRecord::units).sum();
            List<NodeDigestRecord> digests = c.digests().stream().filter(d -> d.table().equals("purchases_index")).toList();
            assertEquals(3, digests.size(), "a digest per node: " + c.digests());
            for (NodeDigestRecord d : digests) {
                assertEquals(reported, d.rows(), "rows on " + d.node() + " vs rows the stream inserted");
                assertEquals(digests.get(0).checksum(), d.checksum(), "checksum on " + d.node());
            }
            assertTrue(n.stream().allMatch(x -> x.server().isRunning()), "benchlab left every node running");
        }
    }

    @Test
    void anUnreachableNodeIsNamedInOneLineBeforeTheStreamStarts() throws Exception {
        Path file = dir.resolve("unreachable.yaml");
        int closed;
        try (java.net.ServerSocket s = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            closed = s.getLocalPort(); // free once closed: nothing listens there
        }
        Files.writeString(file, "name: unreachable\n" + ClusterRunTest.WORKLOAD + """
                server:
                  type: galera
                  user: root
                  nodeUrls:
                    db1: 'jdbc:mysql://127.0.0.1:%d/'
                    db2: 'jdbc:mysql://127.0.0.1:%d/'
                phases: {cold: false, warm: 1}
                stream: {threads: 1, duration: 3s}
                """.formatted(closed, closed));
        Cli cli = new Cli(dir.resolve("home"));
        Cli.Result r = cli.run("run", file.toString(), "--quiet");
        assertNotEquals(0, r.exitCode(), r.all());
        List<String> lines = r.err().lines().filter(l -> !l.isBlank()).toList();
        assertEquals(1, lines.size(), "one line: " + r.err());
        assertTrue(lines.get(0).contains("node 'db1'") && lines.get(0).contains("127.0.0.1:" + closed), lines.get(0));
        assertTrue(lines.get(0).contains("cannot be reached"), lines.get(0));
        assertFalse(lines.get(0).contains("Exception"), lines.get(0));
        Path runs = cli.home().resolve("runs");
        assertTrue(!Files.exists(runs) || new BundleReader().list(runs).isEmpty(), "no bundle: nothing started");
    }

    private static String global(ClusterNode n, String variable) throws Exception {
        try (Connection c = n.connect(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT @@GLOBAL." + variable)) {
            rs.next();
            return rs.getString(1);
        }
    }
}
