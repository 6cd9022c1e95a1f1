package io.benchlab.core.report;

import java.util.List;

/** Colour keys under a chart, wrapping to as many rows as needed. Colours come from CSS classes s0..s7. */
final class Legend {
    static final int COLOURS = 8;
    private static final double ROW = 18;

    private Legend() {
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
            svg.rect(x, y + 3, 12, 12, "s" + (i % COLOURS), null);
            svg.text(x + 16, y + 13, label.length() > 60 ? label.substring(0, 59) + "…" : label, "start", "legend");
            x += w;
        }
    }
}
