package io.benchlab.core.report;

import io.benchlab.core.stats.FiveNumberSummary;
import io.benchlab.core.util.Numbers;
import org.junit.jupiter.api.Test;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
                new double[][]{{1.5, 0.25}, {0.75, Double.NaN}}, AxisUnit.SECONDS).toSvg(false);
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
        String svg = new BarChart(evil, List.of(evil), List.of(evil), new double[][]{{1}}, AxisUnit.SECONDS).toSvg(false);
        assertFalse(svg.contains("<script"), svg);
        assertTrue(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    }

    @Test
    void taller_bar_for_larger_value() {
        String svg = new BarChart("t", List.of("Q"), List.of("a", "b"), new double[][]{{1}, {2}}, AxisUnit.SECONDS).toSvg(false);
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
                AxisUnit.SECONDS).toSvg(false);
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
        String svg = new BoxPlot("b", List.of(new BoxPlot.Box("v", f)), AxisUnit.NUMBER).toSvg(false);
        assertTrue(svg.contains("median 6.00"), svg);
        assertTrue(svg.contains("outlier 100"), "the Tukey outlier is drawn and named");
    }

    @Test
    void chartsAreDrawnForTheFullPageWidthAndScaleWithIt() {
        String svg = new BarChart("t", List.of("Q1"), List.of("a"), new double[][]{{1}}, AxisUnit.SECONDS).toSvg(false);
        Matcher m = Pattern.compile("viewBox=\"0 0 ([\\d.]+) [\\d.]+\"").matcher(svg);
        assertTrue(m.find(), svg);
        assertTrue(Double.parseDouble(m.group(1)) >= Svg.WIDTH - 1, "one operation still spans the page: " + m.group(1));
        assertFalse(svg.substring(0, svg.indexOf('>')).contains(" width="), "no fixed width: the page sizes the chart");
        String line = new LineChart("l", "x", false, List.of(new LineChart.Series("s", new double[]{1, 2}, new double[]{1, 2})),
                Numbers::tick, AxisUnit.SECONDS).toSvg(false);
        assertTrue(line.contains("viewBox=\"0 0 " + Svg.num(Svg.WIDTH)), line.substring(0, 200));
    }

    @Test
    void logAxisShowsSmallBarsAndSaysZeroInsteadOfDrawingIt() {
        BarChart chart = new BarChart("t", List.of("tiny", "huge", "none"), List.of("a"), new double[][]{{0.002, 20, 0}}, AxisUnit.SECONDS);
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
                new double[]{0, 10, 1000})), Numbers::tick, AxisUnit.NUMBER);
        assertFalse(throughZero.ySpan().offered(), "a line through zero has no place on a log axis");
        assertEquals(List.of(0.1, 0.2, 0.5, 1.0), Scale.logarithmic(0.2, 0.8, 0, 100).ticks().stream()
                .map(t -> Math.round(t * 1000) / 1000.0).toList(), "a narrow log range gets 1-2-5 ticks");
    }

    /** The texts of an SVG's tick labels, in order. */
    private static List<String> ticks(String svg) {
        Matcher m = Pattern.compile("class=\"tick\">([^<]*)</text>").matcher(svg);
        List<String> out = new java.util.ArrayList<>();
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    private static double attribute(String element, String name) {
        Matcher m = Pattern.compile(" " + name + "=\"([\\d.-]+)\"").matcher(element);
        assertTrue(m.find(), name + " in " + element);
        return Double.parseDouble(m.group(1));
    }

    @Test
    void axisNumbersAreCompactWithOnePrefixRuleForEveryChart() {
        AxisUnit bytesPerSecond = AxisUnit.perSecond("bytes");
        assertEquals("480 MB/s", bytesPerSecond.tick(480e6));
        assertEquals("1.25 GB/s", bytesPerSecond.tick(1.25e9));
        assertEquals("0 B/s", bytesPerSecond.tick(0));
        assertEquals("750 kB/s", bytesPerSecond.tick(750e3));
        assertEquals("567,399,505 B/s", bytesPerSecond.tip(567_399_505), "tips keep every digit");
        assertEquals(AxisUnit.NUMBER, AxisUnit.perSecond("rows"), "other units are plain numbers, named in the caption");
        assertEquals("4000", AxisUnit.NUMBER.tick(4000), "the same 4000 on every axis: no grouping comma on one, none on another");
        assertEquals("25k", AxisUnit.NUMBER.tick(25000));
        assertEquals("1.5M", AxisUnit.NUMBER.tick(1.5e6));
        assertEquals("100%", AxisUnit.PERCENT.tick(100));
        assertEquals("2.5 ms", AxisUnit.MILLISECONDS.tick(2.5));
        assertEquals("15 s", AxisUnit.MILLISECONDS.tick(15000), "a long response time in seconds, not \"15k ms\"");
        assertEquals("15,000 ms", AxisUnit.MILLISECONDS.tip(15000));
        assertEquals("500 ms", AxisUnit.SECONDS.tick(0.5));
        assertEquals("1.5 s", AxisUnit.SECONDS.tick(1.5));
        assertEquals("2000 s", AxisUnit.SECONDS.tick(2000));
        assertEquals("12 MB/s", AxisUnit.number("MB/s").tick(12));

        // a thread sweep's throughput line and a boxplot of the same rates write their ticks alike
        String line = new LineChart("l", "threads", true, List.of(new LineChart.Series("s", new double[]{1, 2, 4},
                new double[]{1200, 2500, 4100})), Numbers::tick, AxisUnit.NUMBER).toSvg(false);
        FiveNumberSummary f = FiveNumberSummary.of(new double[]{1200, 2500, 4100, 4800});
        String box = new BoxPlot("b", List.of(new BoxPlot.Box("v", f)), AxisUnit.NUMBER).toSvg(false);
        assertTrue(ticks(line).contains("4000"), ticks(line).toString());
        assertTrue(ticks(box).contains("4000"), ticks(box).toString());
        for (String t : java.util.stream.Stream.of(ticks(line), ticks(box)).flatMap(List::stream).toList()) {
            assertFalse(t.contains(","), "no grouping commas on an axis: " + t);
        }
    }

    @Test
    void theLeftMarginFitsTheLongestTickLabel() {
        double[] x = {1, 2, 3};
        String narrow = new LineChart("l", "s", false, List.of(new LineChart.Series("s", x, new double[]{1, 2, 3})), Numbers::sig,
                AxisUnit.NUMBER).toSvg(false);
        String wide = new LineChart("l", "s", false, List.of(new LineChart.Series("s", x, new double[]{4e8, 9e8, 1.23e9})),
                Numbers::sig, AxisUnit.perSecond("bytes")).toSvg(false);
        assertTrue(ticks(wide).contains("1.2 GB/s"), ticks(wide).toString());
        for (String svg : List.of(narrow, wide)) {
            // the plot starts where the axis line starts; every y tick ends 6 px left of it and must fit from x = 0
            Matcher axis = Pattern.compile("<line x1=\"([\\d.]+)\"[^>]*class=\"axis\"").matcher(svg);
            assertTrue(axis.find(), svg);
            double left = Double.parseDouble(axis.group(1));
            int longest = ticks(svg).stream().mapToInt(String::length).max().orElse(0);
            // 11 px system sans: digits and most letters are at most 6.6 px wide
            assertTrue(left - 6 >= longest * 6.6, "left margin " + left + " fits a " + longest + "-character tick");
        }
        assertEquals(Axes.MIN_LEFT, Axes.leftMargin(AxisUnit.NUMBER, Scale.linearFromZero(3, 1, 0)), "short ticks keep the usual margin");
    }

    @Test
    void axesEndAtANiceBoundCloseToTheData() {
        Scale time = Scale.linearX(0, 30.044, 0, 1000);
        assertEquals(30, time.max(), 1e-9, "a 30 s stream's axis ends at 30 s, not 40 s");
        assertEquals(List.of(0.0, 10.0, 20.0, 30.0), time.ticks());
        assertEquals(35, Scale.linearX(0, 31.5, 0, 1000).max(), 1e-9, "beyond the slack the next nice bound, not 40");
        assertEquals(120, Scale.linearFromZero(101, 0, 1).max(), 1e-9, "101 is drawn to 120, not 150");
        assertEquals(100, Scale.linearFromZero(100, 0, 1).max(), 1e-9, "100% CPU ends at 100");
        assertTrue(Scale.linearFromZero(100.2, 0, 1).max() >= 100.2, "a y axis always holds its largest value");
        for (double max : new double[]{0.37, 3.7, 7.3, 13, 48, 101, 567e6, 999}) {
            Scale s = Scale.linearFromZero(max, 0, 1);
            int n = s.ticks().size();
            assertTrue(s.max() >= max && s.max() < max * 1.5, max + " drawn to " + s.max());
            assertTrue(n >= 3 && n <= Scale.MOST_STEPS + 1, max + ": " + s.ticks());
            assertEquals(s.max(), s.ticks().get(n - 1), 1e-9 * s.max(), "the axis ends on a tick");
        }
    }

    @Test
    void aPanelsCaptionSitsAboveItsTopGridLine() {
        double[] x = {1, 2, 3};
        TimePanels panels = new TimePanels("t", "seconds", List.of(
                new TimePanels.Panel("rows/s", List.of(new LineChart.Series("a", x, new double[]{10, 20, 30})), AxisUnit.NUMBER),
                new TimePanels.Panel("CPU % of all cores", List.of(new LineChart.Series("a cpu", x, new double[]{90, 100, 95})),
                        AxisUnit.PERCENT)));
        String svg = panels.toSvg();
        Matcher caption = Pattern.compile("<text [^>]*>CPU % of all cores</text>").matcher(svg);
        assertTrue(caption.find(), svg);
        double captionY = attribute(caption.group(), "y");
        Matcher hundred = Pattern.compile("<text [^>]*class=\"tick\">100%</text>").matcher(svg);
        assertTrue(hundred.find(), svg);
        double gridY = attribute(hundred.group(), "y") - 4;
        assertTrue(captionY <= gridY - 4, "the caption's baseline " + captionY + " is above the 100% line at " + gridY);
    }

    @Test
    void stackedBandsCloseOnTheBandBelowAndALongStreamIsDrawnPerPixelColumn() {
        // two thread states over three intervals: the second band's bottom is the first band's top
        double[] x = {1, 2, 3};
        String svg = new TimePanels("t", "seconds", List.of(
                new TimePanels.Panel("statements/s", List.of(new LineChart.Series("rate", x, new double[]{5, 6, 7})), AxisUnit.NUMBER),
                new TimePanels.Panel("sessions", List.of(new LineChart.Series("Sending data", x, new double[]{2, 3, 4}),
                        new LineChart.Series("Sleep", x, new double[]{1, 1, 1})), AxisUnit.number("sessions"), true))).toSvg();
        List<double[]> bands = polygons(svg);
        assertEquals(2, bands.size(), svg);
        double[] first = bands.get(0);
        double[] second = bands.get(1);
        for (int i = 0; i < 3; i++) {
            assertEquals(first[2 * i + 1], second[2 * (5 - i) + 1], 1e-6, "band 2 sits on band 1 at point " + i);
        }
        assertTrue(svg.contains("class=\"dot s1\"") && svg.contains("data-tip=\"Sleep · "), "each band's top has its tip");

        // 20,000 intervals: one point per pixel column per band, no dot per interval
        int n = 20_000;
        double[] lx = new double[n];
        double[] a = new double[n];
        double[] b = new double[n];
        for (int i = 0; i < n; i++) {
            lx[i] = i + 1;
            a[i] = i % 2;
            b[i] = 1;
        }
        String long_ = new TimePanels("t", "seconds", List.of(
                new TimePanels.Panel("statements/s", List.of(new LineChart.Series("rate", lx, b)), AxisUnit.NUMBER),
                new TimePanels.Panel("sessions", List.of(new LineChart.Series("Sending data", lx, a), new LineChart.Series("Sleep", lx, b)),
                        AxisUnit.number("sessions"), true))).toSvg();
        List<double[]> longBands = polygons(long_);
        assertEquals(2, longBands.size());
        assertTrue(longBands.get(0).length / 2 <= 2 * Svg.WIDTH, "at most one point per column and side: " + longBands.get(0).length / 2);
        assertFalse(long_.contains("class=\"dot s0\""), "no dot per interval");
    }

    /** The points of each polygon, as x0, y0, x1, y1, … */
    private static List<double[]> polygons(String svg) {
        Matcher m = Pattern.compile("<polygon class=\"area [^\"]*\" points=\"([^\"]*)\"").matcher(svg);
        List<double[]> out = new java.util.ArrayList<>();
        while (m.find()) {
            out.add(java.util.Arrays.stream(m.group(1).split("[ ,]")).mapToDouble(Double::parseDouble).toArray());
        }
        return out;
    }

    @Test
    void tenSeriesHaveTenColoursAndMoreAreToldApartByTheirLook() {
        List<String> looks = java.util.stream.IntStream.range(0, 30).mapToObj(Legend::style).toList();
        assertEquals(30, new java.util.HashSet<>(looks).size(), "thirty series, thirty looks: " + looks);
        assertEquals(10, looks.subList(0, 10).stream().distinct().filter(l -> !l.contains("alt")).count(), "ten plain colours first");
        assertEquals("s0 alt1", Legend.style(10));
        String css;
        try (var in = HtmlReport.class.getResourceAsStream("/io/benchlab/resources/report/report.css")) {
            css = in == null ? "" : new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        for (int i = 0; i < Legend.COLOURS; i++) {
            assertTrue(css.contains("--s" + i + ":"), "the palette defines colour " + i);
            assertTrue(css.contains("svg .s" + i + " { color: var(--s" + i + "); }"), "class s" + i + " takes colour " + i);
        }
        assertTrue(css.contains(".line.alt1 {") && css.contains("rect.alt1"), "the second look is styled");
    }

    private static double barHeight(String svg, String category) {
        Matcher m = Pattern.compile("height=\"([\\d.]+)\" class=\"s0\" data-tip=\"a · " + category).matcher(svg);
        assertTrue(m.find(), category + " bar in " + svg);
        return Double.parseDouble(m.group(1));
    }
}
