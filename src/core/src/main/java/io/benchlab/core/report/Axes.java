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
