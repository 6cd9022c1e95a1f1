package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A ten-value sweep run through the CLI on the embedded MariaDB and its report in headless
 * Chromium at 1400 px: one verdict table with a column per value, charts as wide as the page's
 * column, a linear/log toggle that switches the axis, nothing wider than a narrow window. The
 * queries are a join and two quick statements, so the per-query bars span decades.
 * Screenshots go to target/screenshots.
 */
class SweepReportInBrowserTest {
    private static final Path SCREENSHOTS = Path.of("target", "screenshots");
    private static final List<String> VALUES = List.of("128K", "256K", "512K", "1M", "2M", "4M", "8M", "16M", "32M", "64M");

    @TempDir
    Path work;

    @Test
    void tenValuesGiveOneTableAndChartsFillThePageWithALogToggle() throws Exception {
        assertTrue(Files.isExecutable(HeadlessChromium.BINARY),
                "this test drives a real browser: apt-get install -y chromium (scripts/install-test-deps.sh)");
        Files.writeString(work.resolve("setup.sql"), """
                DROP TABLE IF EXISTS a, b;
                CREATE TABLE a (id INT PRIMARY KEY, k INT NOT NULL, pad VARCHAR(100) NOT NULL) ENGINE=InnoDB;
                INSERT INTO a SELECT seq, seq % 97, REPEAT('a', 100) FROM seq_1_to_2000;
                CREATE TABLE b LIKE a;
                INSERT INTO b SELECT * FROM a;
                """);
        Files.writeString(work.resolve("queries.sql"), """
                -- name: unindexed-join
                SELECT COUNT(*) FROM a JOIN b ON a.k = b.k;
                -- name: point
                SELECT pad FROM a WHERE id = 42;
                """);
        Files.writeString(work.resolve("experiment.yaml"), """
                name: sweep-report-e2e
                server: {type: embedded, profile: default}
                workload:
                  plugin: sql-file
                  parameters: {setup: setup.sql, queries: queries.sql, schema: sweep_e2e}
                phases: {cold: false, warm: 3}
                sweep:
                  variable: join_buffer_size
                  from: 128K
                  to: 64M
                """);
        Cli cli = new Cli(work.resolve("home"));
        cli.ok("run", work.resolve("experiment.yaml").toString(), "--quiet");
        Path html = work.resolve("report.html");
        cli.ok("report", "latest", "-o", html.toString());
        String shown = cli.ok("show", "latest").out();
        assertTrue(shown.contains("Sweep of join_buffer_size: median seconds, each value against join_buffer_size=128K"), shown);

        try (HeadlessChromium chrome = new HeadlessChromium()) {
            chrome.send("Runtime.enable");
            chrome.send("Page.enable");
            ReportCharts.viewport(chrome, 1400);
            chrome.send("Page.navigate", Map.of("url", html.toUri().toString()));
            chrome.awaitEvent("Page.loadEventFired");

            // one table: a row per operation (and the total), a column per value, the first the baseline
            assertEquals(1, chrome.evaluate("document.querySelectorAll('#verdicts table').length").asInt(), "one verdict table, not nine");
            assertEquals(String.join(",", VALUES), chrome.evaluate(
                    "[...document.querySelectorAll('table.sweep-verdicts thead th')].slice(1).map(t => t.textContent).join(',')").asText());
            assertEquals("total,unindexed-join,point", chrome.evaluate(
                    "[...document.querySelectorAll('table.sweep-verdicts tbody th')].map(t => t.textContent).join(',')").asText());
            assertTrue(chrome.evaluate("[...document.querySelectorAll('table.sweep-verdicts tbody tr')].every(r => "
                    + "r.querySelectorAll('td').length === 10 && r.querySelector('td').textContent.includes('baseline'))").asBoolean());
            // every cell but the baseline's says a verdict, with the full sentence on hover
            assertTrue(chrome.evaluate("[...document.querySelectorAll('table.sweep-verdicts td:not(.baseline)')].every(c => "
                    + "c.title.includes('join_buffer_size=128K') && c.querySelector('.verdict').textContent.length > 0)").asBoolean());
            assertTrue(chrome.evaluate("(() => { const t = document.querySelector('table.sweep-verdicts').getBoundingClientRect();"
                    + " return t.right <= window.innerWidth; })()").asBoolean(), "the ten columns fit a 1400 px page");

            // show prints the same table on its side (a row per value): the same verdict for the total at every value
            List<String> reportVerdicts = List.of(chrome.evaluate("[...document.querySelectorAll('table.sweep-verdicts tbody tr')[0]"
                    + ".querySelectorAll('.verdict')].map(v => v.textContent).join('|')").asText().split("\\|"));
            assertEquals(10, reportVerdicts.size());
            for (int i = 0; i < VALUES.size(); i++) {
                String value = VALUES.get(i);
                String row = shown.lines().filter(l -> l.startsWith(value + " ")).findFirst().orElseThrow(() -> new AssertionError(value + " in " + shown));
                assertTrue(row.replaceAll("\\s+#*$", "").endsWith(reportVerdicts.get(i)), value + ": show says " + row
                        + ", the report " + reportVerdicts.get(i));
            }

            assertEquals("", ReportCharts.narrowerThanTheColumn(chrome), "charts fill the page's column");
            assertEquals("", ReportCharts.overflow(chrome), "nothing wider than the window");

            // the join takes far longer than the point select: the bars span decades, the chart opens on log
            String bars = "#q-warm-median";
            JsonNode log = ReportCharts.shownAxis(chrome, bars);
            assertEquals("y axis: log scale", log.get("caption").asText(), log.toString());
            assertEquals("log", log.get("pressed").asText());
            chrome.evaluate("document.querySelector('#verdicts').scrollIntoView()");
            chrome.screenshot(SCREENSHOTS.resolve("sweep10-verdicts.png"), false);
            chrome.evaluate("document.querySelector('#queries').scrollIntoView()");
            chrome.screenshot(SCREENSHOTS.resolve("sweep10-bars-log.png"), false);
            ReportCharts.click(chrome, bars, "linear");
            JsonNode linear = ReportCharts.shownAxis(chrome, bars);
            assertEquals("y axis: linear scale", linear.get("caption").asText(), linear.toString());
            assertEquals("linear", linear.get("pressed").asText());
            assertNotEquals(log.get("ticks").asText(), linear.get("ticks").asText(), "the axis itself changed");
            assertTrue(linear.get("ticks").asText().startsWith("0 s"), "a linear axis starts at zero: " + linear);
            chrome.evaluate("document.querySelector('#queries').scrollIntoView()");
            chrome.screenshot(SCREENSHOTS.resolve("sweep10-bars-linear.png"), false);
            ReportCharts.click(chrome, bars, "log");
            assertEquals("y axis: log scale", ReportCharts.shownAxis(chrome, bars).get("caption").asText(), "and back");
            chrome.evaluate("document.querySelector('#sweep').scrollIntoView()");
            chrome.screenshot(SCREENSHOTS.resolve("sweep10-sweep.png"), false);
            assertEquals("", ReportCharts.narrowerThanTheColumn(chrome), "still full width after switching");

            ReportCharts.viewport(chrome, 480);
            assertEquals("", ReportCharts.overflow(chrome), "a narrow window: charts and the table scroll inside their boxes");
            chrome.evaluate("document.querySelector('#queries').scrollIntoView()");
            chrome.screenshot(SCREENSHOTS.resolve("sweep10-narrow.png"), false);
        }
    }
}
