package io.benchlab.core.report;

import java.util.List;
import java.util.function.DoubleFunction;

/**
 * Lines with a marker on every point: time against a swept setting, or a rate over time.
 *
 * @param title   for screen readers
 * @param xLabel  axis caption under the plot
 * @param logX    logarithmic x (a geometric sweep); all x must be positive
 * @param series  the lines
 * @param xText   how hover tips and a log axis's ticks write an x value
 * @param yUnit   what the y values measure: how hover tips and ticks write them
 */
record LineChart(String title, String xLabel, boolean logX, List<Series> series, DoubleFunction<String> xText,
                 AxisUnit yUnit, List<Mark> marks) implements YScaled {

    /** One line: points (x[i], y[i]); NaN y values are skipped. */
    record Series(String label, double[] x, double[] y) {
    }

    /** A horizontal reference line at {@code y} (e.g. an exit velocity), labelled, in the colour of series {@code colour}. */
    record Mark(double y, String label, int colour) {
    }

    LineChart(String title, String xLabel, boolean logX, List<Series> series, DoubleFunction<String> xText, AxisUnit yUnit) {
        this(title, xLabel, logX, series, xText, yUnit, List.of());
    }

    private static final double TOP = 26;
    private static final double RIGHT = 24;
    private static final double PLOT_HEIGHT = 240;

    /** The y values drawn; a log axis only when all are positive (a line through zero has no place on it). */
    @Override
    public Scale.Span ySpan() {
        java.util.stream.DoubleStream.Builder all = java.util.stream.DoubleStream.builder();
        for (Series s : series) {
            for (int i = 0; i < s.x().length; i++) {
                if (Double.isFinite(s.y()[i]) && !(logX && s.x()[i] <= 0)) {
                    all.add(s.y()[i]);
                }
            }
        }
        marks.stream().filter(m -> Double.isFinite(m.y())).forEach(m -> all.add(m.y()));
        double[] v = all.build().toArray();
        Scale.Span span = Scale.Span.of(java.util.Arrays.stream(v));
        return java.util.Arrays.stream(v).anyMatch(y -> y <= 0) ? new Scale.Span(false, false, span.min(), span.max()) : span;
    }

    @Override
    public String toSvg(boolean logY) {
        double width = Svg.WIDTH;
        List<String> labels = series.stream().map(Series::label).toList();
        double height = TOP + PLOT_HEIGHT + 44 + Legend.height(labels, width);
        double xmin = Double.POSITIVE_INFINITY;
        double xmax = Double.NEGATIVE_INFINITY;
        double ymax = 0;
        for (Series s : series) {
            for (int i = 0; i < s.x().length; i++) {
                if (Double.isNaN(s.y()[i]) || (logX && s.x()[i] <= 0)) {
                    continue;
                }
                xmin = Math.min(xmin, s.x()[i]);
                xmax = Math.max(xmax, s.x()[i]);
                ymax = Math.max(ymax, s.y()[i]);
            }
        }
        for (Mark m : marks) {
            ymax = Math.max(ymax, m.y());
        }
        if (xmin > xmax) {
            xmin = logX ? 1 : 0;
            xmax = logX ? 10 : 1;
        }
        Scale y = logY && ySpan().offered() ? Axes.y(ySpan(), true, TOP + PLOT_HEIGHT, TOP) : Scale.linearFromZero(ymax, TOP + PLOT_HEIGHT, TOP);
        double left = Axes.leftMargin(yUnit, y);
        double plotWidth = width - left - RIGHT;
        Scale x = logX ? new Scale(true, xmin / 1.15, xmax * 1.15, left, left + plotWidth, 0) : Scale.linearX(xmin, xmax, left, left + plotWidth);
        Svg svg = new Svg(width, height, title);
        Axes.yCaption(svg, left, TOP, y.log());
        Axes.yAxis(svg, y, left, left + plotWidth, yUnit);
        if (logX) {
            // a geometric sweep: label the swept values themselves (8M, 16M, …), not powers of ten
            java.util.TreeSet<Double> xs = new java.util.TreeSet<>();
            series.forEach(s -> java.util.Arrays.stream(s.x()).filter(v -> v > 0).forEach(xs::add));
            for (double t : xs) {
                svg.line(x.map(t), TOP, x.map(t), TOP + PLOT_HEIGHT, "grid");
                svg.text(x.map(t), TOP + PLOT_HEIGHT + 16, xText.apply(t), "middle", "tick");
            }
        } else {
            Axes.xAxis(svg, x, TOP, TOP + PLOT_HEIGHT);
        }
        svg.line(left, TOP + PLOT_HEIGHT, left + plotWidth, TOP + PLOT_HEIGHT, "axis");
        svg.text(left + plotWidth / 2, TOP + PLOT_HEIGHT + 34, xLabel + (logX ? " (log scale)" : ""), "middle", "label");
        for (int si = 0; si < series.size(); si++) {
            Series s = series.get(si);
            int n = 0;
            double[] px = new double[s.x().length];
            double[] py = new double[s.x().length];
            for (int i = 0; i < s.x().length; i++) {
                if (!Double.isNaN(s.y()[i]) && !(logX && s.x()[i] <= 0)) {
                    px[n] = x.map(s.x()[i]);
                    py[n] = y.map(s.y()[i]);
                    n++;
                }
            }
            int[] source = new int[n];
            for (int i = 0, k = 0; i < s.x().length; i++) {
                if (!Double.isNaN(s.y()[i]) && !(logX && s.x()[i] <= 0)) {
                    source[k++] = i;
                }
            }
            svg.series(java.util.Arrays.copyOf(px, n), java.util.Arrays.copyOf(py, n), Legend.style(si), s.label(),
                    k -> xLabel + " " + xText.apply(s.x()[source[k]]) + ": " + yUnit.tip(s.y()[source[k]]), 3.5);
        }
        for (Mark m : marks) {
            if (Double.isFinite(m.y())) {
                String cls = Legend.style(m.colour());
                svg.line(left, y.map(m.y()), left + plotWidth, y.map(m.y()), "mark line " + cls);
                svg.text(left + plotWidth - 4, y.map(m.y()) - 4, m.label() + ": " + yUnit.tip(m.y()), "end", "legend");
            }
        }
        Legend.draw(svg, labels, 8, TOP + PLOT_HEIGHT + 44, width);
        return svg.finish();
    }
}
