package io.benchlab.gui;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.Paint;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.renderer.category.BoxAndWhiskerRenderer;
import org.jfree.chart.renderer.category.CategoryItemRendererState;
import org.jfree.data.Range;
import org.jfree.data.category.CategoryDataset;
import org.jfree.data.statistics.BoxAndWhiskerCategoryDataset;

/**
 * A box-and-whisker renderer whose mean is a small ring, as in the HTML report, and whose value
 * range holds every outlier and the mean (see {@link #findRangeBounds}). JFreeChart's own
 * mean is a filled disc half as wide as the box, so on a flat box (steady throughput) it is many
 * times taller than the box and hides the median; its size cannot be set. This one lets the
 * renderer draw everything but the mean, then draws the ring at most {@link #MAX_DIAMETER} across
 * and never more than a third of the box's width, centred on the box (vertical plots only, the
 * only ones the workbench draws).
 */
final class MeanMarkBoxRenderer extends BoxAndWhiskerRenderer {
    private static final long serialVersionUID = 1L;
    /** Pixels across the ring (the report's mean dot is 5 px). */
    static final double MAX_DIAMETER = 6;

    private final transient Paint ringFill;

    /** @param ringFill the inside of the ring: the plot's background, so it reads as a ring on any box colour */
    MeanMarkBoxRenderer(Paint ringFill) {
        this.ringFill = ringFill;
        super.setMeanVisible(false);
    }

    /**
     * The whiskers' range widened to every outlier and the mean: JFreeChart's own stops at the
     * whiskers, so a far outlier — and a mean it pulls past the upper whisker — fell off the plot.
     */
    @Override
    public Range findRangeBounds(CategoryDataset dataset) {
        Range r = super.findRangeBounds(dataset);
        if (dataset instanceof BoxAndWhiskerCategoryDataset boxes) {
            for (int row = 0; row < boxes.getRowCount(); row++) {
                for (int col = 0; col < boxes.getColumnCount(); col++) {
                    for (Number v : new Number[] {boxes.getMinOutlier(row, col), boxes.getMaxOutlier(row, col), boxes.getMeanValue(row, col)}) {
                        if (v != null && Double.isFinite(v.doubleValue())) {
                            r = Range.expandToInclude(r, v.doubleValue());
                        }
                    }
                }
            }
        }
        return r;
    }

    /** The ring's diameter for a box this wide. */
    static double diameter(double boxWidth) {
        return Math.min(MAX_DIAMETER, boxWidth / 3);
    }

    @Override
    public void drawVerticalItem(Graphics2D g2, CategoryItemRendererState state, Rectangle2D dataArea, CategoryPlot plot,
                                 CategoryAxis domainAxis, ValueAxis rangeAxis, CategoryDataset dataset, int row, int column) {
        super.drawVerticalItem(g2, state, dataArea, plot, domainAxis, rangeAxis, dataset, row, column);
        if (!(dataset instanceof BoxAndWhiskerCategoryDataset boxes) || boxes.getMeanValue(row, column) == null) {
            return;
        }
        double y = rangeAxis.valueToJava2D(boxes.getMeanValue(row, column).doubleValue(), dataArea, plot.getRangeAxisEdge());
        if (y < dataArea.getMinY() || y > dataArea.getMaxY()) {
            return;
        }
        double d = diameter(state.getBarWidth());
        double x = boxLeft(state, dataArea, plot, domainAxis, row, column) + state.getBarWidth() / 2;
        Ellipse2D ring = new Ellipse2D.Double(x - d / 2, y - d / 2, d, d);
        g2.setPaint(ringFill);
        g2.fill(ring);
        g2.setPaint(getArtifactPaint());
        g2.setStroke(new BasicStroke(1.2f));
        g2.draw(ring);
    }

    /** Where the renderer puts the box of (row, column): its category's slot, split among the series with the item margin. */
    private double boxLeft(CategoryItemRendererState state, Rectangle2D dataArea, CategoryPlot plot, CategoryAxis domainAxis,
                           int row, int column) {
        double start = domainAxis.getCategoryStart(column, getColumnCount(), dataArea, plot.getDomainAxisEdge());
        double end = domainAxis.getCategoryEnd(column, getColumnCount(), dataArea, plot.getDomainAxisEdge());
        int series = getRowCount();
        if (series <= 1) {
            return start + (end - start - state.getBarWidth()) / 2;
        }
        double gap = dataArea.getWidth() * getItemMargin() / (getColumnCount() * (series - 1));
        double used = state.getBarWidth() * series + gap * (series - 1);
        return start + (end - start - used) / 2 + row * (state.getBarWidth() + gap);
    }
}
