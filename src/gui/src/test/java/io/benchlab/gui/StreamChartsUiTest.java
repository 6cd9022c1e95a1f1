package io.benchlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.gui.results.ResultsViewModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.ListView;
import javafx.stage.Stage;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Results view's Streams tab on the checked-in stream fixture (a real iiBench thread sweep):
 * the report's pictures in JFreeChart, a second run overlaid, and the run list naming experiment,
 * date, status and workload. Screenshots go to target/screenshots.
 */
@ExtendWith(ApplicationExtension.class)
class StreamChartsUiTest {
    private static final Path FIXTURES = Path.of("../core/src/test/resources/bundles").toAbsolutePath().normalize();
    private static Path home;
    private static PluginRegistry plugins;
    private MainWindow window;
    private Stage stage;

    @BeforeAll
    static void home() throws Exception {
        home = Files.createTempDirectory("benchlab-gui-streams");
        Path runs = Files.createDirectories(home.resolve("runs"));
        TestHomes.copyTree(FIXTURES.resolve("stream"), runs.resolve("20261123-044951-fixture-stream"));
        TestHomes.copyTree(FIXTURES.resolve("stream"), runs.resolve("20261123-050000-fixture-stream-again"));
        TestHomes.copyTree(FIXTURES.resolve("query"), runs.resolve("20261123-045011-fixture-query"));
        plugins = PluginRegistry.load(StreamChartsUiTest.class.getClassLoader(), List.of());
    }

    @AfterAll
    static void cleanUp() throws Exception {
        TestHomes.clearUp(home, plugins);
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        window = TestHomes.show(stage, home, plugins, new FakeDialogs(), "gui-test-streams", 880);
    }

    @Test
    void theStreamsTabDrawsTheReportsPicturesAndOverlaysASecondRun(FxRobot robot) throws Exception {
        Path run = home.resolve("runs/20261123-044951-fixture-stream");
        robot.interact(() -> window.tabs().getSelectionModel().select(0));
        robot.interact(() -> window.openBundle(run));
        robot.interact(() -> window.resultsView().showStreams());
        WaitForAsyncUtils.waitForFxEvents();

        // the run list names each run by experiment, date, status and workload
        @SuppressWarnings("unchecked")
        ListView<Path> list = (ListView<Path>) robot.lookup("#bundleList").query();
        ResultsViewModel.RunEntry entry = window.results().entry(run);
        assertEquals("fixture-stream", entry.experiment());
        assertEquals("complete", entry.status());
        assertEquals("insert-stream", entry.workload());
        assertTrue(entry.text().matches("fixture-stream · \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d · complete · insert-stream"), entry.text());
        assertTrue(list.getItems().size() >= 3);

        List<JFreeChart> charts = window.resultsView().streamCharts();
        List<String> titles = charts.stream().map(c -> c.getTitle().getText()).toList();
        assertEquals(List.of("Throughput per interval, with the machine below", "p99 response time per interval", "Per-interval throughput",
                "Throughput and p95 against threads", "rows/s against rows inserted (dashed: exit velocity)",
                "Response time by percentile (histogram logs)"), titles);
        CombinedDomainXYPlot timeline = (CombinedDomainXYPlot) charts.get(0).getPlot();
        assertEquals(3, timeline.getSubplots().size(), "throughput, CPU and disk on one time axis");
        XYPlot rate = (XYPlot) timeline.getSubplots().get(0);
        assertEquals(2, rate.getDataset().getSeriesCount(), "one line per thread count");
        XYPlot rows = charts.get(4).getXYPlot();
        assertEquals(2, rows.getRangeMarkers(org.jfree.chart.ui.Layer.FOREGROUND).size(), "each stream's exit velocity marked");
        double exit = window.results().streamLinesProperty().get().get(0).stream().exitVelocity();
        assertTrue(rows.getRangeMarkers(org.jfree.chart.ui.Layer.FOREGROUND).stream()
                .anyMatch(m -> ((org.jfree.chart.plot.ValueMarker) m).getValue() == exit), "the marker is StreamSamples' exit velocity");
        Screenshots.save(robot, stage.getScene(), "results-streams");

        // a second run overlaid: each picture gets its lines too, labelled with its run id
        robot.interact(() -> window.results().overlayProperty().set(home.resolve("runs/20261123-050000-fixture-stream-again")));
        WaitForAsyncUtils.waitForFxEvents();
        List<JFreeChart> overlaid = window.resultsView().streamCharts();
        XYPlot rate2 = (XYPlot) ((CombinedDomainXYPlot) overlaid.get(0).getPlot()).getSubplots().get(0);
        assertEquals(4, rate2.getDataset().getSeriesCount(), "two runs × two thread counts");
        assertNotNull(overlaid.get(5));
        assertEquals(4, overlaid.get(5).getXYPlot().getDataset().getSeriesCount(), "four distributions");
        assertTrue(String.valueOf(rate2.getDataset().getSeriesKey(0)).startsWith("20261123-044951-fixture-stream · "),
                "series carry their run when two runs are overlaid: " + rate2.getDataset().getSeriesKey(0));
        assertTrue(String.valueOf(rate2.getDataset().getSeriesKey(2)).startsWith("20261123-050000-fixture-stream-again · "),
                "the overlaid run's series: " + rate2.getDataset().getSeriesKey(2));
        Screenshots.save(robot, stage.getScene(), "results-streams-overlay");
    }
}
