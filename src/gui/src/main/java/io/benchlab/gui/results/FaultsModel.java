package io.benchlab.gui.results;

import io.benchlab.core.bundle.FaultSamples;
import io.benchlab.gui.ResultTables;
import io.benchlab.gui.TableData;
import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The Faults tab's view-model: each fault as each stream lived it and each durability audit per
 * node, the tables {@code show} and the report print ({@code report.FaultViews}).
 */
public final class FaultsModel {
    private final ObjectProperty<TableData> faults = new SimpleObjectProperty<>(TableData.empty());
    private final ObjectProperty<TableData> audits = new SimpleObjectProperty<>(TableData.empty());

    /** Shows a run's faults and audits (empty tables for a run without). */
    public void show(FaultSamples samples, List<String> variants) {
        faults.set(ResultTables.faults(samples, variants));
        audits.set(ResultTables.audits(samples, variants));
    }

    /** Whether the run has a fault or an audit to show. */
    public boolean any() {
        return !faults.get().rows().isEmpty() || !audits.get().rows().isEmpty();
    }

    /** Each fault as each stream lived it (empty for a run without faults). */
    public ObjectProperty<TableData> faultsProperty() {
        return faults;
    }

    /** Each durability audit per node (empty for a run without audits). */
    public ObjectProperty<TableData> auditsProperty() {
        return audits;
    }
}
