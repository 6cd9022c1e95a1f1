package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.util.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The run history from real runs: ten short fileio streams of one experiment (no server: each is a
 * few seconds), its rate halved from the sixth on (a paced stream is a change of known size on any
 * disk). {@code history} finds the change at the sixth run with what changed in the experiment file;
 * the gate fails naming it (exit 5, JUnit XML), and passes once each change is acknowledged. A bundle
 * that cannot be read is one line and skipped, one from an older benchlab is indexed with a line.
 */
@Alone
class HistoryGateTest {
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping();
    static final List<Path> runs = new ArrayList<>();

    @BeforeAll
    static void tenRuns() throws IOException {
        Path files = Files.createDirectories(cli.dir().resolve("files"));
        for (int i = 0; i < 10; i++) {
            int rate = i < 5 ? 400 : 200;
            Path yaml = cli.write("history-e2e-" + i + ".yaml", "name: history-e2e\nserver: {type: none}\nworkload:\n  plugin: fileio\n"
                    + "  parameters: {directory: '" + files + "', files: 1, totalSize: 4M, blockSize: 4K, mode: [rndwr], direct: false}\n"
                    + "phases: {cold: false, warm: 1}\nstream: {threads: 1, duration: 2s, interval: 250ms, warmup: 500ms, rate: " + rate + "}\n"
                    + "variants:\n  - name: v\n");
            runs.add(cli.runBundle(yaml).dir());
        }
    }

    private static List<String> failing(Cli.Result r) {
        return r.out().lines().filter(l -> l.startsWith("CHANGE ")).toList();
    }

    @Test
    void theGateFailsOnTheHalvedRateAndPassesOnceAcknowledged() throws IOException {
        String sixth = runs.get(5).getFileName().toString();
        Cli.Result listing = cli.ok("history", "history-e2e", "--figure", "operations/s");
        assertTrue(listing.out().contains("operations/s"), listing.out());
        assertTrue(listing.out().lines().anyMatch(l -> l.contains("rndwr · 1 thread · operations/s -") && l.contains("from run " + sixth)),
                "the change starts at the sixth run: " + listing.out());
        assertTrue(listing.out().contains("rate: 400") && listing.out().contains("rate: 200"),
                "what changed names the stream's rate: " + listing.out());

        Path junit = cli.dir().resolve("history-junit.xml");
        Cli.Result gate = cli.run("history", "history-e2e", "--fail-on-change", "--junit", junit.toString());
        assertEquals(5, gate.exitCode(), gate.all());
        List<String> changes = failing(gate);
        assertTrue(changes.stream().anyMatch(l -> l.contains("rndwr · 1 thread · operations/s -") && l.endsWith("from run " + sixth)), gate.out());
        String xml = Files.readString(junit);
        assertTrue(xml.contains("<testcase classname=\"benchlab.history.history-e2e\" name=\"v · rndwr · 1 thread · operations/s\">"), xml);
        assertTrue(xml.contains("<failure type=\"change\""), xml);

        JsonNode json = Json.mapper().readTree(cli.ok("history", "history-e2e", "--format", "json", "--figure", "operations/s").out());
        JsonNode change = json.get(0).get("changes").get(0);
        assertEquals(sixth, change.get("run").asText());
        assertEquals(-0.5, change.get("relativeChange").asDouble(), 0.1, "the rate halved");
        assertTrue(change.get("pValue").asDouble() <= 0.001);
        assertEquals(10, json.get(0).get("points").size());

        Cli.Result usage = cli.run("history", "ack", changes.get(0).split(" ")[1]);
        assertEquals(64, usage.exitCode(), "an acknowledgement says why: " + usage.all());
        for (String line : changes) {
            cli.ok("history", "ack", line.split(" ")[1], "--reason", "rate halved on purpose");
        }
        Cli.Result after = cli.run("history", "history-e2e", "--fail-on-change");
        assertEquals(0, after.exitCode(), after.all());
        assertTrue(failing(after).isEmpty(), after.out());
        assertTrue(cli.ok("history", "history-e2e").out().contains("acknowledged"), "the triage is shown");
        Cli.Result since = cli.run("history", "history-e2e", "--fail-on-change", "--since", runs.get(9).getFileName().toString());
        assertEquals(0, since.exitCode(), since.all());
    }

    @Test
    void aBundleThatCannotBeReadIsOneLineAndAnOlderOneIsIndexed() throws IOException {
        Path runsFolder = runs.get(0).getParent();
        Path broken = Files.createDirectories(runsFolder.resolve("20200101-000000-broken"));
        Files.writeString(broken.resolve("manifest.json"), "{\"formatVersion\": 1, \"id\": ");
        Path older = runsFolder.resolve("20200101-000001-history-e2e");
        CliFixture.copyFolder(runs.get(0), older);
        JsonNode manifest = Json.mapper().readTree(older.resolve("manifest.json").toFile());
        ((com.fasterxml.jackson.databind.node.ObjectNode) manifest).remove("definitions");
        Json.mapper().writeValue(older.resolve("manifest.json").toFile(), manifest);
        try {
            Cli.Result r = cli.run("history", "--reindex");
            assertEquals(0, r.exitCode(), r.all());
            List<String> skipped = r.err().lines().filter(l -> l.contains("skipped") && l.contains("20200101-000000-broken")).toList();
            assertEquals(1, skipped.size(), r.err());
            assertFalse(skipped.get(0).contains("Exception") || skipped.get(0).contains("jackson"), skipped.get(0));
            assertTrue(r.err().lines().anyMatch(l -> l.contains("indexed") && l.contains("20200101-000001-history-e2e")), r.err());
            assertTrue(r.err().contains("history: indexed 11 run(s), skipped 1"), r.err());
        } finally {
            CliFixture.deleteFolder(broken);
            CliFixture.deleteFolder(older);
            cli.ok("history", "--reindex");
        }
    }
}
