package io.benchlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.RoundSamples;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.view.RoundsView;
import io.benchlab.core.view.SessionTimeline.Bar;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.layout.Pane;
import javafx.scene.shape.Rectangle;
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
 * The Results view's Rounds and Sessions tabs over two bundles of real runs on the embedded MariaDB
 * (checked in under core's test resources): seed 004's procedure in 4 rounds of 3 sessions, and
 * seed 004's lock post as scripted sessions (examples/lock-table-sessions.yaml, its pause 2 s), where
 * B's CREATE TEMPORARY TABLE ... LIKE waits in the metadata lock while A holds the table locked.
 */
@ExtendWith(ApplicationExtension.class)
class SessionsUiTest {
    private static final Path BUNDLES = Path.of("../core/src/test/resources/bundles").toAbsolutePath().normalize();
    private static final String MDL = "Waiting for table metadata lock";
    private static Path home;
    private static Path rounds;
    private static Path sessions;
    private static PluginRegistry plugins;
    private MainWindow window;
    private Stage stage;

    @BeforeAll
    static void home() throws Exception {
        home = Files.createTempDirectory("benchlab-gui-sessions");
        rounds = Files.createDirectories(home.resolve("runs")).resolve("20261128-115129-fixture-rounds");
        sessions = home.resolve("runs").resolve("20261128-115100-fixture-sessions");
        TestHomes.copyTree(BUNDLES.resolve("rounds"), rounds);
        TestHomes.copyTree(BUNDLES.resolve("sessions"), sessions);
        plugins = PluginRegistry.load(SessionsUiTest.class.getClassLoader(), List.of());
    }

    @AfterAll
    static void cleanUp() {
        TestHomes.clearUp(home, plugins);
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        window = TestHomes.show(stage, home, plugins, new FakeDialogs(), "gui-test-sessions", 900);
    }

    @Test
    void theRoundsTabShowsMysqlslapsLinesAndEveryRoundAsShowDoes(FxRobot robot) throws Exception {
        robot.interact(() -> window.tabs().getSelectionModel().select(0));
        robot.interact(() -> window.openBundle(rounds));
        robot.interact(() -> window.resultsView().showRounds());
        WaitForAsyncUtils.waitForFxEvents();

        RoundSamples.RoundStream stream = RoundSamples.of(new BundleReader().read(rounds)).streams().get(0);
        assertEquals(1, window.resultsView().roundsMysqlslap().size());
        assertEquals(String.join("\n", RoundsView.mysqlslap(stream)), window.resultsView().roundsMysqlslap().get(0), "mysqlslap's lines as show prints them");
        assertTrue(window.resultsView().roundsMysqlslap().get(0).contains("Number of clients running queries: 3"));
        TableData t = window.resultsView().roundsTables().get(0);
        assertEquals(4, t.rows().size(), "one row per round: " + t);
        assertEquals(List.of("1", "2", "3", "4"), t.rows().stream().map(r -> r.get(0)).toList());
        assertEquals(List.of("Round", "Connect s", "Queries s", "Round s", "Ops", "Errors", "p95 ms", "Main thread states"), t.headers());
        assertTrue(t.rows().stream().allMatch(r -> r.get(4).equals("3")), "each round's three calls: " + t);
        assertTrue(window.resultsView().sessionStepsTables().isEmpty(), "no scripted sessions in a run in rounds");
        assertTrue(window.resultsView().detailTabs().getTabs().stream().filter(tab -> tab.getText().equals("Sessions")).allMatch(tab -> tab.isDisable()));
        Screenshots.save(robot, stage.getScene(), "results-rounds");
    }

    @Test
    void theSessionsTabDrawsALanePerSessionWithBsWaitUnderAsLock(FxRobot robot) throws Exception {
        robot.interact(() -> window.tabs().getSelectionModel().select(0));
        robot.interact(() -> window.openBundle(sessions));
        robot.interact(() -> window.resultsView().showSessions());
        WaitForAsyncUtils.waitForFxEvents();

        List<TableData> tables = window.resultsView().sessionStepsTables();
        assertEquals(1, tables.size(), "one warm phase");
        TableData steps = tables.get(0);
        assertEquals(List.of("Session", "Step", "What", "Start s", "End s", "Time line", "Thread states"), steps.headers());
        assertEquals(List.of("A", "A", "A", "B", "B"), steps.rows().stream().map(r -> r.get(0)).toList(), steps.toString());
        assertTrue(steps.rows().get(4).get(6).contains(MDL), "B's step went through the metadata lock: " + steps.rows().get(4));

        Pane timeline = window.resultsView().sessionTimelines().get(0);
        List<Bar> bars = timeline.getChildren().stream().filter(n -> n instanceof Rectangle).map(n -> (Bar) n.getUserData()).toList();
        assertEquals(5, bars.size(), "a bar per step: " + bars);
        List<Double> laneTops = timeline.getChildren().stream().filter(n -> n instanceof Rectangle).map(n -> ((Rectangle) n).getY()).distinct().toList();
        assertEquals(2, laneTops.size(), "one lane per session, A then B: " + laneTops);
        Bar sleepWhileLocked = bars.stream().filter(b -> b.step().equals("2 sleep")).findFirst().orElseThrow();
        Bar createLike = bars.stream().filter(b -> b.step().equals("2 create-like")).findFirst().orElseThrow();
        assertEquals(MDL, createLike.state(), "B's bar is labelled with the state it waited in");
        assertTrue(createLike.label().contains("create-like") && createLike.label().contains(MDL), createLike.label());
        assertTrue(createLike.overlaps(sleepWhileLocked), "B waits while A holds the lock: " + createLike + " " + sleepWhileLocked);
        Rectangle a = shape(timeline, sleepWhileLocked);
        Rectangle b = shape(timeline, createLike);
        assertTrue(b.getY() > a.getY(), "B's lane below A's");
        assertTrue(b.getX() < a.getX() + a.getWidth() && a.getX() < b.getX() + b.getWidth(), "drawn overlapping on the time axis");
        assertTrue(b.getWidth() > a.getWidth() / 2, "B waited most of A's pause: " + b.getWidth() + " against " + a.getWidth());
        assertFalse(a.getFill().equals(b.getFill()), "the waiting step has its state's colour");
        assertTrue(timeline.getChildren().stream().filter(n -> n instanceof javafx.scene.control.Label)
                .anyMatch(n -> ((javafx.scene.control.Label) n).getText().equals(createLike.label())), "B's bar labelled on the drawing");
        Screenshots.save(robot, stage.getScene(), "results-sessions");
    }

    private static Rectangle shape(Pane timeline, Bar bar) {
        return timeline.getChildren().stream().filter(n -> n instanceof Rectangle && bar.equals(n.getUserData())).map(n -> (Rectangle) n)
                .findFirst().orElseThrow();
    }
}
