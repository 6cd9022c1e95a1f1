package io.benchlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.RunFolders;
import io.benchlab.core.bundle.RunStatus;
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
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The run list keeps up by itself: a run started outside the open window — by the engine on another
 * thread, exactly as {@code benchlab run -o DIR} starts one (the folder remembered in the home's
 * run-folders index first, then the run) — appears in the list while it runs, saying "running", and
 * says "complete" once it ended, without F5. Its variables read in the experiment's units (256K,
 * not 262144). Screenshots go to target/screenshots.
 */
@ExtendWith(ApplicationExtension.class)
class RunListUiTest {
    private static final Path FIXTURES = Path.of("../core/src/test/resources/bundles").toAbsolutePath().normalize();
    private static Path home;
    private static PluginRegistry plugins;
    private MainWindow window;
    private Stage stage;

    @BeforeAll
    static void home() throws Exception {
        home = Files.createTempDirectory("benchlab-gui-runlist");
        Path runs = Files.createDirectories(home.resolve("runs"));
        TestHomes.copyTree(FIXTURES.resolve("query"), runs.resolve("20261123-045011-fixture-query"));
        plugins = PluginRegistry.load(RunListUiTest.class.getClassLoader(), List.of());
        Path exp = home.resolve("experiments");
        Files.createDirectories(exp);
        Files.writeString(exp.resolve("sleepy.sql"), """
                -- name: nap
                SELECT SLEEP(0.4);
                """, StandardCharsets.UTF_8);
        Files.writeString(exp.resolve("elsewhere.yaml"), """
                name: from-elsewhere
                workload:
                  plugin: sql-file
                  parameters: {queries: sleepy.sql}
                phases: {cold: false, warm: 3}
                variants:
                  - name: small-sort
                    settings: {sort_buffer_size: 256K}
                  - name: large-sort
                    settings: {sort_buffer_size: 4M}
                """, StandardCharsets.UTF_8);
    }

    @AfterAll
    static void cleanUp() {
        TestHomes.clearUp(home, plugins, ServerSpec.embedded());
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        window = TestHomes.show(stage, home, plugins, new FakeDialogs(), "gui-test-runlist", 880);
    }

    @Test
    void aRunStartedElsewhereAppearsWhileItRunsAndSaysWhenItEnded(FxRobot robot) throws Exception {
        @SuppressWarnings("unchecked")
        ListView<Path> list = (ListView<Path>) robot.lookup("#bundleList").query();
        assertEquals(1, list.getItems().size(), "the fixture run");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> list.getSelectionModel().getSelectedItem() != null);
        Path shown = list.getSelectionModel().getSelectedItem();

        // as `benchlab run -o DIR` does: the folder is remembered in the home's index, then the run writes into it
        BenchlabHome h = new BenchlabHome(home);
        Path elsewhere = home.resolve("elsewhere");
        new RunFolders(h).remember(elsewhere);
        CompletableFuture<RunOutcome> run = CompletableFuture.supplyAsync(() -> new ExperimentRunner(plugins, new ServerFactory(h),
                new StreamEngineExecutor()).run(ExperimentFile.read(home.resolve("experiments/elsewhere.yaml")), elsewhere,
                RunListener.NONE, new RunControl()));

        // no F5: the list looks at the folders by itself (generous bounds: the server may have to start)
        WaitForAsyncUtils.waitFor(300, TimeUnit.SECONDS, () -> run.isDone() || cellText(robot).stream()
                .anyMatch(t -> t.startsWith("from-elsewhere · ") && t.contains(" · running · ")));
        assertFalse(run.isDone(), "the run was seen while it ran: " + cellText(robot));
        assertEquals(2, list.getItems().size());
        assertEquals(shown, list.getSelectionModel().getSelectedItem(), "the run the user looks at stays selected");
        Screenshots.save(robot, stage.getScene(), "results-run-appears");

        RunOutcome outcome = run.get(300, TimeUnit.SECONDS);
        assertEquals(RunStatus.COMPLETE, outcome.status(), outcome.message());
        assertEquals(elsewhere, outcome.bundle().getParent(), "written where run -o said");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> cellText(robot).stream()
                .anyMatch(t -> t.startsWith("from-elsewhere · ") && t.contains(" · complete · ")));
        assertTrue(cellText(robot).stream().noneMatch(t -> t.contains(" · running · ")), "a finished run stops saying running: "
                + cellText(robot));

        // opened: its variables in the experiment's units
        robot.interact(() -> list.getSelectionModel().select(outcome.bundle()));
        WaitForAsyncUtils.waitForFxEvents();
        @SuppressWarnings("unchecked")
        TableView<List<String>> variables = (TableView<List<String>>) robot.lookup("#variablesTable").query();
        assertTrue(variables.getItems().contains(List.of("sort_buffer_size", "256K *", "4M *")), "as the experiment wrote them: "
                + variables.getItems());
        assertEquals("Variables", window.resultsView().detailTabs().getSelectionModel().getSelectedItem().getText(),
                "the variable diff first");
        Screenshots.save(robot, stage.getScene(), "results-run-complete");
    }

    /** What the list shows, line by line. */
    private static List<String> cellText(FxRobot robot) {
        return robot.lookup("#bundleList .list-cell").queryAll().stream().map(n -> ((ListCell<?>) n).getText())
                .filter(t -> t != null && !t.isEmpty()).toList();
    }
}
