package io.benchlab.cli;

import io.benchlab.core.bundle.RoundSamples;
import io.benchlab.core.bundle.RoundSamples.Round;
import io.benchlab.core.bundle.RoundSamples.RoundStream;
import io.benchlab.core.bundle.StateSamples;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The rounds of {@code benchlab show} ({@code stream.rounds}, mysqlslap's iterations): per stream
 * mysqlslap's own lines (average, minimum and maximum seconds to run all queries, clients, queries
 * per client), the connecting apart, then each round with its operations, p95 and main thread
 * states. Every figure comes from {@link RoundSamples}, as the JSON's and the report's do.
 */
final class RoundSection {
    /** Rounds listed one per line at most; the JSON has them all. */
    static final int LISTED = 30;

    private RoundSection() {
    }

    static String render(RoundSamples samples) {
        if (samples.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        for (RoundStream s : samples.streams()) {
            out.append('\n').append("Rounds (mysqlslap's iterations: new sessions each round, started together once connected) — ")
                    .append(s.key().variant()).append(' ').append(s.key().label()).append('\n');
            out.append(String.format(Locale.ROOT, "  Average number of seconds to run all queries: %.3f seconds%n", s.querySeconds().average()));
            out.append(String.format(Locale.ROOT, "  Minimum number of seconds to run all queries: %.3f seconds%n", s.querySeconds().minimum()));
            out.append(String.format(Locale.ROOT, "  Maximum number of seconds to run all queries: %.3f seconds%n", s.querySeconds().maximum()));
            out.append(String.format(Locale.ROOT, "  Number of clients running queries: %d%n", s.sessions()));
            out.append(String.format(Locale.ROOT, "  Average number of queries per client: %d%n", s.sessionQueries()));
            out.append(String.format(Locale.ROOT, "  Connecting, apart from the above: %.3f s on average until all %d were connected"
                    + " (%.3f–%.3f); a whole round, connecting and closing included, %.3f s (%.3f–%.3f) over %d rounds%n",
                    s.connectSeconds().average(), s.sessions(), s.connectSeconds().minimum(), s.connectSeconds().maximum(),
                    s.totalSeconds().average(), s.totalSeconds().minimum(), s.totalSeconds().maximum(), s.rounds()));
            TextTable t = new TextTable(List.of("Round", "Connect s", "Queries s", "Round s", "Ops", "Errors", "p95 ms", "Main states"))
                    .alsoLeft(7);
            List<Round> each = s.each();
            for (Round r : each.subList(0, Math.min(LISTED, each.size()))) {
                t.row(List.of(Integer.toString(r.index() + 1), seconds(r.connectSeconds()), seconds(r.querySeconds()), seconds(r.totalSeconds()),
                        Long.toString(r.operations()), Long.toString(r.errors()),
                        r.p95Micros() == null ? "-" : String.format(Locale.ROOT, "%.1f", r.p95Micros() / 1000), states(r.states())));
            }
            out.append(t.render());
            if (each.size() > LISTED) {
                out.append("  … ").append(each.size() - LISTED).append(" more rounds in show --format json\n");
            }
        }
        return out.toString();
    }

    private static String seconds(double s) {
        return String.format(Locale.ROOT, "%.3f", s);
    }

    private static String states(Map<String, Double> states) {
        return states.isEmpty() ? "-" : String.join(", ", states.entrySet().stream()
                .map(e -> e.getKey() + " " + StateSamples.percent(e.getValue())).toList());
    }
}
