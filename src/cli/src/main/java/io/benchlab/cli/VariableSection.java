package io.benchlab.cli;

import io.benchlab.core.settings.VariableDiff;
import java.util.ArrayList;
import java.util.List;

/**
 * "Server variables that differ between the variants": printed before any timing (the diff is
 * computed in core); on a cluster each row names its node ("replica1 · sync_binlog").
 */
final class VariableSection {
    /** Values longer than this are cut in the table (the JSON has them whole). */
    private static final int WIDTH = 40;

    private VariableSection() {
    }

    /** Empty when there is nothing to compare (one variant, or a bundle without recorded variables). */
    static String render(VariableDiff d) {
        if (!d.comparable()) {
            return "";
        }
        StringBuilder out = new StringBuilder("\nServer variables that differ between the variants (")
                .append(d.variables().size()).append(" of ").append(d.compared()).append(" compared")
                .append(d.perNode() ? " on the nodes " + String.join(", ", d.nodes()) : "").append("; * = set by the experiment,")
                .append(" others are the server's defaults)\n");
        if (d.isEmpty()) {
            return out.append("  none\n").toString();
        }
        if (!d.changed().isEmpty()) {
            out.append(table("Variable", d.variants(), d.changed()));
        }
        for (VariableDiff.Lacking l : d.lacking()) {
            out.append("  ").append(String.join(", ", l.variants())).append(l.variants().size() == 1 ? " lacks " : " lack ")
                    .append(l.names().size()).append(": ").append(String.join(", ", l.names())).append('\n');
        }
        if (!d.optimizerSwitch().isEmpty()) {
            out.append("optimizer_switch, flag by flag\n").append(table("Flag", d.variants(), d.optimizerSwitch()));
        }
        return out.toString();
    }

    private static String table(String first, List<String> variants, List<VariableDiff.Row> rows) {
        List<String> header = new ArrayList<>(List.of(first));
        header.addAll(variants);
        TextTable t = new TextTable(header).left(header.size());
        for (VariableDiff.Row r : rows) {
            List<String> row = new ArrayList<>(List.of(r.label()));
            for (int i = 0; i < r.values().size(); i++) {
                String v = r.values().get(i) == null ? "(none)" : r.values().get(i);
                if (v.length() > WIDTH) {
                    v = v.substring(0, WIDTH - 1) + "…";
                }
                row.add(v + (r.setByUser().get(i) ? " *" : ""));
            }
            t.row(row);
        }
        return t.render();
    }
}
