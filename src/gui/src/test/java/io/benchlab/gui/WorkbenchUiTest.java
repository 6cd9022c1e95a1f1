package io.benchlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.experiment.Experiment;
import io.benchlab.core.experiment.ExperimentFile;
import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.run.ExperimentRunner;
import io.benchlab.core.run.RunControl;
import io.benchlab.core.run.RunListener;
import io.benchlab.core.run.RunOutcome;
import io.benchlab.core.run.StreamEngineExecutor;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.util.BenchlabHome;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Drives the real window, headless (Monocle), against a real embedded MariaDB in a throw-away
 * BENCHLAB_HOME: make an experiment in the form, run it, read the results, compare plans and
 * counters, see a throughput boxplot; saves screenshots of each view.
 */
@ExtendWith(ApplicationExtension.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class WorkbenchUiTest {
    private static Path home;
    private static PluginRegistry plugins;
    private static Path sqlRunBundle;
    private static Path sqlRun2Bundle;
    private static Path streamBundle;

    private MainWindow window;
    private Stage stage;
    private final FakeDialogs dialogs = new FakeDialogs();

    @BeforeAll
    static void home() throws Exception {
        home = Files.createTempDirectory("benchlab-gui-test-home");
        plugins = PluginRegistry.load(WorkbenchUiTest.class.getClassLoader(), List.of());
        Path exp = home.resolve("experiments");
        TestHomes.writeSqlFixture(exp);
    }

    @AfterAll
    static void stopServers() {
        TestHomes.clearUp(home, plugins, ServerSpec.embedded());
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        window = TestHomes.show(stage, home, plugins, dialogs, "gui-test", 860);
    }

    private void select(FxRobot robot, int tab) {
        robot.interact(() -> window.tabs().getSelectionModel().select(tab));
    }

    @SuppressWarnings("unchecked")
    private static TableView<List<String>> table(FxRobot robot, String id) {
        return (TableView<List<String>>) robot.lookup(id).query();
    }

    private static String text(FxRobot robot, String id) {
        return ((Label) robot.lookup(id).query()).getText();
    }

    @Test
    @Order(1)
    void createAnExperimentFromThePluginFormAndSaveIt(FxRobot robot) throws Exception {
        select(robot, 2);
        robot.clickOn("#pluginChoice").clickOn("sql-file");
        assertEquals("sql-file", window.editor().pluginProperty().get().id());
        robot.doubleClickOn("#experimentName").eraseText(20).write("ui-made");
        Path target = home.resolve("experiments").resolve("ui-made.yaml");
        dialogs.nextSave = target;
        robot.clickOn("#editorSave");
        // queries is required: the form says so and nothing is written
        assertTrue(text(robot, "#editorStatus").contains("'queries' is required"), text(robot, "#editorStatus"));
        assertFalse(Files.exists(target));
        robot.clickOn("#param-queries").write("queries.sql");
        robot.clickOn("#param-setup").write("setup.sql");
        robot.clickOn("#param-repetitions").write("x");
        assertFalse(window.editor().parameter("repetitions").errorProperty().get().isEmpty());
        robot.doubleClickOn("#param-repetitions").eraseText(3);
        robot.clickOn("#coldCheck");
        robot.clickOn("#coldCheck");
        robot.clickOn("#newSettingName").write("optimizer_switch");
        robot.clickOn("#addSetting");
        robot.clickOn("#addVariant");
        robot.interact(() -> window.editor().settings().get(0).value("V2").set("derived_merge=off"));
        robot.interact(() -> window.editor().warmProperty().set(1));
        Screenshots.save(robot, stage.getScene(), "editor");
        robot.clickOn("#editorSave");
        assertTrue(Files.exists(target), text(robot, "#editorStatus"));
        Experiment e = ExperimentFile.read(target).experiment();
        assertEquals("ui-made", e.name());
        assertEquals("queries.sql", e.workload().parameters().get("queries"));
        assertEquals(1, e.phases().warmOrDefault());
        assertEquals(List.of("A", "V2"), e.variants().stream().map(Experiment.VariantSpec::name).toList());
        assertEquals("derived_merge=off", e.variants().get(1).settings().get("optimizer_switch"));
    }

    @Test
    @Order(2)
    void runTheExperimentOnTheEmbeddedServerAndSeeTheResults(FxRobot robot) throws Exception {
        Path file = home.resolve("experiments").resolve("ui-made.yaml");
        assertTrue(Files.exists(file), "test 1 saves the experiment this one runs");
        dialogs.nextOpen = file;
        robot.clickOn("File").clickOn("Open experiment…");
        assertEquals(file, window.editor().fileProperty().get());
        robot.press(javafx.scene.input.KeyCode.CONTROL, javafx.scene.input.KeyCode.R).release(javafx.scene.input.KeyCode.R,
                javafx.scene.input.KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> window.run().runningProperty().get()
                || window.run().outcomeProperty().get() != null || !window.run().errorProperty().get().isEmpty());
        // generous upper bound for a first start that extracts MariaDB; not a speed assertion
        WaitForAsyncUtils.waitFor(600, TimeUnit.SECONDS, () -> !window.run().runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("", window.run().errorProperty().get());
        RunOutcome outcome = window.run().outcomeProperty().get();
        assertNotNull(outcome);
        assertEquals(RunStatus.COMPLETE, outcome.status(), outcome.message());
        sqlRunBundle = outcome.bundle();
        assertEquals(8, table(robot, "#runTable").getItems().size(), "2 variants × (cold + 1 warm) × 2 queries");
        // on finish the bundle opens in Results
        assertEquals(0, window.tabs().getSelectionModel().getSelectedIndex());
        select(robot, 3);
        Screenshots.save(robot, stage.getScene(), "run");
        select(robot, 0);
        WaitForAsyncUtils.waitForFxEvents();
        TableView<List<String>> totals = table(robot, "#totalsTable");
        assertEquals(List.of("Variant", "Cold", "Run1"), totals.getColumns().stream().map(c -> c.getText()).toList());
        assertEquals(List.of("A", "V2"), totals.getItems().stream().map(r -> r.get(0)).toList());
        assertTrue(Double.parseDouble(totals.getItems().get(0).get(1)) > 0);
        Screenshots.save(robot, stage.getScene(), "results");
        // the variable diff leads: V2's derived_merge=off is the only difference between the two variants' servers
        TableView<List<String>> vars = table(robot, "#variablesTable");
        assertEquals(1, vars.getItems().size(), vars.getItems().toString());
        assertEquals("optimizer_switch.derived_merge", vars.getItems().get(0).get(0));
        assertTrue(vars.getItems().get(0).get(1).startsWith("on"), vars.getItems().toString());
        assertEquals("off *", vars.getItems().get(0).get(2));
        assertTrue(text(robot, "#variablesTitle").startsWith("Server variables that differ between the variants: 1 optimizer_switch flag (Variables tab"),
                text(robot, "#variablesTitle"));
        // Monocle does not raise context-menu events from the robot: fire the table's menu item itself
        robot.interact(() -> totals.getContextMenu().getItems().stream().filter(m -> m.getText().equals("Copy as Markdown"))
                .findFirst().orElseThrow().fire());
        String[] clip = new String[1];
        robot.interact(() -> clip[0] = javafx.scene.input.Clipboard.getSystemClipboard().getString());
        assertTrue(clip[0].startsWith("| Variant | Cold | Run1 |\n|---|---|---|\n| A | "), clip[0]);
        robot.interact(() -> window.resultsView().showCounters());
        robot.clickOn("#counterFilter").write("handler");
        TableView<List<String>> counters = table(robot, "#countersTable");
        assertFalse(counters.getItems().isEmpty());
        assertTrue(counters.getItems().stream().allMatch(r -> r.get(0).toLowerCase().contains("handler")));
        assertEquals(List.of("Counter", "A", "V2", "Change"), counters.getColumns().stream().map(c -> c.getText()).toList());
        Screenshots.save(robot, stage.getScene(), "results-counters");
    }

    private static RunOutcome runDirect(String name, String yaml) throws Exception {
        Path f = home.resolve("experiments").resolve(name + ".yaml");
        Files.writeString(f, yaml, StandardCharsets.UTF_8);
        BenchlabHome h = new BenchlabHome(home);
        return new ExperimentRunner(plugins, new ServerFactory(h), new StreamEngineExecutor())
                .run(ExperimentFile.read(f), h.runs(), RunListener.NONE, new RunControl());
    }

    @Test
    @Order(3)
    void compareTwoBundlesPlansAndCounters(FxRobot robot) throws Exception {
        assertNotNull(sqlRunBundle, "test 2 makes the first bundle");
        RunOutcome second = runDirect("second", """
                name: second
                workload:
                  plugin: sql-file
                  parameters: {setup: setup.sql, queries: queries.sql}
                phases: {cold: false, warm: 1}
                variants:
                  - name: nomerge
                    settings: {optimizer_switch: derived_merge=off}
                """);
        assertEquals(RunStatus.COMPLETE, second.status(), second.message());
        sqlRun2Bundle = second.bundle();

        robot.interact(() -> window.results().refresh());
        select(robot, 1);
        robot.interact(() -> window.compareView().pick(sqlRunBundle, sqlRun2Bundle));
        @SuppressWarnings("unchecked")
        ComboBox<String> leftVariant = (ComboBox<String>) robot.lookup("#compareLeftVariant").query();
        assertEquals("A", leftVariant.getValue());
        @SuppressWarnings("unchecked")
        ComboBox<String> op = (ComboBox<String>) robot.lookup("#compareOperation").query();
        robot.clickOn(op).clickOn("derived");
        assertEquals("derived: plans differ", text(robot, "#planVerdict"));
        assertTrue(text(robot, "#timingVerdict").contains("derived") && text(robot, "#timingVerdict").contains("— the plans differ (A: "),
                text(robot, "#timingVerdict"));
        TableView<List<String>> left = table(robot, "#leftPlanTable");
        TableView<List<String>> right = table(robot, "#rightPlanTable");
        assertTrue(right.getItems().size() > left.getItems().size(), "the materialised derived table adds a row");
        assertFalse(robot.lookup("#rightPlanTable .table-cell.diff").queryAll().isEmpty(), "differing cells are highlighted");
        TableView<List<String>> counters = table(robot, "#compareCountersTable");
        assertEquals(4, counters.getColumns().size());
        assertTrue(counters.getItems().stream().anyMatch(r -> r.get(0).equals("Created_tmp_tables")), "materialising makes a temp table");
        TableView<List<String>> variables = table(robot, "#compareVariablesTable");
        assertTrue(variables.getItems().contains(List.of("optimizer_switch.derived_merge", "on", "off *")), variables.getItems().toString());
        Screenshots.save(robot, stage.getScene(), "compare");
        robot.clickOn("#planJsonToggle");
        Node json = robot.lookup("#rightPlanJson").query();
        assertTrue(json.isVisible());
        assertTrue(((TextArea) json).getText().contains("query_block"));
        Screenshots.save(robot, stage.getScene(), "compare-json");
        robot.clickOn(op).clickOn("point");
        assertEquals("point: same plan", text(robot, "#planVerdict"));
        assertFalse(text(robot, "#timingVerdict").contains("plans differ"), text(robot, "#timingVerdict"));

        // File › Export HTML report on the Compare tab writes both compared runs side by side.
        Path report = home.resolve("compare-report.html");
        dialogs.nextReport = report;
        robot.push(javafx.scene.input.KeyCode.CONTROL, javafx.scene.input.KeyCode.E);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(java.nio.file.Files.exists(report), "the export writes the report: " + text(robot, "#statusBar"));
        String html = java.nio.file.Files.readString(report);
        assertTrue(html.contains(sqlRunBundle.getFileName().toString()) && html.contains(sqlRun2Bundle.getFileName().toString()),
                "both compared runs are in the report");
        assertTrue(text(robot, "#statusBar").startsWith("Report written to"), text(robot, "#statusBar"));
    }

    private void runThroughTheWindow(FxRobot robot, Path file) throws Exception {
        dialogs.nextOpen = file;
        robot.clickOn("File").clickOn("Open experiment…");
        robot.press(javafx.scene.input.KeyCode.CONTROL, javafx.scene.input.KeyCode.R).release(javafx.scene.input.KeyCode.R,
                javafx.scene.input.KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> window.run().runningProperty().get()
                || window.run().outcomeProperty().get() != null || !window.run().errorProperty().get().isEmpty());
    }

    @Test
    @Order(4)
    void aStreamShowsLiveIntervalsAndCancelKeepsTheBundle(FxRobot robot) throws Exception {
        Path f = home.resolve("experiments").resolve("stream.yaml");
        Files.writeString(f, """
                name: stream
                workload:
                  plugin: oltp-point-select
                  parameters: {tableSize: 1000}
                phases: {cold: false, warm: 1}
                stream: {threads: 1, duration: 3s, interval: 500ms}
                """, StandardCharsets.UTF_8);
        runThroughTheWindow(robot, f);
        WaitForAsyncUtils.waitFor(300, TimeUnit.SECONDS, () -> !window.run().runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        RunOutcome outcome = window.run().outcomeProperty().get();
        assertNotNull(outcome, window.run().errorProperty().get());
        assertEquals(RunStatus.COMPLETE, outcome.status(), outcome.message());
        assertTrue(window.run().intervals().size() >= 2, "live interval points: " + window.run().intervals().size());
        streamBundle = outcome.bundle();

        // a long stream, cancelled once it is visibly running: the bundle stays, marked interrupted
        Path longer = home.resolve("experiments").resolve("stream-long.yaml");
        Files.writeString(longer, Files.readString(f).replace("name: stream", "name: stream-long").replace("3s", "10m"));
        runThroughTheWindow(robot, longer);
        WaitForAsyncUtils.waitFor(300, TimeUnit.SECONDS, () -> window.run().intervals().size() >= 2 || !window.run().runningProperty().get());
        select(robot, 3);
        Screenshots.save(robot, stage.getScene(), "run-stream-live");
        robot.clickOn("#cancelButton");
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> !window.run().runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        RunOutcome cancelled = window.run().outcomeProperty().get();
        assertNotNull(cancelled, window.run().errorProperty().get());
        assertEquals(RunStatus.INTERRUPTED, cancelled.status());
        assertTrue(Files.exists(cancelled.bundle().resolve("intervals.jsonl")));
        assertEquals("interrupted", new io.benchlab.core.bundle.BundleReader().read(cancelled.bundle()).manifest().status().label());

        select(robot, 0);
        robot.interact(() -> window.openBundle(streamBundle));
        assertFalse(window.results().boxesProperty().get().isEmpty());
        assertTrue(window.results().boxesProperty().get().get(0).summary().n() >= 2);
        robot.interact(() -> window.resultsView().showThroughput());
        assertEquals(1, window.resultsView().throughputChart().getCategoryPlot().getDataset().getRowCount());
        assertEquals("Throughput", window.resultsView().throughputTabText());
        TableView<List<String>> streams = table(robot, "#totalsTable");
        // the stream summary show prints: the rate headed by what the stream counts, not "Units/s"
        assertEquals("queries/s", streams.getColumns().get(5).getText());
        assertEquals(List.of("default · Run1/point-select", "1", "closed-loop"), streams.getItems().get(0).subList(0, 3));
        Screenshots.save(robot, stage.getScene(), "results-throughput");
    }

    /** Typing a setting name offers the running server's variables with scope, type, default and description. */
    private void settingNamesCompleteFromTheLiveCatalog(FxRobot robot) throws Exception {
        select(robot, 2);
        robot.clickOn("#newSettingName").write("innodb_buffer_pool_si");
        WaitForAsyncUtils.waitForFxEvents();
        @SuppressWarnings("unchecked")
        javafx.scene.control.ListView<io.benchlab.core.settings.VariableInfo> offered =
                (javafx.scene.control.ListView<io.benchlab.core.settings.VariableInfo>) robot.lookup("#settingSuggestions").query();
        assertNotNull(offered, "the completion list is shown");
        assertEquals("innodb_buffer_pool_size", offered.getItems().get(0).name());
        String about = io.benchlab.gui.editor.EditorViewModel.describe(offered.getItems().get(0));
        assertTrue(about.startsWith("global") && about.contains("default 134217728") && about.contains("InnoDB uses to cache data"), about);
        Screenshots.save(robot, stage.getScene(), "editor-completion");
        Screenshots.save(robot, offered.getScene(), "editor-completion-list");
        robot.type(javafx.scene.input.KeyCode.DOWN).type(javafx.scene.input.KeyCode.ENTER);
        assertEquals("innodb_buffer_pool_size", ((javafx.scene.control.TextField) robot.lookup("#newSettingName").query()).getText());
        robot.interact(() -> ((javafx.scene.control.TextField) robot.lookup("#newSettingName").query()).setText("innodb_bufer_pool_size"));
        robot.type(javafx.scene.input.KeyCode.ESCAPE);
        robot.clickOn("#addSetting");
        robot.interact(() -> window.editor().validate());
        assertTrue(text(robot, "#error-variants").contains("did you mean innodb_buffer_pool_size"), text(robot, "#error-variants"));
        robot.interact(() -> window.editor().reset());
    }

    @Test
    @Order(5)
    void theFormOffersTypedFieldsExamplesAndAllItsProblemsAtOnce(FxRobot robot) throws Exception {
        select(robot, 2);
        robot.interact(() -> window.editor().selectPlugin("insert-stream"));
        Node queries = robot.lookup("#param-queries").query();
        assertTrue(queries instanceof javafx.scene.control.CheckBox, "a yes/no parameter is a check box: " + queries);
        // the form is taller than the window: act on the widgets themselves rather than on screen positions
        robot.interact(() -> ((javafx.scene.control.CheckBox) queries).fire());
        assertEquals("true", window.editor().parameter("queries").textProperty().get());
        Node rowFormat = robot.lookup("#param-rowFormat").query();
        assertTrue(rowFormat instanceof ComboBox, "a parameter with choices is a choice box: " + rowFormat);
        robot.interact(() -> ((ComboBox<?>) rowFormat).getSelectionModel().select(1));
        assertEquals("COMPRESSED", window.editor().parameter("rowFormat").textProperty().get());

        robot.doubleClickOn("#experimentName").eraseText(30); // a name is required (the file's rule; spaces are fine there)
        robot.interact(() -> ((javafx.scene.control.TextField) robot.lookup("#streamThreads").query()).setText("0"));
        robot.interact(() -> ((javafx.scene.control.TextField) robot.lookup("#streamDuration").query()).setText("soon"));
        dialogs.nextSave = home.resolve("experiments").resolve("never.yaml");
        robot.clickOn("#editorSave");
        assertFalse(Files.exists(home.resolve("experiments").resolve("never.yaml")));
        for (String field : List.of("#error-name", "#error-streamThreads", "#error-streamDuration")) {
            assertTrue(robot.lookup(field).query().isVisible() && !text(robot, field).isEmpty(), field + " shows its problem");
        }
        assertTrue(text(robot, "#editorStatus").contains("3 problems"), text(robot, "#editorStatus"));
        Screenshots.save(robot, stage.getScene(), "editor-errors");

        // File › Open example › sql-file (Monocle cannot click into nested menus: fire the item the menu holds)
        javafx.scene.control.MenuBar bar = robot.lookup(".menu-bar").queryAs(javafx.scene.control.MenuBar.class);
        javafx.scene.control.Menu examples = (javafx.scene.control.Menu) bar.getMenus().get(0).getItems().stream()
                .filter(m -> "openExampleMenu".equals(m.getId())).findFirst().orElseThrow();
        robot.interact(() -> examples.getItems().stream().filter(m -> m.getText().equals("sql-file")).findFirst().orElseThrow().fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(home.resolve("examples").resolve("sql-file.yaml"), window.editor().fileProperty().get());
        assertEquals("sql-file-demo", window.editor().nameProperty().get());
        assertTrue(window.editor().fieldErrors().isEmpty(), window.editor().fieldErrors().toString());
        assertTrue(Files.exists(home.resolve("examples").resolve("sql").resolve("orders-queries.sql")), "the example's SQL comes along");
        Screenshots.save(robot, stage.getScene(), "editor-example");
    }

    @Test
    @Order(6)
    void darkThemeAndServerViewScreenshots(FxRobot robot) throws Exception {
        select(robot, 4);
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> !window.targets().busyProperty().get()
                && !"unknown".equals(window.targets().statusProperty().get()));
        assertEquals("stopped", window.targets().statusProperty().get());
        robot.clickOn("#serverStart");
        WaitForAsyncUtils.waitFor(300, TimeUnit.SECONDS, () -> !window.targets().busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(window.targets().statusProperty().get().startsWith("running · MariaDB 11.4"), window.targets().statusProperty().get());
        // the live server's optimizer_switch flags become the editor's checkboxes
        assertTrue(window.editor().optimizerFlags().contains("derived_merge"), window.editor().optimizerFlags().toString());
        settingNamesCompleteFromTheLiveCatalog(robot);
        select(robot, 4);
        robot.clickOn("#externalPassword").write("not-saved");
        // the tab names the password fields as an experiment file spells them
        assertTrue(robot.lookup((javafx.scene.control.Label l) -> l.getText() != null && l.getText().contains("passwordEnv or passwordFile"))
                .tryQuery().isPresent(), "the Server tab names passwordEnv / passwordFile");
        Screenshots.save(robot, stage.getScene(), "server");
        robot.clickOn("#serverStop");
        WaitForAsyncUtils.waitFor(300, TimeUnit.SECONDS, () -> !window.targets().busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("stopped", window.targets().statusProperty().get());
        assertFalse(String.join(",", Preferences.userRoot().node("io/benchlab/gui-test").keys()).contains("password"));
        robot.press(javafx.scene.input.KeyCode.CONTROL, javafx.scene.input.KeyCode.SHIFT, javafx.scene.input.KeyCode.D)
                .release(javafx.scene.input.KeyCode.D, javafx.scene.input.KeyCode.SHIFT, javafx.scene.input.KeyCode.CONTROL);
        assertTrue(stage.getScene().getRoot().getStyleClass().contains("theme-dark"));
        select(robot, 0);
        if (sqlRunBundle != null) {
            robot.interact(() -> window.openBundle(sqlRunBundle));
        }
        Screenshots.save(robot, stage.getScene(), "results-dark");
    }
}
