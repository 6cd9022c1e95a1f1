package io.benchlab.core.report;

import io.benchlab.core.history.ChangePointOptions;
import io.benchlab.core.history.HistoryViews;
import io.benchlab.core.history.SeriesReport;
import io.benchlab.core.view.Table;
import java.time.Instant;
import java.util.List;

/**
 * The report's history page ({@code benchlab report --history EXPERIMENT}): a trend per figure with
 * its intervals and change points, and the tables {@code benchlab history} prints ({@link
 * HistoryViews}: the series, the changes, what changed around each), from the same {@link
 * SeriesReport}s. Nothing is judged here: the page draws what the history says.
 *
 * @param experiment  the experiment's name
 * @param generated   when the page was made
 * @param method      the knobs the changes were found with, in a sentence
 * @param runs        how many runs the longest series has
 * @param trends      one chart per series, in the series table's order
 * @param series      the series table
 * @param changes     the changes table (no rows when there is none)
 * @param whatChanged what differs around each change
 */
public record HistoryPage(String experiment, String generated, String method, int runs, List<Trend> trends, Table series, Table changes,
                          Table whatChanged) {

    /**
     * One series' chart.
     *
     * @param id      the series' id (the page's anchor)
     * @param title   its label (variant · figure)
     * @param summary its runs and latest change, in a line
     * @param svg     the chart
     */
    public record Trend(String id, String title, String summary, String svg) {
    }

    public static HistoryPage of(String experiment, List<SeriesReport> reports, ChangePointOptions options) {
        // the series with changes first (what a reader came for), each group in the series table's order
        List<Trend> trends = java.util.stream.Stream.concat(reports.stream().filter(r -> !r.changes().isEmpty()),
                reports.stream().filter(r -> r.changes().isEmpty())).map(r -> new Trend("trend-" + r.series().key().id(), r.series().key().label(), summary(r),
                TrendChart.svg(r))).toList();
        int runs = reports.stream().mapToInt(r -> r.series().points().size()).max().orElse(0);
        return new HistoryPage(experiment, Instant.now().toString(), method(options), runs, trends, HistoryViews.series(reports),
                HistoryViews.changes(reports), HistoryViews.whatChanged(reports));
    }

    private static String summary(SeriesReport r) {
        int n = r.series().points().size();
        String judged = !r.series().judged() ? "not judged yet (fewer runs than the minimum)"
                : r.changes().isEmpty() ? "no change" : r.changes().size() + " change" + (r.changes().size() == 1 ? "" : "s");
        return n + " run" + (n == 1 ? "" : "s") + " · " + judged + (r.series().erratic() ? " · erratic: too noisy to trust its changes" : "");
    }

    private static String method(ChangePointOptions o) {
        return "E-Divisive means with a Student's t-test (as Apache Otava): p at most " + o.maxPValue() + ", windows of " + o.window()
                + " runs, judged from " + o.minPoints() + " runs" + (o.minMagnitude() > 0 ? ", changes of at least "
                + Math.round(o.minMagnitude() * 1000) / 10.0 + "%" : "");
    }

    public boolean hasChanges() {
        return changes.present();
    }
}
