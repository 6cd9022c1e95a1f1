package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report of a stream bundle in headless Chromium: it leads with the streams (throughput over
 * time with the machine below, boxplots, throughput and p95 against threads, rows/s against rows
 * with the exit velocity, the percentile distribution), the latency percentile is chosen in a
 * select, and the empty query sections are left out. The bundle is the checked-in fixture (a
 * real iiBench thread sweep); {@code -Dstream.report.bundles=DIR,DIR} adds more (e.g. bundles of
 * examples/iibench.yaml and examples/arrival-rate.yaml) to look at. Screenshots go to
 * target/screenshots.
 */
class StreamReportInBrowserTest {
    private static final Path FIXTURE = Path.of("../src/core/src/test/resources/bundles/stream").toAbsolutePath().normalize();
    private static final Path SCREENSHOTS = Path.of("target", "screenshots");

    @TempDir
    Path work;

    @Test
    void aStreamReportLeadsWithTheSeedsPictures() throws Exception {
        assertTrue(Files.isExecutable(HeadlessChromium.BINARY),
                "this test drives a real browser: apt-get install -y chromium (scripts/install-test-deps.sh)");
        List<Path> bundles = new ArrayList<>(List.of(FIXTURE));
        for (String extra : System.getProperty("stream.report.bundles", "").split(",")) {
            if (!extra.isBlank()) {
                bundles.add(Path.of(extra.trim()));
            }
        }
        Cli cli = new Cli(work.resolve("home"));
        for (Path bundle : bundles) {
            String name = bundle.equals(FIXTURE) ? "fixture" : bundle.getFileName().toString().replaceAll("^\\d{8}-\\d{6}-", "");
            Path html = work.resolve(name + ".html");
            cli.ok("report", bundle.toString(), "-o", html.toString());
            try (HeadlessChromium chrome = new HeadlessChromium()) {
                chrome.send("Runtime.enable");
                chrome.send("Log.enable");
                chrome.send("Page.enable");
                ReportCharts.viewport(chrome, 1400);
                chrome.send("Page.navigate", Map.of("url", html.toUri().toString()));
                chrome.awaitEvent("Page.loadEventFired");
                assertEquals("", ReportCharts.narrowerThanTheColumn(chrome), "charts fill the page's column at 1400 px");

                assertEquals("streams", chrome.evaluate("document.querySelector('main section').id").asText(), "the streams lead");
                for (String empty : List.of("totals", "queries", "statistics", "verdicts", "plans")) {
                    assertFalse(chrome.evaluate("!!document.querySelector('section#" + empty + "')").asBoolean(), empty + " left out");
                }
                assertFalse(chrome.evaluate("document.body.textContent.includes('No operation was measured')").asBoolean());
                assertTrue(chrome.evaluate("document.querySelectorAll('#streams figure[id^=stream-time] svg').length").asInt() >= 1,
                        "throughput over time");
                assertTrue(chrome.evaluate("document.querySelector('#streams figure[id^=stream-time]').textContent.includes('CPU %')")
                        .asBoolean(), "CPU below the throughput, on the same time axis");
                assertTrue(chrome.evaluate("document.querySelectorAll('#streams figure[id^=stream-box] svg .box').length").asInt() >= 1,
                        "per-interval boxplots");
                assertTrue(chrome.evaluate("document.querySelectorAll('#streams figure#stream-distribution svg').length").asInt() >= 1,
                        "percentile distribution from the histogram logs");
                if (bundle.equals(FIXTURE)) {
                    assertTrue(chrome.evaluate("!!document.querySelector('#streams figure[id^=stream-threads]')").asBoolean(),
                            "the fixture swept threads: throughput and p95 against threads");
                    assertTrue(chrome.evaluate("document.querySelector('#streams figure[id^=stream-rows]').textContent.includes('exit velocity')")
                            .asBoolean(), "rows/s against rows inserted, the exit velocity marked");
                }
                // the mean marker is smaller than its box
                JsonNode box = chrome.evaluate("""
                        (() => { const f = document.querySelector('#streams figure[id^=stream-box]');
                          const d = f.querySelector('.drawing:not([hidden])');
                          const b = d.querySelector('.box').getBoundingClientRect(); const m = d.querySelector('.mean').getBoundingClientRect();
                          return {box: b.width, mean: m.width}; })()""");
                assertTrue(box.get("mean").asDouble() < box.get("box").asDouble() / 4, "mean marker " + box);
                if (bundle.equals(FIXTURE)) {
                    // per-interval throughput is positive: the boxplot offers a log axis, and the toggle switches it
                    String boxes = "#streams figure[id^=stream-box]";
                    JsonNode first = ReportCharts.shownAxis(chrome, boxes);
                    String other = first.get("pressed").asText().equals("log") ? "linear" : "log";
                    ReportCharts.click(chrome, boxes, other);
                    JsonNode switched = ReportCharts.shownAxis(chrome, boxes);
                    assertEquals("y axis: " + other + " scale", switched.get("caption").asText(), switched.toString());
                    assertFalse(first.get("ticks").asText().equals(switched.get("ticks").asText()), "the axis changed: " + first + " → " + switched);
                    chrome.screenshot(SCREENSHOTS.resolve("stream-report-" + name + "-boxes-" + other + ".png"), false);
                    ReportCharts.click(chrome, boxes, first.get("pressed").asText());
                }
                // the reader picks the percentile of the latency-over-time chart
                assertEquals("p99", chrome.evaluate("document.querySelector('[data-members] figure:not([hidden])').id.replace(/.*-/, '')").asText());
                chrome.evaluate("""
                        (() => { const s = document.querySelector('#streams select[data-group]'); s.selectedIndex = 0;
                          s.dispatchEvent(new Event('change')); })()""");
                assertEquals(1, chrome.evaluate("document.querySelector('[data-members]').querySelectorAll('figure:not([hidden])').length").asInt());
                assertTrue(chrome.evaluate("document.querySelector('[data-members] figure:not([hidden])').id").asText().endsWith("p50"));
                chrome.evaluate("(() => { const s = document.querySelector('#streams select[data-group]'); s.selectedIndex = 2;"
                        + " s.dispatchEvent(new Event('change')); })()");

                assertEquals("", ReportCharts.overflow(chrome), "nothing wider than the window");
                List<JsonNode> errors = chrome.consoleErrors();
                assertEquals(List.of(), errors, "no console errors");
                chrome.screenshot(SCREENSHOTS.resolve("stream-report-" + name + ".png"), true);
                // viewport-sized views of each picture, to look at them at full resolution
                int figures = chrome.evaluate("document.querySelectorAll('#streams figure:not([hidden])').length").asInt();
                for (int f = 0; f < figures; f++) {
                    String id = chrome.evaluate("(() => { const e = document.querySelectorAll('#streams figure:not([hidden])')[" + f
                            + "]; e.scrollIntoView(); return e.id; })()").asText();
                    chrome.screenshot(SCREENSHOTS.resolve("stream-report-" + name + "-" + id + ".png"), false);
                }
            }
        }
    }

