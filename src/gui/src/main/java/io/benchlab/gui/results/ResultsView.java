package io.benchlab.gui.results;

import io.benchlab.gui.ResultTables;
import io.benchlab.core.bundle.BundleSummary;
import io.benchlab.gui.Charts;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.ClusterSamples;
import io.benchlab.gui.StreamCharts;
import io.benchlab.gui.Tables;
import io.benchlab.gui.Theme;
import java.nio.file.Path;
import java.util.List;
import javafx.geometry.Insets;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.jfree.chart.fx.ChartViewer;
import org.jfree.data.category.DefaultCategoryDataset;

/** Results: bundle list on the left; the selected run's totals, per-query chart, counters and throughput boxes. */
public final class ResultsView {
    private final ResultsViewModel vm;
    private final Theme theme;
    private final SplitPane root = new SplitPane();
    private final ListView<Path> list = new ListView<>();
    private final TableView<List<String>> totals = Tables.create("totalsTable");
    private final TableView<List<String>> counters = Tables.create("countersTable");
    private final TableView<List<String>> variables = Tables.create("variablesTable");
    private final Tab variablesTab = new Tab("Variables");
    private final Tab perQueryTab = new Tab("Per query");
    private final Tab countersTab = new Tab("Counters");
    private final ChartViewer perQuery = new ChartViewer();
    private final ChartViewer boxes = new ChartViewer();
    private final Tab boxTab = new Tab("Throughput");
    private final Tab streamTab = new Tab("Streams");
    private final Tab nodesTab = new Tab("Nodes");
    private final TableView<List<String>> nodes = Tables.create("clusterNodes");
    private final ComboBox<String> percentile = new ComboBox<>(javafx.collections.FXCollections.observableArrayList("p50", "p95", "p99"));
    private final ComboBox<Path> overlay = new ComboBox<>();
    private final VBox streamCharts = new VBox(12);
    private final TableView<List<String>> workloadFigures = Tables.create("workloadFigures");
    private final TabPane detail = new TabPane();

