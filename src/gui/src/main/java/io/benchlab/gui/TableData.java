package io.benchlab.gui;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A table as text: what every table of the workbench shows, and what "Copy as CSV / Markdown"
 * puts on the clipboard, so a copied table always matches the one on screen.
 */
public record TableData(List<String> headers, List<List<String>> rows) {

    public TableData {
        headers = List.copyOf(headers);
        rows = rows.stream().map(List::copyOf).toList();
    }

    public static TableData empty() {
        return new TableData(List.of(), List.of());
    }

    /** RFC 4180 CSV: fields with commas, quotes or line breaks are quoted, quotes doubled. */
    public String toCsv() {
        StringBuilder sb = new StringBuilder();
        sb.append(headers.stream().map(TableData::csvField).collect(Collectors.joining(","))).append("\r\n");
        for (List<String> row : rows) {
            sb.append(row.stream().map(TableData::csvField).collect(Collectors.joining(","))).append("\r\n");
        }
        return sb.toString();
    }

    /** A GitHub-flavoured Markdown table; pipes in cells are escaped. */
    public String toMarkdown() {
        StringBuilder sb = new StringBuilder();
        sb.append("| ").append(headers.stream().map(TableData::mdCell).collect(Collectors.joining(" | "))).append(" |\n");
        sb.append("|").append(headers.stream().map(h -> "---").collect(Collectors.joining("|"))).append("|\n");
        for (List<String> row : rows) {
            sb.append("| ").append(row.stream().map(TableData::mdCell).collect(Collectors.joining(" | "))).append(" |\n");
        }
        return sb.toString();
    }

    private static String csvField(String s) {
        String v = s == null ? "" : s;
        if (v.contains(",") || v.contains("\"") || v.contains("\n") || v.contains("\r")) {
            return "\"" + v.replace("\"", "\"\"") + "\"";
        }
        return v;
    }

    private static String mdCell(String s) {
        return (s == null ? "" : s).replace("|", "\\|").replace("\n", " ");
    }
}
