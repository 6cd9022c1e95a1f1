package io.benchlab.gui;

import io.benchlab.core.report.Decimation;
import io.benchlab.core.stats.FiveNumberSummary;
import io.benchlab.gui.ResultTables;
import java.awt.Color;
import java.awt.Font;
import java.util.List;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.BoxAndWhiskerRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.statistics.BoxAndWhiskerItem;
import org.jfree.data.statistics.DefaultBoxAndWhiskerCategoryDataset;
import org.jfree.data.xy.XYSeriesCollection;

/** JFreeChart charts styled like the rest of the window (light or dark). */
public final class Charts {
    /** Series colours that stay distinct in both themes (Okabe–Ito, colour-blind safe). */
    private static final Color[] PALETTE = {
        new Color(0x0072B2), new Color(0xE69F00), new Color(0x009E73), new Color(0xCC79A7),
        new Color(0x56B4E9), new Color(0xD55E00), new Color(0xF0E442), new Color(0x999999)};

    private Charts() {
    }

    public static JFreeChart bar(String title, String valueAxis, DefaultCategoryDataset data, boolean dark) {
        JFreeChart c = ChartFactory.createBarChart(title, null, valueAxis, data, PlotOrientation.VERTICAL, true, true, false);
        CategoryPlot p = c.getCategoryPlot();
        BarRenderer r = (BarRenderer) p.getRenderer();
        r.setBarPainter(new StandardBarPainter());
        r.setShadowVisible(false);
        r.setItemMargin(0.05);
        for (int i = 0; i < PALETTE.length; i++) {
            r.setSeriesPaint(i, PALETTE[i]);
        }
        style(c, dark);
        return c;
    }

    public static JFreeChart boxes(String title, List<ResultTables.Box> boxes, boolean dark) {
        DefaultBoxAndWhiskerCategoryDataset ds = new DefaultBoxAndWhiskerCategoryDataset();
        for (ResultTables.Box b : boxes) {
            FiveNumberSummary f = b.summary();
            List<Double> outliers = f.outliers();
            ds.add(new BoxAndWhiskerItem(f.mean(), f.median(), f.q1(), f.q3(), f.lowerWhisker(), f.upperWhisker(),
                    f.min(), f.max(), outliers), b.variant(), b.stream());
        }
        JFreeChart c = ChartFactory.createBoxAndWhiskerChart(title, null, "units per second (per interval)", ds, true);
        // the mean is a small ring, never JFreeChart's disc half the box wide (taller than a flat box)
        BoxAndWhiskerRenderer r = new MeanMarkBoxRenderer(dark ? new Color(0x1E1F22) : Color.WHITE);
        r.setDefaultToolTipGenerator(c.getCategoryPlot().getRenderer().getDefaultToolTipGenerator());
        c.getCategoryPlot().setRenderer(r);
        r.setMaximumBarWidth(0.06); // one box per stream: a slim box, not a slab across the plot
        r.setArtifactPaint(dark ? new Color(0xF5F5F5) : new Color(0x1F2328));
        r.setMedianVisible(true);
        r.setUseOutlinePaintForWhiskers(false);
        for (int i = 0; i < PALETTE.length; i++) {
            r.setSeriesPaint(i, PALETTE[i]);
        }
        style(c, dark);
        return c;
    }

    public static JFreeChart lines(String title, String yAxis, XYSeriesCollection data, boolean dark) {
        JFreeChart c = ChartFactory.createXYLineChart(title, "interval", yAxis, data, PlotOrientation.VERTICAL, true, true, false);
        XYPlot p = c.getXYPlot();
        for (int i = 0; i < PALETTE.length; i++) {
            p.getRenderer().setSeriesPaint(i, PALETTE[i]);
        }
        style(c, dark);
        return c;
    }

