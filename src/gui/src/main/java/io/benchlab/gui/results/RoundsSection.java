package io.benchlab.gui.results;

import io.benchlab.gui.TableData;
import io.benchlab.gui.Tables;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TableView;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** The Rounds tab: per stream in rounds mysqlslap's lines, then the table of its rounds. */
final class RoundsSection {
    private final VBox box;
    private final List<TableView<List<String>>> tables = new ArrayList<>();
    private final List<Label> lines = new ArrayList<>();

    RoundsSection(RoundsModel model, Tab tab) {
        box = SectionPage.column("roundsBox", "Streams run as mysqlslap runs them (stream.rounds, its --iterations): each round opens new sessions that start"
                + " together once all are connected, run their queries and disconnect. The seconds to run all queries count from that start;"
                + " the connecting is apart.", tab);
        Node note = box.getChildren().get(0);
        model.streamsProperty().addListener((o, a, b) -> show(note, b));
    }

    private void show(Node note, List<RoundsModel.StreamRounds> streams) {
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
            SectionPage.fitRows(table, s.table().rows().size());
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
