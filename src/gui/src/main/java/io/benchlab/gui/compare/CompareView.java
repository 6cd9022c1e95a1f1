package io.benchlab.gui.compare;

import io.benchlab.gui.Tables;
import java.nio.file.Path;
import java.util.List;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * Compare: two bundles (or two variants of one) — seconds and verdicts per operation, the variable
 * diff, and for the selected operation its plans side by side and its counters; the whole run's
 * counters too.
 */
public final class CompareView {
    private final CompareViewModel vm;
    private final VBox root = new VBox(10);
    private final ComboBox<Path> leftBundle;
    private final ComboBox<Path> rightBundle;
    private final TabPane details = new TabPane();

    public CompareView(CompareViewModel vm, ObservableList<Path> bundles) {
        this.vm = vm;
        leftBundle = bundlePicker("compareLeftBundle", bundles, vm.left());
        rightBundle = bundlePicker("compareRightBundle", bundles, vm.right());
        ComboBox<String> leftVariant = variantPicker("compareLeftVariant", vm.left());
        ComboBox<String> rightVariant = variantPicker("compareRightVariant", vm.right());
        GridPane pickers = new GridPane();
        pickers.setHgap(10);
        pickers.setVgap(6);
        pickers.addRow(0, new Label("A"), leftBundle, leftVariant, new Label("B"), rightBundle, rightVariant);
        GridPane.setHgrow(leftBundle, Priority.ALWAYS);
        GridPane.setHgrow(rightBundle, Priority.ALWAYS);

        CheckBox cold = new CheckBox("Include cold phases");
        cold.setId("compareIncludeCold");
        cold.selectedProperty().bindBidirectional(vm.includeColdProperty());
        pickers.add(cold, 6, 0);

        // timings first: the verdict is what the comparison is for
        TableView<List<String>> timings = Tables.create("compareTimingsTable");
        vm.timingsProperty().addListener((o, a, b) -> {
            Tables.show(timings, b);
            selectRow(timings, vm.figureProperty().get());
        });
        timings.getSelectionModel().selectedItemProperty().addListener((o, a, row) -> {
            if (row != null) {
                vm.figureProperty().set(row.get(0));
            }
        });
        vm.figureProperty().addListener((o, a, b) -> selectRow(timings, b));
        Label tt = new Label();
        tt.textProperty().bind(javafx.beans.binding.Bindings.when(vm.includeColdProperty())
                .then("Verdicts, B against A, on every figure (cold phases included; select a row for its sentence, a query also for its"
                        + " plans and counters below)")
                .otherwise("Verdicts, B against A, on every figure (warm phases; select a row for its sentence, a query also for its plans"
                        + " and counters below)"));
        tt.getStyleClass().add("section-title");
        Label note = new Label();
        note.setId("compareTimingNote");
        note.getStyleClass().add("muted");
        note.textProperty().bind(vm.timingNoteProperty());
        note.managedProperty().bind(note.textProperty().isNotEmpty());
        // the rules behind the table's words, each once, as under compare's table
        Label rules = new Label();
        rules.setId("compareTimingRules");
        rules.getStyleClass().add("muted");
        rules.setWrapText(true);
        rules.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        rules.textProperty().bind(vm.timingRulesProperty());
        rules.managedProperty().bind(rules.textProperty().isNotEmpty());
        javafx.scene.control.ScrollPane rulesScroll = new javafx.scene.control.ScrollPane(rules);
        rulesScroll.setFitToWidth(true);
        rulesScroll.setPrefViewportHeight(64);
        rulesScroll.managedProperty().bind(rules.textProperty().isNotEmpty());
        rulesScroll.visibleProperty().bind(rules.textProperty().isNotEmpty());
        VBox timingBox = new VBox(6, tt, note, timings, rulesScroll);
        VBox.setVgrow(timings, Priority.ALWAYS);

        ComboBox<String> op = new ComboBox<>(vm.operations());
        op.setId("compareOperation");
        op.valueProperty().bindBidirectional(vm.operationProperty());
        Label verdict = new Label();
        verdict.setId("planVerdict");
        verdict.getStyleClass().add("headline");
        verdict.textProperty().bind(vm.planVerdictProperty());
        ToggleButton json = new ToggleButton("JSON");
        json.setId("planJsonToggle");
        Label error = new Label();
        error.getStyleClass().add("error-text");
        error.textProperty().bind(vm.errorProperty());
        Label timing = new Label();
        timing.setId("timingVerdict");
        timing.setWrapText(true);
        timing.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE); // the whole sentence, never "…"
        timing.textProperty().bind(vm.timingVerdictProperty());
        TextField filter = new TextField();
        filter.setId("compareCounterFilter");
        filter.setPromptText("Filter counters…");
        filter.textProperty().bindBidirectional(vm.counterFilterProperty());
        HBox opRow = new HBox(10, new Label("Query"), op, json, verdict, error, filter);
        opRow.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        HBox.setHgrow(filter, Priority.ALWAYS);
        // the selected row's verdict in full sits under the table it explains
        timingBox.getChildren().add(3, timing);

        TableView<List<String>> leftPlan = Tables.create("leftPlanTable");
        TableView<List<String>> rightPlan = Tables.create("rightPlanTable");
        vm.planProperty().addListener((o, a, d) -> {
            // a change of the plan's shape stands out; a drifting estimate is marked more quietly (core's PlanChange rule)
            Tables.styled(leftPlan, d.left(), d::style);
            Tables.styled(rightPlan, d.right(), d::style);
        });
        TextArea leftJson = jsonArea("leftPlanJson", vm.leftJsonProperty());
        TextArea rightJson = jsonArea("rightPlanJson", vm.rightJsonProperty());
        StackPane leftStack = new StackPane(leftPlan, leftJson);
        StackPane rightStack = new StackPane(rightPlan, rightJson);
        leftJson.visibleProperty().bind(json.selectedProperty());
        rightJson.visibleProperty().bind(json.selectedProperty());
        leftPlan.visibleProperty().bind(json.selectedProperty().not());
        rightPlan.visibleProperty().bind(json.selectedProperty().not());
        SplitPane plans = new SplitPane(leftStack, rightStack);