    /**
     * A series longer than {@link Decimation#DOT_LIMIT} points (an hour of intervals) keeps its
     * envelope over {@link Decimation#SCREEN_COLUMNS} columns, as the report draws it, and is drawn
     * as one line without a shape per point: drawing every point of several such series took seconds.
     */
    private static void envelopes(XYPlot plot) {
        for (int d = 0; d < plot.getDatasetCount(); d++) {
            if (!(plot.getDataset(d) instanceof XYSeriesCollection data)) {
                continue;
            }
            for (int si = 0; si < data.getSeriesCount(); si++) {
                XYSeries s = data.getSeries(si);
                if (s.getItemCount() <= Decimation.DOT_LIMIT) {
                    continue;
                }
                double[] xs = new double[s.getItemCount()];
                double[] ys = new double[s.getItemCount()];
                for (int i = 0; i < xs.length; i++) {
                    xs[i] = s.getX(i).doubleValue();
                    ys[i] = s.getY(i) == null ? Double.NaN : s.getY(i).doubleValue();
                }
                int[] kept = Decimation.envelope(xs, ys, Decimation.SCREEN_COLUMNS);
                s.setNotify(false);
                s.clear();
                for (int k : kept) {
                    s.add(xs[k], ys[k]);
                }
                s.setNotify(true);
                if (plot.getRendererForDataset(data) instanceof XYLineAndShapeRenderer r) {
                    r.setSeriesShapesVisible(si, false);
                    r.setDrawSeriesLineAsPath(true);
                }
            }
        }
    }

    /** The palette's {@code i}-th colour (wrapping). */
    public static Color colour(int i) {
        return PALETTE[Math.floorMod(i, PALETTE.length)];
    }

    /**
     * Styles a chart built elsewhere (combined plots) like the others; returns it.
     */
    public static JFreeChart styled(JFreeChart c, boolean dark) {
        style(c, dark);
        if (c.getPlot() instanceof org.jfree.chart.plot.CombinedDomainXYPlot cp) {
            Color fg = dark ? new Color(0xDFE1E5) : new Color(0x1F2328);
            Color grid = dark ? new Color(0x3C3F45) : new Color(0xE1E4E8);
            axis(cp.getDomainAxis(), fg);
            for (XYPlot sub : cp.getSubplots()) {
                sub.setBackgroundPaint(dark ? new Color(0x1E1F22) : Color.WHITE);
                sub.setRangeGridlinePaint(grid);
                sub.setDomainGridlinePaint(grid);
                axis(sub.getRangeAxis(), fg);
            }
        }
        return c;
    }

    private static void style(JFreeChart c, boolean dark) {
        if (c.getPlot() instanceof XYPlot xy) {
            envelopes(xy);
        }
        if (c.getPlot() instanceof org.jfree.chart.plot.CombinedDomainXYPlot cp) {
            cp.getSubplots().forEach(Charts::envelopes);
        }
        Color bg = dark ? new Color(0x1E1F22) : Color.WHITE;
        Color fg = dark ? new Color(0xDFE1E5) : new Color(0x1F2328);
        Color grid = dark ? new Color(0x3C3F45) : new Color(0xE1E4E8);
        c.setBackgroundPaint(bg);
        c.setAntiAlias(true);
        c.setTextAntiAlias(true);
        if (c.getTitle() != null) {
            c.getTitle().setPaint(fg);
            c.getTitle().setFont(new Font(Font.SANS_SERIF, Font.BOLD, 14));
        }
        if (c.getLegend() != null) {
            c.getLegend().setBackgroundPaint(bg);
            c.getLegend().setItemPaint(fg);
            c.getLegend().setFrame(org.jfree.chart.block.BlockBorder.NONE);
        }
        var plot = c.getPlot();
        plot.setBackgroundPaint(bg);
        plot.setOutlineVisible(false);
        if (plot instanceof CategoryPlot cp) {
            cp.setRangeGridlinePaint(grid);
            axis(cp.getDomainAxis(), fg);
            axis(cp.getRangeAxis(), fg);
        } else if (plot instanceof XYPlot xp && xp.getRangeAxis() != null) {
            xp.setRangeGridlinePaint(grid);
            xp.setDomainGridlinePaint(grid);
            axis(xp.getDomainAxis(), fg);
            axis(xp.getRangeAxis(), fg);
        }
    }

    private static void axis(org.jfree.chart.axis.Axis a, Color fg) {
        a.setLabelPaint(fg);
        a.setTickLabelPaint(fg);
        a.setAxisLinePaint(fg);
        a.setTickMarkPaint(fg);
        a.setLabelFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        a.setTickLabelFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
    }
}
