package io.benchlab.core.view;

import io.benchlab.core.bundle.StateSamples.OperationStates;
import io.benchlab.core.bundle.StateSamples.ShareChange;
import io.benchlab.core.bundle.StateSamples.StateShare;
import io.benchlab.core.bundle.StateSamples;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The thread states (seed 004's processlist) as every face lays them out, from {@link StateSamples}:
 * one variant's states ({@code show}: per operation each state's share of the sessions' sampled
 * time, the most sessions in it at once and on average), several columns side by side (the report
 * per operation, the GUI's Thread states tab), and A's shares beside B's (the GUI's Compare tab).
 * A share is {@link StateSamples#percent}; a state a column never saw is "–".
 */
public final class ThreadStatesView {
    /** Heads the rows' labels of {@link #ofVariant}. */
    public static final String CORNER = "Operation";

    private ThreadStatesView() {
    }

    /**
     * One variant's states: a row per (operation, state), the operation named on its first row ("sort
     * (stream)" for a stream's), the states in the order {@link StateSamples} gives (most time first).
     */
    public static Table ofVariant(List<OperationStates> operations) {
        List<Row> rows = new ArrayList<>();
        for (OperationStates o : operations) {
            String label = o.operation() + (o.stream() ? " (stream)" : "");
            for (StateShare s : o.states()) {
                rows.add(new Row(label, List.of(Cell.of(s.state()), Cell.num(StateSamples.percent(s.share())),
                        Cell.num(Integer.toString(s.sessionsMax())), Cell.num(String.format(Locale.ROOT, "%.1f", s.sessionsMean())))));
                label = "";
            }
        }
        return new Table(List.of("State", "Share", "Sessions max", "Sessions mean"), rows);
    }

    /**
     * One operation's states in several columns side by side: a row per state (the largest share in
     * any column first), per column its share (the mean sessions as its tip) and the most sessions at once.
     *
     * @param columns each column's label and its states of this operation (null where it has none)
     */
    public static Table sideBySide(Map<String, OperationStates> columns) {
        List<String> headers = new ArrayList<>();
        columns.keySet().forEach(c -> {
            headers.add(c + " share");
            headers.add(c + " sessions max");
        });
        List<OperationStates> present = columns.values().stream().filter(java.util.Objects::nonNull).toList();
        List<Row> rows = new ArrayList<>();
        for (String state : StateSamples.sideBySide(present)) {
            List<Cell> cells = new ArrayList<>();
            for (OperationStates o : columns.values()) {
                StateShare sh = o == null ? null : o.state(state);
                cells.add(new Cell(sh == null ? "–" : StateSamples.percent(sh.share()),
                        sh == null ? null : String.format(Locale.ROOT, "%.1f sessions on average", sh.sessionsMean()), "num"));
                cells.add(Cell.num(sh == null ? "–" : Integer.toString(sh.sessionsMax())));
            }
            rows.add(new Row(state, cells));
        }
        return new Table(headers, rows);
    }

    /** A's share beside B's, a row per (operation, state) that moved, the operation named on its first row. */
    public static Table changes(List<ShareChange> changes) {
        List<Row> rows = new ArrayList<>();
        String last = null;
        for (ShareChange c : changes) {
            rows.add(new Row(c.operation().equals(last) ? "" : c.operation(), List.of(Cell.of(c.state()),
                    Cell.num(StateSamples.percent(c.before())), Cell.num(StateSamples.percent(c.after())))));
            last = c.operation();
        }
        return new Table(List.of("State", "A", "B"), rows);
    }
}
