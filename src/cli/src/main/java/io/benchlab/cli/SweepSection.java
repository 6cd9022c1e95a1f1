package io.benchlab.cli;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleSummary;
import io.benchlab.core.experiment.SweepValues;
import io.benchlab.core.view.SweepTable;
import java.util.ArrayList;
import java.util.List;

/**
 * The sweep of a run as text: one row per swept value with its median seconds per operation and
 * its verdict against the baseline value, with a bar. The numbers and verdicts come from
 * {@link SweepTable}, which the HTML report prints too (there a column per value), so both agree.
 */
final class SweepSection {
    private static final int BAR = 40;
    private static final int MAX_OPERATION_COLUMNS = 6;

    private SweepSection() {
    }

    /** Empty when the run had no sweep. */
    static String render(Bundle b, BundleSummary s) {
        StringBuilder out = new StringBuilder();
        for (SweepTable t : SweepTable.of(b, s, null)) {
            if (t.lines().isEmpty()) {
                continue;
            }
            List<SweepTable.Line> shown = t.lines().size() > MAX_OPERATION_COLUMNS ? t.lines().subList(0, 1) : t.lines();
            // the verdict and bar follow the first line: the total when there is one, else the first operation
            SweepTable.Line lead = shown.get(0);
            out.append('\n').append("Sweep of ").append(t.variable()).append("(all)".equals(t.series()) ? "" : " — " + t.series())
                    .append(": median seconds, each value against ").append(t.variable()).append('=').append(t.baselineValue())
                    .append(t.note() == null ? "" : " (" + t.note() + ")")
                    .append(SweepValues.logAxis(t.values()) ? " (values grow by a constant factor: read the bars as a log scale)" : "")
                    .append('\n');
            List<String> header = new ArrayList<>(List.of(t.variable()));
            shown.forEach(l -> header.add(l.operation() + " s"));
            header.add("verdict (" + lead.operation() + ")");
            TextTable table = new TextTable(header);
            double max = lead.entries().stream().mapToDouble(SweepTable.Entry::seconds).filter(d -> !Double.isNaN(d)).max().orElse(0);
            List<String> bars = new ArrayList<>();
            for (int i = 0; i < t.values().size(); i++) {
                List<String> row = new ArrayList<>(List.of(t.values().get(i)));
                for (SweepTable.Line l : shown) {
                    double sec = l.entries().get(i).seconds();
                    row.add(TextTable.seconds(Double.isNaN(sec) ? null : sec));
                }
                SweepTable.Entry e = lead.entries().get(i);
                row.add(e.baseline() ? "baseline" : e.verdict() == null ? "–" : e.verdict().brief());
                table.row(row);
                bars.add(max > 0 && !Double.isNaN(e.seconds()) ? "#".repeat((int) Math.round(BAR * e.seconds() / max)) : "");
            }
            // a bar per value after its row (left-aligned, which a table column is not): seconds against the largest
            List<String> lines = table.render().lines().toList();
            for (int i = 0; i < lines.size(); i++) {
                out.append(lines.get(i)).append(i >= 2 ? "  " + bars.get(i - 2) : "").append('\n');
            }
        }
        return out.toString();
    }
}
