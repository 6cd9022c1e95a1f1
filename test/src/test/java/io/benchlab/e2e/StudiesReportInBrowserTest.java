package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.Records.StatisticsRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report's optimizer studies in headless Chromium, on the checked-in studies fixture (a real
 * run: a plan-stability study of one query and a statistics-variance study at 1 and 8 sample
 * pages, on a persistent- and a transient-statistics variant): the section is in the menu, holds
 * each study's tables, and draws one bar per index column and setting, the tallest for the
 * largest CV, and says how long ANALYZE TABLE took. Screenshots go to target/screenshots.
 */
class StudiesReportInBrowserTest {
    private static final Path FIXTURE = Path.of("../src/core/src/test/resources/bundles/studies").toAbsolutePath().normalize();
    private static final Path SCREENSHOTS = Path.of("target", "screenshots");

    @TempDir
    Path work;

    @Test
    void theStudiesHaveTheirSectionTablesAndCvBars() throws Exception {
        assertTrue(Files.isExecutable(HeadlessChromium.BINARY),
                "this test drives a real browser: apt-get install -y chromium (scripts/install-test-deps.sh)");
        Path html = work.resolve("studies.html");
        new Cli(work.resolve("home")).ok("report", FIXTURE.toString(), "-o", html.toString());
        try (HeadlessChromium chrome = new HeadlessChromium()) {
            chrome.send("Runtime.enable");
            chrome.send("Log.enable");
            chrome.send("Page.enable");
            ReportCharts.viewport(chrome, 1400);
            chrome.send("Page.navigate", Map.of("url", html.toUri().toString()));
            chrome.awaitEvent("Page.loadEventFired");

            assertTrue(chrome.evaluate("!!document.querySelector('nav a[href=\"#studies\"]')").asBoolean(), "in the page's menu");
            JsonNode tables = chrome.evaluate("""
                    (() => ({plans: [...document.querySelectorAll('#studies table.plan-stability')].map(t => t.previousElementSibling.textContent),
                             stats: [...document.querySelectorAll('#studies table.statistics-variance')].map(t => t.previousElementSibling.textContent),
                             plan: [...document.querySelectorAll('#studies table.plan-stability tbody tr')][0].lastElementChild.textContent}))()""");
            assertEquals(2, tables.get("plans").size(), "one plan-stability table per variant: " + tables);
            assertTrue(tables.get("plans").get(0).asText().startsWith("persistent / self-join: 1 plan in 4 EXPLAINs"), tables.toString());
            assertEquals(4, tables.get("stats").size(), "two variants × two sample sizes: " + tables);
            assertTrue(tables.get("plan").asText().contains("a:ref:grp"), "the plan's fingerprint: " + tables);
            assertTrue(tables.get("stats").get(0).asText().matches(".*4 ANALYZE TABLE runs \\(median .+, max .+ each\\)"), tables.toString());

            JsonNode bars = chrome.evaluate("""
                    (() => { const f = document.querySelector('#studies figure[id^=cardinality-cv]');
                      const rects = [...f.querySelectorAll('rect')].filter(r => r.querySelector('title'));
                      const tallest = rects.reduce((a, b) => a.getBoundingClientRect().height >= b.getBoundingClientRect().height ? a : b);
                      return {count: rects.length, tallest: tallest.querySelector('title').textContent, caption: f.querySelector('figcaption').textContent}; })()""");
            assertEquals(16, bars.get("count").asInt(), "four index columns × four settings: " + bars);
            // the tallest bar is the setting whose estimate moved most in this run
            StatisticsRecord most = new BundleReader().read(FIXTURE).statistics().stream()
                    .max(Comparator.comparingDouble(StatisticsRecord::cv)).orElseThrow();
            String series = most.variant() + " · " + (most.persistent() ? "persistent" : "transient") + ", " + most.samplePages()
                    + (most.samplePages() == 1 ? " page" : " pages") + " · ";
            assertTrue(bars.get("tallest").asText().startsWith(series) && bars.get("tallest").asText().endsWith("%"),
                    series + " expected: " + bars);
            assertTrue(bars.get("caption").asText().contains("Coefficient of variation"), bars.toString());

            assertEquals("", ReportCharts.overflow(chrome), "nothing wider than the window");
            assertEquals(List.of(), ReportCharts.consoleErrors(chrome), "no console errors");
            chrome.evaluate("document.querySelector('#studies').scrollIntoView()");
            chrome.screenshot(SCREENSHOTS.resolve("studies-report.png"), false);
        }
    }
}
