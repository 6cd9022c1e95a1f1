package io.benchlab.gui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.stats.FiveNumberSummary;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.List;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.ui.RectangleEdge;
import org.junit.jupiter.api.Test;

/** The boxplot drawn to an image (no window needed), its pixels read back. */
class ChartsTest {

    @Test
    void theMeanIsASmallRingNotADiscTallerThanAFlatBox() {
        // steady throughput: a box 1 unit tall on an axis of ~60, the mean pulled up by a few fast intervals
        FiveNumberSummary flat = new FiveNumberSummary(10, 99, 100, 100.5, 101, 160, 130, 99, 160, List.of());
        JFreeChart chart = Charts.boxes("t", List.of(new ResultTables.Box("A", "Run1/insert · 1 thread", flat)), false);
        BufferedImage img = new BufferedImage(700, 420, BufferedImage.TYPE_INT_RGB);
        ChartRenderingInfo info = new ChartRenderingInfo();
        Graphics2D g = img.createGraphics();
        chart.draw(g, new Rectangle2D.Double(0, 0, 700, 420), info);
        g.dispose();
        Rectangle2D area = info.getPlotInfo().getDataArea();
        int meanY = (int) Math.round(chart.getCategoryPlot().getRangeAxis().valueToJava2D(130, area, RectangleEdge.LEFT));

        // the box's columns: where its fill colour is
        int left = Integer.MAX_VALUE;
        int right = -1;
        for (int x = (int) area.getMinX(); x < area.getMaxX(); x++) {
            for (int y = (int) area.getMinY(); y < area.getMaxY(); y++) {
                if ((img.getRGB(x, y) & 0xFFFFFF) == (Charts.colour(0).getRGB() & 0xFFFFFF)) {
                    left = Math.min(left, x);
                    right = Math.max(right, x);
                }
            }
        }
        assertTrue(right > left, "the box is drawn");
        // the mean mark's rows: dark pixels inside the box's columns near the mean's height (the median line is far below)
        int top = Integer.MAX_VALUE;
        int bottom = -1;
        for (int y = meanY - 20; y <= meanY + 20; y++) {
            for (int x = left; x <= right; x++) {
                int rgb = img.getRGB(x, y);
                int r = (rgb >> 16) & 0xFF;
                int gr = (rgb >> 8) & 0xFF;
                int b = rgb & 0xFF;
                if (r < 110 && gr < 110 && b < 110) {
                    top = Math.min(top, y);
                    bottom = Math.max(bottom, y);
                }
            }
        }
        assertTrue(bottom >= top, "the mean is marked");
        int height = bottom - top + 1;
        int boxWidth = right - left + 1;
        assertTrue(height <= MeanMarkBoxRenderer.MAX_DIAMETER + 2 && height <= boxWidth / 2,
                "the mean mark is " + height + " px tall, the box " + boxWidth + " px wide");
    }

    @Test
    void theValueAxisReachesEveryOutlierAndTheMean() {
        // one interval far above the rest: it is an outlier, and it pulls the mean above the upper whisker
        FiveNumberSummary f = FiveNumberSummary.of(new double[] {264, 330, 411, 449, 458, 1500});
        assertTrue(f.mean() > f.upperWhisker() && f.outliers().contains(1500.0), f.toString());
        JFreeChart chart = Charts.boxes("t", List.of(new ResultTables.Box("A", "s", f)), false);
        chart.createBufferedImage(600, 400); // lays the axes out
        org.jfree.data.Range shown = chart.getCategoryPlot().getRangeAxis().getRange();
        assertTrue(shown.contains(1500) && shown.contains(f.mean()) && shown.contains(264), shown.toString());
    }
}
