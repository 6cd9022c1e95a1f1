package io.benchlab.gui.results;

import io.benchlab.gui.TableData;
import io.benchlab.gui.Tables;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TableView;
import javafx.scene.layout.VBox;

/** The Sessions tab: per variant and phase of scripted sessions its drawn time line, then its steps table. */
final class SessionsSection {
    private final VBox box;
    private final List<SessionTimelinePane> timelines = new ArrayList<>();
    private final List<TableView<List<String>>> tables = new ArrayList<>();

    SessionsSection(SessionsModel model, Tab tab) {
        box = SectionPage.column("sessionsBox", "Each session's steps (sessions:) on the sessions' common clock: a lane per session, a bar per step from its start"
                + " to its end, coloured and labelled by the thread state the step spent longest in (grey: none sampled, as in a sleep)."
                + " The table gives each step's times and every state its session went through.", tab);
        Node note = box.getChildren().get(0);
        model.phasesProperty().addListener((o, a, b) -> show(note, b));
    }

    private void show(Node note, List<SessionsModel.Phase> phases) {
        box.getChildren().setAll(note);
        timelines.clear();
        tables.clear();
        for (SessionsModel.Phase p : phases) {
            Label title = new Label(p.title());
            title.getStyleClass().add("section-title");
            SessionTimelinePane timeline = new SessionTimelinePane(p.timeline());
            TableView<List<String>> table = Tables.create(tables.isEmpty() ? "sessionStepsTable" : "sessionStepsTable" + (tables.size() + 1));
            Tables.show(table, p.steps());
            SectionPage.fitRows(table, p.steps().rows().size());
            timelines.add(timeline);
            tables.add(table);
            box.getChildren().addAll(title, timeline, table);
        }
    }

    /** The time lines drawn, phase by phase (for tests). */
    List<SessionTimelinePane> timelines() {
        return List.copyOf(timelines);
    }

    /** What the steps tables show, phase by phase (for tests). */
    List<TableData> tables() {
        return tables.stream().map(Tables::data).toList();
    }
}
