package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.FaultRecords.AuditRecord;
import io.benchlab.core.bundle.FaultRecords.FaultRecord;
import io.benchlab.core.bundle.FaultSamples;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.util.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Faults on the real embedded MariaDB (docs/faults.md): the known answer of examples/durability.yaml
 * (a kill -9 of mysqld loses acknowledged commits with innodb_flush_log_at_trx_commit = 0 only; the
 * audit's figures checked against the table), a fault refused on a server benchlab cannot signal, and
 * benchlab itself killed while a fault holds its server paused.
 */
@Alone
class FaultsEndToEndTest {
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping("e2e-durability", "e2e-faultkill");
    private static final Path EXAMPLE = Path.of("../examples/durability.yaml").toAbsolutePath().normalize();

    @Test
    void aKilledServerLosesAcknowledgedCommitsOnlyWhenItsLogIsFlushedOnceASecond() throws Exception {
        // the example, shortened (8 s streams, the kill at 4 s); flush-0 last, so the table it leaves is flush-0's
        String yaml = Files.readString(EXAMPLE).replace("duration: 40s", "duration: 8s").replace("at: 20s", "at: 4s")
                .replace("profile: durability", "profile: e2e-durability").replace("name: durability", "name: e2e-durability")
                .replace("variants:", "options: {keepServer: true}\nvariants:");
        yaml = yaml.replace("  - name: flush-0\n    settings:\n      innodb_flush_log_at_trx_commit: 0\n", "")
                + "  - name: flush-0\n    settings:\n      innodb_flush_log_at_trx_commit: 0\n";
        Bundle b = cli.runBundle(cli.write("durability.yaml", yaml));
        assertEquals(RunStatus.COMPLETE, b.manifest().status());
        FaultSamples f = FaultSamples.of(b);
        assertEquals(List.of("flush-1", "flush-2", "flush-0"), f.audits().stream().map(AuditRecord::variant).toList(), "one audit per variant");
        for (AuditRecord a : f.audits()) {
            StreamRecord stream = b.streams().stream().filter(s -> s.variant().equals(a.variant())).findFirst().orElseThrow();
            assertEquals(stream.units(), a.acknowledged(), a.variant() + ": every row the stream counted was acknowledged and reported");
            assertEquals(a.acknowledged(), a.present() + a.lost(), a.variant() + ": acknowledged = present + lost");
            assertTrue(a.lost() >= a.acknowledged() - a.distinctKeys(), a.variant() + ": each key handed out again is a lost write");
            FaultRecord kill = f.faults().stream().filter(r -> r.variant().equals(a.variant())).findFirst().orElseThrow();
            assertNotNull(kill.injectedSeconds(), a.variant() + ": the kill struck");
            assertTrue(kill.backSeconds() > kill.injectedSeconds() + 1, a.variant() + ": back after its second down: " + kill);
            assertNotNull(kill.recoverySeconds(), a.variant() + ": the stream worked again");
            assertTrue(kill.errors().containsKey("connection_lost"), a.variant() + ": " + kill.errors());
            assertEquals(stream.errors(), b.intervals().stream().filter(i -> i.variant().equals(a.variant())).mapToLong(i -> i.errors()).sum());
        }
        assertEquals(0, audit(f, "flush-1").lost(), "flush-1 loses nothing");
        assertEquals(0, audit(f, "flush-2").lost(), "flush-2 loses nothing when only mysqld dies");

        // the table holds flush-0's rows: every present key, and at most one unacknowledged commit per worker besides
        AuditRecord zero = audit(f, "flush-0");
        JsonNode state = Json.mapper().readTree(cli.home().resolve("servers/e2e-durability/state.json").toFile());
        try (Connection c = DriverManager.getConnection("jdbc:mysql://127.0.0.1:" + state.path("port").asInt() + "/?sslMode=DISABLED",
                "root", ""); Statement st = c.createStatement()) {
            long rows = count(st, "SELECT COUNT(*) FROM durability.purchases_index");
            assertTrue(rows >= zero.present() && rows <= zero.present() + 4, "rows " + rows + " vs present " + zero.present());
            for (long key : zero.lostKeys()) {
                long there = count(st, "SELECT COUNT(*) FROM durability.purchases_index WHERE transactionid = " + key);
                assertTrue(there == 0 || zero.acknowledged() > zero.distinctKeys(), "lost key " + key + " is missing, or was handed out again");
            }
        }
        String shown = cli.ok("show", b.dir().toString()).out();
        assertTrue(shown.contains("Faults — flush-0") && shown.contains("kill server at 4 s for 1 s"), shown);
        assertTrue(shown.contains("Acknowledged writes audited — flush-0"), shown);
        JsonNode json = Json.mapper().readTree(cli.ok("show", b.dir().toString(), "--format", "json").out());
        assertEquals(3, json.path("faults").path("audits").size());
        String compared = cli.ok("compare", b.dir().toString(), "--variant-a", "flush-1", "--variant-b", "flush-0").out();
        assertTrue(compared.contains("Faults, A vs B") && compared.contains("kill server at 4 s for 1 s"), compared);
        reportInBrowser(b);
    }

    /** The report marks the kill on the time axes and has the Faults tables; a screenshot to look at. */
    private static void reportInBrowser(Bundle b) throws Exception {
        Path html = cli.dir().resolve("durability.html");
        cli.ok("report", b.dir().toString(), "-o", html.toString());
        try (HeadlessChromium chrome = new HeadlessChromium()) {
            chrome.send("Page.enable");
            ReportCharts.viewport(chrome, 1400);
            chrome.send("Page.navigate", Map.of("url", html.toUri().toString()));
            chrome.awaitEvent("Page.loadEventFired");
            assertTrue(chrome.evaluate("document.querySelectorAll('#stream-time-0 svg line.fault:not(.back)').length").asInt() >= 3,
                    "each variant's kill marked across the throughput panels");
            assertTrue(chrome.evaluate("document.querySelector('#stream-time-0 svg .fault-label').textContent.includes('kill server')")
                    .asBoolean());
            assertEquals(3, chrome.evaluate("document.querySelectorAll('#faults ~ table.data').length").asInt() / 2,
                    "a Faults table and an audit table per variant");
            Files.createDirectories(Path.of("target", "screenshots"));
            chrome.screenshot(Path.of("target", "screenshots", "report-faults.png"), true);
        }
    }

    @Test
    void aFaultOnAServerBenchlabCannotSignalIsRefusedBeforeAnythingStarts() throws Exception {
        Path file = cli.write("external.yaml", """
                name: external-fault
                server: {type: external, url: 'jdbc:mysql://127.0.0.1:1/'}
                workload: {plugin: insert-stream}
                phases: {cold: false, warm: 1}
                faults:
                  - {at: 2s, action: kill}
                """);
        Cli.Result r = cli.run("run", file.toString());
        assertEquals(2, r.exitCode(), r.all());
        List<String> lines = r.err().lines().filter(l -> !l.isBlank()).toList();
        assertEquals(1, lines.size(), r.err());
        assertTrue(lines.get(0).contains("external.yaml line 6: faults[0]: benchlab cannot signal an external server"), lines.get(0));
        assertTrue(!Files.exists(cli.home().resolve("runs")) || new BundleReader().list(cli.home().resolve("runs")).stream()
                .noneMatch(p -> p.toString().endsWith("external-fault")), "no run was started");
    }

    @Test
    void benchlabKilledWhileAFaultHoldsItsServerPausedKeepsEveryIntervalAndTheServerRunsAgain() throws Exception {
        Path file = cli.write("pausekill.yaml", """
                name: pausekill
                server: {profile: e2e-faultkill}
                workload:
                  plugin: insert-stream
                  parameters: {schema: pausekill, rowsPerStatement: 10, rowsPerCommit: 10, secondaryIndexes: 0}
                phases: {cold: false, warm: 1}
                stream: {threads: 2, duration: 60s, interval: 250ms}
                faults:
                  - {at: 1s, action: pause, for: 50s}
                """);
        Path home = cli.dir().resolve("home-pausekill");
        Process p = cli.startCli(home, file);
        Path bundle = awaitEvent(home.resolve("runs"), "struck");
        Thread.sleep(1000); // a few intervals while the server is paused
        p.destroyForcibly();
        p.waitFor(30, TimeUnit.SECONDS);
        Bundle b = new BundleReader().read(bundle);
        assertEquals(RunStatus.INTERRUPTED, b.manifest().status());
        long written = Files.readAllLines(bundle.resolve(BundleFormat.INTERVALS)).stream().filter(l -> !l.isBlank()).count();
        assertTrue(written >= 4, "intervals before and during the pause: " + written);
        assertEquals(written, b.intervals().size(), "every finished interval is readable");
        assertTrue(b.events().stream().anyMatch(e -> e.message().contains("fault pause of server at 1s for 50s struck")), b.events().toString());
        // the server was left stopped (SIGSTOP) by the dead run; the next holder of its profile resumes it
        Cli next = new Cli(home);
        long pid = Json.mapper().readTree(home.resolve("servers/e2e-faultkill/state.json").toFile()).path("pid").asLong();
        next.ok("server", "stop", "--profile", "e2e-faultkill");
        assertTrue(ProcessHandle.of(pid).map(h -> !h.isAlive()).orElse(true), "the paused server was stopped");
        // a paused mysqld takes SIGTERM only once it runs again: without the SIGCONT the stop waits out its timeout and kills it
        List<String> log = Files.readAllLines(home.resolve("servers/e2e-faultkill/error.log"));
        List<String> tail = log.subList(Math.max(0, log.size() - 5), log.size());
        assertTrue(tail.stream().anyMatch(l -> l.contains("Shutdown complete")), "a clean shutdown: " + tail);
        assertEquals(0, next.run("show", bundle.toString()).exitCode());
    }

    private static AuditRecord audit(FaultSamples f, String variant) {
        return f.audits().stream().filter(a -> a.variant().equals(variant)).findFirst().orElseThrow();
    }

    private static long count(Statement st, String sql) throws Exception {
        try (ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static Path awaitEvent(Path runs, String text) throws Exception {
        return RunsFolder.awaitBundle(runs, BundleFormat.EVENTS, lines -> lines.stream().anyMatch(l -> l.contains(text)),
                Duration.ofSeconds(180), "an event '" + text + "'");
    }
}
