package io.benchlab.core.history;

import java.util.List;

/**
 * A series as every face shows it: its runs and judgement, and each of its changes with what was
 * said of it and what differs around it. {@code benchlab history} (text, Markdown, JSON), the
 * report's history page and the app's History tab read these, laid out by {@link HistoryViews}.
 *
 * @param series  the series judged
 * @param changes its changes reported, oldest first (as {@link Series#changes()})
 */
public record SeriesReport(Series series, List<ChangeReport> changes) {

    /** The report of its latest change, or null. */
    public ChangeReport latest() {
        return changes.isEmpty() ? null : changes.get(changes.size() - 1);
    }
}
