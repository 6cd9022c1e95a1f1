package io.benchlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.bundle.VariantSamples;
import io.benchlab.core.compare.FigureComparison;
import io.benchlab.core.compare.VerdictTable;
import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.experiment.ExperimentFile;
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
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
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
 * The workbench as a daily tool, headless against a real embedded MariaDB: Compare shows the table
 * {@code compare} prints (a word per figure, the rules once below it, the selected row's sentence) and the selected query's counters with signed
 * changes; a run with a slow query shows the running operation's elapsed time and the engine's
 * estimate of what is left; the Server tab leaves a server alone while a run holds its profile.
 */
@ExtendWith(ApplicationExtension.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class CompareAndProgressUiTest {
    private static Path home;
    private static PluginRegistry plugins;

    private MainWindow window;
    private Stage stage;
    private final FakeDialogs dialogs = new FakeDialogs();

    @BeforeAll
    static void home() throws Exception {
        home = Files.createTempDirectory("benchlab-gui-compare-home");
        plugins = PluginRegistry.load(CompareAndProgressUiTest.class.getClassLoader(), List.of());
        Path exp = home.resolve("experiments");
        TestHomes.writeSqlFixture(exp);
        Files.writeString(exp.resolve("slow.sql"), """
                -- name: slow
                SELECT SLEEP(3);
                """, StandardCharsets.UTF_8);
    }

    @AfterAll
    static void cleanUp() {
        TestHomes.clearUp(home, plugins, ServerSpec.embedded());
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        window = TestHomes.show(stage, home, plugins, dialogs, "gui-test-compare", 860);
    }

    @SuppressWarnings("unchecked")
    private static TableView<List<String>> table(FxRobot robot, String id) {
        return (TableView<List<String>>) robot.lookup(id).query();
    }

    private static String text(FxRobot robot, String id) {
        return ((Label) robot.lookup(id).query()).getText();
    }

    private static List<String> row(TableView<List<String>> t, String first) {
        return t.getItems().stream().filter(r -> r.get(0).equals(first)).findFirst()
                .orElseThrow(() -> new AssertionError("no row " + first + " in " + t.getItems()));
    }

    /**
     * Every shown cell of the table is as large as its text needs: no number (or word) is cut; long
     * text wraps and its row is tall enough for all its lines.
     */
    private static void nothingCut(FxRobot robot, String id) {
        WaitForAsyncUtils.waitForFxEvents();
        for (var node : robot.lookup(id + " .table-cell").queryAll()) {
            TableCell<?, ?> cell = (TableCell<?, ?>) node;
            double[] need = new double[2];
            if (cell.getText() != null && !cell.getText().isEmpty() && cell.isVisible()) {
                robot.interact(() -> need[0] = cell.prefWidth(-1));
                assertTrue(need[0] <= cell.getWidth() + 1, id + ": '" + cell.getText() + "' needs " + need[0] + " px, has " + cell.getWidth());
            } else if (cell.getGraphic() instanceof javafx.scene.text.Text wrapped && !wrapped.getText().isEmpty() && cell.isVisible()) {
                robot.interact(() -> need[1] = wrapped.getLayoutBounds().getHeight());
                assertTrue(need[1] <= cell.getHeight() + 1, id + ": '" + wrapped.getText() + "' needs " + need[1] + " px of height, has "
                        + cell.getHeight());
            }
        }
    }

    @Test
    @Order(1)
    void compareShowsSecondsVerdictsAndTheSelectedQuerysCountersWithSignedChanges(FxRobot robot) throws Exception {
        Path f = home.resolve("experiments").resolve("merge.yaml");
        Files.writeString(f, """
                name: merge
                workload:
                  plugin: sql-file
                  parameters: {setup: setup.sql, queries: queries.sql}
                phases: {cold: false, warm: 3}
                variants:
                  - name: merged
                  - name: nomerge
                    settings: {optimizer_switch: derived_merge=off}
                """, StandardCharsets.UTF_8);
        BenchlabHome h = new BenchlabHome(home);
        RunOutcome run = new ExperimentRunner(plugins, new ServerFactory(h), new StreamEngineExecutor())
                .run(ExperimentFile.read(f), h.runs(), RunListener.NONE, new RunControl());
        assertEquals(RunStatus.COMPLETE, run.status(), run.message());

        robot.interact(() -> window.results().refresh());
        robot.interact(() -> window.tabs().getSelectionModel().select(1));
        robot.interact(() -> window.compareView().pick(run.bundle(), run.bundle()));
        @SuppressWarnings("unchecked")
        ComboBox<String> rightVariant = (ComboBox<String>) robot.lookup("#compareRightVariant").query();
        robot.interact(() -> rightVariant.setValue("nomerge"));
        WaitForAsyncUtils.waitForFxEvents();

        // the verdicts are core's table, on the samples `benchlab compare` takes (the warm phases): a word per figure
        Bundle b = new BundleReader().read(run.bundle());
        VerdictTable expected = VerdictTable.of(FigureComparison.of(b, "merged", b, "nomerge", false, null));
        TableView<List<String>> timings = table(robot, "#compareTimingsTable");
        assertEquals(List.of("Figure", "A", "B", "B/A (95% CI)", "p", "Verdict"),
                timings.getColumns().stream().map(c -> c.getText()).toList());
        assertEquals(List.of(VariantSamples.TOTAL, "derived", "point"), timings.getItems().stream().map(r -> r.get(0)).toList());
        for (VerdictTable.Row r : expected.rows()) {
            assertEquals(expected.cells(r), row(timings, r.figure()), "the row compare prints");
            assertTrue(r.a().matches("[0-9.]+ (s|ms|µs)") && r.b().matches("[0-9.]+ (s|ms|µs)"), r.toString());
            assertTrue(List.of("faster", "slower", "same", "too noisy").contains(r.word().replace(" · plans differ", "")), r.word());
        }
        assertTrue(row(timings, "derived").get(5).endsWith(" · plans differ"), "derived_merge=off materialises the derived table");
        assertFalse(row(timings, "point").get(5).contains("plans differ"));
        assertTrue(row(timings, VariantSamples.TOTAL).get(5).endsWith(" · plans differ"), "the total includes derived");
        // the rules behind the words, each said once below the table, as under compare's
        String rules = text(robot, "#compareTimingRules");
        assertEquals(expected.notes(), List.of(rules.split("\n")));
        assertEquals(1, rules.lines().filter(l -> l.startsWith("Plans differ:")).count(), rules);
        assertTrue(rules.contains("derived: A ") || rules.contains("Includes derived"), rules);
        nothingCut(robot, "#compareTimingsTable");

        // selecting a row shows its sentence and selects its query for the plans and the counters
        robot.interact(() -> timings.getSelectionModel().select(row(timings, "point")));
        assertEquals("point", ((ComboBox<?>) robot.lookup("#compareOperation").query()).getValue());
        assertEquals("point: same plan", text(robot, "#planVerdict"));
        assertEquals(expected.rows().stream().filter(r -> r.figure().equals("point")).findFirst().orElseThrow().sentence(),
                text(robot, "#timingVerdict"));
        robot.interact(() -> timings.getSelectionModel().select(row(timings, "derived")));
        assertEquals("derived: plans differ", text(robot, "#planVerdict"));
        String verdict = expected.rows().stream().filter(r -> r.figure().equals("derived")).findFirst().orElseThrow().sentence();
        assertEquals(verdict, text(robot, "#timingVerdict"));
        assertTrue(verdict.contains("— the plans differ (A: "), verdict);
        nothingCut(robot, "#leftPlanTable");
        nothingCut(robot, "#rightPlanTable");
        Screenshots.save(robot, stage.getScene(), "compare-timings");

        robot.interact(() -> window.compareView().showDetail(1));
        TableView<List<String>> counters = table(robot, "#compareQueryCountersTable");
        assertEquals(List.of("Counter", "A: merged (per run)", "B: nomerge (per run)", "Change"),
                counters.getColumns().stream().map(c -> c.getText()).toList());
        // B's plan sorts the materialised rows for its GROUP BY (using filesort); A's reads them in index order
        List<String> sort = row(counters, "Sort_rows");
        assertEquals("0", sort.get(1), counters.getItems().toString());
        assertEquals("new", sort.get(3));
        for (List<String> r : counters.getItems()) {
            assertTrue(r.get(3).matches("=|new|gone|B [+−×][0-9.,]+(%|( [KMGT]i| )B [a-z ]+)?"), "a signed, direction-explicit change: " + r);
            if (r.get(3).startsWith("B −")) {
                assertTrue(Double.parseDouble(r.get(2).replace(",", "")) < Double.parseDouble(r.get(1).replace(",", "")), r.toString());
            }
            if (r.get(3).startsWith("B +") || r.get(3).startsWith("B ×")) {
                assertTrue(Double.parseDouble(r.get(2).replace(",", "")) > Double.parseDouble(r.get(1).replace(",", "")), r.toString());
            }
        }
        nothingCut(robot, "#compareQueryCountersTable");
        Screenshots.save(robot, stage.getScene(), "compare-query-counters");

        // the whole run's counters say the change from B's side too
        robot.interact(() -> window.compareView().showDetail(2));
        TableView<List<String>> all = table(robot, "#compareCountersTable");
        assertTrue(all.getItems().stream().filter(r -> !"gauge".equals(r.get(3)))
                .allMatch(r -> r.get(3).matches("=|new|gone|B: nomerge [+−×][0-9.,]+(%|( [KMGT]i| )B [a-z ]+)?")), all.getItems().toString());
        nothingCut(robot, "#compareCountersTable");
        Screenshots.save(robot, stage.getScene(), "compare-run-counters");
    }

    @Test
    @Order(2)
    void aSlowQueryShowsItsElapsedTimeAndTheRunsEstimateAndTheServerTabLeavesTheRunsServerAlone(FxRobot robot) throws Exception {
        Path f = home.resolve("experiments").resolve("slow.yaml");
        Files.writeString(f, """
                name: slow
                workload:
                  plugin: sql-file
                  parameters: {queries: slow.sql}
                phases: {cold: false, warm: 4}
                """, StandardCharsets.UTF_8);
        dialogs.nextOpen = f;
        robot.clickOn("File").clickOn("Open experiment…");
        robot.press(javafx.scene.input.KeyCode.CONTROL, javafx.scene.input.KeyCode.R).release(javafx.scene.input.KeyCode.R,
                javafx.scene.input.KeyCode.CONTROL);
        // the first sleep is running (generous bound: the server may have to start)
        WaitForAsyncUtils.waitFor(300, TimeUnit.SECONDS, () -> text(robot, "#runOperationElapsed").startsWith("slow running")
                || !window.run().runningProperty().get());
        assertTrue(window.run().runningProperty().get(), window.run().errorProperty().get());

        // the Server tab while the run holds the profile: it says who holds it, and Stop leaves the server running
        robot.interact(() -> window.tabs().getSelectionModel().select(4));
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> !window.targets().busyProperty().get()
                && !"unknown".equals(window.targets().statusProperty().get()));
        String pid = "pid " + ProcessHandle.current().pid() + " (run of experiment 'slow')";
        assertTrue(text(robot, "#serverLockNote").startsWith("In use by benchlab " + pid), text(robot, "#serverLockNote"));
        assertTrue(window.targets().statusProperty().get().startsWith("running"), window.targets().statusProperty().get());
        robot.clickOn("#serverStop");
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> !window.targets().busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        String note = text(robot, "#serverLockNote");
        assertTrue(note.startsWith("Not stopped: server profile 'default' is in use by benchlab " + pid), note);
        assertFalse(note.contains("\n"), "one line");
        assertTrue(window.targets().statusProperty().get().startsWith("running"), "the run's server keeps running");
        Screenshots.save(robot, stage.getScene(), "server-in-use");

        // a later phase: the sleep's elapsed time ticks and the estimate (this run's earlier phases) says what is left
        robot.interact(() -> window.tabs().getSelectionModel().select(3));
        WaitForAsyncUtils.waitFor(300, TimeUnit.SECONDS, () -> !window.run().runningProperty().get()
                || (List.of("Run2", "Run3").contains(window.run().phaseProperty().get())
                && text(robot, "#runOperationElapsed").matches("slow running 0:0[1-9]")));
        String elapsed = text(robot, "#runOperationElapsed");
        String left = text(robot, "#runRemaining");
        Screenshots.save(robot, stage.getScene(), "run-elapsed");
        assertTrue(elapsed.matches("slow running 0:0[1-9]"), elapsed);
        assertTrue(left.matches("about 0:0[1-9]"), "at least the last phase's sleep is still ahead: " + left);

        WaitForAsyncUtils.waitFor(300, TimeUnit.SECONDS, () -> !window.run().runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        RunOutcome outcome = window.run().outcomeProperty().get();
        assertNotNull(outcome, window.run().errorProperty().get());
        assertEquals(RunStatus.COMPLETE, outcome.status(), outcome.message());
        Bundle b = new BundleReader().read(outcome.bundle());
        assertEquals(4, b.measurements().size());
        assertTrue(b.measurements().stream().allMatch(m -> m.error() == null && m.seconds() >= 3), "no sleep was cut short by a restart");
        assertEquals("", text(robot, "#runOperationElapsed"), "nothing runs after the run");

        // once the run has released the profile the Server tab says nothing about it any more
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> !window.targets().busyProperty().get()
                && text(robot, "#serverLockNote").isEmpty());
    }
}
