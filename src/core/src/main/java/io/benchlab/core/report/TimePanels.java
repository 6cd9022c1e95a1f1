package io.benchlab.core.report;

import java.util.Arrays;
import java.util.List;
import java.util.function.DoubleFunction;

/**
 * Several line charts stacked on one shared time axis: a stream's throughput on top and what the
 * machine did in the same intervals below (CPU, disk), so a dip lines up with its cause.
 *
 * @param title  for screen readers
 * @param xLabel caption of the shared axis, under the last panel
 * @param panels top to bottom; the first is drawn taller
 */
record TimePanels(String title, String xLabel, List<Panel> panels) {

    /**
     * One panel.
     *
     * @param yLabel what the y axis measures (drawn in the panel's corner)
     * @param series its lines (x in seconds)
     * @param yText  how ticks and tips write a y value
     */
    record Panel(String yLabel, List<LineChart.Series> series, DoubleFunction<String> yText) {
    }

    private static final double LEFT = 64;
    private static final double PLOT_WIDTH = Svg.WIDTH - LEFT - 24;
    private static final double FIRST_HEIGHT = 200;
    private static final double HEIGHT = 110;
    private static final double GAP = 30;

    String toSvg() {
        double width = LEFT + PLOT_WIDTH + 24;
        double xmin = Double.POSITIVE_INFINITY;
        double xmax = Double.NEGATIVE_INFINITY;
        for (Panel p : panels) {
            for (LineChart.Series s : p.series()) {
                for (double v : s.x()) {
                    xmin = Math.min(xmin, v);
                    xmax = Math.max(xmax, v);
                }
            }
        }
        if (xmin > xmax) {
            xmin = 0;
            xmax = 1;
        }
        Scale x = Scale.linear(Math.min(0, xmin), xmax, LEFT, LEFT + PLOT_WIDTH);
        double height = 12;
        for (int i = 0; i < panels.size(); i++) {
            height += (i == 0 ? FIRST_HEIGHT : HEIGHT) + GAP + Legend.height(panels.get(i).series().stream().map(LineChart.Series::label).toList(), width);
        }
        height += 20;
        Svg svg = new Svg(width, height, title);
        double top = 12;
        for (int pi = 0; pi < panels.size(); pi++) {
            Panel p = panels.get(pi);
            double h = pi == 0 ? FIRST_HEIGHT : HEIGHT;
            double ymax = 0;
            for (LineChart.Series s : p.series()) {
                ymax = Math.max(ymax, Arrays.stream(s.y()).filter(Double::isFinite).max().orElse(0));
            }
            Scale y = Scale.linearFromZero(ymax, top + h, top);
            Axes.yAxis(svg, y, LEFT, LEFT + PLOT_WIDTH, p.yText());
            Axes.xAxis(svg, x, top, top + h);
            svg.line(LEFT, top + h, LEFT + PLOT_WIDTH, top + h, "axis");
            svg.text(LEFT + 6, top + 12, p.yLabel(), "start", "label");
            for (int si = 0; si < p.series().size(); si++) {
                LineChart.Series s = p.series().get(si);
                String cls = "s" + (si % Legend.COLOURS);
                int n = 0;
                double[] px = new double[s.x().length];
                double[] py = new double[s.x().length];
                for (int i = 0; i < s.x().length; i++) {
                    if (Double.isFinite(s.y()[i])) {
                        px[n] = x.map(s.x()[i]);
                        py[n] = y.map(s.y()[i]);
                        svg.circle(px[n], py[n], 2.5, "dot " + cls, s.label() + " · " + Numbers.sig(s.x()[i]) + " s: " + p.yText().apply(s.y()[i]));
                        n++;
                    }
                }
                svg.polyline(Arrays.copyOf(px, n), Arrays.copyOf(py, n), "line " + cls);
            }
            double legendTop = top + h + 20;
            List<String> labels = p.series().stream().map(LineChart.Series::label).toList();
            Legend.draw(svg, labels, 8, legendTop, width);
            top = legendTop + Legend.height(labels, width) + GAP - 20;
        }
        svg.text(LEFT + PLOT_WIDTH / 2, top + 8, xLabel, "middle", "label");
        return svg.finish();
    }
}