        TableView<List<String>> queryCounters = Tables.create("compareQueryCountersTable");
        vm.queryCountersProperty().addListener((o, a, b) -> Tables.show(queryCounters, b));
        TableView<List<String>> counters = Tables.create("compareCountersTable");
        vm.countersProperty().addListener((o, a, b) -> Tables.show(counters, b));
        TableView<List<String>> states = Tables.create("compareStatesTable");
        vm.statesProperty().addListener((o, a, b) -> Tables.show(states, b));
        TableView<List<String>> bufferPool = Tables.create("compareBufferPoolTable");
        vm.bufferPoolProperty().addListener((o, a, b) -> Tables.show(bufferPool, b));
        TableView<List<String>> waits = Tables.create("compareWaitsTable");
        vm.waitsProperty().addListener((o, a, b) -> Tables.show(waits, b));
        details.getTabs().addAll(
                detailTab("compareTabPlans", "EXPLAIN (A left, B right; differences highlighted)", plans),
                detailTab("compareTabQueryCounters", "Counters of this query (per run)", queryCounters),
                detailTab("compareTabCounters", "Counters of the whole run (warm phases)", counters),
                detailTab("compareTabStates", "Thread states (share of the sessions' time, A → B)", states),
                detailTab("compareTabWaits", "performance_schema waits and stages (share of the sessions' time, A → B)", waits),
                detailTab("compareTabBufferPool", "Buffer pool per query (A beside B, per execution, cold and warm apart)", bufferPool));
        details.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        VBox queryBox = new VBox(6, opRow, details);
        VBox.setVgrow(details, Priority.ALWAYS);

        TableView<List<String>> variables = Tables.create("compareVariablesTable");
        Label vt = new Label("Server variables that differ, A vs B (* = set by the experiment)");
        vt.getStyleClass().add("section-title");
        VBox variablesBox = new VBox(8, vt, variables);
        VBox.setVgrow(variables, Priority.ALWAYS);
        vm.variablesProperty().addListener((o, a, b) -> Tables.show(variables, b));
        // the variables before the details: a changed default can explain the plans and counters below
        SplitPane split = new SplitPane(timingBox, variablesBox, queryBox);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.36, 0.48);
        root.getChildren().addAll(pickers, split);
        VBox.setVgrow(split, Priority.ALWAYS);
        root.setPadding(new Insets(12));
    }

    private static Tab detailTab(String id, String text, javafx.scene.Node content) {
        Tab t = new Tab(text, content);
        t.setId(id);
        return t;
    }

    /** Selects the row of figure {@code op} (if shown), so the table, the sentence and the query picker agree. */
    private static void selectRow(TableView<List<String>> t, String op) {
        List<String> selected = t.getSelectionModel().getSelectedItem();
        if (op == null || (selected != null && selected.get(0).equals(op))) {
            return;
        }
        t.getItems().stream().filter(r -> r.get(0).equals(op)).findFirst().ifPresent(r -> t.getSelectionModel().select(r));
    }

    /** Shows one of the detail tabs: 0 plans, 1 this query's counters, 2 the whole run's. */
    public void showDetail(int index) {
        details.getSelectionModel().select(index);
    }

    private static TextArea jsonArea(String id, javafx.beans.property.StringProperty text) {
        TextArea t = new TextArea();
        t.setId(id);
        t.setEditable(false);
        t.getStyleClass().add("mono");
        t.textProperty().bind(text);
        return t;
    }

    private static ComboBox<Path> bundlePicker(String id, ObservableList<Path> bundles, CompareViewModel.Side side) {
        ComboBox<Path> c = new ComboBox<>(bundles);
        c.setId(id);
        c.setPromptText("Pick a run");
        c.setMaxWidth(Double.MAX_VALUE);
        c.setCellFactory(x -> new NameCell());
        c.setButtonCell(new NameCell());
        c.valueProperty().addListener((o, a, b) -> {
            if (b != null) {
                side.open(b);
            }
        });
        return c;
    }

    private static ComboBox<String> variantPicker(String id, CompareViewModel.Side side) {
        ComboBox<String> c = new ComboBox<>(side.variants());
        c.setId(id);
        c.valueProperty().bindBidirectional(side.variantProperty());
        c.setPrefWidth(160);
        c.setPromptText("variant");
        return c;
    }

    /**
     * Opens both sides on a run when neither has one yet (the run selected in Results): its first
     * variant against its second ({@link CompareViewModel#pairVariants}); a choice already made stays.
     */
    public void openOn(Path run) {
        if (run == null || !vm.empty()) {
            return;
        }
        pick(run, run);
        vm.pairVariants();
    }

    /** Picks the bundles shown on each side (null leaves a side as is). */
    public void pick(Path left, Path right) {
        if (left != null) {
            leftBundle.setValue(left);
        }
        if (right != null) {
            rightBundle.setValue(right);
        }
    }

    private static final class NameCell extends ListCell<Path> {
        @Override
        protected void updateItem(Path p, boolean empty) {
            super.updateItem(p, empty);
            setText(empty || p == null ? null : p.getFileName().toString());
        }
    }

    public VBox root() {
        return root;
    }
}
