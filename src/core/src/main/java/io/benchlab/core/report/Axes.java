package io.benchlab.core.report;

/** Grid lines and tick labels shared by the charts. */
final class Axes {
    /** The narrowest left margin: room for short ticks and the plot's caption. */
    static final double MIN_LEFT = 64;
    /** Width of one character of a tick at the page's 11 px tick font, rounded up (digits are ~6.1 px). */
    private static final double TICK_CHAR = 6.6;
    /** Space between a y tick's right end and the plot. */
    private static final double TICK_GAP = 6;

    private Axes() {
    }

    static void yAxis(Svg svg, Scale y, double left, double right, AxisUnit unit) {
        for (double t : y.ticks()) {
            double py = y.map(t);
            svg.line(left, py, right, py, "grid");
            svg.text(left - TICK_GAP, py + 4, unit.tick(t), "end", "tick");
        }
    }

    /**
     * The left margin that fits the longest of these y axes' tick labels, and at least
     * {@link #MIN_LEFT}: a long label ("1.25 GB/s") is never cut at the chart's edge.
     */
    static double leftMargin(AxisUnit unit, Scale... ys) {
        int longest = 0;
        for (Scale y : ys) {
            for (double t : y.ticks()) {
                longest = Math.max(longest, unit.tick(t).length());
            }
        }
        return Math.max(MIN_LEFT, Math.ceil(longest * TICK_CHAR + TICK_GAP + 4));
    }

    /** Says on the chart itself which y axis it is, so a screenshot or a print cannot be misread. */
    static void yCaption(Svg svg, double left, double top, boolean log) {
        svg.text(left, top - 8, log ? "y axis: log scale" : "y axis: linear scale", "start", "label scale-caption");
    }

    /** A y scale over {@code span}: from zero when linear, decade to decade when logarithmic. */
    static Scale y(Scale.Span span, boolean log, double bottom, double top) {
        return log && span.offered() ? Scale.logarithmic(span.min(), span.max(), bottom, top)
                : Scale.linearFromZero(Double.isNaN(span.max()) ? 0 : span.max(), bottom, top);
    }

    static void xAxis(Svg svg, Scale x, double top, double bottom) {
        for (double t : x.ticks()) {
            double px = x.map(t);
            svg.line(px, top, px, bottom, "grid");
            svg.text(px, bottom + 16, AxisUnit.NUMBER.tick(t), "middle", "tick");
        }
    }

    /** "5.00 ms" → "5 ms", "2.50 s" → "2.5 s": ticks are round numbers, their zeros are noise. */
    static String trimZeros(String label) {
        return label.replaceAll("\\.0+(?=\\s|$)", "").replaceAll("(\\.\\d*?[1-9])0+(?=\\s|$)", "$1");
    }
}
