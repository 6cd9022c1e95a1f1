package io.benchlab.gui.results;

import io.benchlab.gui.TableData;
import io.benchlab.gui.Tables;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** The workload's notes, rates and limits above the Streams tab's charts; each part shown only when it has something. */
final class WorkloadFiguresSection {
    private final Label notes = new Label();
    private final TableView<List<String>> rates = Tables.create("workloadFigures");
    private final TableView<List<String>> limits = Tables.create("workloadLimits");
    private final VBox root = new VBox(8, notes, rates, limits);

    WorkloadFiguresSection(WorkloadFiguresModel model) {
        notes.setId("workloadNotes");
        notes.setWrapText(true);
        notes.setMinHeight(Region.USE_PREF_SIZE); // all its lines, wrapped, not one cut short
        notes.textProperty().bind(model.notesProperty());
        notes.managedProperty().bind(notes.textProperty().isNotEmpty());
        rates.setPrefHeight(170);
        rates.setMinHeight(120);
        limits.setPrefHeight(150);
        limits.setMinHeight(100);
        bind(rates, model.ratesProperty().get());
        bind(limits, model.limitsProperty().get());
        model.ratesProperty().addListener((o, a, b) -> bind(rates, b));
        model.limitsProperty().addListener((o, a, b) -> bind(limits, b));
        root.managedProperty().bind(root.visibleProperty());
    }

    private static void bind(TableView<List<String>> table, TableData data) {
        Tables.show(table, data);
        table.setVisible(!data.rows().isEmpty());
        table.setManaged(!data.rows().isEmpty());
    }

    VBox root() {
        return root;
    }

    TableData rates() {
        return Tables.data(rates);
    }

    TableData limits() {
        return Tables.data(limits);
    }
}
