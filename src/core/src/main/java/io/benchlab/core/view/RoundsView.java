package io.benchlab.core.view;

import io.benchlab.core.bundle.RoundSamples.Round;
import io.benchlab.core.bundle.RoundSamples.RoundStream;
import io.benchlab.core.bundle.StateSamples;
import io.benchlab.core.util.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A stream run in rounds ({@code stream.rounds}, mysqlslap's iterations), laid out once for every
 * face: mysqlslap's own lines (average, minimum and maximum seconds to run all queries, clients,
 * queries per client) with the connecting apart, and a table of the rounds (connect, queries and
 * whole-round seconds, operations, errors, p95, main thread states). {@code show} prints it, the
 * report renders it.
 */
public final class RoundsView {
    private RoundsView() {
    }

    /** mysqlslap's lines, in its words, and the connecting apart. */
    public static List<String> mysqlslap(RoundStream s) {
        return List.of(
                "Average number of seconds to run all queries: " + Numbers.secondsColumn(s.querySeconds().average()) + " seconds",
                "Minimum number of seconds to run all queries: " + Numbers.secondsColumn(s.querySeconds().minimum()) + " seconds",
                "Maximum number of seconds to run all queries: " + Numbers.secondsColumn(s.querySeconds().maximum()) + " seconds",
                "Number of clients running queries: " + s.sessions(),
                "Average number of queries per client: " + s.sessionQueries(),
                "Connecting, apart from the above: " + Numbers.shortSeconds(s.connectSeconds().average()) + " on average until all "
                        + s.sessions() + " were connected (" + Numbers.secondsColumn(s.connectSeconds().minimum()) + "–"
                        + Numbers.secondsColumn(s.connectSeconds().maximum()) + "); a whole round, connecting and closing included, "
                        + Numbers.shortSeconds(s.totalSeconds().average()) + " (" + Numbers.secondsColumn(s.totalSeconds().minimum()) + "–"
                        + Numbers.secondsColumn(s.totalSeconds().maximum()) + ") over " + s.rounds() + " rounds");
    }

    /**
     * The first {@code most} rounds, one row each (labelled by their number, from 1).
     *
     * @param most rounds listed at most (a face with less room lists fewer)
     */
    public static Table rounds(RoundStream s, int most) {
        List<Row> rows = new ArrayList<>();
        for (Round r : s.each().subList(0, Math.min(most, s.each().size()))) {
            rows.add(new Row(Integer.toString(r.index() + 1), List.of(Cell.num(Numbers.secondsColumn(r.connectSeconds())),
                    Cell.num(Numbers.secondsColumn(r.querySeconds())), Cell.num(Numbers.secondsColumn(r.totalSeconds())),
                    Cell.num(Long.toString(r.operations())), Cell.num(Long.toString(r.errors())),
                    Cell.num(r.p95Micros() == null ? "–" : String.format(Locale.ROOT, "%.1f", r.p95Micros() / 1000)),
                    Cell.of(r.states().isEmpty() ? "–" : String.join(", ", r.states().entrySet().stream()
                            .map(e -> e.getKey() + " " + StateSamples.percent(e.getValue())).toList())))));
        }
        return new Table(List.of("Connect s", "Queries s", "Round s", "Ops", "Errors", "p95 ms", "Main thread states"), rows);
    }
}
