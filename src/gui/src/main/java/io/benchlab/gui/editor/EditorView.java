package io.benchlab.gui.editor;

import io.benchlab.api.WorkloadPlugin;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.experiment.ExperimentFields;
import io.benchlab.gui.FileDialogs;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.control.cell.TextFieldTableCell;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** Experiment editor: workload form on the left, variants grid (settings × variants) on the right. */
public final class EditorView {
    private final EditorViewModel vm;
    private final FileDialogs dialogs;
    private final Consumer<Path> onSaved;
    private final SplitPane root = new SplitPane();
    private final GridPane paramGrid = new GridPane();
    private final TableView<SettingRow> grid = new TableView<>();
    private final Label status = new Label();
    private SettingCompletion completion;
    /** Fetches the version named in the server field (the main window hands the Server tab's fetch over). */
    private Consumer<String> fetchVersion = v -> { };
    /** Asks for the list of versions (the Server tab's), when the field opens with none. */
    private Runnable listVersions = () -> { };
    private final javafx.scene.control.ProgressBar fetchBar = new javafx.scene.control.ProgressBar();
    private final Label fetchStep = new Label();

    public EditorView(EditorViewModel vm, FileDialogs dialogs, Consumer<Path> onSaved) {
        this.vm = vm;
        this.dialogs = dialogs;
        this.onSaved = onSaved;
        Button open = new Button("Open…");
        open.setId("editorOpen");
        open.setOnAction(e -> open());
        Button save = new Button("Save");
        save.setId("editorSave");
        save.getStyleClass().add("accent");
        save.setOnAction(e -> save(false));
        Button saveAs = new Button("Save as…");
        saveAs.setOnAction(e -> save(true));
        Label fileLabel = new Label();
        fileLabel.getStyleClass().add("muted");
        fileLabel.textProperty().bind(vm.fileProperty().map(p -> p.toString()).orElse("unsaved"));
        HBox bar = new HBox(8, open, save, saveAs, fileLabel);
        bar.setAlignment(Pos.CENTER_LEFT);

        TextField name = new TextField();
        name.setId("experimentName");
        name.textProperty().bindBidirectional(vm.nameProperty());
        TextField description = new TextField();
        description.setId("experimentDescription");
        description.textProperty().bindBidirectional(vm.descriptionProperty());
        ComboBox<WorkloadPlugin> plugin = new ComboBox<>();
        plugin.setId("pluginChoice");
        plugin.getItems().setAll(vm.plugins());
        plugin.setCellFactory(x -> new PluginCell());
        plugin.setButtonCell(new PluginCell());
        plugin.valueProperty().bindBidirectional(vm.pluginProperty());
        plugin.setMaxWidth(Double.MAX_VALUE);
        // every workload in view when the list opens (nineteen built in), not ten and a scroll bar
        plugin.setVisibleRowCount(Math.min(24, Math.max(10, plugin.getItems().size())));
        Label pluginDescription = new Label();
        pluginDescription.setWrapText(true);
        pluginDescription.getStyleClass().add("muted");
        pluginDescription.textProperty().bind(vm.pluginProperty().map(WorkloadPlugin::description).orElse(""));

        GridPane head = form();
        head.addRow(0, new Label("Name"), name);
        head.add(fieldError(EditorViewModel.NAME), 1, 1);
        head.addRow(2, new Label("Description"), description);
        head.addRow(3, new Label("Workload"), plugin);
        head.add(pluginDescription, 1, 4);
        head.add(fieldError(EditorViewModel.WORKLOAD), 1, 5);
        ComboBox<String> version = new ComboBox<>(vm.serverVersions());
        version.setId("editorServerVersion");
        version.setEditable(true);
        version.setPromptText("the file's server (built-in MariaDB unless the file names one)");
        version.setMaxWidth(Double.MAX_VALUE);
        version.setTooltip(fieldTip("server.version"));
        version.getEditor().textProperty().bindBidirectional(vm.serverVersionProperty());
        version.valueProperty().addListener((o, was, now) -> {
            if (now != null) {
                vm.serverVersionProperty().set(now.strip().split("\\s+")[0]); // a listed line ("mysql-9.7.4  available …") → its name
            }
        });
        version.setOnShowing(e -> {
            if (vm.serverVersions().isEmpty()) {
                listVersions.run();
            }
        });
        Button fetch = new Button("Fetch");
        fetch.setId("editorServerFetch");
        fetch.disableProperty().bind(vm.serverVersionProperty().isEmpty());
        fetch.setOnAction(e -> fetchVersion.accept(vm.serverVersionProperty().get().strip()));
        fetchBar.setPrefWidth(160);
        fetchBar.setVisible(false);
        HBox versionRow = new HBox(8, version, fetch, fetchBar, fetchStep);
        versionRow.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(version, javafx.scene.layout.Priority.ALWAYS);
        head.addRow(6, new Label("Server version"), versionRow);
        head.add(fieldError(EditorViewModel.SERVER_VERSION), 1, 7);

        paramGrid.setHgap(10);
        paramGrid.setVgap(4);
        vm.parameters().addListener((ListChangeListener<ParamField>) c -> buildParams());
        buildParams();

        CheckBox cold = new CheckBox("Cold run first (restart, caches emptied)");
        cold.setId("coldCheck");
        cold.selectedProperty().bindBidirectional(vm.coldProperty());
        Spinner<Integer> warm = new Spinner<>(0, 1000, vm.warmProperty().get());
        warm.setId("warmSpinner");
        warm.setEditable(true);
        warm.valueProperty().addListener((o, a, b) -> vm.warmProperty().set(b));
        vm.warmProperty().addListener((o, a, b) -> warm.getValueFactory().setValue(b.intValue()));
        TextField threads = new TextField();
        threads.setId("streamThreads");
        threads.setPromptText("threads");
        threads.textProperty().bindBidirectional(vm.streamThreadsProperty());
        TextField duration = new TextField();
        duration.setId("streamDuration");
        duration.setPromptText("e.g. 30s");
        duration.textProperty().bindBidirectional(vm.streamDurationProperty());
        // what the file takes and does by default, from the one catalog of fields the docs are generated from
        cold.setTooltip(fieldTip("phases.cold"));
        warm.setTooltip(fieldTip("phases.warm"));
        threads.setTooltip(fieldTip("stream.threads"));
        duration.setTooltip(fieldTip("stream.duration"));
        GridPane phases = form();
        phases.addRow(0, new Label("Phases"), cold);
        phases.addRow(1, new Label("Warm runs"), warm);
        phases.add(fieldError(EditorViewModel.PHASES), 1, 2);
        phases.addRow(3, new Label("Stream threads"), threads);
        phases.add(fieldError(EditorViewModel.THREADS), 1, 4);
        phases.addRow(5, new Label("Stream duration"), duration);
        phases.add(fieldError(EditorViewModel.DURATION), 1, 6);

        status.setId("editorStatus");
        // refusals in red, "Saved …" / "Loaded …" as a quiet note
        status.textProperty().addListener((o, a, b) -> {
            status.getStyleClass().removeAll("error-text", "muted");
            status.getStyleClass().add(b.startsWith("cannot") || b.startsWith("error") ? "error-text" : "muted");
        });
        status.textProperty().bind(vm.statusProperty());
        status.setWrapText(true);
        status.managedProperty().bind(status.textProperty().isNotEmpty());

        // the status sits under the buttons: a refused save is seen without scrolling; each problem is also at its field
        VBox left = new VBox(12, bar, status, head, section("Parameters"), paramGrid, section("Phases and streams"), phases,
                fieldError(EditorViewModel.EXPERIMENT));
        left.setPadding(new Insets(12));
        ScrollPane leftScroll = new ScrollPane(left);
        leftScroll.setFitToWidth(true);

        grid.setId("variantsGrid");
        grid.setEditable(true);
        grid.setItems(vm.settings());
        grid.setPlaceholder(new Label("No settings yet: “Add setting”, then type a value per variant"));
        vm.variants().addListener((ListChangeListener<String>) c -> buildColumns());
        buildColumns();
        Button addVariant = new Button("Add variant");
        addVariant.setId("addVariant");
        addVariant.setOnAction(e -> vm.addVariant("V" + (vm.variants().size() + 1)));
        Button addSetting = new Button("Add setting");
        addSetting.setId("addSetting");
        TextField settingName = new TextField();
        settingName.setId("newSettingName");
        settingName.setPromptText("innodb_buffer_pool_size");
        settingName.setTooltip(new Tooltip("Start the server (Server tab) to get the names it knows, with their descriptions"));
        addSetting.setOnAction(e -> {
            String n = settingName.getText().isBlank() ? "setting" : settingName.getText().trim();
            vm.addSetting(n);
            settingName.clear();
            completion.hide();
        });
        completion = new SettingCompletion(vm, settingName);
        Button flags = new Button("optimizer_switch…");
        flags.setMnemonicParsing(false);
        flags.setId("optimizerFlags");
        flags.disableProperty().bind(javafx.beans.binding.Bindings.isEmpty(vm.optimizerFlags()));
        flags.setTooltip(new Tooltip("Flags read from the running server (start it on the Server tab)"));
        flags.setOnAction(e -> editFlags());
        Button removeRow = new Button("Remove setting");
        removeRow.setOnAction(e -> {
            SettingRow r = grid.getSelectionModel().getSelectedItem();
            if (r != null) {
                vm.settings().remove(r);
            }
        });
        HBox gridBar = new HBox(8, settingName, addSetting, removeRow, addVariant, flags);
        gridBar.setAlignment(Pos.CENTER_LEFT);
        Label hint = new Label("Variants are columns. Double-click a cell to edit it (Enter to keep); blank means not set in that variant. Right-click a variant's header to rename or remove it.");
        hint.getStyleClass().add("muted");
        hint.setWrapText(true);
        VBox right = new VBox(10, section("Variants"), gridBar, grid, fieldError(EditorViewModel.VARIANTS), hint);
        VBox.setVgrow(grid, Priority.ALWAYS);
        right.setPadding(new Insets(12));
        root.getItems().addAll(leftScroll, right);
        root.setDividerPositions(0.45);
    }

