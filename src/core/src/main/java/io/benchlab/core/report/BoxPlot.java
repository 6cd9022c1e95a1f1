package io.benchlab.core.report;

import io.benchlab.core.stats.FiveNumberSummary;
import java.util.List;

/**
 * Horizontal-axis boxplots, one box per column, drawn from {@link FiveNumberSummary} (never from
 * quantile code of its own, so the GUI and the report agree on the same data).
 *
 * @param title  for screen readers
 * @param boxes  label and summary of each box, left to right
 * @param unit   what the values measure: how ticks and hover tips write them
 */
record BoxPlot(String title, List<Box> boxes, AxisUnit unit) implements YScaled {

    record Box(String label, FiveNumberSummary summary) {
    }

    private static final double TOP = 26;
    private static final double PLOT_HEIGHT = 240;
    private static final double SLOT_MIN = 90;
    private static final double HALF_MAX = 40;

    /** A log axis only when every drawn value is positive: a box reaching zero has no bottom on it. */
    @Override
    public Scale.Span ySpan() {
        double[] all = boxes.stream().flatMapToDouble(b -> java.util.stream.DoubleStream.concat(
                java.util.stream.DoubleStream.of(b.summary().min(), b.summary().max(), b.summary().mean()),
                b.summary().outliers().stream().mapToDouble(Double::doubleValue))).filter(Double::isFinite).toArray();
        Scale.Span span = Scale.Span.of(java.util.Arrays.stream(all));
        return java.util.Arrays.stream(all).anyMatch(v -> v <= 0) ? new Scale.Span(false, false, span.min(), span.max()) : span;
    }

    @Override
    public String toSvg(boolean logY) {
        Scale y = Axes.y(ySpan(), logY, TOP + PLOT_HEIGHT, TOP);
        double left = Axes.leftMargin(unit, y);
        double slot = Math.max(SLOT_MIN, (Svg.WIDTH - left - 16) / Math.max(1, boxes.size()));
        double width = Math.max(360, left + boxes.size() * slot + 16);
        List<String> labels = boxes.stream().map(Box::label).toList();
        double height = TOP + PLOT_HEIGHT + 12 + Legend.height(labels, width);
        Svg svg = new Svg(width, height, title);
        Axes.yCaption(svg, left, TOP, y.log());
        Axes.yAxis(svg, y, left, width - 8, unit);
        svg.line(left, TOP + PLOT_HEIGHT, width - 8, TOP + PLOT_HEIGHT, "axis");
        for (int i = 0; i < boxes.size(); i++) {
            FiveNumberSummary f = boxes.get(i).summary();
            String cls = Legend.style(i);
            double cx = left + i * slot + slot / 2;
            double half = Math.min(HALF_MAX, slot / 4);
            String tip = boxes.get(i).label() + ": median " + unit.tip(f.median()) + ", Q1 " + unit.tip(f.q1()) + ", Q3 "
                    + unit.tip(f.q3()) + ", whiskers " + unit.tip(f.lowerWhisker()) + "–" + unit.tip(f.upperWhisker())
                    + ", mean " + unit.tip(f.mean()) + ", n=" + f.n();
            svg.line(cx, y.map(f.lowerWhisker()), cx, y.map(f.q1()), "whisker");
            svg.line(cx, y.map(f.q3()), cx, y.map(f.upperWhisker()), "whisker");
            svg.line(cx - half / 2, y.map(f.lowerWhisker()), cx + half / 2, y.map(f.lowerWhisker()), "whisker");
            svg.line(cx - half / 2, y.map(f.upperWhisker()), cx + half / 2, y.map(f.upperWhisker()), "whisker");
            svg.rect(cx - half, y.map(f.q3()), 2 * half, Math.max(1, y.map(f.q1()) - y.map(f.q3())), "box " + cls, tip);
            svg.line(cx - half, y.map(f.median()), cx + half, y.map(f.median()), "median");
            svg.circle(cx, y.map(f.mean()), 2.5, "mean", "mean " + unit.tip(f.mean()));
            for (double o : f.outliers()) {
                svg.circle(cx, y.map(o), 2.5, "outlier " + cls, "outlier " + unit.tip(o));
            }
        }
        Legend.draw(svg, labels, 8, TOP + PLOT_HEIGHT + 12, width);
        return svg.finish();
    }
}
