package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.ClusterSamples;
import io.benchlab.core.bundle.NodeRecords.NodeIntervalRecord;
import io.benchlab.core.bundle.Records.AgentRecord;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.bundle.StreamBreakdown.SqlStatistics;
import io.benchlab.core.bundle.StreamSamples;
import io.benchlab.core.remote.HostKeyPolicy;
import io.benchlab.core.remote.SshSession;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * sysbench's OLTP scripts where the field runs them: from load hosts ({@code benchlab agent} over
 * Debian's real OpenSSH server on 127.0.0.1, twice, as two hosts) and on a replication cluster —
 * oltp_read_write writes on the primary and every row reaches the replica, oltp_read_only (from
 * the load hosts) reads on the replica. The statements the agents counted by class cross the wire
 * and add up to sysbench's figures. Nothing is timed.
 */
class OltpLoadHostsAndClusterTest {
    @RegisterExtension
    static final OpenSshServer SSHD = new OpenSshServer();

    @RegisterExtension
    static final StreamServer server = StreamServer.perClass();

    @TempDir
    static Path home;

    @AfterAll
    static void removeTheAgent() throws Exception {
        try (SshSession ssh = SshSession.open(SSHD.target(SSHD.clientKey(), SSHD.knownHosts(home)), HostKeyPolicy.KNOWN_ONLY)) {
            ssh.run("rm -rf \"$HOME/.benchlab/agent\"", Duration.ofSeconds(60));
        }
    }

    private static String agent() throws Exception {
        return SSHD.agent(SSHD.clientKey(), home);
    }

    /** sysbench's figures of a stream, from the model every face reads. */
    private static SqlStatistics sql(Bundle b, StreamRecord s) {
        StreamSamples.Stream st = StreamSamples.of(b).get(s.key());
        assertNotNull(st.breakdown(), "the family's streams count their statements");
        return st.breakdown().sql();
    }

    @Test
    void oltpReadWriteFromTwoLoadHostsCountsEveryStatementOnce() throws Exception {
        String a = agent();
        Bundle b = server.run("oltp-agents", """
                workload: {plugin: oltp_read_write, parameters: {tableSize: 5000, randType: uniform}}
                phases: {cold: false, warm: 1}
                stream: {threads: 4, duration: 3s, interval: 1s, agents: [%s, %s]}
                """.formatted(a, a));
        StreamRecord s = b.streams().get(0);
        assertEquals("duration", s.reason(), s.message());
        List<AgentRecord> agents = b.agents();
        assertEquals(List.of(2, 2), agents.stream().map(AgentRecord::agentThreads).toList(), "4 threads on 2 hosts");
        assertEquals(s.operations(), agents.stream().mapToLong(AgentRecord::operations).sum());
        SqlStatistics sql = sql(b, s);
        assertEquals(s.operations(), sql.transactions());
        // every committed transaction sent 14 reads, 4 writes, BEGIN and COMMIT; a deadlock victim sent part of them
        long failed = s.errors();
        assertTrue(sql.reads() >= 14 * s.operations() && sql.reads() <= 14 * (s.operations() + failed), sql.toString());
        assertTrue(sql.other() >= 2 * s.operations() && sql.other() <= 2 * s.operations() + failed, sql.toString());
        assertEquals(sql.reads() + sql.writes() + sql.other(), sql.queries());
        assertEquals(failed, sql.ignoredErrors(), "the only errors are those sysbench ignores");
        long intervalReads = b.intervals().stream().mapToLong(i -> i.counts().get("reads")).sum();
        assertEquals(sql.reads(), intervalReads, "the merged intervals hold every host's reads");
    }

    @Test
    void writesGoToThePrimaryAndReplicasServeTheReadOnlyScriptFromLoadHosts() throws Exception {
        Cli cli = new Cli(home.resolve("cluster-home"));
        Path rw = home.resolve("oltp-cluster-rw.yaml");
        Files.writeString(rw, """
                name: oltp-cluster-rw
                server: {type: replication, replicas: 1, profile: e2eoltp}
                workload: {plugin: oltp_read_write, parameters: {tableSize: 3000, randType: uniform}}
                phases: {cold: false, warm: 1}
                stream: {threads: 2, duration: 2s, interval: 500ms}
                """);
        Cli.Result r = cli.run("run", rw.toString());
        assertEquals(0, r.exitCode(), r.all());
        assertTrue(r.all().contains("oltp_read_write: 2 thread(s), closed loop, writing to primary"), r.all());
        Bundle written = read(cli, "oltp-cluster-rw");
        ClusterSamples c = ClusterSamples.of(written);
        var digests = c.digests().stream().filter(d -> d.table().equals("sbtest1")).toList();
        assertEquals(2, digests.size(), c.digests().toString());
        assertTrue(digests.stream().allMatch(d -> d.rows() == 3000 && d.sameAsFirst()),
                "the loaded rows and every committed change are on both nodes: " + digests);
        assertTrue(c.intervals().stream().allMatch(n -> n.writes() == n.node().equals("primary")), "writes on the primary only");

        String a = agent();
        Path ro = home.resolve("oltp-cluster-ro.yaml");
        Files.writeString(ro, """
                name: oltp-cluster-ro
                server: {type: replication, replicas: 1, profile: e2eoltp}
                workload: {plugin: oltp_read_only, parameters: {tableSize: 3000, randType: uniform}}
                phases: {cold: false, warm: 1}
                stream: {threads: 2, duration: 2s, interval: 500ms, readFrom: replicas, agents: [%s, %s]}
                """.formatted(a, a));
        r = cli.run("run", ro.toString());
        assertEquals(0, r.exitCode(), r.all());
        assertTrue(r.all().contains("reusing it"), "the dataset the first run loaded is reused: " + r.all());
        assertTrue(r.all().contains("oltp_read_only: 2 thread(s) on 2 load host(s), closed loop, reading from replica1"), r.all());
        Bundle read = read(cli, "oltp-cluster-ro");
        List<NodeIntervalRecord> nodes = ClusterSamples.of(read).intervals();
        assertFalse(nodes.isEmpty());
        long onReplica = selects(nodes, "replica1");
        long onPrimary = selects(nodes, "primary");
        SqlStatistics sql = sql(read, read.streams().get(0));
        assertTrue(sql.reads() > 0 && onReplica >= sql.reads() && onPrimary * 10 < onReplica,
                "the read-only transactions ran on the replica: " + onReplica + " SELECTs there, " + onPrimary + " on the primary, " + sql);
        assertTrue(nodes.stream().noneMatch(NodeIntervalRecord::writes), "a read-only script writes nowhere");
    }

    private static long selects(List<NodeIntervalRecord> nodes, String node) {
        return nodes.stream().filter(n -> n.node().equals(node)).mapToLong(n -> n.counters().getOrDefault("com_select", 0L)).sum();
    }

    private static Bundle read(Cli cli, String name) {
        Path dir = new BundleReader().list(cli.home().resolve("runs")).stream().filter(p -> p.getFileName().toString().endsWith("-" + name))
                .findFirst().orElseThrow();
        return new BundleReader().read(dir);
    }
}
