package io.benchlab.gui.results;

import io.benchlab.gui.ResultTables;
import io.benchlab.gui.Tables;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TableView;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** The Studies tab: each optimizer study's tables under their titles, as {@code show} prints them; disabled for a run without a study. */
final class StudiesSection {
    private static final double ROW_HEIGHT = 26;
    private final VBox box = new VBox(8);
    private final List<TableView<List<String>>> shown = new ArrayList<>();

    StudiesSection(StudiesModel model, Tab tab) {
        Label note = new Label("Plan stability: the same query EXPLAINed again and again, each distinct plan with how many runs chose it."
                + " Index cardinality: ANALYZE TABLE run again and again per statistics setting; CV = standard deviation / mean of each"
                + " index column's estimate.");
        note.setWrapText(true);
        note.setMinHeight(Region.USE_PREF_SIZE);
        box.setId("studies");
        box.setPadding(new Insets(8, 0, 0, 0));
        box.getChildren().add(note);
        ScrollPane scroll = new ScrollPane(box);
        scroll.setFitToWidth(true);
        tab.setContent(scroll);
        tab.setDisable(true);
        model.tablesProperty().addListener((o, a, b) -> {
            show(note, b);
            tab.setDisable(b.isEmpty());
        });
    }

    private void show(Label note, List<ResultTables.Titled> tables) {
        box.getChildren().setAll(note);
        shown.clear();
        for (ResultTables.Titled t : tables) {
            Label title = new Label(t.title());
            title.getStyleClass().add("section-title");
            title.setWrapText(true);
            TableView<List<String>> view = Tables.create(t.id());
            Tables.show(view, t.table());
            // every row visible: a study's tables are short, and the tab scrolls as a whole
            view.setPrefHeight(ROW_HEIGHT * (t.table().rows().size() + 1) + 8);
            view.setMinHeight(Region.USE_PREF_SIZE);
            box.getChildren().addAll(title, view);
            shown.add(view);
        }
    }

    /** The titles shown, in order: one per table. */
    List<String> titles() {
        return box.getChildren().stream().skip(1).filter(Label.class::isInstance).map(n -> ((Label) n).getText()).toList();
    }

    /** What the tables show, in order. */
    List<io.benchlab.gui.TableData> tables() {
        return shown.stream().map(Tables::data).toList();
    }
}
