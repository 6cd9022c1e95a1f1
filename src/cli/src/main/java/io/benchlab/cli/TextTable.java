package io.benchlab.cli;

import io.benchlab.core.util.Numbers;
import io.benchlab.core.view.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** A plain-text table with a header rule, first column (or the first few: words) left-aligned and the rest (numbers) right-aligned. */
final class TextTable {
    private final List<String> header;
    private final List<List<String>> rows = new ArrayList<>();
    private int leftColumns = 1;
    /** Further left-aligned columns after the first few (a word column at the end of numbers). */
    private final java.util.Set<Integer> alsoLeft = new java.util.HashSet<>();

    TextTable(List<String> header) {
        this.header = header;
    }

    /** Left-aligns the first {@code n} columns (text such as names and states). */
    TextTable left(int n) {
        leftColumns = n;
        return this;
    }

    /** Left-aligns column {@code i} as well (0-based), e.g. a verdict word after the numbers. */
    TextTable alsoLeft(int i) {
        alsoLeft.add(i);
        return this;
    }

    TextTable row(List<String> cells) {
        rows.add(cells);
        return this;
    }

    boolean isEmpty() {
        return rows.isEmpty();
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
        line(sb, header, width);
        int total = 0;
        for (int w : width) {
            total += w + 2;
        }
        sb.append("-".repeat(Math.max(0, total - 2))).append('\n');
        for (List<String> r : rows) {
            line(sb, r, width);
        }
        return sb.toString();
    }

    private void line(StringBuilder sb, List<String> cells, int[] width) {
        StringBuilder l = new StringBuilder();
        for (int i = 0; i < width.length; i++) {
            String c = i < cells.size() ? cells.get(i) : "";
            String pad = " ".repeat(width[i] - c.length());
            l.append(i == 0 ? "" : "  ").append(i < leftColumns || alsoLeft.contains(i) ? c + pad : pad + c);
        }
        sb.append(l.toString().stripTrailing()).append('\n');
    }

    /** A table the report renders too ({@code Table}): its row labels under {@code corner}, then its columns. */
    static TextTable of(String corner, io.benchlab.core.view.Table table) {
        List<String> header = new java.util.ArrayList<>(List.of(corner));
        header.addAll(table.headers());
        TextTable t = new TextTable(header);
        for (io.benchlab.core.view.Row r : table.rows()) {
            List<String> row = new java.util.ArrayList<>(List.of(r.label()));
            r.cells().forEach(cell -> row.add(cell.text()));
            t.row(row);
        }
        return t;
    }

    /** Seconds in a column headed in seconds, {@link Numbers#secondsColumn}; "-" for none, as the CLI marks an empty cell. */
    static String seconds(Double s) {
        return s == null ? "-" : Numbers.secondsColumn(s);
    }

    static String count(Long v) {
        return v == null ? "-" : String.format(Locale.ROOT, "%,d", v);
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
        return String.format(Locale.ROOT, "%.1f %s", v, units[u]);
    }
}
