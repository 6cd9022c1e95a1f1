package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.util.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The tpcc workload as a user runs it, on one warehouse of a real server: NOPM, TPM, every transaction
 * type's response times and the consistency verdict in show, its JSON and the report; a row altered on
 * purpose makes the next run's check fail, which marks the run wrong (exit code 3) and names the
 * condition and the first offending row everywhere; CH-benCHmark's queries beside the transactions;
 * bad input in one line before anything starts.
 */
class TpccEndToEndTest {
    @RegisterExtension
    static final StreamServer server = StreamServer.shared();

    private static final String NO_WAIT = """
            workload: {plugin: tpcc, parameters: {warehouses: 1}}
            phases: {cold: false, warm: 1}
            stream: {threads: 2, duration: 3s, interval: 1s}
            """;

    @Test
    void figuresAndTheConsistencyVerdictInEveryFaceAndAnAlteredRowFailsTheRunWithExitCode3() throws Exception {
        Bundle b = server.run("tpcc-ok", NO_WAIT);
        StreamRecord s = b.streams().get(0);
        assertTrue(s.operations() > 0, "transactions ran: " + s);
        assertEquals(9, b.checks().size());

        Cli cli = new Cli(b.dir().getParent().getParent());
        String shown = cli.ok("show", b.dir().toString()).out();
        assertTrue(shown.contains("consistency: all 9 conditions held in default"), shown);
        assertTrue(shown.contains("TPC-C-derived order entry") && shown.contains("not an audited TPC-C result"), shown);
        assertTrue(shown.contains("NOPM per minute") && shown.contains("TPM per minute"), shown); // as the report and the GUI word them (WorkloadFiguresView)
        assertTrue(shown.contains("server Com_commit + Com_rollback"), shown);
        for (String kind : List.of("new_order", "payment", "order_status", "delivery", "stock_level")) {
            assertTrue(shown.contains(kind), kind + " in " + shown);
        }
        JsonNode json = Json.mapper().readTree(cli.ok("show", b.dir().toString(), "--format=json").out());
        assertEquals(9, json.path("consistency").path("held").asInt());
        assertEquals(0, json.path("consistency").path("failed").asInt());
        JsonNode rates = json.path("streams").get(0).path("summary").path("rates");
        assertEquals("NOPM", rates.get(0).path("name").asText());
        assertTrue(rates.get(1).path("value").asDouble() > 0, "TPM from the server's counters: " + rates);
        assertTrue(json.path("streams").get(0).path("summary").path("kinds").has("stock_level"));

        Path report = b.dir().resolveSibling("tpcc-ok.html");
        cli.ok("report", b.dir().toString(), "-o", report.toString());
        String html = Files.readString(report);
        assertTrue(html.contains("consistency: all 9 conditions held in default"), "the verdict in the report");
        assertTrue(html.contains("NOPM per minute") && html.contains("not an audited TPC-C result"), "NOPM and the note in the report");

        try (Connection c = server.connect(); Statement st = c.createStatement()) {
            st.executeUpdate("UPDATE tpcc_w1.warehouse SET w_ytd = w_ytd + 1 WHERE w_id = 1");
        }
        try {
            Path yaml = b.dir().getParent().getParent().resolve("tpcc-altered.yaml");
            Files.writeString(yaml, "name: tpcc-altered\nserver: {type: external, url: '" + server.url() + "', user: root}\n" + NO_WAIT);
            Cli.Result run = cli.run("run", yaml.toString());
            assertEquals(3, run.exitCode(), "a failed consistency condition marks the run as a wrong answer does: " + run.err());
            assertTrue(run.err().contains("consistency condition(s) of the workload's data did not hold"), run.err());
            Bundle altered = new BundleReader().read(Path.of(run.out().strip().lines().reduce((a, x) -> x).orElseThrow()));
            String failed = cli.ok("show", altered.dir().toString()).out();
            assertTrue(failed.contains("consistency: 2 of 9 checks FAILED in default"), failed);
            assertTrue(failed.contains("condition 1 in default: W_YTD = sum(D_YTD) for every warehouse — FAILED; first offending row: w_id=1"),
                    failed);
            JsonNode altJson = Json.mapper().readTree(cli.ok("show", altered.dir().toString(), "--format=json").out());
            assertEquals(2, altJson.path("consistency").path("failed").asInt());
            assertTrue(altJson.path("message").asText().contains("consistency condition(s)"), altJson.path("message").asText());
            Path altReport = altered.dir().resolveSibling("tpcc-altered.html");
            cli.ok("report", altered.dir().toString(), "-o", altReport.toString());
            String altHtml = Files.readString(altReport).replace("&#x3D;", "=").replace("&#61;", "="); // the template escapes = too
            assertTrue(altHtml.contains("⚠ consistency: 2 of 9 checks FAILED"), "the failed verdict in the report");
            assertTrue(altHtml.contains("first offending row: w_id=1"), "the offending row in the report");
        } finally {
            try (Connection c = server.connect(); Statement st = c.createStatement()) {
                st.executeUpdate("UPDATE tpcc_w1.warehouse SET w_ytd = w_ytd - 1 WHERE w_id = 1");
            }
        }
    }

