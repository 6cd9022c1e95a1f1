package io.benchlab.core.report;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.Manifest;
import io.benchlab.core.view.Cell;
import org.junit.jupiter.api.Test;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HtmlReportTest {
    private static final String EVIL = "<script>alert(1)</script>";

    private static int count(String haystack, String needle) {
        Matcher m = Pattern.compile(Pattern.quote(needle)).matcher(haystack);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    private static Bundle twoVariants(double[] a, double[] b) {
        TestBundles t = new TestBundles("20261121-000000-test")
                .variant("small", Map.of("innodb_buffer_pool_size", "8M"))
                .variant("large", Map.of("innodb_buffer_pool_size", "256M"));
        t.seconds("small", "Q1", 9, a).seconds("large", "Q1", 8, b);
        return t.build();
    }

    @Test
    void hostileNamesAndTextAreEscapedEverywhere() {
        Bundle bundle = new TestBundles("b1")
                .experiment("name: x\n# " + EVIL + "\n")
                .variant(EVIL, Map.of("optimizer_switch", "<b onmouseover=alert(2)>"))
                .variant("other", Map.of())
                .seconds(EVIL, "SELECT '" + EVIL + "'", 2, 1, 1.1, 1.05)
                .seconds("other", "SELECT '" + EVIL + "'", 2, 1, 1.1, 1.05)
                .plan(EVIL, "SELECT '" + EVIL + "'", "t:ALL", List.of(Map.of("table", EVIL, "type", "ALL", "Extra", "<img src=x>")))
                .plan("other", "SELECT '" + EVIL + "'", "t:ref", List.of(Map.of("table", "t", "type", "ref", "Extra", "")))
                .build();
        String html = HtmlReport.render(List.of(bundle));
        assertEquals(1, count(html, "<script"), "only the report's own script element");
        assertFalse(html.contains("<img"), "no element from a plan value");
        assertFalse(html.contains("<b onmouseover"), "no element from a setting value");
        assertTrue(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "the name is shown, as text");
        assertFalse(html.contains("</script>alert") || html.contains("alert(1)</script>"));
    }

    @Test
    void selfContainedWithEverySection() {
        String html = HtmlReport.render(List.of(twoVariants(new double[]{1, 1.01, 0.99}, new double[]{0.5, 0.51, 0.49})));
        for (String id : List.of("environment", "experiment", "totals", "queries", "statistics", "verdicts", "plans", "counters")) {
            assertTrue(html.contains("<section id=\"" + id + "\">"), id);
        }
        assertFalse(html.contains("id=\"streams\""), "no stream ran, so no stream section");
        assertFalse(html.contains("id=\"sweep\""), "no sweep, so no sweep section");
        assertFalse(Pattern.compile("(src|href)\\s*=\\s*\"(https?:)?//").matcher(html).find(), "no external resource");
        assertFalse(html.contains("<link"), "no linked stylesheet");
        assertTrue(html.contains("Run order: sequential."), "states the order variants ran in");
        assertTrue(html.contains("How cold was made cold"));
        assertTrue(html.contains("restart + fadvise"));
    }

    @Test
    void clearWinIsStatedAsFaster() {
        String html = HtmlReport.render(List.of(twoVariants(new double[]{1.00, 1.01, 0.99, 1.00, 1.02},
                new double[]{0.50, 0.51, 0.49, 0.50, 0.52})));
        assertTrue(html.contains("large is 2.0") && html.contains("× faster than small on Q1"), html);
        assertFalse(html.contains("id=\"noisy-warning\""));
    }

    @Test
    void sameTimesAreNoSignificantDifference() {
        String html = HtmlReport.render(List.of(twoVariants(new double[]{1.00, 1.03, 0.98, 1.01, 1.02},
                new double[]{1.01, 0.99, 1.02, 1.00, 1.03})));
        assertTrue(html.contains("no significant difference between small and large on Q1"), html);
    }

    @Test
    void noisyRunsAreFlaggedNotJudged() {
        String html = HtmlReport.render(List.of(twoVariants(new double[]{1, 3, 0.5, 2, 5}, new double[]{0.5, 0.51, 0.49, 0.5, 0.52})));
        assertTrue(html.contains("too noisy to conclude on Q1"), html);
        assertTrue(html.contains("id=\"noisy-warning\""), "a banner at the top");
        assertTrue(html.contains(">too noisy</td>"), "the row's verdict in a word");
    }

    @Test
    void baselineCanBeChosen() {
        ReportModel m = ReportModel.of(List.of(twoVariants(new double[]{1, 1, 1}, new double[]{2, 2, 2})), "large");
        assertEquals("large", m.baseline());
        assertEquals(List.of("large", "small"), m.columns());
        assertThrows(BenchlabException.class, () -> ReportModel.of(List.of(twoVariants(new double[]{1}, new double[]{1})), "nope"));
    }

    @Test
    void severalBundlesAreColumnsNamedBundleColonVariant() {
        Bundle one = new TestBundles("run-a").variant("v", Map.of()).seconds("v", "Q1", 2, 1, 1, 1).build();
        Bundle two = new TestBundles("run-b").variant("v", Map.of()).seconds("v", "Q1", 2, 2, 2, 2).build();
        ReportModel m = ReportModel.of(List.of(one, two), null);
        assertEquals(List.of("run-a:v", "run-b:v"), m.columns());
        assertEquals("run-b:v", m.comparisons().get(0).candidate());
    }

    @Test
    void countersAreComparedPerOperationLargestMoverFirst() {
        Bundle b = new TestBundles("c")
                .variant("a", Map.of()).variant("b", Map.of())
                .measurement("a", "Run1", "Q1", 1, Map.of("Handler_read_next", 100L, "Bytes_sent", 1000L))
                .measurement("a", "Run2", "Q1", 1, Map.of("Handler_read_next", 100L, "Bytes_sent", 1000L))
                // b ran four operations: the same counters per operation except Handler_read_next, doubled
                .measurement("b", "Run1", "Q1", 1, Map.of("Handler_read_next", 200L, "Bytes_sent", 1000L))
                .measurement("b", "Run2", "Q1", 1, Map.of("Handler_read_next", 200L, "Bytes_sent", 1000L))
                .measurement("b", "Run3", "Q1", 1, Map.of("Handler_read_next", 200L, "Bytes_sent", 1000L))
                .measurement("b", "Run4", "Q1", 1, Map.of("Handler_read_next", 200L, "Bytes_sent", 1000L))
                .build();
        ReportModel m = ReportModel.of(List.of(b), null);
        Views.CounterDiff d = m.counters().get(0);
        assertEquals("per operation", d.per());
        assertEquals("Handler_read_next", d.rows().get(0).name());
        assertEquals("100", d.rows().get(0).aNorm());
        assertEquals("200", d.rows().get(0).bNorm());
        assertEquals("+100.0%", d.rows().get(0).change());
        assertEquals("Bytes_sent", d.rows().get(1).name());
        assertEquals("=", d.rows().get(1).change(), "twice the total over twice the operations");
    }

    @Test
    void streamCountersArePerThousandOperationsAndChartsAppear() {
        TestBundles t = new TestBundles("s").variant("a", Map.of()).variant("b", Map.of());
        for (int i = 0; i < 10; i++) {
            t.interval("a", "insert", i, 100 + i, Map.of("Innodb_rows_inserted", 100L));
            t.interval("b", "insert", i, 200 + i, Map.of("Innodb_rows_inserted", 150L));
        }
        t.stream("a", "insert", 1000).stream("b", "insert", 1000);
        ReportModel m = ReportModel.of(List.of(t.build()), null);
        Views.CounterDiff d = m.counters().get(0);
        assertEquals("per 1000 operations", d.per());
        assertEquals("1,000", d.rows().get(0).aNorm());
        assertEquals("1,500", d.rows().get(0).bNorm());
        assertEquals(List.of("stream-time-0", "stream-box-0", "stream-rows-0"), m.streamCharts().stream().map(Views.Chart::id).toList(),
                "rate over time (machine below), boxplots, rows/s against rows inserted");
        // a's per-interval rates are 100..109: median 104.5, which the tooltip writes with 3 significant digits
        assertTrue(m.streamCharts().get(1).svg().contains("median 105"), m.streamCharts().get(1).svg());
        assertTrue(m.streamCharts().get(2).svg().contains("exit velocity"), "the exit velocity is marked");
        assertEquals(List.of("p50", "p95", "p99"), m.streamLatency().get(0).charts().stream().map(Views.Chart::title).toList());
        assertTrue(m.stability().present());
        String html = HtmlReport.render(m);
        assertTrue(html.contains("<section id=\"streams\">"));
        // a stream-only report leads with its streams and leaves out what it has nothing for
        assertTrue(html.indexOf("<section id=\"streams\">") < html.indexOf("<section id=\"environment\">"), "streams first");
        assertFalse(html.contains("No operation was measured"));
        for (String empty : List.of("totals", "queries", "statistics", "plans")) {
            assertFalse(html.contains("<section id=\"" + empty + "\">"), empty);
        }
        // the streams' figures are judged as compare judges them, in the columns' names
        assertTrue(html.contains("<section id=\"verdicts\">"), "the stream figures' verdicts");
        assertTrue(html.contains("<section id=\"counters\">"), "the streams' counters are compared");
    }

    @Test
    void geometricSweepIsPlottedOnALogScale() {
        TestBundles t = new TestBundles("sw").experiment("""
                name: sweep
                workload: {plugin: sql-file}
                phases: {warm: 3}
                sweep:
                  variable: innodb_buffer_pool_size
                  from: 8M
                  to: 32M
                """);
        String[] sizes = {"8M", "16M", "32M"};
        t.sweep(new Manifest.Sweep("innodb_buffer_pool_size", true, java.util.Arrays.stream(sizes)
                .map(size -> new Manifest.Point("bp-" + size, "", size)).toList()));
        for (int i = 0; i < sizes.length; i++) {
            String v = "bp-" + sizes[i];
            t.variant(v, Map.of("innodb_buffer_pool_size", sizes[i]));
            t.seconds(v, "Q1", 5, 3.0 - i, 3.0 - i, 3.0 - i);
        }
        ReportModel m = ReportModel.of(List.of(t.build()), null);
        assertTrue(m.hasSweeps());
        String svg = m.sweeps().get(0).svg();
        assertTrue(svg.contains("(log scale)"), svg);
        assertTrue(svg.contains("innodb_buffer_pool_size 16M: 2.00 s"), svg);
    }

    @Test
    void planDifferencesAreHighlighted() {
        Bundle b = new TestBundles("p").variant("a", Map.of()).variant("b", Map.of())
                .seconds("a", "Q1", 1, 1, 1, 1).seconds("b", "Q1", 1, 1, 1, 1)
                .plan("a", "Q1", "orders:ALL", List.of(Map.of("table", "orders", "type", "ALL", "key", "", "rows", "1000")))
                .plan("b", "Q1", "orders:ref:idx", List.of(Map.of("table", "orders", "type", "ref", "key", "idx", "rows", "900")))
                .build();
        ReportModel m = ReportModel.of(List.of(b), null);
        Views.PlanDiff d = m.plans().get(0).operations().get(0);
        assertFalse(d.same());
        List<Cell> cells = d.b().table().rows().get(0).cells();
        List<String> headers = d.b().table().headers();
        assertEquals("changed", cells.get(headers.indexOf("type")).css());
        assertEquals("changed", cells.get(headers.indexOf("key")).css());
        assertEquals("drift", cells.get(headers.indexOf("rows")).css(), "an estimate, not the plan's shape");
        assertEquals(null, cells.get(headers.indexOf("table")).css());
        assertTrue(HtmlReport.render(m).contains("plan differs"));
    }

    @Test
    void planStabilityAppearsOnlyWhenAPlanWasCapturedMoreThanOnce() {
        TestBundles t = new TestBundles("ps").variant("a", Map.of()).variant("b", Map.of())
                .seconds("a", "Q1", 1, 1, 1, 1).seconds("b", "Q1", 1, 1, 1, 1)
                .plan("a", "Q1", "t:ALL", List.of(Map.of("table", "t", "type", "ALL")))
                .plan("b", "Q1", "t:ALL", List.of(Map.of("table", "t", "type", "ALL")));
        assertFalse(HtmlReport.render(List.of(t.build())).contains("Plan stability"), "skipped when absent");
        t.plan("a", "Q1", "t:ref:ix", List.of(Map.of("table", "t", "type", "ref")));
        ReportModel m = ReportModel.of(List.of(t.build()), null);
        assertEquals(1, m.planStability().rows().size());
        assertEquals("2", m.planStability().rows().get(0).cells().get(2).text(), "two distinct plans for Q1 on a");
        assertTrue(HtmlReport.render(m).contains("Plan stability"));
    }

    /** join_buffer_size over ten values, Q1 faster at every step, Q2 flat. */
    private static Bundle tenValueSweep() {
        TestBundles t = new TestBundles("sw10");
        String[] values = {"128K", "256K", "512K", "1M", "2M", "4M", "8M", "16M", "32M", "64M"};
        t.sweep(new Manifest.Sweep("join_buffer_size", true, java.util.Arrays.stream(values)
                .map(v -> new Manifest.Point("join_buffer_size=" + v, "", v)).toList()));
        for (int i = 0; i < values.length; i++) {
            String v = "join_buffer_size=" + values[i];
            t.variant(v, Map.of("join_buffer_size", values[i]));
            double q1 = 2.0 / (1 + i);
            t.seconds(v, "Q1", 5, q1, q1 * 1.01, q1 * 0.99, q1 * 1.02, q1 * 0.98);
            t.seconds(v, "Q2", 5, 1.0, 1.2, 0.8, 1.1, 0.9);
        }
        return t.build();
    }

    @Test
    void tenValueSweepGivesOneVerdictTableWithAColumnPerValue() {
        ReportModel m = ReportModel.of(List.of(tenValueSweep()), null);
        assertTrue(m.comparisons().isEmpty(), "no nine pairwise tables");
        assertEquals(1, m.sweepVerdicts().size());
        Views.SweepVerdicts table = m.sweepVerdicts().get(0);
        assertEquals(10, table.values().size());
        assertEquals("128K", table.values().get(0), "the first value is the baseline column");
        assertEquals(List.of("total", "Q1", "Q2"), table.rows().stream().map(Views.SweepRow::operation).toList());
        for (Views.SweepRow r : table.rows()) {
            assertEquals(10, r.cells().size(), r.operation());
            assertEquals("baseline", r.cells().get(0).verdict());
        }
        Views.SweepCell q1At64M = table.rows().get(1).cells().get(9);
        assertEquals("faster", q1At64M.kind(), q1At64M.sentence());
        assertTrue(q1At64M.verdict().endsWith("× faster"), q1At64M.verdict());
        assertTrue(q1At64M.sentence().startsWith("join_buffer_size=64M is "), "the full sentence names the values: " + q1At64M.sentence());
        assertEquals("200 ms", q1At64M.seconds());
        String html = HtmlReport.render(m);
        assertEquals(1, count(html, "<table class=\"data sweep-verdicts\">"), "one table");
        String head = html.substring(html.indexOf("<table class=\"data sweep-verdicts\">"));
        head = head.substring(0, head.indexOf("</thead>"));
        assertEquals(11, count(head, "</th>"), "operation + ten values: " + head);
        assertFalse(html.contains("<h3>join_buffer_size=256K against"), "no pairwise block");
    }

    @Test
    void aNamedBaselineBecomesTheSweepTablesFirstColumn() {
        ReportModel m = ReportModel.of(List.of(tenValueSweep()), "join_buffer_size=2M");
        Views.SweepVerdicts table = m.sweepVerdicts().get(0);
        assertEquals("2M", table.baseline());
        assertEquals(List.of("2M", "128K", "256K"), table.values().subList(0, 3));
        assertEquals("slower", table.rows().get(1).cells().get(1).kind(), "128K against 2M on Q1");
    }
}
