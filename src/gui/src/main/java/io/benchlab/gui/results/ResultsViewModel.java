package io.benchlab.gui.results;

import io.benchlab.gui.ResultTables;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.AnswerSummary;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.BundleSummary;
import io.benchlab.core.bundle.DataCheckSummary;
import io.benchlab.core.bundle.StreamSamples;
import io.benchlab.core.bundle.ClusterSamples;
import io.benchlab.gui.StreamCharts;
import io.benchlab.core.settings.VariableDiff;
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
    /** check: answers of the selected run, one line as show prints it (AnswerSummary); empty when it did not check. */
    private final javafx.beans.property.StringProperty answers = new javafx.beans.property.SimpleStringProperty("");
    /** The workload's check of its data (TPC-C's consistency), the verdict and what failed as show prints it; empty when none. */
    private final StringProperty consistency = new SimpleStringProperty("");
    /** The workloads' own figures of the streams (rates such as NOPM, latency limits) and their notes. */
    private final ObjectProperty<TableData> workloadFigures = new SimpleObjectProperty<>(TableData.empty());
    private final StringProperty workloadNotes = new SimpleStringProperty("");
    private final ObservableList<String> phases = FXCollections.observableArrayList();
    private final StringProperty phase = new SimpleStringProperty(ResultTables.ALL_PHASES);
    private final StringProperty counterFilter = new SimpleStringProperty("");
    private final ObjectProperty<TableData> totals = new SimpleObjectProperty<>(TableData.empty());
    private final ObjectProperty<TableData> counters = new SimpleObjectProperty<>(TableData.empty());
    private final ObjectProperty<ClusterSamples> cluster = new SimpleObjectProperty<>();
    private final ObjectProperty<TableData> nodes = new SimpleObjectProperty<>(TableData.empty());
    private final ObjectProperty<StreamSamples> streams = new SimpleObjectProperty<>(StreamSamples.of(List.of(), List.of(), Map.of()));
    private final ObjectProperty<List<ResultTables.Box>> boxes = new SimpleObjectProperty<>(List.of());
    private final ObjectProperty<TableData> variables = new SimpleObjectProperty<>(TableData.empty());
    private final StringProperty variablesTitle = new SimpleStringProperty("");
    private final StringProperty error = new SimpleStringProperty("");
    private final StringProperty totalsTitle = new SimpleStringProperty("Total seconds, variant × phase");

    private final ObjectProperty<Path> overlay = new SimpleObjectProperty<>();
    private final ObjectProperty<List<StreamCharts.Line>> streamLines = new SimpleObjectProperty<>(List.of());

    /** A run in the list: what it was, when, how it ended (from its manifest alone). */
    public record RunEntry(Path dir, String experiment, String started, String status, String workload) {

        /** "iibench · 2026-11-23 05:09 · complete · insert-stream" */
        public String text() {
            return experiment + " · " + started + " · " + status + " · " + workload;
        }
    }

    public ResultsViewModel(Path runsDir) {
        this.runsDir = runsDir;
        phase.addListener((o, a, b) -> recomputeCounters());
        overlay.addListener((o, a, b) -> recomputeStreamLines());
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
            AnswerSummary checked = AnswerSummary.of(b);
            answers.set(checked == null ? "" : checked.headline()
                    + (checked.mismatched() > 0 ? " — " + String.join("; ", checked.problems().stream()
                    .filter(p -> p.contains("DIFFERS")).limit(3).toList()) : ""));
            DataCheckSummary data = DataCheckSummary.of(b);
            consistency.set(data == null ? "" : data.headline()
                    + (data.consistent() ? "" : " — " + String.join("; ", data.problems().stream().limit(3).toList())));
            List<String> ph = new ArrayList<>();
            ph.add(ResultTables.ALL_PHASES);
            ph.addAll(s.phases());
            phases.setAll(ph);
            phase.set(ResultTables.ALL_PHASES);
            boolean streamsOnly = b.measurements().isEmpty() && !b.streams().isEmpty();
            totalsTitle.set(streamsOnly ? "Streams: throughput and latency" : "Total seconds, variant × phase");
            StreamSamples st = StreamSamples.of(b);
            ClusterSamples clusterSamples = ClusterSamples.of(b);
            cluster.set(clusterSamples);
            nodes.set(ResultTables.nodes(clusterSamples));
            streams.set(st);
            workloadFigures.set(ResultTables.workloadFigures(st));
            workloadNotes.set(ResultTables.workloadNotes(st));
            totals.set(streamsOnly ? ResultTables.streams(st) : ResultTables.totals(s));
            boxes.set(ResultTables.throughputBoxes(st));
            recomputeStreamLines();
            VariableDiff diff = VariableDiff.of(b);
            variables.set(ResultTables.variables(diff));
            variablesTitle.set(!diff.comparable() ? "" : diff.isEmpty() ? (diff.perNode() ? "Server variables: every node is configured alike in all the variants"
                    : "Server variables: the variants' servers are configured alike")
                    : "Server variables that differ between the variants: " + count(diff) + " (Variables tab; * = set by the experiment)");
            recomputeCounters();
        } catch (BenchlabException | IllegalArgumentException e) {
            error.set(e.getMessage());
        }
    }

    /** The selected run's streams, and the overlaid run's (each run's folder name first in every label) when one is chosen. */
    private void recomputeStreamLines() {
        Bundle b = bundle.get();
        if (b == null) {
            streamLines.set(List.of());
            return;
        }
        Path other = overlay.get();
        List<StreamCharts.Line> lines = new ArrayList<>(StreamCharts.Line.of(streams.get(), other == null ? "" : b.dir().getFileName().toString()));
        if (other != null && !other.equals(b.dir())) {
            try {
                Bundle o = reader.read(other);
                lines.addAll(StreamCharts.Line.of(StreamSamples.of(o), o.dir().getFileName().toString()));
            } catch (BenchlabException e) {
                error.set(e.getMessage());
            }
        }
        streamLines.set(List.copyOf(lines));
    }

    /** The list entry of a run folder; a folder whose manifest cannot be read shows its name. */
    public RunEntry entry(Path dir) {
        try {
            var m = reader.manifest(dir);
            String started = m.startedAt() == null ? "?" : java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")
                    .withZone(java.time.ZoneId.systemDefault()).format(m.startedAt());
            return new RunEntry(dir, m.experiment(), started, m.status().label(), m.workload());
        } catch (BenchlabException e) {
            return new RunEntry(dir, dir.getFileName().toString(), "?", "unreadable", "?");
        }
    }

    /** Another run whose streams are drawn over the selected run's (null for none). */
    public ObjectProperty<Path> overlayProperty() {
        return overlay;
    }

    /** The streams to draw: the selected run's, and the overlaid run's. */
    public ObjectProperty<List<StreamCharts.Line>> streamLinesProperty() {
        return streamLines;
    }

    private static String count(VariableDiff d) {
        List<String> parts = new ArrayList<>();
        if (!d.variables().isEmpty()) {
            parts.add(d.variables().size() + (d.variables().size() == 1 ? " variable" : " variables"));
        }
        if (!d.optimizerSwitch().isEmpty()) {
            parts.add(d.optimizerSwitch().size() + (d.optimizerSwitch().size() == 1 ? " optimizer_switch flag" : " optimizer_switch flags"));
        }
        return String.join(", ", parts);
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

    public javafx.beans.property.StringProperty answersProperty() {
        return answers;
    }

    public StringProperty consistencyProperty() {
        return consistency;
    }

    public ObjectProperty<TableData> workloadFiguresProperty() {
        return workloadFigures;
    }

    public StringProperty workloadNotesProperty() {
        return workloadNotes;
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

    /** The selected bundle's per-node figures when it ran on a cluster (empty otherwise), as the CLI and the report read them. */
    /** A cluster run's nodes side by side (empty for one server). */
    public ObjectProperty<TableData> nodesProperty() {
        return nodes;
    }

    public ObjectProperty<ClusterSamples> clusterProperty() {
        return cluster;
    }

    /** The selected bundle's streams, as the CLI and the report read them. */
    public ObjectProperty<StreamSamples> streamsProperty() {
        return streams;
    }

    public ObjectProperty<List<ResultTables.Box>> boxesProperty() {
        return boxes;
    }

    public StringProperty totalsTitleProperty() {
        return totalsTitle;
    }

    /** The variable diff as a table: one row per differing variable (optimizer_switch flag by flag); empty for one variant. */
    public ObjectProperty<TableData> variablesProperty() {
        return variables;
    }

    public StringProperty variablesTitleProperty() {
        return variablesTitle;
    }

    public StringProperty errorProperty() {
        return error;
    }
}