    /**
     * An OLTP stream's report (the checked-in oltp_read_write fixture) leads its streams with
     * sysbench's SQL statistics — transactions and queries per second, queries performed read,
     * write, other — and the counts, the tables {@code show} prints, then draws reads, writes and
     * other per second over time.
     */
    @Test
    void anOltpReportLeadsWithSysbenchsFigures() throws Exception {
        Path oltp = FIXTURE.resolveSibling("oltp");
        Path html = work.resolve("oltp.html");
        new Cli(work.resolve("home")).ok("report", oltp.toString(), "-o", html.toString());
        try (HeadlessChromium chrome = new HeadlessChromium()) {
            chrome.send("Runtime.enable");
            chrome.send("Log.enable");
            chrome.send("Page.enable");
            ReportCharts.viewport(chrome, 1400);
            chrome.send("Page.navigate", Map.of("url", html.toUri().toString()));
            chrome.awaitEvent("Page.loadEventFired");
            assertEquals("stream-sql", chrome.evaluate("document.querySelector('#streams table').id").asText(), "sysbench's figures first");
            JsonNode sql = chrome.evaluate("""
                    (() => { const t = document.querySelector('#stream-sql');
                      const head = [...t.querySelectorAll('thead th')].map(c => c.textContent);
                      const row = [...t.querySelectorAll('tbody tr')][0];
                      return {head: head.join('|'), cells: [...row.querySelectorAll('th, td')].map(c => c.textContent).join('|'),
                              rows: t.querySelectorAll('tbody tr').length}; })()""");
            assertTrue(sql.get("head").asText().startsWith("stream|threads|transactions (per sec.)|queries (per sec.)|read|write|other"),
                    sql.toString());
            assertEquals(2, sql.get("rows").asInt(), "one row per thread count: " + sql);
            String[] cells = sql.get("cells").asText().split("\\|");
            long transactions = Long.parseLong(cells[2].replaceAll(" .*", "").replace(",", ""));
            assertEquals(14 * transactions, Long.parseLong(cells[4].replace(",", "")), "14 reads per transaction: " + sql);
            assertTrue(chrome.evaluate("!!document.querySelector('#stream-counts')").asBoolean(), "the counts");
            assertTrue(chrome.evaluate("document.querySelector('#streams figure[id^=stream-counts]').textContent.includes('r/w/o')")
                    .asBoolean(), "reads, writes and other per second over time");
            List<JsonNode> errors = chrome.consoleErrors();
            assertEquals(List.of(), errors, "no console errors");
            chrome.evaluate("document.querySelector('#stream-sql').scrollIntoView()");
            chrome.screenshot(SCREENSHOTS.resolve("stream-report-oltp.png"), false);
        }
    }

