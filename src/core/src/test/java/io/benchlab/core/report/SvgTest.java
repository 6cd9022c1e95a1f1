package io.benchlab.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.stats.FiveNumberSummary;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class SvgTest {

    private static int count(String haystack, String needle) {
        Matcher m = Pattern.compile(Pattern.quote(needle)).matcher(haystack);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    @Test
    void escapesTextAndAttributes() {
        assertEquals("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot; &#39;y&#39;",
                Svg.escape("<script>alert(1)</script> & \"x\" 'y'"));
        assertEquals("ab", Svg.escape("a\u0000b"), "control characters are not XML");
    }

    @Test
    void groupedBarsHaveOneBarPerValueWithTheExactValueOnHover() {
        String svg = new BarChart("t", List.of("Q1", "Q2"), List.of("a", "b"),
                new double[][]{{1.5, 0.25}, {0.75, Double.NaN}}, Numbers::seconds).toSvg(false);
        assertEquals(3, count(svg, "data-tip="), "three values, the NaN one leaves a gap");
        assertTrue(svg.contains("<title>a · Q1: 1.50 s</title>"), svg);
        assertTrue(svg.contains("<title>a · Q2: 250 ms</title>"), svg);
        assertTrue(svg.contains("<title>b · Q1: 750 ms</title>"), svg);
        assertTrue(svg.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assertTrue(svg.endsWith("</svg>"));
    }

    @Test
    void hostileLabelsStayText() {
        String evil = "<script>alert(1)</script>";
        String svg = new BarChart(evil, List.of(evil), List.of(evil), new double[][]{{1}}, Numbers::seconds).toSvg(false);
        assertFalse(svg.contains("<script"), svg);
        assertTrue(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    }

    @Test
    void taller_bar_for_larger_value() {
        String svg = new BarChart("t", List.of("Q"), List.of("a", "b"), new double[][]{{1}, {2}}, Numbers::seconds).toSvg(false);
        Matcher m = Pattern.compile("<rect x=\"[\\d.]+\" y=\"[\\d.]+\" width=\"[\\d.]+\" height=\"([\\d.]+)\" class=\"s\\d\" data-tip").matcher(svg);
        assertTrue(m.find());
        double a = Double.parseDouble(m.group(1));
        assertTrue(m.find());
        double b = Double.parseDouble(m.group(1));
        assertEquals(2 * a, b, 0.05);
    }

    @Test
    void logScaleSweepPlacesDoublingsEvenly() {
        Scale s = Scale.logarithmic(8, 1024, 0, 700);
        double step1 = s.map(16) - s.map(8);
        double step2 = s.map(512) - s.map(256);
        assertEquals(step1, step2, 1e-9);
        assertEquals(List.of(1.0, 10.0, 100.0, 1000.0, 10000.0), s.ticks());
        String svg = new LineChart("sweep", "innodb_buffer_pool_size", true,
                List.of(new LineChart.Series("all", new double[]{8e6, 16e6, 32e6}, new double[]{3, 2, 1})), Numbers::tick,
                Numbers::seconds).toSvg(false);
        assertTrue(svg.contains("(log scale)"));
        assertEquals(3, count(svg, "<circle"));
        assertTrue(svg.contains("innodb_buffer_pool_size 16M: 2.00 s"), svg);
    }

    @Test
    void linearTicksAreRound() {
        assertEquals(List.of(0.0, 0.5, 1.0, 1.5, 2.0, 2.5), Scale.linearFromZero(2.3, 100, 0).ticks());
    }

    @Test
    void boxplotDrawsFromFiveNumberSummary() {
        FiveNumberSummary f = FiveNumberSummary.of(new double[]{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100});
        String svg = new BoxPlot("b", List.of(new BoxPlot.Box("v", f)), Numbers::sig).toSvg(false);
        assertTrue(svg.contains("median 6.00"), svg);
        assertTrue(svg.contains("outlier 100"), "the Tukey outlier is drawn and named");
    }

    @Test
    void chartsAreDrawnForTheFullPageWidthAndScaleWithIt() {
        String svg = new BarChart("t", List.of("Q1"), List.of("a"), new double[][]{{1}}, Numbers::seconds).toSvg(false);
        Matcher m = Pattern.compile("viewBox=\"0 0 ([\\d.]+) [\\d.]+\"").matcher(svg);
        assertTrue(m.find(), svg);
        assertTrue(Double.parseDouble(m.group(1)) >= Svg.WIDTH - 1, "one operation still spans the page: " + m.group(1));
        assertFalse(svg.substring(0, svg.indexOf('>')).contains(" width="), "no fixed width: the page sizes the chart");
        String line = new LineChart("l", "x", false, List.of(new LineChart.Series("s", new double[]{1, 2}, new double[]{1, 2})),
                Numbers::tick, Numbers::seconds).toSvg(false);
        assertTrue(line.contains("viewBox=\"0 0 " + Svg.num(Svg.WIDTH)), line.substring(0, 200));
    }

    @Test
    void logAxisShowsSmallBarsAndSaysZeroInsteadOfDrawingIt() {
        BarChart chart = new BarChart("t", List.of("tiny", "huge", "none"), List.of("a"), new double[][]{{0.002, 20, 0}}, Numbers::seconds);
        Scale.Span span = chart.ySpan();
        assertTrue(span.offered() && span.logFirst(), "four decades: log offered and first");
        String linear = chart.toSvg(false);
        String log = chart.toSvg(true);
        assertTrue(linear.contains("y axis: linear scale") && log.contains("y axis: log scale"));
        assertTrue(barHeight(log, "tiny") > 10, "on a log axis the 2 ms bar is visible: " + barHeight(log, "tiny"));
        assertTrue(barHeight(linear, "tiny") < 1, "on a linear one it is not");
        assertTrue(log.contains("a · none: 0 s (no bar on a log axis)"), "zero is written, not drawn: " + log);
        assertFalse(log.contains("class=\"s0\" data-tip=\"a · none"), "no bar for zero on a log axis");
        assertTrue(linear.contains("class=\"s0\" data-tip=\"a · none"), "a zero-height bar on the linear one, as before");
    }

    @Test
    void logIsOfferedButNotFirstForNarrowRangesAndNotAtAllThroughZero() {
        Scale.Span narrow = Scale.Span.of(java.util.stream.DoubleStream.of(1, 5, 9));
        assertTrue(narrow.offered());
        assertFalse(narrow.logFirst());
        assertFalse(Scale.Span.of(java.util.stream.DoubleStream.of(0, 0)).offered(), "nothing positive");
        LineChart throughZero = new LineChart("l", "x", false, List.of(new LineChart.Series("s", new double[]{1, 2, 3},
                new double[]{0, 10, 1000})), Numbers::tick, Numbers::sig);
        assertFalse(throughZero.ySpan().offered(), "a line through zero has no place on a log axis");
        assertEquals(List.of(0.1, 0.2, 0.5, 1.0), Scale.logarithmic(0.2, 0.8, 0, 100).ticks().stream()
                .map(t -> Math.round(t * 1000) / 1000.0).toList(), "a narrow log range gets 1-2-5 ticks");
    }

    private static double barHeight(String svg, String category) {
        Matcher m = Pattern.compile("height=\"([\\d.]+)\" class=\"s0\" data-tip=\"a · " + category).matcher(svg);
        assertTrue(m.find(), category + " bar in " + svg);
        return Double.parseDouble(m.group(1));
    }
}
