package io.benchlab.core.report;

import java.util.List;

/**
 * Colour keys under a chart, wrapping to as many rows as needed, and the one place that gives a
 * series its look: colours come from CSS classes s0..s9; from the eleventh series on the colours
 * repeat with a second look (class alt1: dashed lines, hollow bars, dots and keys; alt2 after
 * twenty), so no two series of a chart look the same.
 */
final class Legend {
    /** Distinct colours in the report's palette (report.css --s0..--s9): a ten-value sweep repeats none. */
    static final int COLOURS = 10;
    /** Looks (plain, alt1, alt2) the colours are drawn in before they repeat exactly. */
    private static final int LOOKS = 3;
    private static final double ROW = 18;

    private Legend() {
    }

    /** The CSS classes of series {@code i}: its colour and, past the palette, its second or third look. */
    static String style(int i) {
        int look = (i / COLOURS) % LOOKS;
        return "s" + (i % COLOURS) + (look == 0 ? "" : " alt" + look);
    }

    private static double itemWidth(String label) {
        return 22 + Math.min(label.length(), 60) * 6.8;
    }

    static double height(List<String> series, double width) {
        return rows(series, width) * ROW + 4;
    }

    private static int rows(List<String> series, double width) {
        int rows = 1;
        double x = 8;
        for (String s : series) {
            double w = itemWidth(s);
            if (x + w > width && x > 8) {
                rows++;
                x = 8;
            }
            x += w;
        }
        return rows;
    }

    static void draw(Svg svg, List<String> series, double x0, double y0, double width) {
        double x = x0;
        double y = y0;
        for (int i = 0; i < series.size(); i++) {
            String label = series.get(i);
            double w = itemWidth(label);
            if (x + w > width && x > x0) {
                x = x0;
                y += ROW;
            }
            svg.rect(x, y + 3, 12, 12, "key " + style(i), null);
            svg.text(x + 16, y + 13, label.length() > 60 ? label.substring(0, 59) + "…" : label, "start", "legend");
            x += w;
        }
    }
}
