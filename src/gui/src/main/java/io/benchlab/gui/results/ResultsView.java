package io.benchlab.gui.results;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.ClusterSamples;
import io.benchlab.gui.Charts;
import io.benchlab.gui.ResultTables;
import io.benchlab.gui.StreamCharts;
import io.benchlab.gui.Tables;
import io.benchlab.gui.Theme;
import org.jfree.chart.fx.ChartViewer;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
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

/** Results: bundle list on the left; the selected run's totals, per-query chart, counters and throughput boxes. */
public final class ResultsView {
    private final ResultsViewModel vm;
    private final Theme theme;
    private final SplitPane root = new SplitPane();
    private final ListView<Path> list = new ListView<>();
    private final TableView<List<String>> totals = Tables.create("totalsTable");
    private final TableView<List<String>> counters = Tables.create("countersTable");
    private final TableView<List<String>> bufferPool = Tables.create("bufferPoolTable");
    private final TableView<List<String>> sizes = Tables.create("sizesTable");
    private final TableView<List<String>> variables = Tables.create("variablesTable");
    private final Tab variablesTab = new Tab("Variables");
    private final Tab perQueryTab = new Tab("Per query");
    private final Tab countersTab = new Tab("Counters");
    private final ChartViewer boxes = new ChartViewer();
    private final Tab boxTab = new Tab("Throughput");
    private final Tab streamTab = new Tab("Streams");
    private final Tab nodesTab = new Tab("Nodes");
    private final Tab statesTab = new Tab("Thread states");
    private final TableView<List<String>> states = Tables.create("threadStates");
    private final Label passes = new Label();
    private final TableView<List<String>> waits = Tables.create("waitsTable");
    private final Label waitsTitle = new Label("performance_schema waits and stages (share of the sessions' time; seconds summed over the sessions)");
    private final VBox stateCharts = new VBox(12);
    private final Tab sweepTab = new Tab("Sweep");
    private final Tab loadHostsTab = new Tab("Load hosts");
    private final TableView<List<String>> loadHosts = Tables.create("loadHostsTable");
    private final VBox sweepTables = new VBox(8);
    private final TableView<List<String>> nodes = Tables.create("clusterNodes");
    private final Tab faultsTab = new Tab("Faults");
    private final Tab studiesTab = new Tab("Studies");
    private final StudiesSection studiesSection;
    private final FaultsSection faultsSection;
    private final Tab roundsTab = new Tab("Rounds");
    private final RoundsSection roundsSection;
    private final Tab sessionsTab = new Tab("Sessions");
    private final SessionsSection sessionsSection;
    private final WorkloadFiguresSection workloadSection;
    private final ComboBox<String> percentile = new ComboBox<>(javafx.collections.FXCollections.observableArrayList("p50", "p95", "p99"));
    private final ComboBox<Path> overlay = new ComboBox<>();
    private final VBox streamCharts = new VBox(12);
    private final TabPane detail = new TabPane();
    /**
     * Each detail tab and whether the run shown has anything for it, in the order one is chosen when a
     * run opens: the variable diff first (it can explain everything below it), then what the run
     * measured. A tab with nothing is disabled and never chosen. A new tab registers here.
     */
    private final Map<Tab, BooleanSupplier> content = new LinkedHashMap<>();

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
        vm.entriesChangedProperty().addListener((o, a, b) -> list.refresh()); // a run that ended stops saying "running"
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

