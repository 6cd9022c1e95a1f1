package io.benchlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.history.ChangePointOptions;
import io.benchlab.core.history.ChangeReport;
import io.benchlab.core.history.History;
import io.benchlab.core.history.Series;
import io.benchlab.core.history.SeriesReport;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.run.RunOutcome;
import io.benchlab.core.util.BenchlabHome;
import io.benchlab.gui.history.HistoryViewModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
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
 * The History tab over real runs made from the app: ten short fileio streams (no server, a few
 * seconds each), their rate halved from the sixth on. Each run joins the history's index as it ends
 * (as {@code benchlab run}'s do); the tab shows the figure's trend with the change marked between the
 * fifth and the sixth run, labelled with its % and p and "untriaged", the change and what changed
 * (the stream's rate); a click on the change's line opens Compare on the fifth run against the sixth.
 * Screenshots: target/screenshots/history-tab.png, history-compare.png.
 */
@ExtendWith(ApplicationExtension.class)
class HistoryUiTest {
    private static Path home;
    private static PluginRegistry plugins;
    private MainWindow window;
    private Stage stage;

    @BeforeAll
    static void home() throws Exception {
        home = Files.createTempDirectory("benchlab-gui-history");
        plugins = PluginRegistry.load(HistoryUiTest.class.getClassLoader(), List.of());
    }

    @AfterAll
    static void cleanUp() throws Exception {
        TestHomes.clearUp(home, plugins);
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        window = TestHomes.show(stage, home, plugins, new FakeDialogs(), "gui-test-history", 900);
    }

    @Test
    void theTrendMarksTheChangeAndAClickComparesTheRunsAroundIt(FxRobot robot) throws Exception {
        Path files = Files.createDirectories(home.resolve("files"));
        List<Path> runs = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            int rate = i < 5 ? 400 : 200;
            Path yaml = home.resolve("history-gui-" + i + ".yaml");
            Files.writeString(yaml, "name: history-gui\nserver: {type: none}\nworkload:\n  plugin: fileio\n"
                    + "  parameters: {directory: '" + files + "', files: 1, totalSize: 4M, blockSize: 4K, mode: [rndwr], direct: false}\n"
                    + "phases: {cold: false, warm: 1}\nstream: {threads: 1, duration: 2s, interval: 250ms, warmup: 500ms, rate: " + rate + "}\n"
                    + "variants:\n  - name: v\n");
            robot.interact(() -> {
                window.openExperiment(yaml);
                window.runExperiment();
            });
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> window.run().runningProperty().get()
                    || window.run().outcomeProperty().get() != null || !window.run().errorProperty().get().isEmpty());
            WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> !window.run().runningProperty().get());
            WaitForAsyncUtils.waitForFxEvents();
            RunOutcome outcome = window.run().outcomeProperty().get();
            assertNotNull(outcome, window.run().errorProperty().get());
            assertEquals(RunStatus.COMPLETE, outcome.status(), outcome.message());
            runs.add(outcome.bundle());
        }

        // each run joined the index as it ended: the index alone (no update from the bundles) holds all ten
        SeriesReport expected;
        try (History h = new History(new BenchlabHome(home))) {
            List<Series> indexed = h.series("history-gui", k -> true, ChangePointOptions.DEFAULTS);
            assertTrue(!indexed.isEmpty() && indexed.stream().allMatch(s -> s.points().size() == 10), indexed.toString());
            expected = h.reports("history-gui", k -> k.figure().measure().equals("operations/s") && k.figure().subject().contains("rndwr"),
                    ChangePointOptions.DEFAULTS, Map.of(), true).get(0);
        }
        ChangeReport change = expected.changes().get(0);
        assertEquals(runs.get(5).getFileName().toString(), change.change().run());

        HistoryViewModel vm = window.history();
        robot.interact(() -> window.tabs().getSelectionModel().select(5));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> vm.figureProperty().get() != null);
        robot.interact(() -> vm.figureProperty().set(vm.figures().stream()
                .filter(r -> r.series().key().equals(expected.series().key())).findFirst().orElseThrow()));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("history-gui"), List.copyOf(vm.experiments()));
        assertEquals(change.change().id(), vm.changeProperty().get().change().id(), "the figure's latest change is picked");

        XYPlot plot = window.historyView().chart().getXYPlot();
        assertEquals(10, plot.getDataset().getItemCount(0), "one point per run");
        List<ValueMarker> marks = new ArrayList<>();
        for (Object m : plot.getDomainMarkers(Layer.FOREGROUND)) {
            marks.add((ValueMarker) m);
        }
        assertEquals(expected.changes().size(), marks.size(), marks.toString());
        assertEquals(5.5, marks.get(0).getValue(), 1e-9, "between the fifth run and the sixth");
        assertTrue(marks.get(0).getLabel().matches("-\\d+\\.\\d% · p \\S+ · untriaged"), marks.get(0).getLabel());

        TableData changes = vm.changesProperty().get();
        assertEquals(change.change().id(), changes.rows().get(0).get(0));
        assertEquals(runs.get(5).getFileName().toString(), changes.rows().get(0).get(changes.headers().indexOf("from run")));
        String what = vm.whatChangedProperty().get().rows().toString();
        assertTrue(what.contains("rate: 400") && what.contains("rate: 200"), "what changed names the stream's rate: " + what);
        Screenshots.save(robot, stage.getScene(), "history-tab");

        robot.clickOn(window.historyView().changeOnScreen(change.change().id()));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("tabCompare", window.tabs().getSelectionModel().getSelectedItem().getId(), "the click opened Compare");
        assertEquals(runs.get(4), window.compare().left().bundleProperty().get().dir(), "A: the run before the change");
        assertEquals(runs.get(5), window.compare().right().bundleProperty().get().dir(), "B: the run it starts at");
        assertEquals("v", window.compare().left().variantProperty().get());
        assertEquals("v", window.compare().right().variantProperty().get());
        assertTrue(!window.compare().timingsProperty().get().rows().isEmpty(), "the verdicts of the two runs");
        assertEquals(expected.series().key().figure().name(), window.compare().figureProperty().get(), "on the changed figure");
        Screenshots.save(robot, stage.getScene(), "history-compare");
    }
}
