package io.benchlab.cli;

import java.util.ArrayList;
import java.util.List;

/** A plain-text table with a header rule, first column left-aligned and the rest right-aligned. */
final class TextTable {
    private final List<String> header;
    private final List<List<String>> rows = new ArrayList<>();
    private boolean textOnly;

    TextTable(List<String> header) {
        this.header = header;
    }

    /** Every column left-aligned: for tables of text (names, values, paths) rather than numbers. */
    TextTable text() {
        textOnly = true;
        return this;
    }

    TextTable row(List<String> cells) {
        rows.add(cells);
        return this;
    }

    String render() {
        int[] width = new int[header.size()];
        for (int i = 0; i < header.size(); i++) {
            width[i] = header.get(i).length();
        }
        for (List<String> r : rows) {
            for (int i = 0; i < r.size() && i < width.length; i++) {
                width[i] = Math.max(width[i], r.get(i).length());
            }
        }
        StringBuilder sb = new StringBuilder();
        line(sb, header, width, textOnly);
        int total = 0;
        for (int w : width) {
            total += w + 2;
        }
        sb.append("-".repeat(Math.max(0, total - 2))).append('\n');
        for (List<String> r : rows) {
            line(sb, r, width, textOnly);
        }
        return sb.toString();
    }

    private static void line(StringBuilder sb, List<String> cells, int[] width, boolean left) {
        for (int i = 0; i < width.length; i++) {
            String c = i < cells.size() ? cells.get(i) : "";
            if (i == 0) {
                sb.append(c).append(" ".repeat(width.length == 1 ? 0 : width[i] - c.length()));
            } else if (left) {
                sb.append("  ").append(c).append(" ".repeat(i == width.length - 1 ? 0 : width[i] - c.length()));
            } else {
                sb.append("  ").append(" ".repeat(width[i] - c.length())).append(c);
            }
        }
        sb.append('\n');
    }

    static String seconds(Double s) {
        return s == null ? "-" : String.format("%.3f", s);
    }

    static String count(Long v) {
        return v == null ? "-" : String.format("%,d", v);
    }

    static String bytes(long b) {
        if (b < 0) {
            return "n/a";
        }
        if (b < 1024) {
            return b + " B";
        }
        String[] units = {"KiB", "MiB", "GiB", "TiB"};
        double v = b;
        int u = -1;
        while (v >= 1024 && u < units.length - 1) {
            v /= 1024;
            u++;
        }
        return String.format("%.1f %s", v, units[u]);
    }
}