    /**
     * An hour-long stream's intervals are more points than a chart has pixels: its lines keep each
     * pixel column's envelope, carry no dot per point, and the tooltip still names the point under
     * the mouse. The bundle is the fixture with its first stream stretched to 10,000 intervals.
     */
    @Test
    void aLongStreamIsDrawnAsItsEnvelopeWithTheNearestPointsTip() throws Exception {
        Path bundle = work.resolve("long");
        CliFixture.copyFolder(FIXTURE, bundle);
        List<String> lines = Files.readAllLines(FIXTURE.resolve("intervals.jsonl"));
        JsonNode first = io.benchlab.core.util.Json.mapper().readTree(lines.get(0));
        StringBuilder stretched = new StringBuilder();
        for (int i = 0; i < 10_000; i++) {
            com.fasterxml.jackson.databind.node.ObjectNode row = first.deepCopy();
            row.put("index", i);
            row.put("startOffsetMillis", i * 100L);
            row.put("lengthMillis", 100L);
            row.put("unitsPerSecond", 1000 + (i % 97) * 10 + (i == 1234 ? 50_000 : 0)); // one spike the drawing must keep
            stretched.append(io.benchlab.core.util.Json.mapper().writeValueAsString(row)).append('\n');
        }
        for (String line : lines) {
            if (!line.contains("\"operation\":\"" + first.path("operation").asText() + "\",\"threads\":" + first.path("threads").asInt())) {
                stretched.append(line).append('\n');
            }
        }
        Files.writeString(bundle.resolve("intervals.jsonl"), stretched);
        Path html = work.resolve("long.html");
        new Cli(work.resolve("home")).ok("report", bundle.toString(), "-o", html.toString());
        try (HeadlessChromium chrome = new HeadlessChromium()) {
            chrome.send("Runtime.enable");
            chrome.send("Page.enable");
            ReportCharts.viewport(chrome, 1400);
            chrome.send("Page.navigate", Map.of("url", html.toUri().toString()));
            chrome.awaitEvent("Page.loadEventFired");
            JsonNode hit = chrome.evaluate("""
                    (() => { const h = document.querySelector('#stream-time-0 .hit');
                      const n = h.points.numberOfItems, tips = h.getAttribute('data-tips').split('|');
                      const ys = [...h.points].map(p => p.y);
                      const mid = h.points.getItem(n >> 1), m = h.getScreenCTM();
                      return {points: n, tips: tips.length, dots: document.querySelectorAll('#stream-time-0 circle').length,
                        top: Math.min(...ys), x: mid.x * m.a + m.e, y: mid.y * m.d + m.f, tip: h.getAttribute('data-label') + ' · ' + tips[n >> 1]}; })()""");
            assertTrue(hit.get("points").asInt() <= 4 * 1100 && hit.get("points").asInt() > 1000, "the envelope, not every point: " + hit);
            assertTrue(hit.get("dots").asInt() < 100, "no dot per point (only the fixture's other, short streams have dots): " + hit);
            assertEquals(hit.get("points").asInt(), hit.get("tips").asInt(), "one tip per drawn point");
            JsonNode spike = chrome.evaluate("""
                    (() => { const l = document.querySelector('#stream-time-0 polyline.line'); return Math.min(...[...l.points].map(p => p.y)); })()""");
            assertEquals(hit.get("top").asDouble(), spike.asDouble(), 0.01, "the spike is drawn: the line reaches as high as its points");
            chrome.send("Input.dispatchMouseEvent", Map.of("type", "mouseMoved", "x", hit.get("x").asDouble(), "y", hit.get("y").asDouble()));
            JsonNode tip = chrome.evaluate("({hidden: document.getElementById('tip').hidden, text: document.getElementById('tip').textContent})");
            assertFalse(tip.get("hidden").asBoolean(), "the tooltip is visible");
            assertEquals(hit.get("tip").asText(), tip.get("text").asText(), "the tip of the point under the mouse");
            assertTrue(tip.get("text").asText().matches("default · Run1/insert · 1t · [0-9.,]+ s: [0-9.,]+"), tip.get("text").asText());
            chrome.screenshot(SCREENSHOTS.resolve("stream-report-long.png"), false);
        }
    }
}
