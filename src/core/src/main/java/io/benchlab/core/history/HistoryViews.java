package io.benchlab.core.history;

import io.benchlab.core.util.Numbers;
import io.benchlab.core.view.Cell;
import io.benchlab.core.view.Row;
import io.benchlab.core.view.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The history laid out once for every face ({@link Table}): the series with their latest change,
 * and the changes with what changed around each. The CLI prints them as text and Markdown; the
 * report and the app show the same rows.
 */
public final class HistoryViews {
    private HistoryViews() {
    }

    /** One row per series, labelled by its id: experiment, variant, figure, runs, last value, latest change, p, triage. */
    public static Table series(List<Series> series, ChangeReport.Builder reports) {
        List<Row> rows = new ArrayList<>();
        for (Series s : series) {
            Change latest = s.latest();
            RunPoint last = s.points().get(s.points().size() - 1);
            String state = latest == null ? "" : reports.of(new Series(s.key(), s.points(), List.of(latest), true, s.erratic(), s.noise()),
                    false).get(0).state();
            String change = !s.judged() ? "not judged (fewer runs than the minimum)"
                    : latest == null ? (s.erratic() ? "none (erratic)" : "none")
                    : latest.percent() + " at " + latest.run() + (s.erratic() ? " (erratic)" : "");
            rows.add(new Row(s.key().id(), List.of(Cell.of(s.key().experiment()), Cell.of(s.key().variant()), Cell.of(s.key().figure().name()),
                    Cell.num(Integer.toString(s.points().size())), Cell.num(Numbers.sig(last.value())), Cell.of(change),
                    Cell.num(latest == null ? "" : p(latest.point().pValue())), Cell.of(state))));
        }
        return new Table(List.of("experiment", "variant", "figure", "runs", "last", "latest change", "p", "triage"), rows);
    }

    /** One row per change, labelled by its id: series, before, after, change, p, from run, triage, what changed. */
    public static Table changes(List<ChangeReport> changes) {
        List<Row> rows = new ArrayList<>();
        for (ChangeReport r : changes) {
            Change c = r.change();
            rows.add(new Row(c.id(), List.of(Cell.of(c.series().experiment() + " · " + c.series().label()),
                    Cell.num(Numbers.sig(c.point().meanBefore())), Cell.num(Numbers.sig(c.point().meanAfter())), Cell.num(c.percent()),
                    Cell.num(p(c.point().pValue())), Cell.of(c.run()), Cell.of(r.state()),
                    Cell.of(r.differences().isEmpty() ? "nothing recorded differs"
                            : String.join("; ", r.differences().stream().map(WhatChanged.Difference::sentence).toList())))));
        }
        return new Table(List.of("series", "before", "after", "change", "p", "from run", "triage", "what changed"), rows);
    }

    /** A p-value as every face writes it: 4 decimals, or 2 significant digits in scientific notation below 0.0001. */
    public static String p(double p) {
        return p < 0.0001 ? String.format(Locale.ROOT, "%.1e", p) : String.format(Locale.ROOT, "%.4f", p);
    }
}