    public ResultsView(ResultsViewModel vm, Theme theme) {
        this.vm = vm;
        this.theme = theme;
        list.setId("bundleList");
        list.setItems(vm.bundles());
        list.setCellFactory(x -> new ListCell<>() {
            @Override
            protected void updateItem(Path p, boolean empty) {
                super.updateItem(p, empty);
                setText(empty || p == null ? null : vm.entry(p).text());
            }
        });
        list.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (b != null) {
                vm.open(b);
            }
        });
        Label listTitle = new Label("Runs");
        listTitle.getStyleClass().add("section-title");
        VBox left = new VBox(8, listTitle, list);
        VBox.setVgrow(list, Priority.ALWAYS);
        left.setPadding(new Insets(12));
        left.setMinWidth(220);

        Label headline = new Label();
        headline.setId("resultsHeadline");
        headline.getStyleClass().add("headline");
        Label answers = new Label();
        answers.setId("resultsAnswers");
        answers.setWrapText(true);
        answers.textProperty().bind(vm.answersProperty());
        answers.managedProperty().bind(answers.textProperty().isNotEmpty());
        Label consistency = new Label();
        consistency.setId("resultsConsistency");
        consistency.setWrapText(true);
        consistency.textProperty().bind(vm.consistencyProperty());
        consistency.managedProperty().bind(consistency.textProperty().isNotEmpty());
        Label error = new Label();
        error.getStyleClass().add("error-text");
        error.textProperty().bind(vm.errorProperty());
        error.managedProperty().bind(error.textProperty().isNotEmpty());
        ComboBox<String> phase = new ComboBox<>(vm.phases());
        phase.setId("phaseChoice");
        phase.valueProperty().bindBidirectional(vm.phaseProperty());
        TextField filter = new TextField();
        filter.setId("counterFilter");
        filter.setPromptText("Filter counters…");
        filter.textProperty().bindBidirectional(vm.counterFilterProperty());
        Label totalsTitle = new Label();
        totalsTitle.textProperty().bind(vm.totalsTitleProperty());
        totalsTitle.getStyleClass().add("section-title");
        totals.setPrefHeight(150);
        totals.setMinHeight(110);

        VBox countersBox = new VBox(8, new HBox(8, new Label("Phase"), phase, filter), counters);
        countersBox.setPadding(new Insets(8, 0, 0, 0));
        VBox.setVgrow(counters, Priority.ALWAYS);
        HBox.setHgrow(filter, Priority.ALWAYS);
        Tab q = perQueryTab;
        q.setContent(perQuery);
        Tab c = countersTab;
        c.setContent(countersBox);
        boxTab.setContent(boxes);
        percentile.setId("latencyPercentile");
        percentile.setValue("p99");
        overlay.setId("overlayRun");
        overlay.setItems(vm.bundles());
        overlay.setPromptText("none");
        overlay.setCellFactory(x -> new ListCell<>() {
            @Override
            protected void updateItem(Path p, boolean empty) {
                super.updateItem(p, empty);
                setText(empty || p == null ? null : vm.entry(p).text());
            }
        });
        overlay.setButtonCell(overlay.getCellFactory().call(null));
        overlay.valueProperty().bindBidirectional(vm.overlayProperty());
        javafx.scene.control.Button noOverlay = new javafx.scene.control.Button("No overlay");
        noOverlay.setOnAction(e -> overlay.setValue(null));
        streamCharts.setId("streamCharts");
        javafx.scene.control.ScrollPane scroll = new javafx.scene.control.ScrollPane(streamCharts);
        scroll.setFitToWidth(true);
        // what the workload's own rules make of the figures (TPC-C: NOPM, TPM, efficiency, the 90th percentiles), with its notes
        Label workloadNotes = new Label();
        workloadNotes.setId("workloadNotes");
        workloadNotes.setWrapText(true);
        workloadNotes.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE); // all its lines, wrapped, not one cut short
        workloadNotes.textProperty().bind(vm.workloadNotesProperty());
        workloadNotes.managedProperty().bind(workloadNotes.textProperty().isNotEmpty());
        workloadFigures.setPrefHeight(170);
        workloadFigures.setMinHeight(120);
        workloadFigures.managedProperty().bind(workloadFigures.visibleProperty());
        VBox streamsBox = new VBox(8, new HBox(8, new Label("Overlay run"), overlay, noOverlay, new Label("Latency"), percentile),
                workloadNotes, workloadFigures, scroll);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        streamsBox.setPadding(new Insets(8, 0, 0, 0));
        streamTab.setContent(streamsBox);
        variablesTab.setContent(variables);
        nodesTab.setContent(nodes);
        nodesTab.setDisable(true);
        detail.getTabs().addAll(variablesTab, q, c, boxTab, streamTab, nodesTab);
        detail.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        detail.setId("resultsDetail");
        Label variablesTitle = new Label();
        variablesTitle.setId("variablesTitle");
        variablesTitle.textProperty().bind(vm.variablesTitleProperty());
        variablesTitle.managedProperty().bind(variablesTitle.textProperty().isNotEmpty());
        variablesTitle.getStyleClass().add("section-title");
        // the variable diff comes first: a changed default can explain every timing below it
        VBox right = new VBox(10, headline, answers, consistency, error, variablesTitle, totalsTitle, totals, detail);
        VBox.setVgrow(detail, Priority.ALWAYS);
        right.setPadding(new Insets(12));
        root.getItems().addAll(left, right);
        root.setDividerPositions(0.24);
        SplitPane.setResizableWithParent(left, false);

        vm.totalsProperty().addListener((o, a, b) -> Tables.show(totals, b));
        vm.countersProperty().addListener((o, a, b) -> Tables.show(counters, b));
        vm.workloadFiguresProperty().addListener((o, a, b) -> {
            Tables.show(workloadFigures, b);
            workloadFigures.setVisible(!b.rows().isEmpty());
        });
        workloadFigures.setVisible(false);
        vm.nodesProperty().addListener((o, a, b) -> {
            Tables.show(nodes, b);
            nodesTab.setDisable(b.rows().isEmpty());
        });
        vm.variablesProperty().addListener((o, a, b) -> {
            Tables.show(variables, b);
            variablesTab.setDisable(b.rows().isEmpty());
            detail.getSelectionModel().select(b.rows().isEmpty() ? perQueryTab : variablesTab);
        });
        vm.summaryProperty().addListener((o, a, b) -> {
            headline.setText(vm.headline());
            redrawPerQuery();
        });
        vm.phaseProperty().addListener((o, a, b) -> redrawPerQuery());
        vm.boxesProperty().addListener((o, a, b) -> redrawBoxes());
        vm.streamLinesProperty().addListener((o, a, b) -> redrawStreams());
        percentile.valueProperty().addListener((o, a, b) -> redrawStreams());
        theme.darkProperty().addListener((o, a, b) -> {
            redrawPerQuery();
            redrawBoxes();
            redrawStreams();
        });
        headline.setText(vm.headline());
        // open the newest run when the window comes up, so the first view is never blank
        vm.bundles().addListener((javafx.collections.ListChangeListener<Path>) change -> {
            if (list.getSelectionModel().isEmpty() && !vm.bundles().isEmpty()) {
                javafx.application.Platform.runLater(() -> {
                    if (list.getSelectionModel().isEmpty() && !vm.bundles().isEmpty()) {
                        list.getSelectionModel().select(0);
                    }
                });
            }
        });
        redrawPerQuery();
        redrawBoxes();
        redrawStreams();
    }

    /** The report's stream pictures for the selected run (and the overlaid one), each as tall as it needs. */
    private void redrawStreams() {
        List<StreamCharts.Line> lines = vm.streamLinesProperty().get();
        streamTab.setDisable(lines.isEmpty());
        streamCharts.getChildren().clear();
        if (lines.isEmpty()) {
            return;
        }
        boolean dark = theme.dark();
        add(StreamCharts.timeline("Throughput per interval, with the machine below", lines, dark), 520);
        // a cluster run: the selected run's throughput with each node's lag or flow control below, per stream
        ClusterSamples cluster = vm.clusterProperty().get();
        Bundle shown = vm.bundleProperty().get();
        if (cluster != null && !cluster.isEmpty() && shown != null) {
            for (var key : cluster.streams()) {
                add(StreamCharts.clusterTimeline(key.variant() + " · " + key.label() + " · " + key.threads() + "t: throughput, lag or flow control per node",
                        cluster.timeline(key, shown.intervals()), dark), 420);
            }
        }
        add(StreamCharts.latency(lines, percentile.getValue() == null ? "p99" : percentile.getValue(), dark), 300);
        List<ResultTables.Box> boxes = lines.stream().filter(l -> l.stream().unitsPerSecond() != null)
                .map(l -> new ResultTables.Box(l.label(), "", l.stream().unitsPerSecond())).toList();
        add(Charts.boxes("Per-interval throughput", boxes, dark), 320);
        add(StreamCharts.threads(lines, dark), 420);
        List<StreamCharts.Line> rows = lines.stream().filter(l -> l.stream().rows()).toList();
        if (!rows.isEmpty()) {
            add(StreamCharts.rateVsUnits(rows, dark), 320);
        }
        add(StreamCharts.distribution(lines, dark), 320);
    }

    private void add(org.jfree.chart.JFreeChart chart, double height) {
        if (chart != null) {
            ChartViewer v = new ChartViewer(chart);
            v.setPrefHeight(height);
            v.setMinHeight(height);
            streamCharts.getChildren().add(v);
        }
    }

    public void showStreams() {
        detail.getSelectionModel().select(streamTab);
    }

    /** Selects the Nodes tab (a cluster run's nodes side by side). */
    public void showNodes() {
        detail.getSelectionModel().select(nodesTab);
    }

    /** What the Streams tab's table of the workload's own figures shows (NOPM, TPM, efficiency, limits). */
    public io.benchlab.gui.TableData workloadFiguresTable() {
        return Tables.data(workloadFigures);
    }

    /** What the Nodes tab shows. */
    public io.benchlab.gui.TableData nodesTable() {
        return Tables.data(nodes);
    }

    /** The charts of the Streams tab, top to bottom. */
    public List<org.jfree.chart.JFreeChart> streamCharts() {
        return streamCharts.getChildren().stream().map(n -> ((ChartViewer) n).getChart()).toList();
    }

    private void redrawPerQuery() {
        BundleSummary s = vm.summaryProperty().get();
        DefaultCategoryDataset ds = new DefaultCategoryDataset();
        String phase = vm.phaseProperty().get() == null ? ResultTables.ALL_PHASES : vm.phaseProperty().get();
        if (s != null) {
            for (String v : s.variants()) {
                for (String op : s.operations()) {
                    Double sec = ResultTables.operationSeconds(s, v, op, phase);
                    if (sec != null) {
                        ds.addValue(sec, v, op);
                    }
                }
            }
        }
        perQuery.setChart(Charts.bar("Seconds per query · " + phase, "seconds", ds, theme.dark()));
    }

    private void redrawBoxes() {
        List<ResultTables.Box> b = vm.boxesProperty().get();
        boxTab.setDisable(b.isEmpty());
        boxTab.setText(b.isEmpty() ? "Throughput (no streams)" : "Throughput");
        boxes.setChart(Charts.boxes(b.isEmpty() ? "No stream intervals in this run" : "Per-interval throughput", b, theme.dark()));
    }

    /** Selects the bundle in the list (adding it when it is outside HOME/runs) and shows it. */
    public void select(Path bundle) {
        if (!vm.bundles().contains(bundle)) {
            vm.bundles().add(0, bundle);
        }
        list.getSelectionModel().select(bundle);
        list.scrollTo(bundle);
    }

    public void showThroughput() {
        detail.getSelectionModel().select(boxTab);
    }

    public void showCounters() {
        detail.getSelectionModel().select(countersTab);
    }

    public org.jfree.chart.JFreeChart throughputChart() {
        return boxes.getChart();
    }

    public String throughputTabText() {
        return boxTab.getText();
    }

    public SplitPane root() {
        return root;
    }
}
