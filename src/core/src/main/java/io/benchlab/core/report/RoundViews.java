package io.benchlab.core.report;

import io.benchlab.core.bundle.RoundSamples;
import io.benchlab.core.bundle.RoundSamples.RoundStream;
import io.benchlab.core.view.RoundsView;
import io.benchlab.core.view.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * The rounds of the report ({@code stream.rounds}, mysqlslap's iterations): per column's stream in
 * rounds mysqlslap's lines and every round, as {@link RoundsView} lays them out for every face.
 *
 * @param streams one per column's stream in rounds
 */
public record RoundViews(List<StreamRounds> streams) {

    /**
     * One stream in rounds.
     *
     * @param heading   the column and stream
     * @param mysqlslap mysqlslap's lines, and the connecting apart
     * @param table     one row per round
     */
    public record StreamRounds(String heading, List<String> mysqlslap, Table table) {
    }

    /** The views of these columns' rounds; null when none ran in rounds. */
    static RoundViews of(List<Column> columns) {
        List<StreamRounds> out = new ArrayList<>();
        for (Column c : columns) {
            for (RoundStream s : RoundSamples.of(c.bundle()).streams()) {
                if (s.key().variant().equals(c.variant())) {
                    out.add(new StreamRounds(c.label() + " · " + s.key().label(), RoundsView.mysqlslap(s), RoundsView.rounds(s, Integer.MAX_VALUE)));
                }
            }
        }
        return out.isEmpty() ? null : new RoundViews(out);
    }
}
