package io.benchlab.core.report;

import java.util.Arrays;
import java.util.List;

/**
 * Grouped bars: one group per category (an operation), one bar per series (a bundle:variant
 * column) inside each group. Missing values are NaN and leave a gap. On a log axis a zero has no
 * bar; it is written as "0" on the baseline instead of being dropped or faked.
 *
 * @param title      for screen readers
 * @param categories group labels, left to right
 * @param series     bar labels within a group, in legend order
 * @param values     values[series][category]
 * @param unit       what the values measure: how hover tips and ticks write them
 */
record BarChart(String title, List<String> categories, List<String> series, double[][] values, AxisUnit unit)
        implements YScaled {

    private static final double GROUP_MIN = 28;
    private static final double TOP = 26;
    private static final double PLOT_HEIGHT = 240;

    @Override
    public Scale.Span ySpan() {
        return Scale.Span.of(Arrays.stream(values).flatMapToDouble(Arrays::stream));
    }

    @Override
    public String toSvg(boolean logY) {
        double base = TOP + PLOT_HEIGHT;
        Scale y = Axes.y(ySpan(), logY, base, TOP);
        double left = Axes.leftMargin(unit, y);
        int nc = categories.size();
        int ns = Math.max(series.size(), 1);
        double barWidth = Math.max(6, Math.min(40, 900.0 / Math.max(1, nc * ns)));
        // groups share the drawing width evenly, so few operations do not leave the right half empty
        double group = Math.max(Math.max(GROUP_MIN, ns * barWidth + 14), (Svg.WIDTH - left - 16) / Math.max(1, nc));
        double longest = categories.stream().mapToInt(String::length).max().orElse(0);
        boolean rotate = longest * 6.5 > group;
        double bottom = rotate ? Math.min(140, 16 + longest * 5) : 28;
        double width = left + nc * group + 16;
        double legendHeight = Legend.height(series, width);
        double height = TOP + PLOT_HEIGHT + bottom + legendHeight;
        boolean log = y.log();
        Svg svg = new Svg(width, height, title);
        Axes.yCaption(svg, left, TOP, log);
        Axes.yAxis(svg, y, left, width - 8, unit);
        for (int c = 0; c < nc; c++) {
            double gx = left + c * group + (group - ns * barWidth) / 2;
            for (int s = 0; s < series.size(); s++) {
                double v = values[s][c];
                if (Double.isNaN(v)) {
                    continue;
                }
                String tip = series.get(s) + " · " + categories.get(c) + ": " + unit.tip(v);
                double x = gx + s * barWidth;
                if (log && v <= 0) {
                    svg.text(x + (barWidth - 1) / 2, base - 3, "0", "middle", "tick zero", tip + " (no bar on a log axis)");
                    continue;
                }
                double top = y.map(v);
                svg.rect(x, top, barWidth - 1, base - top, Legend.style(s), tip);
            }
            double cx = left + c * group + group / 2;
            if (rotate) {
                svg.rotatedText(cx + 4, base + 12, -40, categories.get(c), "label");
            } else {
                svg.text(cx, base + 16, categories.get(c), "middle", "label");
            }
        }
        svg.line(left, base, width - 8, base, "axis");
        Legend.draw(svg, series, 8, base + bottom + 4, width);
        return svg.finish();
    }
}
