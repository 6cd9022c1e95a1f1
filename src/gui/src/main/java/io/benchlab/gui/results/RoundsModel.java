package io.benchlab.gui.results;

import io.benchlab.core.bundle.RoundSamples;
import io.benchlab.core.view.RoundsView;
import io.benchlab.gui.ResultTables;
import io.benchlab.gui.TableData;
import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The Rounds tab's view-model: per stream run in rounds ({@code stream.rounds}, mysqlslap's
 * iterations) mysqlslap's lines and the table of every round, as {@link RoundsView} lays them out
 * for {@code show} and the report.
 */
public final class RoundsModel {
    /** Rows a round table lists at most: past them the report and the CSV have every round. */
    static final int MOST_ROUNDS = 500;

    /**
     * One stream in rounds.
     *
     * @param heading   the variant and the stream
     * @param mysqlslap mysqlslap's lines, and the connecting apart
     * @param table     one row per round
     */
    public record StreamRounds(String heading, List<String> mysqlslap, TableData table) {
    }

    private final ObjectProperty<List<StreamRounds>> streams = new SimpleObjectProperty<>(List.of());

    /** Shows a run's streams in rounds (none for a run without). */
    public void show(RoundSamples samples) {
        streams.set(samples.streams().stream().map(s -> new StreamRounds(s.key().variant() + " · " + s.key().label(), RoundsView.mysqlslap(s),
                ResultTables.table("Round", RoundsView.rounds(s, MOST_ROUNDS)))).toList());
    }

    /** Whether the run has a stream in rounds. */
    public boolean any() {
        return !streams.get().isEmpty();
    }

    public ObjectProperty<List<StreamRounds>> streamsProperty() {
        return streams;
    }
}
