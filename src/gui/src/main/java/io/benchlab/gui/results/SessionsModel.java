package io.benchlab.gui.results;

import io.benchlab.core.bundle.SessionRecords.StepRecord;
import io.benchlab.core.view.SessionStepsView;
import io.benchlab.core.view.SessionTimeline;
import io.benchlab.core.view.TitledTable;
import io.benchlab.gui.ResultTables;
import io.benchlab.gui.TableData;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The Sessions tab's view-model: per variant and phase of scripted sessions ({@code sessions:}) its
 * time line ({@link SessionTimeline}: a lane per session, a bar per step) and its steps table
 * ({@link SessionStepsView}), the ones {@code show} and the report read.
 */
public final class SessionsModel {
    /**
     * One variant and phase.
     *
     * @param title    variant, phase and the time line's span
     * @param timeline the lanes to draw
     * @param steps    one row per step
     */
    public record Phase(String title, SessionTimeline timeline, TableData steps) {
    }

    private final ObjectProperty<List<Phase>> phases = new SimpleObjectProperty<>(List.of());

    /** Shows a run's steps (none for a run without scripted sessions). */
    public void show(List<StepRecord> steps) {
        List<TitledTable> tables = SessionStepsView.phases(steps);
        List<SessionTimeline> timelines = SessionTimeline.phases(steps);
        List<Phase> out = new ArrayList<>();
        for (int i = 0; i < tables.size(); i++) {
            out.add(new Phase(tables.get(i).title(), timelines.get(i), ResultTables.table(tables.get(i).corner(), tables.get(i).table())));
        }
        phases.set(List.copyOf(out));
    }

    /** Whether the run has scripted sessions. */
    public boolean any() {
        return !phases.get().isEmpty();
    }

    public ObjectProperty<List<Phase>> phasesProperty() {
        return phases;
    }
}
