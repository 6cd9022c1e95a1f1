package io.benchlab.core.view;

import io.benchlab.core.bundle.StateSamples;
import io.benchlab.core.bundle.WaitRecords.EventKind;
import io.benchlab.core.bundle.WaitSamples;
import io.benchlab.core.bundle.WaitSamples.EventChange;
import io.benchlab.core.bundle.WaitSamples.EventShare;
import io.benchlab.core.bundle.WaitSamples.OperationWaits;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * performance_schema's waits and stages ({@code options.performanceSchema}) as every face lays them
 * out, from {@link WaitSamples}: one variant's (a row per operation, kind and event: its share of the
 * sessions' time, its seconds summed over the sessions, how many ended), and A's shares beside B's.
 * Shares are written as the thread states' ({@link StateSamples#percent}).
 */
public final class WaitEventsView {
    /** Heads the rows' labels. */
    public static final String CORNER = "Operation";

    private WaitEventsView() {
    }

    /** The word a kind is shown as: "wait", "stage". */
    public static String word(EventKind kind) {
        return kind.name().toLowerCase(Locale.ROOT);
    }

    /** One variant's waits and stages: per operation its waits then its stages, the longest first, the operation named on its first row. */
    public static Table ofVariant(List<OperationWaits> operations) {
        return of(operations, false);
    }

    /** Every variant's waits and stages in one table (the GUI's), each operation named with its variant: "tuned · select". */
    public static Table ofRun(WaitSamples samples) {
        return of(samples.operations(), samples.variants().size() > 1);
    }

    private static Table of(List<OperationWaits> operations, boolean withVariant) {
        List<Row> rows = new ArrayList<>();
        for (OperationWaits o : operations) {
            String label = withVariant ? o.variant() + " · " + o.operation() : o.operation();
            for (EventKind kind : EventKind.values()) {
                for (EventShare e : o.of(kind)) {
                    rows.add(new Row(label, List.of(Cell.of(word(kind)), Cell.of(e.event()), Cell.num(StateSamples.percent(e.share())),
                            Cell.num(String.format(Locale.ROOT, "%.3f", e.seconds())), Cell.num(Long.toString(e.count())))));
                    label = "";
                }
            }
        }
        return new Table(List.of("Kind", "Event", "Share", "Seconds", "Count"), rows);
    }

    /** A's share beside B's, a row per (operation, event) that either side saw, the operation named on its first row. */
    public static Table changes(List<EventChange> changes) {
        List<Row> rows = new ArrayList<>();
        String last = null;
        for (EventChange c : changes) {
            rows.add(new Row(c.operation().equals(last) ? "" : c.operation(), List.of(Cell.of(word(c.kind())), Cell.of(c.event()),
                    Cell.num(StateSamples.percent(c.before())), Cell.num(StateSamples.percent(c.after())))));
            last = c.operation();
        }
        return new Table(List.of("Kind", "Event", "A", "B"), rows);
    }
}
