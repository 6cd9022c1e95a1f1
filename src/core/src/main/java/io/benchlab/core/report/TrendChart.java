package io.benchlab.core.report;

import io.benchlab.core.history.ChangeReport;
import io.benchlab.core.history.HistoryViews;
import io.benchlab.core.history.RunPoint;
import io.benchlab.core.history.SeriesReport;
import io.benchlab.core.util.Numbers;
import java.util.List;

/**
 * One series of the run history over its runs, oldest on the left: each run's median with its 95%
 * interval (a band and a bar per run), the level between changes as a flat line, and each change
 * point as a dashed line between the run before it and its run, labelled with the change in % and
 * its p-value and, under that, what a person said of it (or "untriaged"). The y axis spans the
 * intervals, not from zero: a change of 5% must be seen.
 */
final class TrendChart {
    /** Room above the plot: two rows of two-line labels when there are changes, else the y axis' top tick. */
    private static final double TOP_WITH_CHANGES = 66;
    private static final double TOP_PLAIN = 16;
    private static final double RIGHT = 24;
    private static final double PLOT_HEIGHT = 220;
    private static final double LABEL_ROW = 14;
    /** Bars per run only up to here; past it the band alone shows the intervals (they would merge into it). */
    private static final int BARS_UP_TO = 120;

    private TrendChart() {
    }

    static String svg(SeriesReport report) {
        List<RunPoint> points = report.series().points();
        int n = points.size();
        AxisUnit unit = unit(report.series().key().figure().measure());
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (RunPoint p : points) {
            lo = Math.min(lo, Math.min(p.low(), p.value()));
            hi = Math.max(hi, Math.max(p.high(), p.value()));
        }
        if (!(hi > lo)) {
            double pad = Math.abs(lo) * 0.05 + 1e-9;
            lo -= pad;
            hi += pad;
        }
        double width = Svg.WIDTH;
        double top = report.changes().isEmpty() ? TOP_PLAIN : report.changes().size() == 1 ? TOP_WITH_CHANGES - 2 * LABEL_ROW : TOP_WITH_CHANGES;
        double height = top + PLOT_HEIGHT + 40;
        Scale y = Scale.linear(lo, hi, top + PLOT_HEIGHT, top);
        double left = Axes.leftMargin(unit, y);
        double plotWidth = width - left - RIGHT;
        Scale x = n > 1 ? Scale.linearX(1, n, left, left + plotWidth) : new Scale(false, 0, 2, left, left + plotWidth, 1);
        Svg svg = new Svg(width, height, report.series().key().label() + " over " + n + " runs");
        Axes.yAxis(svg, y, left, left + plotWidth, unit);
        Axes.xAxis(svg, x, top, top + PLOT_HEIGHT);
        svg.line(left, top + PLOT_HEIGHT, left + plotWidth, top + PLOT_HEIGHT, "axis");
        svg.text(left + plotWidth / 2, top + PLOT_HEIGHT + 34, "run, oldest first (hover a point for its run, value and interval)", "middle",
                "label");

        double[] bandX = new double[2 * n];
        double[] bandY = new double[2 * n];
        for (int i = 0; i < n; i++) {
            bandX[i] = x.map(i + 1);
            bandY[i] = y.map(points.get(i).high());
            bandX[2 * n - 1 - i] = x.map(i + 1);
            bandY[2 * n - 1 - i] = y.map(points.get(i).low());
        }
        svg.polygon(bandX, bandY, "band s0", "95% interval of each run's median");
        if (n <= BARS_UP_TO) {
            for (int i = 0; i < n; i++) {
                svg.line(x.map(i + 1), y.map(points.get(i).low()), x.map(i + 1), y.map(points.get(i).high()), "ci s0");
            }
        }
        levels(svg, report, x, y);
        double[] px = new double[n];
        double[] py = new double[n];
        for (int i = 0; i < n; i++) {
            px[i] = x.map(i + 1);
            py[i] = y.map(points.get(i).value());
        }
        svg.series(px, py, "s0", report.series().key().label(), i -> tip(points.get(i), unit), 3.5);

        List<ChangeReport> changes = report.changes();
        for (int k = 0; k < changes.size(); k++) {
            ChangeReport c = changes.get(k);
            int index = c.change().point().index();
            double cx = x.map(index + 0.5); // between the run before (index) and the run it starts at (index + 1), 1-based
            String kind = c.change().worse() ? "worse" : "better";
            String line = c.change().percent() + " · p " + HistoryViews.p(c.change().point().pValue());
            String said = c.triage() == null ? "untriaged" : c.triage().state().label()
                    + (c.triage().reason() == null ? "" : ": " + c.triage().reason());
            String tip = "change " + c.change().id() + ": " + Numbers.sig(c.change().point().meanBefore()) + " → "
                    + Numbers.sig(c.change().point().meanAfter()) + " (" + line + ") from run " + c.change().run() + "; " + said;
            svg.line(cx, top - 4, cx, top + PLOT_HEIGHT, "cp " + kind, tip);
            // labels of changes close together take turns on two rows, so they do not overwrite each other
            double row = top - 2 * LABEL_ROW - 6 - (changes.size() > 1 && k % 2 == 0 ? 2 * LABEL_ROW : 0);
            String anchor = cx > left + plotWidth - 160 ? "end" : "start";
            double tx = cx + ("end".equals(anchor) ? -4 : 4);
            svg.text(tx, row + LABEL_ROW, line, anchor, "cp-label " + kind, tip);
            svg.text(tx, row + 2 * LABEL_ROW - 2, shorten(said, 60), anchor, "cp-note " + (c.triage() == null ? "untriaged" : "triaged"), tip);
        }
        return svg.finish();
    }

    /** The level between changes (the mean of the runs of each segment), as the test compared them. */
    private static void levels(Svg svg, SeriesReport report, Scale x, Scale y) {
        List<RunPoint> points = report.series().points();
        if (!report.series().judged()) {
            return;
        }
        int from = 0;
        List<ChangeReport> changes = report.changes();
        for (int k = 0; k <= changes.size(); k++) {
            int to = k < changes.size() ? changes.get(k).change().point().index() : points.size();
            if (to > from) {
                double mean = points.subList(from, to).stream().mapToDouble(RunPoint::value).average().orElse(Double.NaN);
                svg.line(x.map(from + 1), y.map(mean), x.map(to), y.map(mean), "level", "level of runs " + (from + 1) + "–" + to + ": "
                        + Numbers.sig(mean));
            }
            from = to;
        }
    }

    private static String tip(RunPoint p, AxisUnit unit) {
        return p.run() + ": " + unit.tip(p.value()) + " (95% interval " + unit.tip(p.low()) + " – " + unit.tip(p.high()) + ", "
                + p.samples() + " sample" + (p.samples() == 1 ? "" : "s") + ")";
    }

    /** The y axis' unit from the figure's measure: seconds as seconds, milliseconds as such, anything else a number with its unit. */
    static AxisUnit unit(String measure) {
        if ("seconds".equals(measure)) {
            return AxisUnit.SECONDS;
        }
        if (measure.endsWith(" ms")) {
            return AxisUnit.MILLISECONDS;
        }
        return AxisUnit.NUMBER;
    }

    private static String shorten(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max - 1) + "…";
    }
}
