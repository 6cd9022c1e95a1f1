package io.benchlab.core.report;

import java.util.function.DoubleFunction;

/** Grid lines and tick labels shared by the charts. */
final class Axes {
    private Axes() {
    }

    static void yAxis(Svg svg, Scale y, double left, double right, DoubleFunction<String> unit) {
        for (double t : y.ticks()) {
            double py = y.map(t);
            svg.line(left, py, right, py, "grid");
            svg.text(left - 6, py + 4, unit == null ? Numbers.tick(t) : trimZeros(unit.apply(t)), "end", "tick");
        }
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
            svg.text(px, bottom + 16, Numbers.tick(t), "middle", "tick");
        }
    }

    /** "5.00 ms" → "5 ms", "2.50 s" → "2.5 s": ticks are round numbers, their zeros are noise. */
    static String trimZeros(String label) {
        return label.replaceAll("\\.0+(?=\\s|$)", "").replaceAll("(\\.\\d*?[1-9])0+(?=\\s|$)", "$1");
    }
}
