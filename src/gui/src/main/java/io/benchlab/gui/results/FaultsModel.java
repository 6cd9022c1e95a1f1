package io.benchlab.gui.results;

import io.benchlab.core.bundle.FaultSamples;
import io.benchlab.core.bundle.SideLoadSamples;
import io.benchlab.gui.ResultTables;
import io.benchlab.gui.TableData;
import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The Faults tab's view-model: each fault as each stream lived it and each durability audit per
 * node, the tables {@code show} and the report print ({@code report.FaultViews}), and each side
 * load's executions ({@code view.SideLoadsView}), which the same time axes mark.
 */
public final class FaultsModel {
    private final ObjectProperty<TableData> faults = new SimpleObjectProperty<>(TableData.empty());
    private final ObjectProperty<TableData> audits = new SimpleObjectProperty<>(TableData.empty());
    private final ObjectProperty<TableData> sideLoads = new SimpleObjectProperty<>(TableData.empty());

    /** Shows a run's faults and audits (empty tables for a run without). */
    public void show(FaultSamples samples, List<String> variants) {
        show(samples, SideLoadSamples.none(), variants);
    }

    /** Shows a run's faults, audits and side loads (empty tables for a run without). */
    public void show(FaultSamples samples, SideLoadSamples loads, List<String> variants) {
        faults.set(ResultTables.faults(samples, variants));
        audits.set(ResultTables.audits(samples, variants));
        sideLoads.set(ResultTables.sideLoads(loads, variants));
    }

    /** Whether the run has a fault, an audit or a side load to show. */
    public boolean any() {
        return !faults.get().rows().isEmpty() || !audits.get().rows().isEmpty() || !sideLoads.get().rows().isEmpty();
    }

    /** Each side load's executions (empty for a run without side loads). */
    public ObjectProperty<TableData> sideLoadsProperty() {
        return sideLoads;
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
