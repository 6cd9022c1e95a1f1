package io.benchlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.NodeRecords.NodeIntervalRecord;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.util.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
 * The Streams tab of a cluster run: the stream fixture (a real iiBench run) given per-node
 * records for each of its intervals, as a replication run writes them (docs/clusters.md); the tab
 * draws the throughput with the replica's transactions behind below, on one time axis, from
 * ClusterSamples. (Real cluster runs are ClusterRunTest's, in test/.)
 */
@ExtendWith(ApplicationExtension.class)
class ClusterChartsUiTest {
    private static final Path FIXTURE = Path.of("../core/src/test/resources/bundles/stream").toAbsolutePath().normalize();
    private static Path home;
    private static Path run;
    private static PluginRegistry plugins;
    private MainWindow window;
    private Stage stage;

    @BeforeAll
    static void home() throws Exception {
        home = Files.createTempDirectory("benchlab-gui-cluster");
        run = Files.createDirectories(home.resolve("runs")).resolve("20261123-060000-fixture-cluster");
        TestHomes.copyTree(FIXTURE, run);
        List<String> lines = new ArrayList<>();
        for (IntervalRecord i : new BundleReader().read(run).intervals()) {
            long end = i.startOffsetMillis() + i.lengthMillis();
            lines.add(Json.mapper().writeValueAsString(new NodeIntervalRecord(i.variant(), i.phase(), i.round(), i.operation(), i.threads(),
                    i.index(), end, "primary", "primary", true, false, Map.of("com_insert", i.operations()), Map.of(), null, null, null, null, null,
                    null, null, null, null)));
            lines.add(Json.mapper().writeValueAsString(new NodeIntervalRecord(i.variant(), i.phase(), i.round(), i.operation(), i.threads(),
                    i.index(), end, "replica1", "replica", false, false, Map.of("com_insert", i.operations()), Map.of(), 0L, 10L * (i.index() + 1),
                    null, null, null, null, "running", null, null)));
        }
        Files.write(run.resolve(BundleFormat.NODE_INTERVALS), lines);
        plugins = PluginRegistry.load(ClusterChartsUiTest.class.getClassLoader(), List.of());
    }

    @AfterAll
    static void cleanUp() throws Exception {
        TestHomes.clearUp(home, plugins);
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        window = TestHomes.show(stage, home, plugins, new FakeDialogs(), "gui-test-cluster", 880);
    }

    @Test
    void theStreamsTabDrawsEachReplicasLagUnderTheThroughput(FxRobot robot) throws Exception {
        robot.interact(() -> window.tabs().getSelectionModel().select(0));
        robot.interact(() -> window.openBundle(run));
        robot.interact(() -> window.resultsView().showStreams());
        WaitForAsyncUtils.waitForFxEvents();

        List<JFreeChart> lag = window.resultsView().streamCharts().stream()
                .filter(c -> c.getTitle().getText().contains("lag or flow control per node")).toList();
        List<IntervalRecord> intervals = new BundleReader().read(run).intervals();
        long streams = intervals.stream().map(IntervalRecord::key).distinct().count();
        assertEquals(streams, lag.size(), "one cluster chart per stream");
        CombinedDomainXYPlot plot = (CombinedDomainXYPlot) lag.get(0).getPlot();
        assertEquals(2, plot.getSubplots().size(), "throughput above, transactions behind below, one time axis");
        XYPlot behind = (XYPlot) plot.getSubplots().get(1);
        assertEquals(1, behind.getDataset().getSeriesCount(), "the replica only: the primary has no lag");
        assertEquals("replica1", behind.getDataset().getSeriesKey(0));
        var first = intervals.stream().filter(i -> i.key().equals(intervals.get(0).key())).toList();
        assertEquals(first.size(), behind.getDataset().getItemCount(0));
        for (int k = 0; k < first.size(); k++) {
            assertEquals(10.0 * (first.get(k).index() + 1), behind.getDataset().getYValue(0, k), "transactions behind at interval " + k);
        }
        XYPlot rate = (XYPlot) plot.getSubplots().get(0);
        assertEquals(first.get(0).unitsPerSecond(), rate.getDataset().getYValue(0, 0), 1e-9, "the stream's own throughput on top");
        assertTrue(lag.get(0).getTitle().getText().startsWith("default · Run1/insert"), lag.get(0).getTitle().getText());
        Screenshots.save(robot, stage.getScene(), "results-streams-cluster");
    }

    /** The Nodes tab: the nodes side by side, the table the report and show print, from the same summaries. */
    @Test
    void theNodesTabShowsTheNodesSideBySide(FxRobot robot) throws Exception {
        robot.interact(() -> window.tabs().getSelectionModel().select(0));
        robot.interact(() -> window.openBundle(run));
        robot.interact(() -> window.resultsView().showNodes());
        WaitForAsyncUtils.waitForFxEvents();
        TableData t = window.resultsView().nodesTable();
        assertEquals(List.of("Variant · figure", "primary", "replica1"), t.headers());
        assertEquals(List.of("default", "primary (primary, written to)", "replica1 (replica)"), t.rows().get(0));
        long inserted = new BundleReader().read(run).intervals().stream().mapToLong(IntervalRecord::operations).sum();
        List<String> inserts = t.rows().stream().filter(r -> r.get(0).equals("default · com_insert")).findFirst().orElseThrow();
        assertEquals(String.format(java.util.Locale.ROOT, "%,d", inserted), inserts.get(1), "the primary's com_insert summed over the intervals");
        List<String> behind = t.rows().stream().filter(r -> r.get(0).equals("default · max transactions behind")).findFirst().orElseThrow();
        assertEquals("–", behind.get(1), "the primary has no lag");
        long intervals = new BundleReader().read(run).intervals().stream().mapToLong(IntervalRecord::index).max().orElseThrow();
        assertEquals(String.format(java.util.Locale.ROOT, "%,d", 10 * (intervals + 1)), behind.get(2), "the replica's worst, from its records");
        Screenshots.save(robot, stage.getScene(), "results-nodes-cluster");
    }
}
