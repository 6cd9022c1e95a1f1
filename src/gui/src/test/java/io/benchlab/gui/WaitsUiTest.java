package io.benchlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.WaitRecords.EventTime;
import io.benchlab.core.bundle.WaitRecords.WaitIntervalRecord;
import io.benchlab.core.bundle.WaitSamples;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.util.Json;
import io.benchlab.core.view.WaitEventsView;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
 * The Results view's Thread states tab with performance_schema's waits and stages below the states
 * ({@code options.performanceSchema}): the checked-in states fixture with a waits.jsonl beside its
 * first stream's intervals, shown as {@link WaitEventsView} lays it out for show and the report.
 */
@ExtendWith(ApplicationExtension.class)
class WaitsUiTest {
    private static final Path FIXTURE = Path.of("../core/src/test/resources/bundles/states").toAbsolutePath().normalize();
    private static final String MDL = "wait/lock/metadata/sql/mdl";
    private static Path home;
    private static Path run;
    private static PluginRegistry plugins;
    private MainWindow window;

    @BeforeAll
    static void home() throws Exception {
        home = Files.createTempDirectory("benchlab-gui-waits");
        run = Files.createDirectories(home.resolve("runs")).resolve("20261128-101010-fixture-waits");
        TestHomes.copyTree(FIXTURE, run);
        List<IntervalRecord> intervals = new BundleReader().read(run).intervals();
        IntervalRecord first = intervals.get(0);
        StringBuilder lines = new StringBuilder();
        for (IntervalRecord i : intervals.stream().filter(i -> i.key().equals(first.key())).toList()) {
            lines.append(Json.mapper().writeValueAsString(new WaitIntervalRecord(i.variant(), i.phase(), i.round(), i.operation(), i.threads(),
                    i.index(), i.lengthMillis(), i.threads(), List.of(new EventTime(MDL, 2, 0.5), new EventTime("wait/io/table/sql/handler", 40, 0.01)),
                    List.of(new EventTime("stage/sql/Waiting for table metadata lock", 2, 0.5))))).append('\n');
        }
        Files.writeString(run.resolve(BundleFormat.WAITS), lines);
        plugins = PluginRegistry.load(WaitsUiTest.class.getClassLoader(), List.of());
    }

    @AfterAll
    static void cleanUp() throws Exception {
        TestHomes.clearUp(home, plugins);
    }

    @Start
    void start(Stage stage) {
        window = TestHomes.show(stage, home, plugins, new FakeDialogs(), "gui-test-waits", 1100);
    }

    @Test
    void theThreadStatesTabShowsTheWaitsAndStagesAsShowDoes(FxRobot robot) throws Exception {
        robot.interact(() -> window.tabs().getSelectionModel().select(0));
        robot.interact(() -> window.openBundle(run));
        robot.interact(() -> window.resultsView().showThreadStates());
        WaitForAsyncUtils.waitForFxEvents();

        TableData t = window.resultsView().waitsTable();
        WaitSamples samples = WaitSamples.of(new BundleReader().read(run));
        var view = WaitEventsView.ofRun(samples);
        assertEquals(List.of(WaitEventsView.CORNER, "Kind", "Event", "Share", "Seconds", "Count"), t.headers());
        assertEquals(view.rows().size(), t.rows().size(), t.toString());
        assertEquals(MDL, t.rows().get(0).get(2), "the longest wait first");
        assertEquals(view.rows().get(0).cells().get(2).text(), t.rows().get(0).get(3), "the share as show prints it");
        assertTrue(t.rows().stream().anyMatch(r -> r.get(1).equals("stage") && r.get(2).equals("stage/sql/Waiting for table metadata lock")),
                t.toString());
    }
}
