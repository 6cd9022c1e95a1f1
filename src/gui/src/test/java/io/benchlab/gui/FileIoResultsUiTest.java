package io.benchlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.experiment.ExperimentFile;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.run.ExperimentRunner;
import io.benchlab.core.run.RunControl;
import io.benchlab.core.run.RunListener;
import io.benchlab.core.run.RunOutcome;
import io.benchlab.core.run.StreamEngineExecutor;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.util.BenchlabHome;
import io.benchlab.gui.ResultTables;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** A storage-IO run without a server, opened in Results: one throughput box per thread count, no server sections needed. */
@ExtendWith(ApplicationExtension.class)
class FileIoResultsUiTest {
    @TempDir
    static Path home;
    private static PluginRegistry plugins;
    private MainWindow window;
    private Stage stage;

    @BeforeAll
    static void load() {
        plugins = PluginRegistry.load(FileIoResultsUiTest.class.getClassLoader(), List.of());
    }

    @AfterAll
    static void close() {
        plugins.close();
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        window = TestHomes.show(stage, home, plugins, new FakeDialogs(), "gui-test-fileio", 860);
    }

    @Test
    void threadSweepGivesOneBoxPerThreadCount(FxRobot robot) throws Exception {
        Path f = home.resolve("fileio.yaml");
        // buffered IO: the test's temp folder may be tmpfs, which has no O_DIRECT
        Files.writeString(f, """
                name: fileio-gui
                server: {type: none}
                workload:
                  plugin: fileio
                  parameters: {mode: rndrd, files: 2, totalSize: 8M, direct: false, directory: '%s'}
                phases: {cold: false, warm: 1}
                stream: {threadSweep: [1, 2], duration: 2s, interval: 500ms}
                """.formatted(home.resolve("files")));
        BenchlabHome h = new BenchlabHome(home);
        RunOutcome outcome = new ExperimentRunner(plugins, new ServerFactory(h), new StreamEngineExecutor())
                .run(ExperimentFile.read(f), h.runs(), RunListener.NONE, new RunControl());
        assertEquals(RunStatus.COMPLETE, outcome.status(), outcome.message());
        robot.interact(() -> window.openBundle(outcome.bundle()));
        List<ResultTables.Box> boxes = window.results().boxesProperty().get();
        List<String> labels = boxes.stream().map(ResultTables.Box::stream).toList();
        assertEquals(2, labels.size(), labels.toString());
        assertTrue(labels.get(0).contains("rndrd") && labels.get(0).endsWith("1 thread"), labels.toString());
        assertTrue(labels.get(1).contains("rndrd") && labels.get(1).endsWith("2 threads"), labels.toString());
        assertTrue(boxes.stream().allMatch(b -> b.summary().n() >= 2), "several intervals per box");
        robot.interact(() -> window.resultsView().showThroughput());
        assertEquals(1, window.resultsView().throughputChart().getCategoryPlot().getDataset().getRowCount());
        Screenshots.save(robot, stage.getScene(), "results-fileio");
    }
}
