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
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The run history from real runs: ten short fileio streams of one experiment (no server: each is a
 * few seconds), its rate halved from the sixth on (a paced stream is a change of known size on any
 * disk). {@code history} finds the change at the sixth run with what changed in the experiment file;
 * the gate fails naming it (exit 5, JUnit XML), and passes once each change is acknowledged. A bundle
 * that cannot be read is one line and skipped, one from an older benchlab is indexed with a line.
 * The report's history page shows the same changes in headless Chromium (screenshots in
 * target/screenshots).
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
        assertTrue(listing.out().lines().anyMatch(l -> l.contains("rndwr · 1 thread · operations/s") && l.matches(".* -(4\\d|5\\d)\\.\\d% .*")
                && l.contains(sixth)),
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
    void theReportsHistoryPageShowsTheSameChangesInABrowser() throws Exception {
        assertTrue(Files.isExecutable(HeadlessChromium.BINARY),
                "this test drives a real browser: apt-get install -y chromium (scripts/install-test-deps.sh)");
        String sixth = runs.get(5).getFileName().toString();
        JsonNode history = Json.mapper().readTree(cli.ok("history", "history-e2e", "--format", "json").out());
        List<String> changeIds = new ArrayList<>();
        String rateSeries = null;
        String rateChange = null;
        for (JsonNode s : history) {
            s.get("changes").forEach(c -> changeIds.add(c.get("id").asText()));
            if (s.get("measure").asText().equals("operations/s") && s.get("subject").asText().contains("rndwr")) {
                rateSeries = s.get("id").asText();
                rateChange = s.get("changes").get(0).get("id").asText();
            }
        }
        assertTrue(rateSeries != null && !changeIds.isEmpty(), history.toString());

        Path html = cli.dir().resolve("history.html");
        Cli.Result written = cli.ok("report", "--history", "history-e2e", "-o", html.toString());
        assertTrue(written.out().contains("history page written to"), written.all());
        Cli.Result both = cli.run("report", "latest", "--history", "history-e2e", "-o", html.toString());
        assertEquals(64, both.exitCode(), "runs or a history, not both: " + both.all());
        Cli.Result unknown = cli.run("report", "--history", "no-such-experiment", "-o", html.toString());
        assertTrue(unknown.exitCode() != 0 && unknown.err().contains("history-e2e") && unknown.err().strip().lines().count() == 1,
                "one line naming the experiments there are: " + unknown.all());

        try (HeadlessChromium chrome = new HeadlessChromium()) {
            chrome.send("Runtime.enable");
            chrome.send("Log.enable");
            chrome.send("Page.enable");
            ReportCharts.viewport(chrome, 1400);
            chrome.send("Page.navigate", Map.of("url", html.toUri().toString()));
            chrome.awaitEvent("Page.loadEventFired");

            JsonNode table = chrome.evaluate("""
                    [...document.querySelectorAll('table.history-changes tbody tr')].map(r => [...r.children].map(c => c.textContent))""");
            List<String> listed = new ArrayList<>();
            table.forEach(r -> listed.add(r.get(0).asText()));
            assertEquals(changeIds.size(), listed.size(), "the page lists the changes `history` lists: " + table);
            assertEquals(new HashSet<>(changeIds), new HashSet<>(listed), table.toString());
            JsonNode heads = chrome.evaluate("[...document.querySelectorAll('table.history-changes thead th')].map(h => h.textContent)");
            int fromRun = -1;
            for (int i = 0; i < heads.size(); i++) {
                fromRun = heads.get(i).asText().equals("from run") ? i : fromRun;
            }
            JsonNode rateRow = null;
            for (JsonNode r : table) {
                rateRow = r.get(0).asText().equals(rateChange) ? r : rateRow;
            }
            assertEquals(sixth, rateRow.get(fromRun).asText(), "dated by the sixth run: " + rateRow);
            assertTrue(rateRow.toString().matches(".*\"-(4\\d|5\\d)\\.\\d%\".*"), "the rate halved: " + rateRow);
            String what = chrome.evaluate("document.querySelector('table.history-what').textContent").asText();
            assertTrue(what.contains("rate: 400") && what.contains("rate: 200"), "what changed names the stream's rate: " + what);

            JsonNode chart = chrome.evaluate("""
                    (() => { const f = document.getElementById('trend-%s');
                      const shown = t => [...t.childNodes].filter(n => n.nodeType === Node.TEXT_NODE).map(n => n.textContent).join('');
                      const cp = [...f.querySelectorAll('line.cp')];
                      const plot = f.querySelector('line.axis').getBoundingClientRect();
                      return {dots: f.querySelectorAll('circle.dot').length, bars: f.querySelectorAll('line.ci').length,
                              band: f.querySelectorAll('polygon.band').length, marks: cp.length,
                              worse: cp.filter(l => l.classList.contains('worse')).length,
                              tip: cp.map(l => l.getAttribute('data-tip')).join('|'),
                              labels: [...f.querySelectorAll('text.cp-label')].map(shown),
                              notes: [...f.querySelectorAll('text.cp-note')].map(shown),
                              markX: cp.length ? cp[0].getBoundingClientRect().left : -1, left: plot.left, right: plot.right}; })()"""
                    .formatted(rateSeries));
            assertEquals(10, chart.get("dots").asInt(), "one point per run: " + chart);
            assertEquals(10, chart.get("bars").asInt(), "each run's interval: " + chart);
            assertEquals(1, chart.get("band").asInt(), chart.toString());
            assertTrue(chart.get("marks").asInt() >= 1 && chart.get("worse").asInt() >= 1, "the change marked, as worse: " + chart);
            assertTrue(chart.get("tip").asText().contains(rateChange) && chart.get("tip").asText().contains(sixth), chart.toString());
            assertTrue(chart.get("labels").get(0).asText().matches("-\\d+\\.\\d% · p \\S+"), "labelled with % and p: " + chart);
            String note = chart.get("notes").get(0).asText();
            assertTrue(note.equals("untriaged") || note.startsWith("acknowledged"), "the triage under it: " + chart);
            double left = chart.get("left").asDouble();
            double span = chart.get("right").asDouble() - left;
            double markX = chart.get("markX").asDouble();
            assertTrue(markX > left + span * 0.4 && markX < left + span * 0.6, "between the fifth and the sixth of ten runs: " + chart);

            assertEquals("", ReportCharts.overflow(chrome), "nothing wider than the window");
            assertEquals(List.of(), ReportCharts.consoleErrors(chrome), "no console errors");
            chrome.screenshot(Path.of("target", "screenshots", "history-report.png"), true);
            chrome.evaluate("document.getElementById('trend-" + rateSeries + "').scrollIntoView()");
            chrome.screenshot(Path.of("target", "screenshots", "history-report-trend.png"), false);
        }
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
