package io.benchlab.cli;

import java.util.List;

/**
 * GitHub-flavoured Markdown for {@code compare --format markdown}: a table to paste into a pull
 * request. Cell text is escaped so a plan's "a | b" or a name with an asterisk cannot break the
 * table or start emphasis.
 */
final class Markdown {
    private Markdown() {
    }

    /**
     * Text as Markdown shows it literally: backslash-escapes what GitHub would read as markup inside
     * a table cell (a pipe, emphasis, code, the start of an HTML tag), and an underscore only where it could open or
     * close emphasis, so sort_buffer_size stays readable in the raw text too.
     */
    static String text(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean inWord = i > 0 && i < s.length() - 1 && Character.isLetterOrDigit(s.charAt(i - 1))
                    && Character.isLetterOrDigit(s.charAt(i + 1));
            boolean tag = c == '<' && i < s.length() - 1 && (Character.isLetter(s.charAt(i + 1)) || "/!?".indexOf(s.charAt(i + 1)) >= 0);
            if ("\\|*`".indexOf(c) >= 0 || tag || (c == '_' && !inWord)) {
                out.append('\\');
            }
            out.append(c == '\n' ? ' ' : c);
        }
        return out.toString();
    }

    /**
     * A table: the header row, the alignment row ({@code right[i]}: a column of numbers) and one line
     * per row, every cell escaped.
     */
    static String table(List<String> headers, List<List<String>> rows, boolean[] right) {
        StringBuilder out = new StringBuilder();
        out.append('|');
        headers.forEach(h -> out.append(' ').append(text(h)).append(" |"));
        out.append("\n|");
        for (int i = 0; i < headers.size(); i++) {
            out.append(i < right.length && right[i] ? " --: |" : " :-- |");
        }
        out.append('\n');
        for (List<String> r : rows) {
            out.append('|');
            for (int i = 0; i < headers.size(); i++) {
                String cell = i < r.size() ? text(r.get(i)) : "";
                out.append(' ').append(cell.isEmpty() ? " " : cell).append(" |");
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** A view's table as Markdown: the corner heads the rows' labels, a cell of a number ("num") right-aligned. */
    static String table(String corner, io.benchlab.core.view.Table table) {
        List<String> headers = new java.util.ArrayList<>(List.of(corner));
        headers.addAll(table.headers());
        boolean[] right = new boolean[headers.size()];
        List<List<String>> rows = new java.util.ArrayList<>();
        for (io.benchlab.core.view.Row r : table.rows()) {
            List<String> row = new java.util.ArrayList<>(List.of(r.label()));
            for (int i = 0; i < r.cells().size(); i++) {
                row.add(r.cells().get(i).text());
                right[i + 1] |= isNumber(r.cells().get(i).css());
            }
            rows.add(row);
        }
        return table(headers, rows, right);
    }

    /** A cell whose CSS classes include "num" ("num", "num worse"). */
    private static boolean isNumber(String css) {
        return css != null && List.of(css.split(" ")).contains("num");
    }
}