        Label poolTitle = new Label("Buffer pool per query (hit ratio = 1 − pool misses / read requests; young / not young: INNODB_BUFFER_POOL_STATS)");
        poolTitle.getStyleClass().add("section-title");
        poolTitle.managedProperty().bind(bufferPool.managedProperty());
        poolTitle.visibleProperty().bind(bufferPool.visibleProperty());
        bufferPool.setPrefHeight(200);
        bufferPool.setMinHeight(120);
        Label countersNote = new Label("All phases: the warm phases summed (the cold ones when there are none); choose a cold phase for its own counters.");
        countersNote.getStyleClass().add("note");
        Label sizesTitle = new Label("Table and index sizes per variant, with size and speed against the first variant");
        sizesTitle.getStyleClass().add("section-title");
        sizesTitle.managedProperty().bind(sizes.managedProperty());
        sizesTitle.visibleProperty().bind(sizes.visibleProperty());
        sizes.setPrefHeight(120);
        sizes.setMinHeight(80);
        for (TableView<List<String>> t : List.of(sizes, bufferPool)) { // shown once a run has them
            t.setVisible(false);
            t.setManaged(false);
        }
        VBox countersBox = new VBox(8, new HBox(8, new Label("Phase"), phase, filter), countersNote, counters, poolTitle, bufferPool,
                sizesTitle, sizes);
        countersBox.setPadding(new Insets(8, 0, 0, 0));
        VBox.setVgrow(counters, Priority.ALWAYS);
        HBox.setHgrow(filter, Priority.ALWAYS);
        new PerQuerySection(vm.perQuery(), theme, perQueryTab);
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
        workloadSection = new WorkloadFiguresSection(vm.workloadFigures());
        VBox streamsBox = new VBox(8, new HBox(8, new Label("Overlay run"), overlay, noOverlay, new Label("Latency"), percentile),
                workloadSection.root(), scroll);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        streamsBox.setPadding(new Insets(8, 0, 0, 0));
        streamTab.setContent(streamsBox);
        variablesTab.setContent(variables);
        nodesTab.setContent(nodes);
        nodesTab.setDisable(true);
        faultsSection = new FaultsSection(vm.faultTables(), faultsTab);
        studiesSection = new StudiesSection(vm.studies(), studiesTab);
        // mysqlslap's rounds and scripted sessions (seed 004): each its own tab, shown as show and the report lay them out
        roundsSection = new RoundsSection(vm.rounds(), roundsTab);
        sessionsSection = new SessionsSection(vm.sessions(), sessionsTab);
        // seed 004's processlist: what the sessions were doing, per state, and for streams over time under the throughput
        states.setPrefHeight(260);
        states.setMinHeight(160);
        passes.setId("queryPasses");
        passes.setWrapText(true);
        passes.managedProperty().bind(passes.textProperty().isNotEmpty());
        stateCharts.setId("stateCharts");
        // the pictures first, as in the report; the table below them
        // performance_schema's waits and stages, when sampled, below the states: what the states were spent waiting on
        waits.setPrefHeight(260);
        waits.setMinHeight(160);
        waitsTitle.getStyleClass().add("section-title");
        waitsTitle.managedProperty().bind(waitsTitle.visibleProperty());
        waits.managedProperty().bind(waits.visibleProperty());
        waitsTitle.visibleProperty().bind(waits.visibleProperty());
        waits.setVisible(false);
        VBox statesBox = new VBox(8, passes, stateCharts, states, waitsTitle, waits);
        statesBox.setPadding(new Insets(8, 0, 0, 0));
        javafx.scene.control.ScrollPane statesScroll = new javafx.scene.control.ScrollPane(statesBox);
        statesScroll.setFitToWidth(true);
        statesTab.setContent(statesScroll);
        statesTab.setDisable(true);
        sweepTables.setId("sweepTables");
        sweepTables.setPadding(new Insets(8, 0, 0, 0));
        javafx.scene.control.ScrollPane sweepScroll = new javafx.scene.control.ScrollPane(sweepTables);
        sweepScroll.setFitToWidth(true);
        sweepTab.setContent(sweepScroll);
        loadHostsTab.setContent(loadHosts);
        detail.getTabs().addAll(variablesTab, perQueryTab, sweepTab, c, boxTab, streamTab, loadHostsTab, nodesTab, statesTab,
                roundsTab, sessionsTab, studiesTab, faultsTab);
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
        vm.sizesProperty().addListener((o, a, b) -> {
            Tables.show(sizes, b);
            sizes.setVisible(!b.rows().isEmpty());
            sizes.setManaged(!b.rows().isEmpty());
        });
        vm.bufferPoolProperty().addListener((o, a, b) -> {
            Tables.show(bufferPool, b);
            bufferPool.setVisible(!b.rows().isEmpty());
            bufferPool.setManaged(!b.rows().isEmpty());
        });
        vm.nodesProperty().addListener((o, a, b) -> {
            Tables.show(nodes, b);
            nodesTab.setDisable(b.rows().isEmpty());
        });
        vm.variablesProperty().addListener((o, a, b) -> Tables.show(variables, b));
        content.put(variablesTab, () -> !vm.variablesProperty().get().rows().isEmpty());
        content.put(sessionsTab, () -> vm.sessions().any()); // a run of scripted sessions is about them, before its workload's queries
        content.put(perQueryTab, () -> vm.summaryProperty().get() != null && !vm.summaryProperty().get().operations().isEmpty());
        content.put(sweepTab, () -> !vm.sweepsProperty().get().isEmpty());
        vm.sweepsProperty().addListener((o, a, b) -> showSweeps(b));
        content.put(streamTab, () -> !vm.streamLinesProperty().get().isEmpty());
        content.put(boxTab, () -> !vm.boxesProperty().get().isEmpty());
        content.put(loadHostsTab, () -> !vm.loadHostsProperty().get().rows().isEmpty());
        vm.loadHostsProperty().addListener((o, a, b) -> Tables.show(loadHosts, b));
        content.put(countersTab, () -> !vm.countersProperty().get().rows().isEmpty() || !vm.counterFilterProperty().get().isEmpty());
        content.put(nodesTab, () -> !vm.nodesProperty().get().rows().isEmpty());
        content.put(statesTab, () -> !vm.statesTableProperty().get().rows().isEmpty() || !vm.waitsTableProperty().get().rows().isEmpty());
        content.put(roundsTab, () -> vm.rounds().any());
        content.put(faultsTab, () -> vm.faultTables().any());
        content.put(studiesTab, () -> vm.studies().any());
        vm.openedProperty().addListener((o, a, b) -> chooseTab());
        vm.summaryProperty().addListener((o, a, b) -> headline.setText(vm.headline()));
        vm.boxesProperty().addListener((o, a, b) -> redrawBoxes());
        vm.statesTableProperty().addListener((o, a, b) -> {
            Tables.show(states, b);
            statesTab.setDisable(b.rows().isEmpty() && vm.waitsTableProperty().get().rows().isEmpty());
        });
        vm.waitsTableProperty().addListener((o, a, b) -> {
            Tables.show(waits, b);
            waits.setVisible(!b.rows().isEmpty());
            statesTab.setDisable(b.rows().isEmpty() && vm.statesTableProperty().get().rows().isEmpty());
        });
        vm.threadStatesProperty().addListener((o, a, b) -> redrawStates());
        vm.streamLinesProperty().addListener((o, a, b) -> redrawStreams());
        vm.breakdownProperty().addListener((o, a, b) -> redrawStreams());
        percentile.valueProperty().addListener((o, a, b) -> redrawStreams());
        theme.darkProperty().addListener((o, a, b) -> {
            redrawBoxes();
            redrawStreams();
            redrawStates();
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
        redrawBoxes();
        redrawStreams();
    }

    /** One table per series of a sweep, each under its title (as the report's Verdicts section shows them). */
    private void showSweeps(List<io.benchlab.core.view.SweepTable> sweeps) {
        sweepTables.getChildren().clear();
        for (io.benchlab.core.view.SweepTable t : sweeps) {
            int n = sweepTables.getChildren().size() / 2;
            Label title = new Label("Sweep of " + t.variable() + ("(all)".equals(t.series()) ? "" : " — " + t.series())
                    + ": median seconds, each value against " + t.variable() + "=" + t.baselineValue()
                    + (t.note() == null ? "" : " (" + t.note() + ")"));
            title.getStyleClass().add("section-title");
            title.setWrapText(true);
            TableView<List<String>> table = Tables.create(n == 0 ? "sweepTable" : "sweepTable" + (n + 1));
            Tables.show(table, ResultTables.sweep(t));
            table.setPrefHeight(Math.min(480, 34 + 30 * (t.lines().size() + 1)));
            sweepTables.getChildren().addAll(title, table);
        }
    }

    /** Selects the Load hosts tab (each host's share of a stream run on agents). */
    public void showLoadHosts() {
        detail.getSelectionModel().select(loadHostsTab);
    }

    /** Selects the Rounds tab (streams run in rounds). */
    public void showRounds() {
        detail.getSelectionModel().select(roundsTab);
    }

    /** Selects the Sessions tab (scripted sessions' time lines and steps). */
    public void showSessions() {
        detail.getSelectionModel().select(sessionsTab);
    }

    /** What the Rounds tab shows: each stream's rounds table. */
    public List<io.benchlab.gui.TableData> roundsTables() {
        return roundsSection.tables();
    }

    /** What the Rounds tab shows: each stream's mysqlslap lines. */
    public List<String> roundsMysqlslap() {
        return roundsSection.mysqlslap();
    }

    /** What the Sessions tab shows: each phase's steps table. */
    public List<io.benchlab.gui.TableData> sessionStepsTables() {
        return sessionsSection.tables();
    }

    /** What the Sessions tab draws: each phase's time line, as shapes (bars carry their step as user data). */
    public List<javafx.scene.layout.Pane> sessionTimelines() {
        return List.copyOf(sessionsSection.timelines());
    }

    /** Selects the Sweep tab (a sweep's verdicts). */
    public void showSweep() {
        detail.getSelectionModel().select(sweepTab);
    }


    /** Disables the tabs that have nothing for the run just opened and selects the first that has something. */
    private void chooseTab() {
        content.forEach((tab, has) -> tab.setDisable(!has.getAsBoolean()));
        content.keySet().stream().filter(t -> !t.isDisable()).findFirst().ifPresent(t -> detail.getSelectionModel().select(t));
    }

    /** The detail tabs as shown (for tests: which are enabled, which is selected). */
    public TabPane detailTabs() {
        return detail;
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
        // what the totals are made of first: a sysbench user reads tps, qps and the statements by class here
        for (ResultTables.Titled t : vm.breakdownProperty().get()) {
            Label title = new Label(t.title());
            title.setWrapText(true);
            title.getStyleClass().add("section-title");
            TableView<List<String>> table = Tables.create(t.id());
            Tables.show(table, t.table());
            double height = 64 + 26 * Math.min(t.table().rows().size(), 12); // header, rows and a horizontal scroll bar
            table.setPrefHeight(height);
            table.setMinHeight(height);
            streamCharts.getChildren().addAll(title, table);
        }
        add(StreamCharts.timeline("Throughput per interval, with the machine below", lines, dark), 520);
        // a cluster run: the selected run's throughput with each node's lag or flow control below, per stream
        ClusterSamples cluster = vm.clusterProperty().get();
        Bundle shown = vm.bundleProperty().get();
        if (cluster != null && !cluster.isEmpty() && shown != null) {
            for (var key : cluster.streams()) {
                add(StreamCharts.clusterTimeline(key.variant() + " · " + key.label() + " · " + key.threads() + "t: throughput, lag or flow control per node",
                        cluster.timeline(key, shown.intervals()), vm.faultsProperty().get().marks(key), dark), 420);
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

    /** Each query's passes, and per stream its throughput with its sessions' thread states stacked below on the same time axis. */
    private void redrawStates() {
        io.benchlab.core.bundle.StateSamples samples = vm.threadStatesProperty().get();
        passes.setText(String.join("\n", samples.passes().stream()
                .map(p -> p.variant() + " · " + p.phase() + " / " + p.operation() + ": " + p.describe()).toList()));
        stateCharts.getChildren().clear();
        Bundle shown = vm.bundleProperty().get();
        if (shown == null) {
            return;
        }
        for (StreamCharts.Line line : StreamCharts.Line.of(vm.streamsProperty().get(), "")) {
            var timeline = samples.timeline(line.stream().key());
            if (timeline != null && !timeline.points().isEmpty()) {
                add(stateCharts, StreamCharts.states(line.label() + ": throughput, and its sessions in each thread state", line, timeline,
                        theme.dark()), 460);
            }
        }
    }

    private void add(org.jfree.chart.JFreeChart chart, double height) {
        add(streamCharts, chart, height);
    }

    private static void add(VBox to, org.jfree.chart.JFreeChart chart, double height) {
        if (chart != null) {
            ChartViewer v = new ChartViewer(chart);
            v.setPrefHeight(height);
            v.setMinHeight(height);
            to.getChildren().add(v);
        }
    }

    public void showStreams() {
        detail.getSelectionModel().select(streamTab);
    }

    /** Selects the Thread states tab. */
    public void showThreadStates() {
        detail.getSelectionModel().select(statesTab);
    }

    /** What the Thread states tab's table shows. */
    public io.benchlab.gui.TableData statesTable() {
        return Tables.data(states);
    }

    /** What the Thread states tab's performance_schema table shows (empty when the run sampled none). */
    public io.benchlab.gui.TableData waitsTable() {
        return Tables.data(waits);
    }

    /** The Thread states tab's charts (one per stream with states), top to bottom. */
    public List<org.jfree.chart.JFreeChart> stateCharts() {
        return stateCharts.getChildren().stream().map(n -> ((ChartViewer) n).getChart()).toList();
    }

    /** The passes each query went through, as the tab shows them. */
    public String queryPasses() {
        return passes.getText();
    }

    /** Selects the Nodes tab (a cluster run's nodes side by side). */
    public void showNodes() {
        detail.getSelectionModel().select(nodesTab);
    }

    /** Selects the Studies tab (the optimizer studies). */
    public void showStudies() {
        detail.getSelectionModel().select(studiesTab);
    }

    /** The Studies tab's titles, one per table, in order. */
    public List<String> studyTitles() {
        return studiesSection.titles();
    }

    /** What the Studies tab's tables show, in order. */
    public List<io.benchlab.gui.TableData> studyTables() {
        return studiesSection.tables();
    }

    /** Selects the Faults tab (what each fault cost, the durability audits). */
    public void showFaults() {
        detail.getSelectionModel().select(faultsTab);
    }

    /** What the Faults tab's tables show: the faults, then the audits. */
    public List<io.benchlab.gui.TableData> faultTables() {
        return faultsSection.tables();
    }

    /** What the Streams tab's table of the workload's own figures shows (NOPM, TPM, efficiency, limits). */
    public io.benchlab.gui.TableData workloadFiguresTable() {
        return workloadSection.rates();
    }

    public io.benchlab.gui.TableData workloadLimitsTable() {
        return workloadSection.limits();
    }

    /** What the Nodes tab shows. */
    public io.benchlab.gui.TableData nodesTable() {
        return Tables.data(nodes);
    }

    /** The charts of the Streams tab, top to bottom. */
    public List<org.jfree.chart.JFreeChart> streamCharts() {
        return streamCharts.getChildren().stream().filter(ChartViewer.class::isInstance).map(n -> ((ChartViewer) n).getChart()).toList();
    }

    /** The tables at the top of the Streams tab (SQL statistics, kinds, counts, errors by class), by id. */
    public java.util.Map<String, io.benchlab.gui.TableData> streamTables() {
        java.util.Map<String, io.benchlab.gui.TableData> out = new java.util.LinkedHashMap<>();
        streamCharts.getChildren().stream().filter(TableView.class::isInstance).forEach(n -> {
            @SuppressWarnings("unchecked")
            TableView<List<String>> t = (TableView<List<String>>) n;
            out.put(t.getId(), Tables.data(t));
        });
        return out;
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
        if (bundle.equals(list.getSelectionModel().getSelectedItem())) {
            vm.open(bundle); // already selected (the list showed it while it ran): read it again, as it is now
        } else {
            list.getSelectionModel().select(bundle);
        }
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
