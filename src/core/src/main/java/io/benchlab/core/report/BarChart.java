package io.benchlab.core.report;

import java.util.List;
import java.util.function.DoubleFunction;

/**
 * Grouped bars: one group per category (an operation), one bar per series (a bundle:variant
 * column) inside each group. Missing values are NaN and leave a gap.
 *
 * @param title      for screen readers
 * @param categories group labels, left to right
 * @param series     bar labels within a group, in legend order
 * @param values     values[series][category]
 * @param unit       how hover tips write a value
 */
record BarChart(String title, List<String> categories, List<String> series, double[][] values, DoubleFunction<String> unit) {

    private static final double GROUP_MIN = 28;
    private static final double MIN_WIDTH = 520;
    private static final double LEFT = 64;
    private static final double TOP = 12;
    private static final double PLOT_HEIGHT = 220;

    String toSvg() {
        int nc = categories.size();
        int ns = Math.max(series.size(), 1);
        double barWidth = Math.max(6, Math.min(28, 360.0 / Math.max(1, nc * ns)));
        // groups share at least the minimum width evenly, so few operations do not leave the right half empty
        double group = Math.max(Math.max(GROUP_MIN, ns * barWidth + 14), (MIN_WIDTH - LEFT - 16) / Math.max(1, nc));
        double longest = categories.stream().mapToInt(String::length).max().orElse(0);
        boolean rotate = longest * 6.5 > group;
        double bottom = rotate ? Math.min(140, 16 + longest * 5) : 28;
        double width = LEFT + nc * group + 16;
        double legendHeight = Legend.height(series, width);
        double height = TOP + PLOT_HEIGHT + bottom + legendHeight;
        double max = 0;
        for (double[] row : values) {
            for (double v : row) {
                if (!Double.isNaN(v)) {
                    max = Math.max(max, v);
                }
            }
        }
        Scale y = Scale.linearFromZero(max, TOP + PLOT_HEIGHT, TOP);
        Svg svg = new Svg(width, height, title);
        Axes.yAxis(svg, y, LEFT, width - 8, unit);
        for (int c = 0; c < nc; c++) {
            double gx = LEFT + c * group + (group - ns * barWidth) / 2;
            for (int s = 0; s < series.size(); s++) {
                double v = values[s][c];
                if (Double.isNaN(v)) {
                    continue;
                }
                double top = y.map(v);
                svg.rect(gx + s * barWidth, top, barWidth - 1, TOP + PLOT_HEIGHT - top, "s" + (s % Legend.COLOURS),
                        series.get(s) + " · " + categories.get(c) + ": " + unit.apply(v));
            }
            double cx = LEFT + c * group + group / 2;
            if (rotate) {
                svg.rotatedText(cx + 4, TOP + PLOT_HEIGHT + 12, -40, categories.get(c), "label");
            } else {
                svg.text(cx, TOP + PLOT_HEIGHT + 16, categories.get(c), "middle", "label");
            }
        }
        svg.line(LEFT, TOP + PLOT_HEIGHT, width - 8, TOP + PLOT_HEIGHT, "axis");
        Legend.draw(svg, series, 8, TOP + PLOT_HEIGHT + bottom + 4, width);
        return svg.finish();
    }
}
