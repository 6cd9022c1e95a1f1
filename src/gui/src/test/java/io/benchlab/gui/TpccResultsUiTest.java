package io.benchlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A TPC-C-derived run on a real embedded server, opened in Results: the consistency verdict under the
 * headline, and in the Streams tab the workload's notes and its own figures (NOPM, TPM) beside the
 * generic charts. Saves a screenshot of the Streams tab.
 */
@ExtendWith(ApplicationExtension.class)
class TpccResultsUiTest {
    private static Path home;
    private static PluginRegistry plugins;
    private MainWindow window;
    private Stage stage;

    @BeforeAll
    static void load() throws Exception {
        home = Files.createTempDirectory("benchlab-gui-tpcc-home");
        plugins = PluginRegistry.load(TpccResultsUiTest.class.getClassLoader(), List.of());
    }

    @AfterAll
    static void close() {
        TestHomes.clearUp(home, plugins, ServerSpec.embedded());
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        window = TestHomes.show(stage, home, plugins, new FakeDialogs(), "gui-test-tpcc", 900);
    }

    @Test
    void nopmTpmAndTheConsistencyVerdictInResults(FxRobot robot) throws Exception {
        Path f = home.resolve("tpcc.yaml");
        Files.writeString(f, """
                name: tpcc-gui
                server: {type: embedded}
                workload: {plugin: tpcc, parameters: {warehouses: 1}}
                phases: {cold: false, warm: 1}
                stream: {threads: 2, duration: 4s, interval: 1s}
                """);
        BenchlabHome h = new BenchlabHome(home);
        RunOutcome outcome = new ExperimentRunner(plugins, new ServerFactory(h), new StreamEngineExecutor())
                .run(ExperimentFile.read(f), h.runs(), RunListener.NONE, new RunControl());
        assertEquals(RunStatus.COMPLETE, outcome.status(), outcome.message());
        robot.interact(() -> window.openBundle(outcome.bundle()));
        robot.interact(() -> window.resultsView().showStreams());

        String consistency = ((Label) robot.lookup("#resultsConsistency").query()).getText();
        assertEquals("consistency: all 9 conditions held in default", consistency);
        String notes = ((Label) robot.lookup("#workloadNotes").query()).getText();
        assertTrue(notes.contains("TPC-C-derived order entry") && notes.contains("not an audited TPC-C result"), notes);
        TableData figures = window.resultsView().workloadFiguresTable();
        // the rates as show and the report lay them out (WorkloadFiguresView): stream, threads, rate, over the run, …
        List<String> nopm = figures.rows().stream().filter(r -> r.get(2).equals("NOPM per minute")).findFirst()
                .orElseThrow(() -> new AssertionError("no NOPM row in " + figures.rows()));
        assertTrue(!nopm.get(3).isEmpty() && !nopm.get(3).equals("–"), "NOPM has a value: " + nopm);
        assertTrue(figures.rows().stream().anyMatch(r -> r.get(2).equals("TPM per minute") && !r.get(3).equals("–")), figures.rows().toString());
        // the limits (spec mode's 90th percentiles; none here) are a table of their own, worded as in show and the report
        TableData limits = window.resultsView().workloadLimitsTable();
        assertEquals(List.of("Variant · phase/op", "Threads", "Kind", "Percentile", "Limit ms", "Observed ms", "Met"), limits.headers());
        assertTrue(limits.rows().stream().allMatch(r -> List.of("met", "NOT MET", "no operations").contains(r.get(r.size() - 1))),
                limits.rows().toString());
        Screenshots.save(robot, stage.getScene(), "tpcc-results-streams");
    }
}
