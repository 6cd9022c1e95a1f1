package io.benchlab.gui.results;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.BundleSummary;
import io.benchlab.gui.TableData;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * State of the Results view: the bundles under HOME/runs and the one selected, with its tables.
 * Plain JavaFX properties, no toolkit needed, so tests drive it directly.
 */
public final class ResultsViewModel {
    private final Path runsDir;
    private final BundleReader reader = new BundleReader();
    private final ObservableList<Path> bundles = FXCollections.observableArrayList();
    private final ObjectProperty<Bundle> bundle = new SimpleObjectProperty<>();
    private final ObjectProperty<BundleSummary> summary = new SimpleObjectProperty<>();
    private final ObservableList<String> phases = FXCollections.observableArrayList();
    private final StringProperty phase = new SimpleStringProperty(ResultTables.ALL_PHASES);
    private final StringProperty counterFilter = new SimpleStringProperty("");
    private final ObjectProperty<TableData> totals = new SimpleObjectProperty<>(TableData.empty());
    private final ObjectProperty<TableData> counters = new SimpleObjectProperty<>(TableData.empty());
    private final ObjectProperty<List<ResultTables.Box>> boxes = new SimpleObjectProperty<>(List.of());
    private final StringProperty error = new SimpleStringProperty("");
    private final StringProperty totalsTitle = new SimpleStringProperty("Total seconds, variant × phase");

    public ResultsViewModel(Path runsDir) {
        this.runsDir = runsDir;
        phase.addListener((o, a, b) -> recomputeCounters());
        counterFilter.addListener((o, a, b) -> recomputeCounters());
    }

    public Path runsDir() {
        return runsDir;
    }

    /** Re-lists HOME/runs (newest first), keeping the selection when it still exists. */
    public void refresh() {
        bundles.setAll(reader.list(runsDir));
    }

    /** Opens a bundle folder (any bundle, also one made by the CLI elsewhere). */
    public void open(Path dir) {
        try {
            Bundle b = reader.read(dir);
            BundleSummary s = BundleSummary.of(b);
            error.set("");
            bundle.set(b);
            summary.set(s);
            List<String> ph = new ArrayList<>();
            ph.add(ResultTables.ALL_PHASES);
            ph.addAll(s.phases());
            phases.setAll(ph);
            phase.set(ResultTables.ALL_PHASES);
            boolean streamsOnly = b.measurements().isEmpty() && !b.streams().isEmpty();
            totalsTitle.set(streamsOnly ? "Streams: throughput and latency" : "Total seconds, variant × phase");
            totals.set(streamsOnly ? ResultTables.streams(b) : ResultTables.totals(s));
            boxes.set(ResultTables.throughputBoxes(b));
            recomputeCounters();
        } catch (BenchlabException | IllegalArgumentException e) {
            error.set(e.getMessage());
        }
    }

    private void recomputeCounters() {
        BundleSummary s = summary.get();
        if (s == null) {
            counters.set(TableData.empty());
            return;
        }
        String p = phase.get() == null ? ResultTables.ALL_PHASES : phase.get();
        List<Map<String, Long>> values = s.variants().stream().map(v -> ResultTables.counters(s, v, p)).toList();
        counters.set(ResultTables.withGauges(ResultTables.counterDiff(s.variants(), values, counterFilter.get()),
                s.variants().stream().map(v -> ResultTables.gauges(s, v, p)).toList(), counterFilter.get()));
    }

    /** One line about the selected bundle for the header. */
    public String headline() {
        BundleSummary s = summary.get();
        if (s == null) {
            return "No run selected";
        }
        return s.experiment() + " · " + s.workload() + " · " + s.status() + (s.message() == null ? "" : " (" + s.message() + ")");
    }

    public ObservableList<Path> bundles() {
        return bundles;
    }

    public ObjectProperty<Bundle> bundleProperty() {
        return bundle;
    }

    public ObjectProperty<BundleSummary> summaryProperty() {
        return summary;
    }

    public ObservableList<String> phases() {
        return phases;
    }

    public StringProperty phaseProperty() {
        return phase;
    }

    public StringProperty counterFilterProperty() {
        return counterFilter;
    }

    public ObjectProperty<TableData> totalsProperty() {
        return totals;
    }

    public ObjectProperty<TableData> countersProperty() {
        return counters;
    }

    public ObjectProperty<List<ResultTables.Box>> boxesProperty() {
        return boxes;
    }

    public StringProperty totalsTitleProperty() {
        return totalsTitle;
    }

    public StringProperty errorProperty() {
        return error;
    }
}
