package io.benchlab.core.report;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.report.Views.Headline;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The report's first screen, the answer before the evidence: what was compared, the headline
 * verdicts (from {@link VerdictViews}) and which variables differ (named here, shown in full in the
 * variables section); the totals follow from {@link TotalViews}.
 *
 * @param compared  "sort-256K (baseline) against sort-4M · sql-file · 2 timed operations · phases Cold, Run1, Run2, Run3"
 * @param variables the names of the variables that differ between the columns, the experiment's first (at most {@link #SHOWN})
 * @param more      "and 3 more" when more differ than are named, else empty
 * @param verdicts  each comparison's leading verdicts
 */
public record HeadlineViews(String compared, List<String> variables, String more, List<Headline> verdicts) {
    static final int SHOWN = 6;

    public boolean hasVerdicts() {
        return !verdicts.isEmpty();
    }

    public boolean hasVariables() {
        return !variables.isEmpty();
    }

    static HeadlineViews of(ColumnSamples m, VariableView variables, List<Headline> verdicts) {
        List<String> parts = new ArrayList<>();
        List<String> labels = m.labels();
        parts.add(labels.size() == 1 ? labels.get(0) + " (one variant: nothing to compare)"
                : labels.get(0) + " (baseline) against " + String.join(", ", labels.subList(1, labels.size())));
        Set<String> workloads = new LinkedHashSet<>();
        m.columns().forEach(c -> workloads.add(c.bundle().manifest().workload()));
        parts.add(String.join(", ", workloads));
        if (!m.operations().isEmpty()) {
            parts.add(m.operations().size() + (m.operations().size() == 1 ? " timed operation" : " timed operations"));
        }
        Set<String> streams = new LinkedHashSet<>();
        Set<Bundle> seen = new LinkedHashSet<>();
        m.columns().forEach(c -> {
            if (seen.add(c.bundle())) {
                c.bundle().streams().forEach(s -> streams.add(s.operation()));
            }
        });
        if (!streams.isEmpty()) {
            parts.add((streams.size() == 1 ? "stream " : "streams ") + String.join(", ", streams));
        }
        parts.add("phases " + String.join(", ", m.phases()));
        List<String> names = new ArrayList<>();
        variables.changed().stream().filter(r -> r.cells().stream().anyMatch(VariableView.Cell::setByUser)).forEach(r -> names.add(r.name()));
        variables.changed().stream().filter(r -> r.cells().stream().noneMatch(VariableView.Cell::setByUser)).forEach(r -> names.add(r.name()));
        variables.flags().forEach(r -> names.add("optimizer_switch " + r.name()));
        return new HeadlineViews(String.join(" · ", parts), names.subList(0, Math.min(SHOWN, names.size())),
                names.size() > SHOWN ? "and " + (names.size() - SHOWN) + " more" : "", verdicts);
    }
}
