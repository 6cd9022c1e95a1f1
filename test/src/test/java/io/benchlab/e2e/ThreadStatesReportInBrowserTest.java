package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report's thread states in headless Chromium, on the checked-in states fixture (a real run:
 * a MyISAM key rebuilt by each variant, a procedure called by four sessions): the states of each
 * operation side by side, each query's passes, and per stream operation the throughput with each
 * stream's states stacked under it on one time axis. Screenshots go to target/screenshots.
 */
class ThreadStatesReportInBrowserTest {
    private static final Path FIXTURE = Path.of("../src/core/src/test/resources/bundles/states").toAbsolutePath().normalize();
    private static final Path SCREENSHOTS = Path.of("target", "screenshots");

    @TempDir
    Path work;

    @Test
    void theStatesSitUnderTheThroughputAndSideBySide() throws Exception {
        assertTrue(Files.isExecutable(HeadlessChromium.BINARY),
                "this test drives a real browser: apt-get install -y chromium (scripts/install-test-deps.sh)");
        Path html = work.resolve("states.html");
        new Cli(work.resolve("home")).ok("report", FIXTURE.toString(), "-o", html.toString());
        try (HeadlessChromium chrome = new HeadlessChromium()) {
            chrome.send("Runtime.enable");
            chrome.send("Log.enable");
            chrome.send("Page.enable");
            ReportCharts.viewport(chrome, 1400);
            chrome.send("Page.navigate", Map.of("url", html.toUri().toString()));
            chrome.awaitEvent("Page.loadEventFired");

            assertTrue(chrome.evaluate("!!document.querySelector('nav a[href=\"#thread-states\"]')").asBoolean(), "in the page's menu");
            String figure = "#thread-states figure[id^=thread-states]";
            assertEquals(1, chrome.evaluate("document.querySelectorAll('" + figure + "').length").asInt(), "one chart: one stream operation");
            JsonNode chart = chrome.evaluate("""
                    (() => { const f = document.querySelector('%s');
                      const bands = [...f.querySelectorAll('polygon.area')];
                      const rate = [...f.querySelectorAll('polyline.line')];
                      const top = Math.max(...rate.map(l => l.getBoundingClientRect().bottom));
                      return {bands: bands.length, lines: rate.length, text: f.textContent,
                              under: bands.every(b => b.getBoundingClientRect().top >= top - 1),
                              visible: bands.filter(b => b.getBoundingClientRect().height > 0).length}; })()""".formatted(figure));
            assertTrue(chart.get("lines").asInt() >= 2, "both variants' throughput on top: " + chart);
            assertTrue(chart.get("bands").asInt() >= 4, "each stream's states as stacked bands: " + chart);
            assertTrue(chart.get("under").asBoolean(), "the states under the throughput: " + chart);
            assertTrue(chart.get("visible").asInt() > 0, "bands with a height: " + chart);
            String text = chart.get("text").asText();
            assertTrue(text.contains("statements/s") && text.contains("sessions in each thread state") && text.contains("Sending data"), text);

            JsonNode table = chrome.evaluate("""
                    (() => { const t = [...document.querySelectorAll('#thread-states table.states')]
                        .find(t => t.caption.textContent === 'enable_keys');
                      return {heads: [...t.querySelectorAll('thead th')].map(h => h.textContent),
                              rows: [...t.querySelectorAll('tbody tr')].map(r => [...r.children].map(c => c.textContent))}; })()""");
            assertEquals("[\"state\",\"sort-buffer-16K share\",\"sort-buffer-16K sessions max\",\"sort-buffer-128M share\",\"sort-buffer-128M sessions max\"]",
                    table.get("heads").toString());
            assertEquals("[[\"Repair with keycache\",\"100%\",\"1\",\"–\",\"–\"],[\"Repair by sorting\",\"–\",\"–\",\"100%\",\"1\"]]",
                    table.get("rows").toString(), "each variant's repair, side by side");
            // the procedure's states: the largest share in either column first
            JsonNode shares = chrome.evaluate("""
                    (() => { const t = [...document.querySelectorAll('#thread-states table.states')]
                        .find(t => t.caption.textContent === 'temp_scale_proc');
                      return [...t.querySelectorAll('tbody tr')].map(r => Math.max(...[...r.querySelectorAll('td')]
                        .filter((c, i) => i % 2 === 0).map(c => parseFloat(c.textContent.replace('<', '')) || 0))); })()""");
            assertTrue(shares.size() > 1, shares.toString());
            for (int i = 1; i < shares.size(); i++) {
                assertTrue(shares.get(i - 1).asDouble() >= shares.get(i).asDouble(), "most session-time first: " + shares);
            }
            String passes = chrome.evaluate("document.querySelector('#thread-states ul.passes').textContent").asText();
            assertTrue(passes.contains("sort-buffer-16K Run1 / enable_keys: Repair with keycache")
                    && passes.contains("sort-buffer-128M Run1 / enable_keys: Repair by sorting"), passes);

            assertEquals("", ReportCharts.overflow(chrome), "nothing wider than the window");
            assertEquals(List.of(), ReportCharts.consoleErrors(chrome), "no console errors");
            chrome.evaluate("document.querySelector('" + figure + "').scrollIntoView()");
            chrome.screenshot(SCREENSHOTS.resolve("thread-states-report-chart.png"), false);
            chrome.screenshot(SCREENSHOTS.resolve("thread-states-report.png"), true);
        }
    }
}
