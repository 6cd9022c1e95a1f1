package io.benchlab.core.report;

import io.benchlab.core.util.Numbers;
import java.util.Arrays;
import java.util.List;

/**
 * Several line charts stacked on one shared time axis: a stream's throughput on top and what the
 * machine did in the same intervals below (CPU, disk), so a dip lines up with its cause.
 *
 * @param title  for screen readers
 * @param xLabel caption of the shared axis, under the last panel
 * @param panels top to bottom; the first is drawn taller
 * @param marks  faults across every panel (labelled on the first), so a dip in any panel lines up with its cause
 */
record TimePanels(String title, String xLabel, List<Panel> panels, List<TimeMark> marks) {

    TimePanels(String title, String xLabel, List<Panel> panels) {
        this(title, xLabel, panels, List.of());
    }

    /**
     * One panel.
     *
     * @param yLabel  what the y axis measures (drawn above the panel, clear of its top grid line)
     * @param series  its lines (x in seconds)
     * @param yUnit   what the y values measure: how ticks and tips write them
     * @param stacked the series are parts of a whole (sessions per thread state), drawn as areas on
     *                top of each other in order, the first at the bottom; they share the same x
     */
    record Panel(String yLabel, List<LineChart.Series> series, AxisUnit yUnit, boolean stacked) {
        Panel(String yLabel, List<LineChart.Series> series, AxisUnit yUnit) {
            this(yLabel, series, yUnit, false);
        }
    }

    private static final double RIGHT = 24;
    private static final double FIRST_HEIGHT = 200;
    private static final double HEIGHT = 110;
    /** A stacked panel shows up to eight bands: it needs more room than a line panel. */
    private static final double STACKED_HEIGHT = 170;
    private static final double GAP = 30;
    /** Room above each panel for its y label, so the label sits over the plot, never on a grid line or a line of data. */
    private static final double LABEL = 18;

    String toSvg() {
        double width = Svg.WIDTH;
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
        // the panels share one time axis, so they share the left margin that fits the widest ticks
        double left = Axes.MIN_LEFT;
        for (Panel p : panels) {
            left = Math.max(left, Axes.leftMargin(p.yUnit(), Scale.linearFromZero(ymax(p), 1, 0)));
        }
        double plotWidth = width - left - RIGHT;
        Scale x = Scale.linearX(Math.min(0, xmin), xmax, left, left + plotWidth);
        double height = 12;
        for (int i = 0; i < panels.size(); i++) {
            height += LABEL + height(i) + GAP + Legend.height(panels.get(i).series().stream().map(LineChart.Series::label).toList(), width);
        }
        height += 20;
        Svg svg = new Svg(width, height, title);
        double top = 12;
        for (int pi = 0; pi < panels.size(); pi++) {
            Panel p = panels.get(pi);
            double h = height(pi);
            svg.text(left, top + LABEL - 7, p.yLabel(), "start", "label");
            top += LABEL;
            Scale y = Scale.linearFromZero(ymax(p), top + h, top);
            Axes.yAxis(svg, y, left, left + plotWidth, p.yUnit());
            Axes.xAxis(svg, x, top, top + h);
            svg.line(left, top + h, left + plotWidth, top + h, "axis");
            TimeMark.draw(svg, x, left, left + plotWidth, top, top + h, marks, pi == 0);
            if (p.stacked()) {
                stack(svg, p, x, y);
            }
            for (int si = 0; si < (p.stacked() ? 0 : p.series().size()); si++) {
                LineChart.Series s = p.series().get(si);
                String cls = Legend.style(si);
                int n = 0;
                double[] px = new double[s.x().length];
                double[] py = new double[s.x().length];
                int[] source = new int[s.x().length];
                for (int i = 0; i < s.x().length; i++) {
                    if (Double.isFinite(s.y()[i])) {
                        px[n] = x.map(s.x()[i]);
                        py[n] = y.map(s.y()[i]);
                        source[n++] = i;
                    }
                }
                svg.series(Arrays.copyOf(px, n), Arrays.copyOf(py, n), cls, s.label(),
                        k -> Numbers.sig(s.x()[source[k]]) + " s: " + p.yUnit().tip(s.y()[source[k]]), 2.5);
            }
            double legendTop = top + h + 20;
            List<String> labels = p.series().stream().map(LineChart.Series::label).toList();
            Legend.draw(svg, labels, 8, legendTop, width);
            top = legendTop + Legend.height(labels, width) + GAP - 20;
        }
        svg.text(left + plotWidth / 2, top + 8, xLabel, "middle", "label");
        return svg.finish();
    }

