package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.ClusterSamples;
import io.benchlab.core.bundle.FaultRecords.AuditRecord;
import io.benchlab.core.bundle.FaultRecords.FaultRecord;
import io.benchlab.core.bundle.FaultSamples;
import io.benchlab.core.bundle.NodeRecords.NodeIntervalRecord;
import io.benchlab.core.bundle.RunStatus;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Faults on cluster sandboxes, through the real CLI, each running its example shortened: a replica
 * of the embedded MariaDB paused (examples/replica-pause.yaml), and a Galera node of Debian's
 * mariadb-server + galera-4 killed and rejoined under writes to every node
 * (examples/galera-node-loss.yaml). Nothing is timed: the machine may be busy.
 */
@Alone
class ClusterFaultsTest {
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping();

    private static String example(String name) throws Exception {
        return Files.readString(Path.of("../examples/" + name).toAbsolutePath().normalize());
    }

    @Test
    void aPausedReplicasLagRisesWhileItIsPausedAndFallsBackAfter() throws Exception {
        String yaml = example("replica-pause.yaml").replace("duration: 40s", "duration: 14s")
                .replace("at: 10s, action: pause, target: replica1, for: 10s", "at: 3s, action: pause, target: replica1, for: 5s")
                .replace("  replicas: 1", "  replicas: 1\n  profile: e2epause");
        Bundle b = cli.runBundle(cli.write("replica-pause.yaml", yaml));
        assertEquals(RunStatus.COMPLETE, b.manifest().status(), b.manifest().message());
        FaultRecord pause = FaultSamples.of(b).faults().get(0);
        List<NodeIntervalRecord> replica = ClusterSamples.of(b).intervals().stream().filter(n -> n.node().equals("replica1")).toList();
        List<NodeIntervalRecord> paused = replica.stream().filter(n -> "paused (fault)".equals(n.state())).toList();
        assertTrue(paused.size() >= 3, "the intervals of the pause say so: " + replica);
        for (int i = 1; i < paused.size(); i++) {
            assertTrue(paused.get(i).transactionsBehind() > paused.get(i - 1).transactionsBehind(), "rising while paused: " + paused);
        }
        long peak = paused.get(paused.size() - 1).transactionsBehind();
        NodeIntervalRecord last = replica.get(replica.size() - 1);
        assertEquals("running", last.state());
        assertTrue(last.transactionsBehind() < peak, "falling back after the resume: " + last.transactionsBehind() + " < " + peak);
        assertTrue(pause.backSeconds() > pause.injectedSeconds(), pause.toString());
        assertEquals(null, pause.errors(), "the primary's workers never noticed");
        assertNotNull(pause.recoverySeconds());
    }

    @Test
    void aGaleraNodeKilledUnderWritesToEveryNodeRejoinsAndEveryNodeHoldsEveryAcknowledgedRow() throws Exception {
        String yaml = example("galera-node-loss.yaml").replace("duration: 60s", "duration: 24s")
                .replace("at: 15s, action: kill, target: node2, for: 10s", "at: 4s, action: kill, target: node2, for: 4s")
                .replace("  nodes: 3", "  nodes: 3\n  profile: e2egalfault");
        Bundle b = cli.runBundle(cli.write("galera-node-loss.yaml", yaml));
        assertEquals(RunStatus.COMPLETE, b.manifest().status(), "the survivors wrote on, node2 rejoined, all nodes agree at the end");
        FaultRecord kill = FaultSamples.of(b).faults().get(0);
        assertNotNull(kill.backSeconds(), "node2 started again and Synced: " + kill);
        assertTrue(kill.lowestPerSecond() < kill.baselinePerSecond(), "the survivors' dip: " + kill);
        ClusterSamples c = ClusterSamples.of(b);
        List<NodeIntervalRecord> down = c.intervals().stream().filter(n -> "down (fault)".equals(n.state())).toList();
        assertTrue(!down.isEmpty() && down.stream().allMatch(n -> n.node().equals("node2")), "node2 down in the intervals it was: " + down);
        for (String survivor : List.of("node1", "node3")) {
            long writesWhileDown = c.intervals().stream().filter(n -> n.node().equals(survivor)
                    && down.stream().anyMatch(d -> d.index() == n.index())).mapToLong(n -> n.counters().getOrDefault("com_insert", 0L)).sum();
            assertTrue(writesWhileDown > 0, survivor + " took writes while node2 was down");
        }
        assertTrue(b.streams().get(0).errorClasses().containsKey("connection_lost"), "node2's worker lost its connection and came back");
        List<AuditRecord> audits = FaultSamples.of(b).audits();
        assertEquals(List.of("node1", "node2", "node3"), audits.stream().map(AuditRecord::node).toList());
        for (AuditRecord a : audits) {
            assertEquals(0, a.lost(), "every acknowledged row on " + a.node() + " (node2: by its state transfer): " + a);
            assertEquals(b.streams().get(0).units(), a.acknowledged(), "every row the stream counted was acknowledged");
        }
    }
}
