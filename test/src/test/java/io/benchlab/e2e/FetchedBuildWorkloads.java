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
import io.benchlab.core.stream.ErrorClass;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The workloads on a managed build fetched from Debian's archive (MySQL 9.7, MariaDB 11.8: one
 * subclass each), each short: an oltp_read_write stream, the order-entry workload with its
 * consistency check, SSB with its answers checked, a replication sandbox in the flavour's own syntax
 * (MySQL 8.4+'s CHANGE REPLICATION SOURCE, MariaDB's CHANGE MASTER) with transactions behind counted
 * from GTIDs, and a kill -9 of the server mid-stream with the audit of acknowledged writes (a long
 * stream: crash recovery and start took 20–25 s on the shared test machine).
 */
abstract class FetchedBuildWorkloads {
    /** The subclass's CLI fixture (a static extension field of its own, stopping its profiles). */
    abstract CliFixture cli();

    /** The build's version, as server.version takes it ({@code mysql-9.7.4}). */
    abstract String version();

    /** What {@code SELECT VERSION()} starts with on this build ({@code 9.7.}). */
    abstract String release();

    /** How `show` names the server ({@code MySQL 9.7.}). */
    abstract String shownAs();

    /** The test's own managed profile; the replication sandbox's is {@link #replicationProfile()}. */
    abstract String profile();

    abstract String replicationProfile();

    private String server() {
        return "server: {type: embedded, version: " + version() + ", profile: " + profile() + "}\n";
    }

    private Bundle run(String name, String yaml) throws Exception {
        Bundle b = cli().runBundle(cli().write(name + ".yaml", "name: " + name + "\n" + yaml));
        assertEquals(RunStatus.COMPLETE, b.manifest().status(), b.manifest().message());
        b.variants().forEach(v -> assertTrue(v.version().startsWith(release()), v.version()));
        return b;
    }

    @Test
    void anOltpReadWriteStreamRuns() throws Exception {
        Bundle b = run("my-oltp", server() + """
                workload: {plugin: oltp_read_write, parameters: {tables: 2, tableSize: 2000}}
                phases: {cold: false, warm: 1}
                stream: {threads: 2, duration: 3s, interval: 1s}
                """);
        StreamRecord s = b.streams().get(0);
        assertTrue(s.operations() > 0, "transactions ran: " + s);
        // MariaDB 11.6+ defaults to innodb_snapshot_isolation=ON: two writers of the same rows under
        // REPEATABLE READ get 1020 ("record has changed"), which the engine rolls back and runs again, as
        // sysbench ignores it; nothing else may fail
        assertTrue(s.errorClasses() == null || s.errorClasses().keySet().stream().allMatch(c -> ErrorClass.fromWireName(c).retryable()),
                "only errors the server resolves by rolling back: " + s);
        String shown = cli().ok("show", b.dir().toString()).out();
        assertTrue(shown.contains("Server " + shownAs()), shown);
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
    void aReplicationSandboxReplicatesCountingTransactionsBehindByGtid() throws Exception {
        Bundle b = run("my-repl", """
                server: {type: replication, replicas: 1, profile: %s, version: %s}
                workload:
                  plugin: insert-stream
                  parameters: {schema: iib, rowsPerStatement: 10, rowsPerCommit: 10, secondaryIndexes: 1}
                phases: {cold: false, warm: 1}
                stream: {threads: 2, duration: 3s, interval: 500ms}
                """.formatted(replicationProfile(), version()));
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
    void aKilledServerLosesNoAcknowledgedCommitWithItsLogFlushedAtEachCommit() throws Exception {
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
        assertNotNull(kill.recoverySeconds(), "the stream worked again after the server came back: " + kill);
        assertTrue(kill.errors().containsKey("connection_lost"), kill.errors().toString());
        AuditRecord a = f.audits().get(0);
        assertTrue(a.acknowledged() > 0);
        assertEquals(0, a.lost(), "flushed at each commit, a kill -9 loses no acknowledged write: " + a);
        assertTrue(Files.exists(cli().home().resolve("servers").resolve(profile()).resolve("error.log")));
    }
}
