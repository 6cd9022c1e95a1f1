package io.benchlab.cli;

import io.benchlab.core.bundle.RoundSamples;
import io.benchlab.core.bundle.RoundSamples.RoundStream;
import io.benchlab.core.view.RoundsView;

/**
 * The rounds of {@code benchlab show} ({@code stream.rounds}, mysqlslap's iterations): per stream
 * mysqlslap's own lines with the connecting apart, then its rounds, as {@link RoundsView} lays them
 * out for every face.
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
            RoundsView.mysqlslap(s).forEach(line -> out.append("  ").append(line).append('\n'));
            out.append(TextTable.of("Round", RoundsView.rounds(s, LISTED)).alsoLeft(7).render());
            if (s.each().size() > LISTED) {
                out.append("  … ").append(s.each().size() - LISTED).append(" more rounds in show --format json\n");
            }
        }
        return out.toString();
    }
}
