package io.benchlab.core.history;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The CI gate over a history ({@code history --fail-on-change}): it fails on a change that makes a
 * figure worse, that no one has triaged, in a series that is not erratic, starting at or after
 * {@code since} when given.
 *
 * @param failing  the changes it fails on, series by series
 * @param erratic  worse, untriaged changes left out because their series is erratic (said, not failed)
 * @param triaged  worse changes someone already triaged (said, not failed)
 */
public record HistoryGate(List<Change> failing, List<Change> erratic, List<Change> triaged) {

    public boolean failed() {
        return !failing.isEmpty();
    }

    /** The gate over judged series. */
    public static HistoryGate of(List<Series> series, Map<String, Triage> triage, Instant since) {
        List<Change> failing = new ArrayList<>();
        List<Change> erratic = new ArrayList<>();
        List<Change> triaged = new ArrayList<>();
        for (Series s : series) {
            for (Change c : s.changes()) {
                if (!c.worse() || (since != null && startedAt(s, c).isBefore(since))) {
                    continue;
                }
                if (triage.containsKey(c.id())) {
                    triaged.add(c);
                } else if (s.erratic()) {
                    erratic.add(c);
                } else {
                    failing.add(c);
                }
            }
        }
        return new HistoryGate(List.copyOf(failing), List.copyOf(erratic), List.copyOf(triaged));
    }

    private static Instant startedAt(Series s, Change c) {
        return s.points().get(c.point().index()).startedAt();
    }
}
