package io.benchlab.cli;

import io.benchlab.core.compare.VerdictTable;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code compare}'s verdicts: core's {@link VerdictTable} as a text table with its notes below it
 * (each rule once, wrapped to the terminal's usual width), or as Markdown for a pull request.
 */
final class VerdictSection {
    /** Notes wrap at this many characters, as a terminal shows them. */
    private static final int WIDTH = 100;

    private VerdictSection() {
    }

    static String text(VerdictTable t) {
        if (t.isEmpty()) {
            return "";
        }
        TextTable table = new TextTable(t.headers()).alsoLeft(5).alsoLeft(6);
        t.rows().forEach(r -> table.row(t.cells(r)));
        StringBuilder out = new StringBuilder("Verdicts, B against A\n").append(table.render());
        for (String note : t.notes()) {
            out.append(wrap(note, "  ", "    "));
        }
        return out.toString();
    }

    static String markdown(VerdictTable t) {
        if (t.isEmpty()) {
            return "";
        }
        List<List<String>> rows = t.rows().stream().map(t::cells).toList();
        boolean[] right = {false, true, true, true, true, false, false};
        StringBuilder out = new StringBuilder(Markdown.table(t.headers(), rows, right)).append('\n');
        t.notes().forEach(n -> out.append("- ").append(Markdown.text(n)).append('\n'));
        return out.toString();
    }

    /** A paragraph wrapped at spaces to {@link #WIDTH}: the first line after {@code first}, the others after {@code rest}. */
    static String wrap(String text, String first, String rest) {
        StringBuilder out = new StringBuilder();
        StringBuilder line = new StringBuilder(first);
        int start = first.length();
        for (String word : text.split(" ")) {
            if (line.length() > start && line.length() + 1 + word.length() > WIDTH) {
                out.append(line).append('\n');
                line = new StringBuilder(rest);
                start = rest.length();
            }
            if (line.length() > start) {
                line.append(' ');
            }
            line.append(word);
        }
        return out.append(line).append('\n').toString();
    }

    /** The variable diff as a Markdown table (empty when nothing is compared or nothing differs). */
    static String variables(io.benchlab.core.settings.VariableDiff d) {
        if (!d.comparable() || d.isEmpty()) {
            return "";
        }
        List<String> headers = new ArrayList<>(List.of("Variable"));
        headers.addAll(d.variants());
        List<List<String>> rows = new ArrayList<>();
        List<io.benchlab.core.settings.VariableDiff.Row> all = new ArrayList<>(d.variables());
        all.addAll(d.optimizerSwitch());
        for (var r : all) {
            List<String> row = new ArrayList<>(List.of(d.optimizerSwitch().contains(r) ? "optimizer_switch " + r.label() : r.label()));
            for (int i = 0; i < r.values().size(); i++) {
                row.add((r.values().get(i) == null ? "(none)" : r.values().get(i)) + (r.setByUser().get(i) ? " *" : ""));
            }
            rows.add(row);
        }
        return "Server variables that differ (* = set by the experiment, the others are the servers' defaults):\n\n"
                + Markdown.table(headers, rows, new boolean[0]) + "\n";
    }
}