    @Test
    void chBenchmarksQueriesRunBesideTheTransactions() throws Exception {
        Bundle b = server.run("chbench", """
                workload: {plugin: tpcc, parameters: {warehouses: 1, analytics: true, consistencyCheck: false}}
                phases: {cold: false, warm: 1}
                stream: {together: true, threads: 2, operationThreads: {chbench: 1}, duration: 4s, interval: 1s}
                """);
        assertEquals(2, b.streams().size());
        StreamRecord tpcc = b.streams().stream().filter(r -> r.operation().equals("tpcc")).findFirst().orElseThrow();
        StreamRecord ch = b.streams().stream().filter(r -> r.operation().equals("chbench")).findFirst().orElseThrow();
        assertEquals(List.of("tpcc", "chbench"), tpcc.together());
        assertTrue(tpcc.operations() > 0 && ch.operations() + ch.errors() >= 0, "both ran: " + tpcc + " / " + ch);
        assertEquals(22, ch.kinds().size(), "each of the 22 queries is a kind of the analytical stream");
        assertEquals(0, ch.errors(), "no analytical query failed (one the stream's end cut off is no error): " + ch.errorClasses());
        assertNotNull(tpcc.rates().get(1).value(), "the server's counters ride on the stream whose TPM needs them");
        assertTrue(b.checks().isEmpty(), "consistencyCheck: false");
    }

    @Test
    void badInputIsOneLineBeforeAnythingStarts() throws Exception {
        Path home = CliFixture.newFolder();
        try {
            Cli cli = new Cli(home);
            Path mix = home.resolve("mix.yaml");
            Files.writeString(mix, "name: mix\nserver: {type: external, url: '" + server.url() + "', user: root}\n"
                    + "workload: {plugin: tpcc, parameters: {warehouses: 1, mix: [new_order=50, payment=40]}}\n"
                    + "phases: {cold: false, warm: 1}\n"
                    + "stream: {threads: 2, duration: 3s}\n");
            Cli.Result r = cli.run("run", mix.toString());
            assertEquals(2, r.exitCode(), r.err());
            assertTrue(r.err().contains("tpcc: mix: the weights add up to 90, not 100"), r.err());
            assertEquals(1, r.err().strip().lines().count(), "one line: " + r.err());
            Path spec = home.resolve("spec.yaml");
            Files.writeString(spec, "name: spec\nserver: {type: external, url: '" + server.url() + "', user: root}\n"
                    + "workload: {plugin: tpcc, parameters: {warehouses: 2, mode: spec}}\n"
                    + "phases: {cold: false, warm: 1}\n"
                    + "stream: {threads: 12, duration: 3s}\n");
            r = cli.run("run", spec.toString());
            assertEquals(2, r.exitCode(), r.err());
            assertTrue(r.err().contains("at least 20 threads (spec mode runs 10 terminals per warehouse: 2 warehouse(s)), not 12"), r.err());
            assertFalse(Files.exists(home.resolve("runs")) && new BundleReader().list(home.resolve("runs")).size() > 0,
                    "no bundle: nothing started");
        } finally {
            CliFixture.deleteFolder(home);
        }
    }
}