    /** The problems of one field, under it; takes no room while there are none. */
    /**
     * Lets the server field fetch the version it names and list the versions to choose from, showing
     * the fetch's progress: the main window hands over the Server tab's (features never import each other).
     */
    public void fetchWith(Consumer<String> fetch, Runnable list, javafx.beans.value.ObservableDoubleValue done,
                          javafx.beans.value.ObservableStringValue step) {
        this.fetchVersion = fetch;
        this.listVersions = list;
        fetchBar.progressProperty().bind(done);
        fetchStep.textProperty().bind(step);
        fetchBar.visibleProperty().bind(javafx.beans.binding.Bindings.isNotEmpty(step));
    }

    private Label fieldError(String field) {
        Label err = new Label();
        err.setId("error-" + field);
        err.getStyleClass().add("error-text");
        err.setWrapText(true);
        err.textProperty().bind(javafx.beans.binding.Bindings.valueAt(vm.fieldErrors(), field).orElse(""));
        err.managedProperty().bind(err.textProperty().isNotEmpty());
        err.visibleProperty().bind(err.textProperty().isNotEmpty());
        return err;
    }

    /** The field's row of {@link ExperimentFields}: what it is, its type, default and limit. */
    private static Tooltip fieldTip(String path) {
        ExperimentFields.Field f = ExperimentFields.of(path).orElseThrow();
        return new Tooltip(f.path() + ": " + f.about() + "\n" + f.type() + " · default " + f.defaultValue() + " · " + f.limit());
    }

