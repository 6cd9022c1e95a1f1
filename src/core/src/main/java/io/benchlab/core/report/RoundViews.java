package io.benchlab.core.report;

import io.benchlab.core.bundle.RoundSamples;
import io.benchlab.core.bundle.RoundSamples.Round;
import io.benchlab.core.bundle.RoundSamples.RoundStream;
import io.benchlab.core.bundle.StateSamples;
import io.benchlab.core.report.Views.Cell;
import io.benchlab.core.report.Views.Row;
import io.benchlab.core.report.Views.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The rounds of the report ({@code stream.rounds}, mysqlslap's iterations): per stream in rounds
 * mysqlslap's lines, the connecting apart, and a table of its rounds with each one's operations,
 * p95 and main thread states. Figures come from {@link RoundSamples}, as {@code show}'s do.
 *
 * @param streams one per column's stream in rounds
 */
public record RoundViews(List<StreamRounds> streams) {

    /**
     * One stream in rounds.
     *
     * @param heading  the column and stream
     * @param mysqlslap mysqlslap's lines, as it prints them, and the connecting apart
     * @param table    one row per round
     */
    public record StreamRounds(String heading, List<String> mysqlslap, Table table) {
    }

    /** The views of these columns' rounds; null when none ran in rounds. */
    static RoundViews of(List<Column> columns) {
        List<StreamRounds> out = new ArrayList<>();
        for (Column c : columns) {
            for (RoundStream s : RoundSamples.of(c.bundle()).streams()) {
                if (s.key().variant().equals(c.variant())) {
                    out.add(new StreamRounds(c.label() + " · " + s.key().label(), lines(s), table(s)));
                }
            }
        }
        return out.isEmpty() ? null : new RoundViews(out);
    }

    private static List<String> lines(RoundStream s) {
        return List.of(
                String.format(Locale.ROOT, "Average number of seconds to run all queries: %.3f seconds", s.querySeconds().average()),
                String.format(Locale.ROOT, "Minimum number of seconds to run all queries: %.3f seconds", s.querySeconds().minimum()),
                String.format(Locale.ROOT, "Maximum number of seconds to run all queries: %.3f seconds", s.querySeconds().maximum()),
                "Number of clients running queries: " + s.sessions(),
                "Average number of queries per client: " + s.sessionQueries(),
                String.format(Locale.ROOT, "Connecting, apart from the above: %.3f s on average until all %d were connected; a whole round,"
                        + " connecting and closing included, %.3f s on average over %d rounds", s.connectSeconds().average(), s.sessions(),
                        s.totalSeconds().average(), s.rounds()));
    }

    private static Table table(RoundStream s) {
        List<Row> rows = new ArrayList<>();
        for (Round r : s.each()) {
            rows.add(new Row(Integer.toString(r.index() + 1), List.of(seconds(r.connectSeconds()), seconds(r.querySeconds()),
                    seconds(r.totalSeconds()), Cell.of(Long.toString(r.operations())), Cell.of(Long.toString(r.errors())),
                    Cell.of(r.p95Micros() == null ? "–" : String.format(Locale.ROOT, "%.1f", r.p95Micros() / 1000)),
                    Cell.of(r.states().isEmpty() ? "–" : String.join(", ", r.states().entrySet().stream()
                            .map(e -> e.getKey() + " " + StateSamples.percent(e.getValue())).toList())))));
        }
        return new Table(List.of("connect s", "queries s", "round s", "operations", "errors", "p95 ms", "main thread states"), rows);
    }

    private static Cell seconds(double s) {
        return Cell.of(String.format(Locale.ROOT, "%.3f", s));
    }
}
