package io.benchlab.gui;

import io.benchlab.api.WorkloadPlugin;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.history.History;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.report.ReportFile;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.util.BenchlabHome;
import io.benchlab.core.util.Examples;
import io.benchlab.gui.compare.CompareView;
import io.benchlab.gui.compare.CompareViewModel;
import io.benchlab.gui.editor.EditorView;
import io.benchlab.gui.editor.EditorViewModel;
import io.benchlab.gui.history.HistoryView;
import io.benchlab.gui.history.HistoryViewModel;
import io.benchlab.gui.results.ResultsView;
import io.benchlab.gui.results.ResultsViewModel;
import io.benchlab.gui.run.RunView;
import io.benchlab.gui.run.RunViewModel;
import io.benchlab.gui.targets.TargetsView;
import io.benchlab.gui.targets.TargetsViewModel;
import java.nio.file.Path;
import java.util.List;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;

/** The workbench window: menus and shortcuts around six tabs (Results, Compare, Experiment, Run, Server, History). */
public final class MainWindow {
    private final BenchlabHome home;
    private final AppPrefs prefs;
    private final Theme theme;
    private final ResultsViewModel results;
    private final ResultsView resultsView;
    private final CompareViewModel compare;
    private final CompareView compareView;
    private final EditorViewModel editor;
    private final EditorView editorView;
    private final RunViewModel run;
    private final TargetsViewModel targets;
    private final HistoryViewModel history;
    private final HistoryView historyView;
    /** Reads the run history off the FX thread, one look at a time. */
    private final java.util.concurrent.ExecutorService historyReader = java.util.concurrent.Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "benchlab-gui-history");
        t.setDaemon(true);
        return t;
    });
    private final TabPane tabs = new TabPane();
    private final Tab resultsTab;
    private final Tab compareTab;
    private final Tab editorTab;
    private final Tab runTab;
    private final Tab serverTab;
    private final Tab historyTab;
    private final Menu recentMenu = new Menu("Recent experiments");
    private final Label statusBar = new Label();
    private final BorderPane root = new BorderPane();
    private final FileDialogs dialogs;

    public MainWindow(BenchlabHome home, PluginRegistry plugins, FileDialogs dialogs, AppPrefs prefs, Theme theme, UiThread ui) {
        this.home = home;
        this.prefs = prefs;
        this.theme = theme;
        this.dialogs = dialogs;
        ServerFactory servers = new ServerFactory(home);
        results = new ResultsViewModel(home);
        resultsView = new ResultsView(results, theme);
        compare = new CompareViewModel();
        compareView = new CompareView(compare, results.bundles());
        List<WorkloadPlugin> workloads = plugins.workloads().stream().map(l -> l.provider()).toList();
        editor = new EditorViewModel(workloads);
        editorView = new EditorView(editor, dialogs, this::remember);
        run = new RunViewModel(plugins, servers, home.runs(), ui);
        // a run from the app joins the run history as one from the CLI does (its series judged again)
        run.afterRun(dir -> History.afterRun(home, dir, run::message));
        run.onFinished(outcome -> {
            results.refresh();
            refreshHistoryIfShown();
            if (outcome.bundle() != null) {
                resultsView.select(outcome.bundle());
                if (outcome.status() != RunStatus.FAILED) {
                    tabs.getSelectionModel().select(0);
                }
            }
            statusBar.setText("Run " + outcome.status().label() + (outcome.message() == null ? "" : ": " + outcome.message()));
        });
        // an unknown SSH host key (load hosts, a remote server) is asked about, as run --accept-new-host-key answers it
        run.onUnknownHostKey(key -> HostKeyDialog.ask(root.getScene() == null ? null : root.getScene().getWindow(), key));
        targets = new TargetsViewModel(servers, ui);
        targets.onLiveServer(editor::useLiveServer);
        // the editor's server field lists and fetches versions as the Server tab does (one list, one fetch)
        javafx.beans.binding.Bindings.bindContent(editor.serverVersions(), targets.versions());
        editorView.fetchWith(v -> {
            targets.versionProperty().set(v);
            targets.fetch();
        }, targets::loadVersions, targets.fetchDoneProperty(), targets.fetchStepProperty());
        RunView runView = new RunView(run, theme, this::runExperiment,
                editor.fileProperty().map(p -> "Experiment: " + p).orElse("Experiment: save it on the Experiment tab first"));

        resultsTab = tab("tabResults", "Results", resultsView.root());
        compareTab = tab("tabCompare", "Compare", compareView.root());
        editorTab = tab("tabEditor", "Experiment", editorView.root());
        runTab = tab("tabRun", "Run", runView.root());
        serverTab = tab("tabServer", "Server", new TargetsView(targets).root());
        history = new HistoryViewModel(home, historyReader, ui);
        historyView = new HistoryView(history, theme);
        historyTab = tab("tabHistory", "History", historyView.root());
        // a change opens the comparison of the run before it with its run, on its variant and figure
        history.onCompare(req -> {
            compareView.pick(req.before(), req.after());
            compare.left().variantProperty().set(req.variant());
            compare.right().variantProperty().set(req.variant());
            compare.selectFigure(req.figures());
            tabs.getSelectionModel().select(compareTab);
        });
        historyTab.setOnSelectionChanged(e -> refreshHistoryIfShown());
        tabs.getTabs().addAll(resultsTab, compareTab, editorTab, runTab, serverTab, historyTab);
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        // the Compare tab opens on the run selected in Results (its variants A and B), not empty until picked by hand
        tabs.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (b == compareTab && results.bundleProperty().get() != null) {
                compareView.openOn(results.bundleProperty().get().dir());
            }
        });
        tabs.setId("mainTabs");

        statusBar.setId("statusBar");
        statusBar.setText("HOME " + home.root() + " · " + workloads.size() + " workload plugin(s)"
                + (plugins.problems().isEmpty() ? "" : " · " + plugins.problems().size() + " plugin problem(s)"));
        HBox status = new HBox(statusBar);
        status.getStyleClass().add("status-bar");
        status.setPadding(new Insets(4, 12, 4, 12));
        root.setTop(menus());
        root.setCenter(tabs);
        root.setBottom(status);
        root.getStyleClass().add("app-root");
        results.refresh();
        results.watch(ui); // a run started from the CLI appears, one that ends says so
        // the first status check may extract the embedded binaries: only when the Server tab is opened
        // a run takes the profile and may start or stop its server: the Server tab says so once checked
        run.runningProperty().addListener((o, was, now) -> {
            if (!"unknown".equals(targets.statusProperty().get())) {
                targets.refresh();
            }
        });
        serverTab.setOnSelectionChanged(e -> {
            if (serverTab.isSelected() && "unknown".equals(targets.statusProperty().get())) {
                targets.refresh();
            }
        });
        rebuildRecent();
    }

    /** The History tab reads the index again when it is shown, and when a run ends while it is. */
    private void refreshHistoryIfShown() {
        if (historyTab.isSelected()) {
            history.refresh();
        }
    }

    private static Tab tab(String id, String text, javafx.scene.Node content) {
        Tab t = new Tab(text, content);
        t.setId(id);
        return t;
    }

    private MenuBar menus() {
        MenuItem newExp = item("New experiment", "Shortcut+N", () -> {
            editor.reset();
            tabs.getSelectionModel().select(2);
        });
        MenuItem openExp = item("Open experiment…", "Shortcut+Shift+O", () -> dialogs.openExperiment().ifPresent(this::openExperiment));
        Menu openExample = new Menu("Open example");
        openExample.setId("openExampleMenu");
        Examples examples = new Examples(home);
        try {
            for (String name : examples.names()) {
                MenuItem m = new MenuItem(name.replaceFirst("\\.yaml$", ""));
                m.setMnemonicParsing(false);
                m.setOnAction(e -> openExample(examples, name));
                openExample.getItems().add(m);
            }
        } catch (BenchlabException e) {
            openExample.setDisable(true);
        }
        MenuItem openBundle = item("Open run bundle…", "Shortcut+O", () -> dialogs.openBundle().ifPresent(this::openBundle));
        MenuItem save = item("Save experiment", "Shortcut+S", () -> editorView.save(false));
        MenuItem export = item("Export HTML report…", "Shortcut+E", this::exportReport);
        export.setId("exportReport");
        MenuItem quit = item("Quit", "Shortcut+Q", () -> root.getScene().getWindow().hide());
        Menu file = new Menu("File", null, newExp, openExp, openExample, recentMenu, save, new SeparatorMenuItem(), openBundle,
                export, new SeparatorMenuItem(), quit);
        MenuItem runIt = item("Run experiment", "Shortcut+R", this::runExperiment);
        MenuItem cancel = item("Cancel run", "Shortcut+PERIOD", run::cancel);
        Menu runMenu = new Menu("Run", null, runIt, cancel);
        CheckMenuItem dark = new CheckMenuItem("Dark theme");
        dark.setAccelerator(KeyCombination.keyCombination("Shortcut+Shift+D"));
        dark.selectedProperty().bindBidirectional(theme.darkProperty());
        dark.setOnAction(e -> prefs.dark(theme.dark()));
        MenuItem refresh = item("Refresh runs", "F5", results::refresh);
        Menu view = new Menu("View", null, dark, refresh, new SeparatorMenuItem(),
                item("Results", "Shortcut+1", () -> tabs.getSelectionModel().select(0)),
                item("Compare", "Shortcut+2", () -> tabs.getSelectionModel().select(1)),
                item("Experiment", "Shortcut+3", () -> tabs.getSelectionModel().select(2)),
                item("Run", "Shortcut+4", () -> tabs.getSelectionModel().select(3)),
                item("Server", "Shortcut+5", () -> tabs.getSelectionModel().select(4)),
                item("History", "Shortcut+6", () -> tabs.getSelectionModel().select(5)));
        MenuBar bar = new MenuBar(file, runMenu, view);
        bar.setUseSystemMenuBar(true);
        return bar;
    }

    private static MenuItem item(String text, String accel, Runnable action) {
        MenuItem m = new MenuItem(text);
        m.setAccelerator(KeyCombination.keyCombination(accel));
        m.setOnAction(e -> action.run());
        return m;
    }

    /** Writes the HTML report of what is on screen (the selected run, or the two compared runs). */
    public void exportReport() {
        boolean comparing = tabs.getSelectionModel().getSelectedItem() == compareTab;
        List<Bundle> bundles = ReportExport.onScreen(comparing, results.bundleProperty().get(),
                compare.left().bundleProperty().get(), compare.right().bundleProperty().get());
        if (bundles.isEmpty()) {
            statusBar.setText(comparing ? "Pick runs on both sides to export a comparison" : "Select a run to export its report");
            return;
        }
        dialogs.saveReport(ReportExport.suggestedName(bundles)).ifPresent(target -> {
            try {
                ReportFile.write(target, bundles, null);
                statusBar.setText("Report written to " + target);
            } catch (BenchlabException e) {
                statusBar.setText(e.getMessage());
            }
        });
    }

    /** Saves the edited experiment if needed, then runs it in the background and shows the Run tab. */
    public void runExperiment() {
        if (run.runningProperty().get()) {
            return;
        }
        if (!editorView.save(false)) {
            tabs.getSelectionModel().select(editorTab);
            return;
        }
        tabs.getSelectionModel().select(runTab);
        run.start(editor.fileProperty().get());
    }

    public void openExperiment(Path p) {
        try {
            editor.load(p);
            remember(p);
        } catch (io.benchlab.core.BenchlabException e) {
            editor.statusProperty().set(e.getMessage());
        }
        tabs.getSelectionModel().select(editorTab);
    }

    /** Opens a shipped example (unpacked once into HOME/examples, so the user's edits there are kept). */
    public void openExample(Examples examples, String name) {
        try {
            openExperiment(examples.open(name));
        } catch (BenchlabException e) {
            statusBar.setText(e.getMessage());
        }
    }

    public void openBundle(Path p) {
        resultsView.select(p);
        tabs.getSelectionModel().select(resultsTab);
    }

    private void remember(Path p) {
        prefs.addRecent(p);
        rebuildRecent();
    }

    private void rebuildRecent() {
        recentMenu.getItems().clear();
        for (Path p : prefs.recent()) {
            MenuItem m = new MenuItem(p.getFileName() + "  —  " + p.getParent());
            m.setOnAction(e -> openExperiment(p));
            recentMenu.getItems().add(m);
        }
        recentMenu.setDisable(recentMenu.getItems().isEmpty());
    }

    public Scene scene(double w, double h) {
        Scene s = new Scene(root, w, h);
        theme.apply(s);
        return s;
    }

    public void shutdown() {
        results.stopWatching();
        historyReader.shutdownNow();
        run.shutdown();
        targets.shutdown();
        prefs.flush();
    }

    public BorderPane root() {
        return root;
    }

    public TabPane tabs() {
        return tabs;
    }

    public ResultsViewModel results() {
        return results;
    }

    public ResultsView resultsView() {
        return resultsView;
    }

    public CompareView compareView() {
        return compareView;
    }

    public CompareViewModel compare() {
        return compare;
    }

    public EditorViewModel editor() {
        return editor;
    }

    public RunViewModel run() {
        return run;
    }

    public HistoryViewModel history() {
        return history;
    }

    public HistoryView historyView() {
        return historyView;
    }

    public TargetsViewModel targets() {
        return targets;
    }

    public BenchlabHome home() {
        return home;
    }
}
