package io.benchlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.plugin.PluginRegistry;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.scene.control.ComboBox;
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
 * The Server tab lists the builds benchlab can run — Debian's MySQL 9.7 and MariaDB 11.8 beside
 * Maven's MariaDB versions — fetches the one chosen with a progress bar, and starts it as a managed
 * server (the real window, headless, a real MariaDB 11.8 fetched from Debian's archive).
 */
@ExtendWith(ApplicationExtension.class)
class ServerVersionsUiTest {
    private static Path home;
    private static PluginRegistry plugins;
    private MainWindow window;
    private Stage stage;

    @BeforeAll
    static void home() throws Exception {
        home = Files.createTempDirectory("benchlab-gui-versions-home");
        plugins = PluginRegistry.load(ServerVersionsUiTest.class.getClassLoader(), List.of());
    }

    @AfterAll
    static void cleanUp() {
        TestHomes.clearUp(home, plugins, ServerSpec.embeddedVersion(null, "mariadb-11.8"));
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        window = TestHomes.show(stage, home, plugins, new FakeDialogs(), "gui-test-versions", 860);
    }

    @Test
    @SuppressWarnings("unchecked")
    void theServerTabListsFetchesAndStartsADebianBuild(FxRobot robot) throws Exception {
        robot.interact(() -> window.tabs().getSelectionModel().select(4));
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> !window.targets().busyProperty().get());
        robot.clickOn("#serverListVersions");
        WaitForAsyncUtils.waitFor(300, TimeUnit.SECONDS, () -> !window.targets().versions().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        List<String> listed = List.copyOf(window.targets().versions());
        assertTrue(listed.stream().anyMatch(l -> l.matches("mysql-9\\.7\\.\\d+ .*")), listed.toString());
        assertTrue(listed.stream().anyMatch(l -> l.matches("mariadb-11\\.8\\.\\d+ .*")), listed.toString());
        assertTrue(listed.stream().anyMatch(l -> l.startsWith("11.4.5 ")), "Maven's versions too: " + listed);

        ComboBox<String> version = (ComboBox<String>) robot.lookup("#serverVersion").query();
        robot.interact(() -> version.setValue("mariadb-11.8"));
        assertEquals("mariadb-11.8", window.targets().versionProperty().get());
        AtomicBoolean progressShown = new AtomicBoolean();
        window.targets().fetchStepProperty().addListener((o, was, now) -> {
            if (now != null && !now.isEmpty()) {
                progressShown.set(true);
            }
        });
        boolean cachedBefore = listed.stream().anyMatch(l -> l.matches("mariadb-11\\.8\\.\\d+ +cached.*"));
        robot.clickOn("#serverFetch");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> window.targets().busyProperty().get() || progressShown.get()
                || window.targets().statusProperty().get().contains("fetched"));
        if (!cachedBefore) {
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, progressShown::get);
            WaitForAsyncUtils.waitForFxEvents();
            Screenshots.save(robot, stage.getScene(), "server-fetching");
        }
        WaitForAsyncUtils.waitFor(600, TimeUnit.SECONDS, () -> !window.targets().busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        String status = window.targets().statusProperty().get();
        assertTrue(status.matches("stopped · MariaDB 11\\.8\\.\\d+-MariaDB\\S* fetched, ready in .*"), status);
        assertTrue(cachedBefore || progressShown.get(), "a fetch shows its progress");

        robot.clickOn("#serverStart");
        WaitForAsyncUtils.waitFor(300, TimeUnit.SECONDS, () -> !window.targets().busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(window.targets().statusProperty().get().startsWith("running · MariaDB 11.8."), window.targets().statusProperty().get());
        assertTrue(window.targets().statusProperty().get().contains("profile mariadb-11.8"), window.targets().statusProperty().get());
        Screenshots.save(robot, stage.getScene(), "server-versions");
        robot.clickOn("#serverStop");
        WaitForAsyncUtils.waitFor(300, TimeUnit.SECONDS, () -> !window.targets().busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("stopped", window.targets().statusProperty().get());
    }
}