    private static Label section(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("section-title");
        return l;
    }

    private static GridPane form() {
        GridPane g = new GridPane();
        g.setHgap(10);
        g.setVgap(8);
        javafx.scene.layout.ColumnConstraints c0 = new javafx.scene.layout.ColumnConstraints(120);
        javafx.scene.layout.ColumnConstraints c1 = new javafx.scene.layout.ColumnConstraints();
        c1.setHgrow(Priority.ALWAYS);
        g.getColumnConstraints().addAll(c0, c1);
        return g;
    }

    private void buildParams() {
        paramGrid.getChildren().clear();
        paramGrid.getColumnConstraints().setAll(new javafx.scene.layout.ColumnConstraints(120), grow());
        int row = 0;
        for (ParamField f : vm.parameters()) {
            Label l = new Label(f.spec().name() + (f.spec().required() ? " *" : ""));
            l.setTooltip(new Tooltip(f.spec().description()));
            javafx.scene.control.Control t = input(f);
            t.setId("param-" + f.spec().name());
            t.setTooltip(new Tooltip(f.spec().description()));
            Label help = new Label(f.spec().description());
            help.getStyleClass().add("muted");
            help.setWrapText(true);
            Label err = new Label();
            err.getStyleClass().add("error-text");
            err.setId("error-param-" + f.spec().name());
            err.textProperty().bind(f.errorProperty());
            err.managedProperty().bind(f.errorProperty().isNotEmpty());
            f.errorProperty().addListener((o, a, b) -> t.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("invalid"), !b.isEmpty()));
            paramGrid.add(l, 0, row);
            paramGrid.add(t, 1, row++);
            paramGrid.add(help, 1, row++);
            paramGrid.add(err, 1, row++);
        }
    }

    /**
     * The widget a parameter's type asks for: a check box for a yes/no, a choice box for a fixed set, a text
     * field otherwise. Each edits the field's text, so validation and saving are the same for all.
     */
    private static javafx.scene.control.Control input(ParamField f) {
        if (f.isBoolean()) {
            CheckBox box = new CheckBox(f.defaultText().isEmpty() ? "" : "default: " + f.defaultText());
            box.setSelected(Boolean.parseBoolean(f.textProperty().get().isBlank() ? f.defaultText() : f.textProperty().get()));
            box.selectedProperty().addListener((o, a, b) -> f.textProperty().set(String.valueOf(b)));
            f.textProperty().addListener((o, a, b) -> box.setSelected(Boolean.parseBoolean(b.isBlank() ? f.defaultText() : b)));
            return box;
        }
        if (f.isChoice()) {
            ComboBox<String> choice = new ComboBox<>();
            choice.getItems().setAll(f.spec().choices());
            choice.setValue(f.textProperty().get().isBlank() ? f.defaultText() : f.textProperty().get());
            choice.valueProperty().addListener((o, a, b) -> f.textProperty().set(b == null ? "" : b));
            f.textProperty().addListener((o, a, b) -> choice.setValue(b.isBlank() ? f.defaultText() : b));
            return choice;
        }
        TextField t = new TextField();
        t.setPromptText(f.defaultText().isEmpty() ? f.spec().type().name().toLowerCase(java.util.Locale.ROOT) : f.defaultText());
        t.textProperty().bindBidirectional(f.textProperty());
        return t;
    }

    private static javafx.scene.layout.ColumnConstraints grow() {
        javafx.scene.layout.ColumnConstraints c = new javafx.scene.layout.ColumnConstraints();
        c.setHgrow(Priority.ALWAYS);
        return c;
    }

    private void buildColumns() {
        grid.getColumns().clear();
        TableColumn<SettingRow, String> nameCol = new TableColumn<>("Setting");
        nameCol.setCellValueFactory(cd -> cd.getValue().nameProperty());
        nameCol.setCellFactory(TextFieldTableCell.forTableColumn());
        nameCol.setPrefWidth(220);
        grid.getColumns().add(nameCol);
        for (String v : vm.variants()) {
            TableColumn<SettingRow, String> c = new TableColumn<>(v);
            c.setCellValueFactory(cd -> cd.getValue().value(v));
            c.setCellFactory(TextFieldTableCell.forTableColumn());
            c.setPrefWidth(150);
            javafx.scene.control.MenuItem rename = new javafx.scene.control.MenuItem("Rename variant…");
            rename.setOnAction(e -> {
                javafx.scene.control.TextInputDialog d = new javafx.scene.control.TextInputDialog(v);
                d.setHeaderText("Rename variant " + v);
                d.showAndWait().ifPresent(n -> vm.renameVariant(v, n.trim()));
            });
            javafx.scene.control.MenuItem remove = new javafx.scene.control.MenuItem("Remove variant");
            remove.setOnAction(e -> vm.removeVariant(v));
            c.setContextMenu(new javafx.scene.control.ContextMenu(rename, remove));
            grid.getColumns().add(c);
        }
    }

    /** optimizer_switch flags of the selected variant as checkboxes (flags from the live server). */
    private void editFlags() {
        String variant = vm.variants().get(0);
        var focused = grid.getFocusModel().getFocusedCell();
        if (focused != null && focused.getColumn() > 0 && focused.getColumn() - 1 < vm.variants().size()) {
            variant = vm.variants().get(focused.getColumn() - 1);
        }
        SettingRow row = vm.settings().stream().filter(r -> r.nameProperty().get().equals("optimizer_switch")).findFirst()
                .orElseGet(() -> vm.addSetting("optimizer_switch"));
        Map<String, String> current = io.benchlab.core.settings.OptimizerSwitch.parse(row.value(variant).get());
        Dialog<ButtonType> d = new Dialog<>();
        d.setTitle("optimizer_switch · " + variant);
        d.setHeaderText("Flags to set in variant " + variant + " (unchecked and untouched flags keep the server default)");
        FlowPane boxes = new FlowPane(12, 8);
        boxes.setPrefWrapLength(560);
        List<CheckBox> checks = vm.optimizerFlags().stream().map(f -> {
            CheckBox cb = new CheckBox(f);
            cb.setAllowIndeterminate(true);
            String val = current.get(f);
            cb.setIndeterminate(val == null);
            cb.setSelected("on".equals(val));
            return cb;
        }).toList();
        boxes.getChildren().addAll(checks);
        d.getDialogPane().setContent(boxes);
        d.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        String target = variant;
        d.showAndWait().filter(b -> b == ButtonType.OK).ifPresent(b -> row.value(target).set(String.join(",", checks.stream()
                .filter(cb -> !cb.isIndeterminate()).map(cb -> cb.getText() + "=" + (cb.isSelected() ? "on" : "off")).toList())));
    }

    private void open() {
        dialogs.openExperiment().ifPresent(p -> {
            try {
                vm.load(p);
            } catch (BenchlabException e) {
                vm.statusProperty().set(e.getMessage());
            }
        });
    }

    /** Saves (asking where when the experiment has no file yet); returns whether it was written. */
    public boolean save(boolean ask) {
        Path target = vm.fileProperty().get();
        if (ask || target == null) {
            target = dialogs.saveExperiment(vm.nameProperty().get() + ".yaml").orElse(null);
        }
        if (target == null) {
            return false;
        }
        try {
            vm.save(target);
            onSaved.accept(target);
            return true;
        } catch (BenchlabException e) {
            vm.statusProperty().set(e.getMessage());
            return false;
        }
    }

    private static final class PluginCell extends ListCell<WorkloadPlugin> {
        @Override
        protected void updateItem(WorkloadPlugin p, boolean empty) {
            super.updateItem(p, empty);
            setText(empty || p == null ? null : p.id());
        }
    }

    public SplitPane root() {
        return root;
    }

}
