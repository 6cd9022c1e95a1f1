package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report as a user gets it: a real experiment run through the CLI on the embedded MariaDB,
 * {@code benchlab report} on the bundle, and the HTML opened in Debian's headless Chromium.
 * Screenshots go to target/screenshots for a human to look at.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ReportInBrowserTest {
    private static final List<String> SECTIONS = List.of("environment", "experiment", "totals", "queries", "statistics",
            "verdicts", "plans", "counters");
    private static final Path SCREENSHOTS = Path.of("target", "screenshots");

    @TempDir
    static Path work;
    private Path html;

    @BeforeAll
    void runExperimentAndReport() throws Exception {
        assertTrue(Files.isExecutable(HeadlessChromium.BINARY),
                "this test drives a real browser: apt-get install -y chromium (scripts/install-test-deps.sh)");
        Files.writeString(work.resolve("setup.sql"), """
                DROP TABLE IF EXISTS item, grp;
                CREATE TABLE item (id INT PRIMARY KEY, grp INT NOT NULL, label VARCHAR(40) NOT NULL, KEY ix_grp (grp)) ENGINE=InnoDB;
                INSERT INTO item SELECT seq, seq % 17, CONCAT('item <', seq, '>') FROM seq_1_to_3000;
                CREATE TABLE grp (id INT PRIMARY KEY, name VARCHAR(40) NOT NULL) ENGINE=InnoDB;
                INSERT INTO grp SELECT seq, CONCAT('group ', seq) FROM seq_0_to_16;
                ANALYZE TABLE item, grp;
                """);
        Files.writeString(work.resolve("queries.sql"), """
                -- name: count-by-group
                SELECT grp, COUNT(*) FROM item GROUP BY grp;
                -- name: join-<b>names</b>
                SELECT g.name, COUNT(*) FROM item i JOIN grp g ON g.id = i.grp WHERE i.id < 2000 GROUP BY g.name;
                -- name: derived
                SELECT d.grp, COUNT(*) FROM (SELECT grp FROM item WHERE id < 500) d GROUP BY d.grp;
                """);
        Files.writeString(work.resolve("experiment.yaml"), """
                name: report-e2e
                server: {type: embedded, profile: default}
                workload:
                  plugin: sql-file
                  parameters: {setup: setup.sql, queries: queries.sql, schema: report_e2e}
                phases: {cold: true, warm: 2}
                variants:
                  - name: merged
                    settings: {optimizer_switch: "derived_merge=on"}
                  - name: "<script>alert(1)</script>"
                    settings: {optimizer_switch: "derived_merge=off"}
                """);
        Path home = work.resolve("home");
        Cli cli = new Cli(home);
        cli.ok("run", work.resolve("experiment.yaml").toString(), "--quiet");
        html = work.resolve("report.html");
        cli.ok("report", "latest", "-o", html.toString());
    }

    @Test
    void opensInChromiumWithoutErrorsOrNetworkAndShowsValuesOnHover() throws Exception {
        String text = Files.readString(html);
        assertFalse(text.contains("<script>alert(1)"), "the hostile variant name is escaped");
        try (HeadlessChromium chrome = new HeadlessChromium()) {
            chrome.send("Runtime.enable");
            chrome.send("Log.enable");
            chrome.send("Network.enable");
            chrome.send("Page.enable");
            chrome.send("Emulation.setDeviceMetricsOverride", Map.of("width", 1280, "height", 900, "deviceScaleFactor", 1, "mobile", false));
            chrome.send("Page.navigate", Map.of("url", html.toUri().toString()));
            chrome.awaitEvent("Page.loadEventFired");

            for (String id : SECTIONS) {
                assertTrue(chrome.evaluate("!!document.querySelector('section#" + id + "')").asBoolean(), "section " + id);
            }
            assertTrue(chrome.evaluate("document.querySelectorAll('#queries svg [data-tip]').length").asInt() >= 6,
                    "bars of 3 operations × 2 variants");
            assertEquals("<script>alert(1)</script>", chrome.evaluate(
                    "[...document.querySelectorAll('.chip')].map(c => c.textContent).find(t => t.includes('alert'))").asText(),
                    "the hostile name is shown as text, not run");
            assertEquals(1, chrome.evaluate("document.scripts.length").asInt(), "only the report's own script");
            // derived_merge=off materialises the derived table: a different plan, its changed cells highlighted
            assertTrue(chrome.evaluate("[...document.querySelectorAll('#plans details.plan')].some(d => "
                    + "d.querySelector('summary').textContent.includes('derived') && d.querySelector('.badge.changed') "
                    + "&& d.querySelector('td.changed'))").asBoolean(), "the derived query's plan differs, highlighted");

            assertEquals("", chrome.evaluate("""
                    document.documentElement.scrollWidth <= window.innerWidth ? '' :
                    [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > window.innerWidth)
                      .slice(0, 5).map(e => e.tagName + '.' + e.className + ' ' + (e.textContent || '').slice(0, 40)).join(' | ')""")
                    .asText(), "nothing makes the page wider than the window");
            chrome.screenshot(SCREENSHOTS.resolve("report-light.png"), true);
            chrome.evaluate("document.querySelectorAll('#environment details, details.plan:has(.badge.changed) details')"
                    + ".forEach(d => d.open = true)");
            Map<String, String> views = new java.util.LinkedHashMap<>();
            views.put("verdicts", "#verdicts");
            views.put("changed-plan", "details.plan:has(.badge.changed)");
            views.put("counters", "#counters");
            for (var v : views.entrySet()) {
                chrome.evaluate("document.querySelector('" + v.getValue() + "').scrollIntoView()");
                chrome.screenshot(SCREENSHOTS.resolve("report-" + v.getKey() + ".png"), false);
            }

            // hover a real bar with a real mouse move: the tooltip must show that bar's exact value
            JsonNode bar = chrome.evaluate("""
                    (() => { const b = [...document.querySelectorAll('#queries figure:not([hidden]) svg rect[data-tip]')]
                        .reduce((x, y) => y.getBoundingClientRect().height > x.getBoundingClientRect().height ? y : x);
                      b.scrollIntoView({block: 'center'}); const r = b.getBoundingClientRect();
                      return {x: r.x + r.width / 2, y: r.y + Math.min(r.height / 2, 5), tip: b.getAttribute('data-tip')}; })()""");
            chrome.send("Input.dispatchMouseEvent", Map.of("type", "mouseMoved", "x", bar.get("x").asDouble(), "y", bar.get("y").asDouble()));
            JsonNode tip = chrome.evaluate("({hidden: document.getElementById('tip').hidden, text: document.getElementById('tip').textContent})");
            assertFalse(tip.get("hidden").asBoolean(), "the tooltip is visible");
            assertEquals(bar.get("tip").asText(), tip.get("text").asText());
            assertTrue(tip.get("text").asText().matches(".*: [0-9.,]+ (s|ms|µs)"), tip.get("text").asText());
            chrome.screenshot(SCREENSHOTS.resolve("report-hover.png"), false);

            // the phase selector switches charts
            chrome.evaluate("""
                    (() => { const s = document.querySelector('select[data-group]'); s.selectedIndex = 1;
                      s.dispatchEvent(new Event('change')); })()""");
            assertEquals(1, chrome.evaluate("document.querySelectorAll('#queries figure:not([hidden])').length").asInt());
            assertTrue(chrome.evaluate("document.querySelector('#queries figure:not([hidden]) figcaption').textContent").asText()
                    .endsWith("Cold"));

            chrome.send("Emulation.setEmulatedMedia", Map.of("features", List.of(Map.of("name", "prefers-color-scheme", "value", "dark"))));
            chrome.send("Runtime.evaluate", Map.of("expression", "window.scrollTo(0, 0)"));
            chrome.screenshot(SCREENSHOTS.resolve("report-dark.png"), false);

            List<JsonNode> errors = chrome.consoleErrors();
            assertEquals(List.of(), errors, "no console errors");
            List<String> external = chrome.events(e -> "Network.requestWillBeSent".equals(e.path("method").asText())).stream()
                    .map(e -> e.path("params").path("request").path("url").asText())
                    .filter(u -> !u.startsWith("file:") && !u.startsWith("data:") && !u.equals("about:blank")).toList();
            assertEquals(List.of(), external, "no request leaves the file");
            assertTrue(chrome.events(e -> "Network.requestWillBeSent".equals(e.path("method").asText())).size() >= 1,
                    "network events are observed at all (the report's own file:// load)");
        }
    }
}
