package io.benchlab.gui.results;

import io.benchlab.core.bundle.StreamSamples;
import io.benchlab.gui.ResultTables;
import io.benchlab.gui.TableData;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The view-model of the workload's own figures on the Streams tab, laid out as {@code show} and the
 * report lay them out ({@link io.benchlab.core.view.WorkloadFiguresView}): its notes (and which
 * streams ran together), its rates (TPC-C's NOPM, TPM, efficiency) and its limits (met / NOT MET).
 */
public final class WorkloadFiguresModel {
    private final StringProperty notes = new SimpleStringProperty("");
    private final ObjectProperty<TableData> rates = new SimpleObjectProperty<>(TableData.empty());
    private final ObjectProperty<TableData> limits = new SimpleObjectProperty<>(TableData.empty());

    /** Shows a run's streams (empty tables for a workload that declares no figures). */
    public void show(StreamSamples streams) {
        rates.set(ResultTables.workloadFigures(streams));
        limits.set(ResultTables.workloadLimits(streams));
        notes.set(ResultTables.workloadNotes(streams));
    }

    public StringProperty notesProperty() {
        return notes;
    }

    public ObjectProperty<TableData> ratesProperty() {
        return rates;
    }

    public ObjectProperty<TableData> limitsProperty() {
        return limits;
    }
}
