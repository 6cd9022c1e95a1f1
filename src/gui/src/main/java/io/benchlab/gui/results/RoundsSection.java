package io.benchlab.gui.results;

import io.benchlab.gui.TableData;
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

/** The Rounds tab: per stream in rounds mysqlslap's lines, then the table of its rounds. */
final class RoundsSection {
    private final VBox box = new VBox(8);
    private final List<TableView<List<String>>> tables = new ArrayList<>();
    private final List<Label> lines = new ArrayList<>();

    RoundsSection(RoundsModel model, Tab tab) {
        Label note = new Label("Streams run as mysqlslap runs them (stream.rounds, its --iterations): each round opens new sessions that start"
                + " together once all are connected, run their queries and disconnect. The seconds to run all queries count from that start;"
                + " the connecting is apart.");
        note.setWrapText(true);
        note.setMinHeight(Region.USE_PREF_SIZE);
        note.getStyleClass().add("note");
        box.setId("roundsBox");
        box.setPadding(new Insets(8, 0, 0, 0));
        box.getChildren().add(note);
        ScrollPane scroll = new ScrollPane(box);
        scroll.setFitToWidth(true);
        tab.setContent(scroll);
        tab.setDisable(true);
        model.streamsProperty().addListener((o, a, b) -> show(note, b));
    }

    private void show(Label note, List<RoundsModel.StreamRounds> streams) {
        box.getChildren().setAll(note);
        tables.clear();
        lines.clear();
        for (RoundsModel.StreamRounds s : streams) {
            Label heading = new Label(s.heading());
            heading.getStyleClass().add("section-title");
            Label mysqlslap = new Label(String.join("\n", s.mysqlslap()));
            mysqlslap.setWrapText(true);
            mysqlslap.setMinHeight(Region.USE_PREF_SIZE);
            mysqlslap.getStyleClass().add("mono");
            TableView<List<String>> table = Tables.create(tables.isEmpty() ? "roundsTable" : "roundsTable" + (tables.size() + 1));
            Tables.show(table, s.table());
            table.setPrefHeight(Math.min(420, 34 + 26 * (s.table().rows().size() + 1)));
            tables.add(table);
            lines.add(mysqlslap);
            box.getChildren().addAll(heading, mysqlslap, table);
        }
    }

    /** What the tables show, stream by stream (for tests). */
    List<TableData> tables() {
        return tables.stream().map(Tables::data).toList();
    }

    /** mysqlslap's lines shown, stream by stream (for tests). */
    List<String> mysqlslap() {
        return lines.stream().map(Label::getText).toList();
    }
}