    private double height(int panel) {
        return panel == 0 ? FIRST_HEIGHT : panels.get(panel).stacked() ? STACKED_HEIGHT : HEIGHT;
    }

    /**
     * The series as areas stacked in order, each band's top dotted with its value at that time. A
     * long series (more points than {@link Decimation#DOT_LIMIT}) is drawn as its mean per pixel column,
     * the same columns for every band so they still stack, and without dots.
     */
    private static void stack(Svg svg, Panel p, Scale x, Scale y) {
        if (p.series().isEmpty()) {
            return;
        }
        double[] xs = p.series().get(0).x();
        int[] column = columns(xs, x);
        boolean dots = xs.length <= Decimation.DOT_LIMIT;
        int m = column.length == 0 ? 0 : column[column.length - 1] + 1;
        double[] base = new double[m];
        double[] cx = new double[m];
        int[] count = new int[m];
        for (int i = 0; i < xs.length; i++) {
            cx[column[i]] += x.map(xs[i]);
            count[column[i]]++;
        }
        for (int c = 0; c < m; c++) {
            cx[c] /= count[c];
        }
        for (int si = 0; si < p.series().size(); si++) {
            LineChart.Series s = p.series().get(si);
            double[] value = new double[m];
            for (int i = 0; i < Math.min(xs.length, s.y().length); i++) {
                value[column[i]] += (Double.isFinite(s.y()[i]) ? s.y()[i] : 0) / count[column[i]];
            }
            double[] px = new double[2 * m];
            double[] py = new double[2 * m];
            for (int c = 0; c < m; c++) {
                px[c] = cx[c];
                py[c] = y.map(base[c] + value[c]);
                // back along the band's bottom, so the polygon closes on the band below
                px[2 * m - 1 - c] = cx[c];
                py[2 * m - 1 - c] = y.map(base[c]);
            }
            String cls = Legend.style(si);
            svg.polygon(px, py, "area " + cls, s.label());
            for (int c = 0; dots && c < m; c++) {
                if (value[c] > 0) {
                    svg.circle(px[c], py[c], 2, "dot " + cls, s.label() + " · " + Numbers.sig(xs[c]) + " s: " + p.yUnit().tip(value[c]));
                }
            }
            for (int c = 0; c < m; c++) {
                base[c] += value[c];
            }
        }
    }

    /** Each point's column: one per point when they are few, else one per pixel column of the plot, in order. */
    private static int[] columns(double[] xs, Scale x) {
        int[] out = new int[xs.length];
        if (xs.length <= Decimation.DOT_LIMIT) {
            for (int i = 0; i < xs.length; i++) {
                out[i] = i;
            }
            return out;
        }
        int c = -1;
        long last = Long.MIN_VALUE;
        for (int i = 0; i < xs.length; i++) {
            long pixel = (long) Math.floor(x.map(xs[i]));
            if (pixel != last) {
                c++;
                last = pixel;
            }
            out[i] = c;
        }
        return out;
    }

    private static double ymax(Panel p) {
        if (p.stacked()) {
            double[] sum = new double[p.series().isEmpty() ? 0 : p.series().get(0).y().length];
            for (LineChart.Series s : p.series()) {
                for (int i = 0; i < Math.min(sum.length, s.y().length); i++) {
                    sum[i] += Double.isFinite(s.y()[i]) ? s.y()[i] : 0;
                }
            }
            return Arrays.stream(sum).max().orElse(0);
        }
        double ymax = 0;
        for (LineChart.Series s : p.series()) {
            ymax = Math.max(ymax, Arrays.stream(s.y()).filter(Double::isFinite).max().orElse(0));
        }
        return ymax;
    }
}
