package io.benchlab.cli;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.FaultSamples;
import io.benchlab.core.report.FaultViews;
import io.benchlab.core.view.Row;
import io.benchlab.core.view.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * The faults part of {@code benchlab show} and {@code compare} (docs/faults.md): per variant, each
 * fault as each stream lived it and each durability audit, and two variants' faults side by side.
 * The tables are the report's ({@link FaultViews}), from {@link FaultSamples}, as the JSON's figures are.
 */
final class FaultSection {
    private FaultSection() {
    }

    static String render(Bundle b) {
        FaultSamples s = FaultSamples.of(b);
        if (s.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        for (String variant : b.manifest().variants()) {
            Table faults = FaultViews.faultTable(s, variant);
            if (!faults.rows().isEmpty()) {
                out.append('\n').append("Faults — ").append(variant)
                        .append(" (seconds from the measured start; recovery: until the first operation started after the strike succeeded)\n");
                out.append(text("Stream", faults, 2));
            }
            Table audits = FaultViews.auditTable(s, variant);
            if (!audits.rows().isEmpty()) {
                out.append('\n').append("Acknowledged writes audited — ").append(variant).append(" (acknowledged = present + lost)\n");
                out.append(text("Stream", audits, 2));
            }
        }
        return out.toString();
    }

    /** A's and B's faults side by side: recovery, operations lost and acknowledged writes lost; empty when neither had faults. */
    static String compare(Bundle ba, String va, Bundle bb, String vb) {
        Table t = FaultViews.compare(FaultSamples.of(ba), va, FaultSamples.of(bb), vb);
        return t.rows().isEmpty() ? "" : "\nFaults, A vs B\n" + text("Fault", t, 1) + "\n";
    }

    /** The table as text, its first {@code left} columns (names, words) left-aligned. */
    private static String text(String first, Table table, int left) {
        List<String> header = new ArrayList<>(List.of(first));
        header.addAll(table.headers());
        TextTable t = new TextTable(header).left(left);
        for (Row r : table.rows()) {
            List<String> row = new ArrayList<>(List.of(r.label()));
            r.cells().forEach(cell -> row.add(cell.text()));
            t.row(row);
        }
        return t.render();
    }
}
