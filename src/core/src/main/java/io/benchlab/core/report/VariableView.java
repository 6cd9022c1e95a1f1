package io.benchlab.core.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.settings.ServerVariables;
import io.benchlab.core.settings.SettingText;
import io.benchlab.core.settings.VariableDiff;
import java.util.ArrayList;
import java.util.List;

/**
 * The report's first section: {@link VariableDiff} across the report's columns, shaped for the
 * template (a cell per column, marked when the experiment set the value).
 *
 * @param present  two or more columns have recorded variables
 * @param columns  column labels
 * @param changed  variables every server has, with different values
 * @param flags    optimizer_switch flags that differ
 * @param lacking  per column, the variables other columns have and it lacks
 * @param compared how many variables were compared
 * @param scope    after "variables": on a cluster, which nodes they were compared on; else empty
 */
public record VariableView(boolean present, List<String> columns, List<Row> changed, List<Row> flags, List<Lacking> lacking,
                           int compared, @JsonInclude(JsonInclude.Include.NON_EMPTY) String scope) {

    public record Cell(String text, boolean setByUser) {
    }

    public record Row(String name, List<Cell> cells) {
    }

    /** @param columns the columns (comma-separated) whose servers lack these variables */
    public record Lacking(String columns, int count, String names) {
    }

    public boolean identical() {
        return present && changed.isEmpty() && flags.isEmpty() && lacking.isEmpty();
    }

    static VariableView of(List<Column> columns) {
        List<ServerVariables> servers = new ArrayList<>();
        List<SettingText> texts = new ArrayList<>();
        for (Column c : columns) {
            ServerVariables.of(c.bundle().jsonRecords(BundleFormat.SERVER_VARIABLES)).stream()
                    .filter(v -> v.variant().equals(c.variant())).findFirst().ifPresent(v -> {
                        servers.add(v.as(c.label()));
                        texts.add(SettingText.of(c.bundle(), c.variant()));
                    });
        }
        VariableDiff d = VariableDiff.of(servers, texts); // values in the experiment's units
        List<Lacking> lacking = d.lacking().stream()
                .map(l -> new Lacking(String.join(", ", l.variants()), l.names().size(), String.join(", ", l.names()))).toList();
        String scope = d.perNode() ? " (on the nodes " + String.join(", ", d.nodes()) + ")" : "";
        return new VariableView(d.comparable(), d.variants(), rows(d.changed()), rows(d.optimizerSwitch()), lacking, d.compared(), scope);
    }

    private static List<Row> rows(List<VariableDiff.Row> rows) {
        return rows.stream().map(r -> {
            List<Cell> cells = new ArrayList<>();
            for (int i = 0; i < r.values().size(); i++) {
                cells.add(new Cell(r.values().get(i) == null ? "—" : r.values().get(i), r.setByUser().get(i)));
            }
            return new Row(r.label(), cells);
        }).toList();
    }
}
