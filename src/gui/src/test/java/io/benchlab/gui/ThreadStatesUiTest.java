package io.benchlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.StateSamples;
import io.benchlab.core.plugin.PluginRegistry;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.stage.Stage;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.StackedXYAreaRenderer2;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Results view's Thread states tab on the checked-in states fixture (a real run: a MyISAM key
 * rebuilt by each variant, a procedure called by four sessions): the states side by side, each
 * query's passes, and per stream its throughput with its sessions' states stacked below on one
 * time axis — from StateSamples, as show and the report read them. Screenshots go to
 * target/screenshots.
 */
@ExtendWith(ApplicationExtension.class)
class ThreadStatesUiTest {
    private static final Path FIXTURE = Path.of("../core/src/test/resources/bundles/states").toAbsolutePath().normalize();
    private static Path home;
    private static Path run;
    private static PluginRegistry plugins;
    private MainWindow window;
    private Stage stage;

    @BeforeAll
    static void home() throws Exception {
        home = Files.createTempDirectory("benchlab-gui-states");
        run = Files.createDirectories(home.resolve("runs")).resolve("20261126-044148-fixture-states");
        TestHomes.copyTree(FIXTURE, run);
        plugins = PluginRegistry.load(ThreadStatesUiTest.class.getClassLoader(), List.of());
    }

    @AfterAll
    static void cleanUp() throws Exception {
        TestHomes.clearUp(home, plugins);
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        window = TestHomes.show(stage, home, plugins, new FakeDialogs(), "gui-test-states", 1100);
    }

    @Test
    void theThreadStatesTabShowsTheStatesSideBySideAndUnderTheThroughput(FxRobot robot) throws Exception {
        robot.interact(() -> window.tabs().getSelectionModel().select(0));
        robot.interact(() -> window.openBundle(run));
        robot.interact(() -> window.resultsView().showThreadStates());
        WaitForAsyncUtils.waitForFxEvents();

        StateSamples samples = StateSamples.of(new BundleReader().read(run));
        TableData t = window.resultsView().statesTable();
        assertEquals(List.of("Operation", "State", "sort-buffer-16K share", "sort-buffer-16K sessions max", "sort-buffer-128M share",
                "sort-buffer-128M sessions max"), t.headers());
        assertEquals(List.of("enable_keys", "Repair with keycache", "100%", "1", "–", "–"), t.rows().get(0));
        assertEquals(List.of("", "Repair by sorting", "–", "–", "100%", "1"), t.rows().get(1));
        String firstStreamState = samples.of("sort-buffer-16K", "temp_scale_proc").states().get(0).state();
        assertTrue(t.rows().stream().anyMatch(r -> r.get(0).equals("temp_scale_proc") && r.get(1).equals(firstStreamState)), t.toString());

        String passes = window.resultsView().queryPasses();
        assertTrue(passes.contains("sort-buffer-16K · Run1 / enable_keys: Repair with keycache")
                && passes.contains("sort-buffer-128M · Run1 / enable_keys: Repair by sorting"), passes);

        List<JFreeChart> charts = window.resultsView().stateCharts();
        assertEquals(2, charts.size(), "one chart per stream: each variant's");
        CombinedDomainXYPlot plot = (CombinedDomainXYPlot) charts.get(0).getPlot();
        assertEquals(2, plot.getSubplots().size(), "throughput above, states below, one time axis");
        XYPlot rate = (XYPlot) plot.getSubplots().get(0);
        XYPlot states = (XYPlot) plot.getSubplots().get(1);
        assertTrue(states.getRenderer() instanceof StackedXYAreaRenderer2, "the states stacked");
        StateSamples.Timeline timeline = samples.timelines().get(0);
        assertEquals(timeline.states().size(), states.getDataset().getSeriesCount());
        assertEquals(timeline.states().get(0), states.getDataset().getSeriesKey(0));
        List<IntervalRecord> intervals = new BundleReader().read(run).intervals().stream()
                .filter(i -> i.key().equals(timeline.key())).toList();
        assertEquals(intervals.size(), states.getDataset().getItemCount(0));
        for (int k = 0; k < intervals.size(); k++) {
            assertEquals(intervals.get(k).endSeconds(), states.getDataset().getXValue(0, k), 1e-9, "the same seconds as the throughput");
            assertEquals(intervals.get(k).endSeconds(), rate.getDataset().getXValue(0, k), 1e-9);
            assertEquals(timeline.points().get(k).sessions().get(timeline.states().get(0)), states.getDataset().getYValue(0, k), 1e-9);
        }
        Screenshots.save(robot, stage.getScene(), "results-thread-states");
    }
}
