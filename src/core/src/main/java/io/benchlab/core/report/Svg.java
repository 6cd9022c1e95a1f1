package io.benchlab.core.report;

import java.util.Locale;

/**
 * A tiny SVG writer: every text and attribute value goes through {@link #escape}, so names and
 * values from a server, plugin or user can never become markup. Coordinates are written with two
 * decimals, which keeps charts crisp at any zoom and files small.
 */
final class Svg {
    /**
     * The width charts are drawn for: about the content column of a 1400 px wide page, so text
     * appears at its natural size there. The page scales each chart to its column (viewBox, CSS
     * width 100%), so it fills a wide window and shrinks in a narrow one.
     */
    static final double WIDTH = 1180;

    private final StringBuilder out = new StringBuilder();

    Svg(double width, double height, String label) {
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" viewBox=\"0 0 ")
                .append(num(width)).append(' ').append(num(height))
                .append("\" preserveAspectRatio=\"xMinYMin meet\" role=\"img\" aria-label=\"").append(escape(label)).append("\">");
    }

    /** Escapes text for both element content and double-quoted attribute values. */
    static String escape(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> {
                    // control characters are not allowed in XML 1.0
                    if (c >= 0x20 || c == '\n' || c == '\t') {
                        b.append(c);
                    }
                }
            }
        }
        return b.toString();
    }

    static String num(double v) {
        return String.format(Locale.ROOT, "%.2f", v).replaceAll("\\.?0+$", "");
    }

    /** A shape with a hover tip: an SVG title (native tooltip) and data-tip for the page's own tooltip. */
    Svg rect(double x, double y, double w, double h, String cssClass, String tip) {
        out.append("<rect x=\"").append(num(x)).append("\" y=\"").append(num(y)).append("\" width=\"").append(num(Math.max(w, 0)))
                .append("\" height=\"").append(num(Math.max(h, 0))).append("\" class=\"").append(escape(cssClass)).append('"');
        return tipped(tip, "rect");
    }

    Svg circle(double cx, double cy, double r, String cssClass, String tip) {
        out.append("<circle cx=\"").append(num(cx)).append("\" cy=\"").append(num(cy)).append("\" r=\"").append(num(r))
                .append("\" class=\"").append(escape(cssClass)).append('"');
        return tipped(tip, "circle");
    }

    private Svg tipped(String tip, String element) {
        if (tip == null) {
            out.append("/>");
        } else {
            out.append(" data-tip=\"").append(escape(tip)).append("\"><title>").append(escape(tip)).append("</title></")
                    .append(element).append('>');
        }
        return this;
    }

    Svg line(double x1, double y1, double x2, double y2, String cssClass) {
        out.append("<line x1=\"").append(num(x1)).append("\" y1=\"").append(num(y1)).append("\" x2=\"").append(num(x2))
                .append("\" y2=\"").append(num(y2)).append("\" class=\"").append(escape(cssClass)).append("\"/>");
        return this;
    }

    Svg polyline(double[] xs, double[] ys, String cssClass) {
        out.append("<polyline fill=\"none\" class=\"").append(escape(cssClass)).append("\" points=\"");
        appendPoints(xs, ys);
        out.append("\"/>");
        return this;
    }

    private void appendPoints(double[] xs, double[] ys) {
        for (int i = 0; i < xs.length; i++) {
            out.append(i == 0 ? "" : " ").append(num(xs[i])).append(',').append(num(ys[i]));
        }
    }

    /**
     * One series of a line chart, in pixel coordinates: its line, and a hover tip per point
     * ({@code label · tipOf(i)}). Up to {@link Decimation#DOT_LIMIT} points each point is a dot with its own
     * tip. A longer series (an hour of intervals) would be megabytes of dots and tips, more points
     * than the chart has pixels: its line keeps, per pixel column, the first, lowest, highest and
     * last point ({@link Decimation}: the envelope the eye sees is kept, spikes included), and one
     * invisible wide line over it carries the label once and a short tip per kept point, which the
     * page's script shows for the point nearest the mouse.
     */
    Svg series(double[] px, double[] py, String cssClass, String label, java.util.function.IntFunction<String> tipOf, double dotRadius) {
        int n = px.length;
        if (n <= Decimation.DOT_LIMIT) {
            polyline(px, py, "line " + cssClass);
            for (int i = 0; i < n; i++) {
                circle(px[i], py[i], dotRadius, "dot " + cssClass, label + " · " + tipOf.apply(i));
            }
            return this;
        }
        int[] kept = Decimation.envelope(px, py);
        double[] kx = new double[kept.length];
        double[] ky = new double[kept.length];
        StringBuilder tips = new StringBuilder();
        for (int k = 0; k < kept.length; k++) {
            kx[k] = px[kept[k]];
            ky[k] = py[kept[k]];
            tips.append(k == 0 ? "" : "|").append(tipOf.apply(kept[k]).replace('|', '/'));
        }
        polyline(kx, ky, "line " + cssClass);
        out.append("<polyline fill=\"none\" class=\"hit\" data-label=\"").append(escape(label)).append("\" data-tips=\"")
                .append(escape(tips.toString())).append("\" points=\"");
        appendPoints(kx, ky);
        out.append("\"/>");
        return this;
    }

    /** A closed, filled shape (a stacked chart's band) with a hover tip. */
    Svg polygon(double[] xs, double[] ys, String cssClass, String tip) {
        out.append("<polygon class=\"").append(escape(cssClass)).append("\" points=\"");
        for (int i = 0; i < xs.length; i++) {
            out.append(i == 0 ? "" : " ").append(num(xs[i])).append(',').append(num(ys[i]));
        }
        out.append('"');
        return tipped(tip, "polygon");
    }

    /** Text; {@code anchor} is start, middle or end. */
    Svg text(double x, double y, String text, String anchor, String cssClass) {
        out.append("<text x=\"").append(num(x)).append("\" y=\"").append(num(y)).append("\" text-anchor=\"").append(escape(anchor))
                .append("\" class=\"").append(escape(cssClass)).append("\">").append(escape(text)).append("</text>");
        return this;
    }

    /** Text with a hover tip, as {@link #rect}'s. */
    Svg text(double x, double y, String text, String anchor, String cssClass, String tip) {
        out.append("<text x=\"").append(num(x)).append("\" y=\"").append(num(y)).append("\" text-anchor=\"").append(escape(anchor))
                .append("\" class=\"").append(escape(cssClass)).append("\" data-tip=\"").append(escape(tip)).append("\"><title>")
                .append(escape(tip)).append("</title>").append(escape(text)).append("</text>");
        return this;
    }

    /** Text rotated about its anchor point (long category labels). */
    Svg rotatedText(double x, double y, double degrees, String text, String cssClass) {
        out.append("<text x=\"").append(num(x)).append("\" y=\"").append(num(y)).append("\" text-anchor=\"end\" transform=\"rotate(")
                .append(num(degrees)).append(' ').append(num(x)).append(' ').append(num(y)).append(")\" class=\"")
                .append(escape(cssClass)).append("\">").append(escape(text)).append("</text>");
        return this;
    }

    String finish() {
        return out.append("</svg>").toString();
    }
}
