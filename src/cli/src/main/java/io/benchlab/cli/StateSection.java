package io.benchlab.cli;

import io.benchlab.core.bundle.StateRecords.OpenTables;
import io.benchlab.core.bundle.StateSamples.OperationStates;
import io.benchlab.core.bundle.StateSamples.QueryPasses;
import io.benchlab.core.bundle.StateSamples.ShareChange;
import io.benchlab.core.bundle.StateSamples;
import io.benchlab.core.view.ThreadStatesView;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The thread states of {@code benchlab show} and {@code compare}: per variant and operation the
 * share of the sessions' sampled time in each state and the most sessions in it at once, each
 * query's passes ("Repair by sorting 12.8 s"), and A's shares beside B's. Every figure comes from
 * {@link StateSamples}, as the report's, the JSON's and the GUI's do.
 */
final class StateSection {
    private StateSection() {
    }

    static String render(StateSamples samples) {
        if (samples.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        for (String variant : samples.variants()) {
            out.append('\n').append("Thread states (share of the sessions' sampled time; sessions: at most / on average at once) — ")
                    .append(variant).append('\n');
            List<OperationStates> operations = samples.of(variant);
            List<String> tables = new ArrayList<>();
            for (OperationStates o : operations) {
                if (o.openTables() != null) {
                    OpenTables ot = o.openTables();
                    tables.add(String.format(Locale.ROOT, "  %s: SHOW OPEN TABLES at most %d open, %d in use, %d name-locked%n",
                            o.operation(), ot.open(), ot.inUse(), ot.nameLocked()));
                }
            }
            TextTable t = TextTable.of(ThreadStatesView.CORNER, ThreadStatesView.ofVariant(operations)).left(2);
            out.append(t.render());
            tables.forEach(out::append);
            List<QueryPasses> passes = samples.passes().stream().filter(p -> p.variant().equals(variant)).toList();
            if (!passes.isEmpty()) {
                out.append("States each query went through (each lasted to within a sampling period)\n");
                passes.forEach(p -> out.append("  ").append(p.phase()).append(p.round() > 1 ? "#" + p.round() : "").append(" / ")
                        .append(p.operation()).append(": ").append(p.describe()).append('\n'));
            }
        }
        return out.toString();
    }

    /** A's thread-state shares beside B's, per operation both sampled, the states that moved most first; empty when none. */
    static String compare(List<ShareChange> changes) {
        if (changes.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder("Thread states, share of the sessions' sampled time, A → B\n");
        String operation = null;
        for (ShareChange c : changes) {
            if (!c.operation().equals(operation)) {
                operation = c.operation();
                out.append("  ").append(operation).append('\n');
            }
            out.append("    ").append(c.describe()).append('\n');
        }
        return out.append('\n').toString();
    }
}
