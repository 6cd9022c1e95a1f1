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
 * the changes, and what changed around each. {@code benchlab history} prints them as text and
 * Markdown, the report's history page renders them, the app's History tab shows them.
 */
public final class HistoryViews {
    private HistoryViews() {
    }

    /** One row per series, labelled by its id: experiment, variant, figure, runs, last value, latest change, p, triage. */
    public static Table series(List<SeriesReport> reports) {
        List<Row> rows = new ArrayList<>();
        for (SeriesReport r : reports) {
            Series s = r.series();
            ChangeReport latest = r.latest();
            RunPoint last = s.points().get(s.points().size() - 1);
            String change = !s.judged() ? "not judged (fewer runs than the minimum)"
                    : latest == null ? (s.erratic() ? "none (erratic)" : "none")
                    : latest.change().percent() + " at " + latest.change().run() + (s.erratic() ? " (erratic)" : "");
            rows.add(new Row(s.key().id(), List.of(Cell.of(s.key().experiment()), Cell.of(s.key().variant()), Cell.of(s.key().figure().name()),
                    Cell.num(Integer.toString(s.points().size())), Cell.num(Numbers.sig(last.value())), Cell.of(change),
                    Cell.num(latest == null ? "" : p(latest.change().point().pValue())), latest == null ? Cell.of("") : triage(latest))));
        }
        return new Table(List.of("experiment", "variant", "figure", "runs", "last", "latest change", "p", "triage"), rows);
    }

    /** One row per change, labelled by its id: series, before, after, moved (%), p, the run before, the run it starts at, triage. */
    public static Table changes(List<SeriesReport> reports) {
        List<Row> rows = new ArrayList<>();
        for (SeriesReport s : reports) {
            for (ChangeReport r : s.changes()) {
                Change c = r.change();
                rows.add(new Row(c.id(), List.of(Cell.of(c.series().experiment() + " · " + c.series().label()),
                        Cell.num(Numbers.sig(c.point().meanBefore())), Cell.num(Numbers.sig(c.point().meanAfter())),
                        new Cell(c.percent(), c.worse() ? "worse" : "better", c.worse() ? "num worse" : "num better"),
                        Cell.num(p(c.point().pValue())), Cell.of(c.previous()), Cell.of(c.run()), triage(r))));
            }
        }
        return new Table(List.of("series", "before", "after", "moved", "p", "run before", "from run", "triage"), rows);
    }

    /**
     * What differs between the two runs around each change: one row per difference, labelled by the
     * change's id (a change where nothing recorded differs has one row saying so).
     */
    public static Table whatChanged(List<SeriesReport> reports) {
        List<Row> rows = new ArrayList<>();
        for (SeriesReport s : reports) {
            for (ChangeReport r : s.changes()) {
                rows.addAll(whatChangedRows(r));
            }
        }
        return new Table(List.of("what", "before", "after"), rows);
    }

    /** What differs around one change (the app shows it for the change picked). */
    public static Table whatChanged(ChangeReport r) {
        return new Table(List.of("what", "before", "after"), whatChangedRows(r));
    }

    private static List<Row> whatChangedRows(ChangeReport r) {
        String id = r.change().id();
        if (r.differences().isEmpty()) {
            return List.of(new Row(id, List.of(Cell.of("nothing recorded differs"), Cell.of(""), Cell.of(""))));
        }
        return r.differences().stream().map(d -> new Row(id, List.of(Cell.of(d.kind().label() + (d.name().isEmpty() ? "" : " " + d.name())),
                Cell.of(d.before() == null ? "–" : d.before()), Cell.of(d.after() == null ? "–" : d.after())))).toList();
    }

    /** "untriaged", or the state with what was said: {@code acknowledged: rate halved on purpose}. */
    static Cell triage(ChangeReport r) {
        Triage t = r.triage();
        if (t == null) {
            return new Cell("untriaged", null, "untriaged");
        }
        String said = (t.reason() == null ? "" : t.reason()) + (t.link() == null ? "" : (t.reason() == null ? "" : " ") + t.link());
        return new Cell(t.state().label() + (said.isEmpty() ? "" : ": " + said), null, "triaged");
    }

    /** A p-value as every face writes it: 4 decimals, or 2 significant digits in scientific notation below 0.0001. */
    public static String p(double p) {
        return p < 0.0001 ? String.format(Locale.ROOT, "%.1e", p) : String.format(Locale.ROOT, "%.4f", p);
    }
}
