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
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.bundle.RunStatus;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The workloads on a managed MySQL 9.7 (the build {@link MySqlBuild} gives), each short: an
 * oltp_read_write stream, the order-entry workload with its consistency check, SSB with its
 * answers checked, a replication sandbox in 8.4+ syntax with GTID sets, and a kill -9 of mysqld
 * mid-stream with the audit of acknowledged writes (a long stream: mysqld's crash recovery and start
 * took 20–25 s on the shared test machine).
 */
@Alone
class MySqlWorkloadsTest {
    private static final String PROFILE = "e2e-mysql-w";
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping(PROFILE, "e2e-myrepl-primary", "e2e-myrepl-replica1");

    private static String server() {
        return "server: " + MySqlBuild.serverBlock(PROFILE) + "\n";
    }

    private static Bundle run(String name, String yaml) throws Exception {
        Bundle b = cli.runBundle(cli.write(name + ".yaml", "name: " + name + "\n" + yaml));
        assertEquals(RunStatus.COMPLETE, b.manifest().status(), b.manifest().message());
        b.variants().forEach(v -> assertTrue(v.version().startsWith(MySqlBuild.RELEASE), v.version()));
        return b;
    }

    @Test
    void anOltpReadWriteStreamRunsAndItsSessionsSayExecuting() throws Exception {
        Bundle b = run("my-oltp", server() + """
                workload: {plugin: oltp_read_write, parameters: {tables: 2, tableSize: 2000}}
                phases: {cold: false, warm: 1}
                stream: {threads: 2, duration: 3s, interval: 1s}
                """);
        StreamRecord s = b.streams().get(0);
        assertTrue(s.operations() > 0, "transactions ran: " + s);
        assertEquals(0, s.errors(), s.toString());
        String shown = cli.ok("show", b.dir().toString()).out();
        assertTrue(shown.contains("Server MySQL 9.7."), shown);
    }

    @Test
    void orderEntryRunsAndItsConsistencyConditionsHold() throws Exception {
        Bundle b = run("my-tpcc", server() + """
                workload: {plugin: tpcc, parameters: {warehouses: 1}}
                phases: {cold: false, warm: 1}
                stream: {threads: 2, duration: 3s, interval: 1s}
                """);
        assertTrue(b.streams().get(0).operations() > 0);
        assertEquals(9, b.checks().size());
        assertTrue(b.checks().stream().allMatch(c -> c.holds()), b.checks().toString());
    }

    @Test
    void ssbAnswersMatchTheReferenceAfterALoadThroughLoadDataLocal() throws Exception {
        Bundle b = run("my-ssb", server() + """
                workload: {plugin: ssb, parameters: {sf: 0.01}}
                phases: {cold: false, warm: 1}
                options: {explain: false}
                """);
        assertEquals(13, b.answers().size());
        assertTrue(b.answers().stream().allMatch(a -> a.outcome().name().equals("MATCHED")), b.answers().toString());
        assertTrue(b.datasets().stream().anyMatch(d -> d.rows() > 0 && !d.reused()), "loaded here, through LOAD DATA LOCAL");
    }

    @Test
    void aReplicationSandboxReplicatesWithGtidSetsInTheNewSyntax() throws Exception {
        Bundle b = run("my-repl", """
                server: {type: replication, replicas: 1, profile: e2e-myrepl, version: %s}
                workload:
                  plugin: insert-stream
                  parameters: {schema: iib, rowsPerStatement: 10, rowsPerCommit: 10, secondaryIndexes: 1}
                phases: {cold: false, warm: 1}
                stream: {threads: 2, duration: 3s, interval: 500ms}
                """.formatted(MySqlBuild.VERSION));
        ClusterSamples c = ClusterSamples.of(b);
        assertEquals(List.of("primary", "replica1"), c.nodes());
        List<NodeIntervalRecord> replica = c.intervals().stream().filter(n -> n.node().equals("replica1")).toList();
        assertTrue(!replica.isEmpty());
        for (NodeIntervalRecord n : replica) {
            assertEquals("running", n.state(), n.toString());
            assertNotNull(n.transactionsBehind(), "counted in GTID sets: " + n);
        }
        assertTrue(b.streams().get(0).operations() > 0);
    }

    @Test
    void aKilledMysqldLosesNoAcknowledgedCommitWithItsLogFlushedAtEachCommit() throws Exception {
        Bundle b = run("my-kill", server() + """
                workload:
                  plugin: insert-stream
                  parameters: {schema: durability, rowsPerStatement: 1, rowsPerCommit: 1, secondaryIndexes: 0}
                phases: {cold: false, warm: 1}
                stream: {threads: 2, duration: 45s, interval: 1s, audit: acknowledged}
                faults:
                  - {at: 2s, action: kill, target: server, for: 1s}
                variants:
                  - name: flush-1
                    settings: {innodb_flush_log_at_trx_commit: 1, sync_binlog: 1}
                """);
        FaultSamples f = FaultSamples.of(b);
        FaultRecord kill = f.faults().get(0);
        assertNotNull(kill.injectedSeconds(), "the kill struck");
        assertNotNull(kill.recoverySeconds(), "the stream worked again after mysqld came back: " + kill);
        assertTrue(kill.errors().containsKey("connection_lost"), kill.errors().toString());
        AuditRecord a = f.audits().get(0);
        assertTrue(a.acknowledged() > 0);
        assertEquals(0, a.lost(), "flushed at each commit, a kill -9 loses no acknowledged write: " + a);
        assertTrue(Files.exists(cli.home().resolve("servers").resolve(PROFILE).resolve("error.log")));
    }
}
