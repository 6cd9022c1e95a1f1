package io.benchlab.gui;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.BundleSummary;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.view.SweepTable;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javafx.scene.control.Tab;
import javafx.scene.control.TableView;
import javafx.stage.Stage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Results view opens each run on a tab that has something for it, and a tab with nothing is
 * disabled: a stream-only run on its Streams tab (not an empty Per query chart), a query run on Per
 * query; a sweep has the Sweep tab with the verdict table {@code show} and the report print. On the
 * checked-in fixture bundles; screenshots go to target/screenshots.
 */
@ExtendWith(ApplicationExtension.class)
class ResultTabsUiTest {
    private static final Path FIXTURES = Path.of("../core/src/test/resources/bundles").toAbsolutePath().normalize();
    private static Path home;
    private static PluginRegistry plugins;
    private MainWindow window;
    private Stage stage;

    @BeforeAll
    static void home() throws Exception {
        home = Files.createTempDirectory("benchlab-gui-tabs");
        Path runs = Files.createDirectories(home.resolve("runs"));
        for (String kind : List.of("query", "sweep", "stream")) {
            TestHomes.copyTree(FIXTURES.resolve(kind), runs.resolve("20261123-0500" + kind.length() + "0-fixture-" + kind));
        }
        plugins = PluginRegistry.load(ResultTabsUiTest.class.getClassLoader(), List.of());
    }

    @AfterAll
    static void cleanUp() {
        TestHomes.clearUp(home, plugins);
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        window = TestHomes.show(stage, home, plugins, new FakeDialogs(), "gui-test-tabs", 880);
    }

    private Path run(String kind) {
        return home.resolve("runs/20261123-0500" + kind.length() + "0-fixture-" + kind);
    }

    /** Each tab's text → enabled, and the selected one, after opening a run. */
    private Map<String, Boolean> open(FxRobot robot, String kind) {
        robot.interact(() -> window.openBundle(run(kind)));
        WaitForAsyncUtils.waitForFxEvents();
        return window.resultsView().detailTabs().getTabs().stream().collect(Collectors.toMap(Tab::getText, t -> !t.isDisable(),
                (a, b) -> a, java.util.LinkedHashMap::new));
    }

    private String selected() {
        return window.resultsView().detailTabs().getSelectionModel().getSelectedItem().getText();
    }

    @Test
    void aStreamRunOpensOnItsStreamsTabAndEmptyTabsAreDisabled(FxRobot robot) throws Exception {
        Map<String, Boolean> stream = open(robot, "stream");
        assertEquals("Streams", selected(), "a stream-only run opens on its streams: " + stream);
        assertEquals(false, stream.get("Per query"), "no timed query: " + stream);
        assertEquals(false, stream.get("Sweep"), stream.toString());
        assertEquals(false, stream.get("Counters"), stream.toString());
        assertEquals(true, stream.get("Throughput"), stream.toString());
        assertEquals(false, stream.get("Variables"), "one variant: " + stream);
        Screenshots.save(robot, stage.getScene(), "results-stream-opens-on-streams");

        Map<String, Boolean> query = open(robot, "query");
        assertEquals("Per query", selected(), query.toString());
        assertEquals(false, query.get("Streams"), query.toString());
        assertEquals(false, query.get("Throughput (no streams)"), query.toString());
        assertEquals(true, query.get("Counters"), query.toString());

        // back to the stream run: the disabled Per query tab is never the one shown
        open(robot, "stream");
        assertEquals("Streams", selected());
    }

    @Test
    void aSweepShowsItsVerdictTable(FxRobot robot) throws Exception {
        Map<String, Boolean> sweep = open(robot, "sweep");
        assertEquals(true, sweep.get("Sweep"), sweep.toString());
        robot.interact(() -> window.resultsView().showSweep());
        WaitForAsyncUtils.waitForFxEvents();
        @SuppressWarnings("unchecked")
        TableView<List<String>> table = (TableView<List<String>>) robot.lookup("#sweepTable").query();
        Bundle b = new BundleReader().read(run("sweep"));
        SweepTable expected = SweepTable.of(b, BundleSummary.of(b), null).get(0);
        assertEquals(List.of("Operation", "join_buffer_size=128K (baseline)", "join_buffer_size=512K", "join_buffer_size=2M"),
                table.getColumns().stream().map(c -> c.getText()).toList());
        assertEquals(expected.lines().stream().map(SweepTable.Line::operation).toList(), table.getItems().stream().map(r -> r.get(0)).toList());
        for (int i = 0; i < expected.lines().size(); i++) {
            SweepTable.Entry e = expected.lines().get(i).entries().get(2);
            assertTrue(table.getItems().get(i).get(3).endsWith(" · " + e.verdict().brief()), "show's and the report's words: "
                    + table.getItems().get(i));
        }
        Screenshots.save(robot, stage.getScene(), "results-sweep");
    }
}
