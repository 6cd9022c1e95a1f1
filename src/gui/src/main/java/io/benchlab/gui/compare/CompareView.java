package io.benchlab.gui.compare;

import io.benchlab.gui.Tables;
import java.nio.file.Path;
import java.util.List;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/** Compare: two bundles (or two variants of one) — EXPLAIN plans next to each other and the counter diff. */
public final class CompareView {
    private final CompareViewModel vm;
    private final VBox root = new VBox(10);
    private final ComboBox<Path> leftBundle;
    private final ComboBox<Path> rightBundle;

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
        timing.textProperty().bind(vm.timingVerdictProperty());
        HBox opRow = new HBox(10, new Label("Query"), op, json, verdict, error);
        opRow.setAlignment(javafx.geometry.Pos.CENTER_LEFT);

        TableView<List<String>> leftPlan = Tables.create("leftPlanTable");
        TableView<List<String>> rightPlan = Tables.create("rightPlanTable");
        vm.planProperty().addListener((o, a, d) -> {
            Tables.show(leftPlan, d.left(), d::differs);
            Tables.show(rightPlan, d.right(), d::differs);
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

        TextField filter = new TextField();
        filter.setId("compareCounterFilter");
        filter.setPromptText("Filter counters…");
        filter.textProperty().bindBidirectional(vm.counterFilterProperty());
        TableView<List<String>> counters = Tables.create("compareCountersTable");
        vm.countersProperty().addListener((o, a, b) -> Tables.show(counters, b));
        Label ct = new Label("Status counters, all phases, A vs B (largest relative change first)");
        ct.getStyleClass().add("section-title");
        VBox counterBox = new VBox(8, new HBox(10, ct, filter), counters);
        VBox.setVgrow(counters, Priority.ALWAYS);
        HBox.setHgrow(filter, Priority.ALWAYS);
        Label pt = new Label("EXPLAIN, A left and B right; differing cells highlighted");
        pt.getStyleClass().add("section-title");
        VBox planBox = new VBox(8, pt, plans);
        VBox.setVgrow(plans, Priority.ALWAYS);
        TableView<List<String>> variables = Tables.create("compareVariablesTable");
        Label vt = new Label("Server variables that differ, A vs B (* = set by the experiment)");
        vt.getStyleClass().add("section-title");
        VBox variablesBox = new VBox(8, vt, variables);
        VBox.setVgrow(variables, Priority.ALWAYS);
        vm.variablesProperty().addListener((o, a, b) -> Tables.show(variables, b));
        // variables first: a changed default can explain the plans and counters below
        SplitPane split = new SplitPane(variablesBox, planBox, counterBox);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.2, 0.6);
        root.getChildren().addAll(pickers, opRow, timing, split);
        VBox.setVgrow(split, Priority.ALWAYS);
        root.setPadding(new Insets(12));
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
