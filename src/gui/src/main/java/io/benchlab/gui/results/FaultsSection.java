package io.benchlab.gui.results;

import io.benchlab.gui.TableData;
import io.benchlab.gui.Tables;
import java.util.List;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TableView;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** The Faults tab: what each fault cost each stream, the durability audits and the side loads; a table shown only when it has rows. */
final class FaultsSection {
    private final TableView<List<String>> faults = Tables.create("faultsTable");
    private final TableView<List<String>> audits = Tables.create("auditsTable");
    private final TableView<List<String>> sideLoads = Tables.create("sideLoadsTable");

    FaultsSection(FaultsModel model, Tab tab) {
        Label note = new Label("Seconds from the measured start (red lines on the Streams tab's time axes). Recovery: until the first"
                + " operation that started after the strike succeeded. Dip: until throughput was back to 90% of the rate before."
                + " Lost writes: acknowledged commits the table does not hold (acknowledged = present + lost)."
                + " Side loads (sideload:) ran beside the streams, apart from their figures (brown lines on the time axes).");
        note.setWrapText(true);
        note.setMinHeight(Region.USE_PREF_SIZE);
        VBox box = new VBox(8, note, faults, audits, sideLoads);
        box.setPadding(new Insets(8, 0, 0, 0));
        VBox.setVgrow(faults, Priority.ALWAYS);
        tab.setContent(box);
        tab.setDisable(true);
        model.faultsProperty().addListener((o, a, b) -> showIfAny(faults, b));
        model.auditsProperty().addListener((o, a, b) -> showIfAny(audits, b));
        model.sideLoadsProperty().addListener((o, a, b) -> showIfAny(sideLoads, b));
    }

    /** A table shown only when it has rows (a run may have faults without an audit). */
    private static void showIfAny(TableView<List<String>> table, TableData data) {
        Tables.show(table, data);
        table.setVisible(!data.rows().isEmpty());
        table.setManaged(!data.rows().isEmpty());
    }

    /** What the tables show: the faults, the audits, then the side loads. */
    List<TableData> tables() {
        return List.of(Tables.data(faults), Tables.data(audits), Tables.data(sideLoads));
    }
}
