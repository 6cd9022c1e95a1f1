package io.benchlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.SideLoadRecords;
import io.benchlab.core.bundle.SideLoadRecords.SideLoadRecord;
import io.benchlab.core.bundle.FaultRecords.AuditRecord;
import io.benchlab.core.bundle.FaultRecords.FaultRecord;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.util.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javafx.stage.Stage;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.Marker;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.Layer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A run with a fault: the stream fixture (a real iiBench run) given a fault record and an audit as a
 * faulted run writes them (docs/faults.md). The Streams tab marks the fault on every time axis, the
 * Faults tab shows the report's tables. (Real faulted runs are the e2e tests'.)
 */
@ExtendWith(ApplicationExtension.class)
class FaultsUiTest {
    private static final Path FIXTURE = Path.of("../core/src/test/resources/bundles/stream").toAbsolutePath().normalize();
    private static Path home;
    private static Path run;
    private static PluginRegistry plugins;
    private static StreamKey key;
    private MainWindow window;
    private Stage stage;

    @BeforeAll
    static void home() throws Exception {
        home = Files.createTempDirectory("benchlab-gui-faults");
        run = Files.createDirectories(home.resolve("runs")).resolve("20261126-060000-fixture-faults");
        TestHomes.copyTree(FIXTURE, run);
        List<IntervalRecord> intervals = new BundleReader().read(run).intervals();
        key = intervals.get(0).key();
        double end = intervals.stream().filter(i -> i.key().equals(key)).mapToDouble(IntervalRecord::endSeconds).max().orElseThrow();
        Files.writeString(run.resolve(BundleFormat.FAULTS), Json.mapper().writeValueAsString(new FaultRecord(key.variant(), key.phase(),
                key.round(), key.operation(), key.threads(), 0, "kill", "server", end / 3, end / 6, end / 3, 0.05, end / 2, end / 4,
                2000.0, 0.0, 1234L, end / 3, Map.of("connection_lost", 2L), null)) + "\n");
        Files.writeString(run.resolve(BundleFormat.AUDITS), Json.mapper().writeValueAsString(new AuditRecord(key.variant(), key.phase(),
                key.round(), key.operation(), key.threads(), "`iib`.`purchases_index`", null, 5000, 4990, 4990, 10,
                List.of(11L, 12L), null)) + "\n");
        // and a side load beside the stream (sideload:), as SideLoads writes it: marked on the same axes, tabled on the same tab
        Files.writeString(run.resolve(BundleFormat.SIDE_LOADS), Json.mapper().writeValueAsString(new SideLoadRecord(key.variant(),
                key.phase(), key.round(), key.threads(), 0, "drop big", SideLoadRecords.Kind.ONCE, "DROP TABLE big", 1, end / 5, end / 5 + 0.5,
                0L, null, null, null)) + "\n");
        plugins = PluginRegistry.load(FaultsUiTest.class.getClassLoader(), List.of());
    }

    @AfterAll
    static void cleanUp() throws Exception {
        TestHomes.clearUp(home, plugins);
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        window = TestHomes.show(stage, home, plugins, new FakeDialogs(), "gui-test-faults", 880);
    }

    @Test
    void theFaultIsMarkedOnTheTimeAxesAndTabled(FxRobot robot) throws Exception {
        robot.interact(() -> window.tabs().getSelectionModel().select(0));
        robot.interact(() -> window.openBundle(run));
        robot.interact(() -> window.resultsView().showStreams());
        WaitForAsyncUtils.waitForFxEvents();
        FaultRecord fault = new BundleReader().records(run, BundleFormat.FAULTS, FaultRecord.class).get(0);

        JFreeChart timeline = window.resultsView().streamCharts().get(0);
        CombinedDomainXYPlot plot = (CombinedDomainXYPlot) timeline.getPlot();
        for (Object sub : plot.getSubplots()) {
            List<Double> at = marks((XYPlot) sub);
            assertTrue(at.contains(fault.injectedSeconds()) && at.contains(fault.backSeconds()), "struck and back on every panel: " + at);
        }
        Marker first = (Marker) ((XYPlot) plot.getSubplots().get(0)).getDomainMarkers(Layer.FOREGROUND).iterator().next();
        assertTrue(first.getLabel().endsWith("kill server"), first.getLabel());
        SideLoadRecord drop = new BundleReader().records(run, BundleFormat.SIDE_LOADS, SideLoadRecord.class).get(0);
        for (Object sub : plot.getSubplots()) {
            List<Double> at = marks((XYPlot) sub);
            assertTrue(at.contains(drop.startSeconds()) && at.contains(drop.endSeconds()), "the side load's start and end on every panel: " + at);
        }
        assertTrue(((XYPlot) plot.getSubplots().get(0)).getDomainMarkers(Layer.FOREGROUND).stream()
                .anyMatch(m -> ((Marker) m).getLabel() != null && ((Marker) m).getLabel().endsWith("drop big")), "labelled on the top panel");
        JFreeChart latency = window.resultsView().streamCharts().stream().filter(c -> c.getTitle().getText().contains("response time per interval"))
                .findFirst().orElseThrow();
        assertTrue(marks((XYPlot) latency.getPlot()).contains(fault.injectedSeconds()), "latency over time is marked too");
        Screenshots.save(robot, stage.getScene(), "results-streams-fault");

        robot.interact(() -> window.resultsView().showFaults());
        WaitForAsyncUtils.waitForFxEvents();
        List<TableData> tables = window.resultsView().faultTables();
        List<String> row = tables.get(0).rows().get(0);
        assertEquals(key.variant() + " · " + key.phase() + " · " + key.operation() + " · " + key.threads() + "t", row.get(0));
        assertEquals("1,234", row.get(tables.get(0).headers().indexOf("ops lost")));
        assertEquals("10", row.get(tables.get(0).headers().indexOf("lost writes")), "the stream's audit");
        assertEquals(List.of(key.variant() + " · " + key.phase() + " · " + key.operation() + " · " + key.threads() + "t", "server", "5,000",
                "4,990", "10", "11, 12, …"), tables.get(1).rows().get(0));
        List<String> side = tables.get(2).rows().get(0);
        assertEquals(key.variant() + " · " + key.phase(), side.get(0));
        assertEquals("drop big", side.get(tables.get(2).headers().indexOf("Side load")));
        assertEquals("ok", side.get(tables.get(2).headers().indexOf("Outcome")));
        Screenshots.save(robot, stage.getScene(), "results-faults");
    }

    private static List<Double> marks(XYPlot p) {
        var markers = p.getDomainMarkers(Layer.FOREGROUND);
        return markers == null ? List.of() : markers.stream().map(m -> ((ValueMarker) m).getValue()).toList();
    }
}
