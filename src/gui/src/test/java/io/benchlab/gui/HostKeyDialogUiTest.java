package io.benchlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Records.AgentRecord;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.remote.HostKeyPolicy;
import io.benchlab.core.util.Json;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Load hosts in the desktop app: the question {@code run --accept-new-host-key} answers on the
 * command line is asked in a dialog — the Run view-model's host-key policy, called from another
 * thread as an SSH login calls it, waits for the dialog's answer — and a run's per-host figures are
 * on their own Results tab, as {@code show} prints them. The real SSH path (a real sshd, a real
 * agent) runs in the end-to-end {@code GuiLoadHostsTest}; the per-host table here reads agent
 * records written beside the stream fixture in the bundle's own format. Screenshots go to
 * target/screenshots.
 */
@ExtendWith(ApplicationExtension.class)
class HostKeyDialogUiTest {
    private static final Path FIXTURES = Path.of("../core/src/test/resources/bundles").toAbsolutePath().normalize();
    private static Path home;
    private static PluginRegistry plugins;
    private MainWindow window;
    private Stage stage;

    @BeforeAll
    static void home() throws Exception {
        home = Files.createTempDirectory("benchlab-gui-hostkeys");
        Path run = home.resolve("runs/20261123-061128-fixture-stream");
        TestHomes.copyTree(FIXTURES.resolve("stream"), run);
        // the stream fixture as two load hosts would have run it: each host half of each stream's threads and operations
        List<String> lines = new ArrayList<>();
        for (var s : new io.benchlab.core.bundle.BundleReader().read(run).streams()) {
            for (int agent = 0; agent < 2; agent++) {
                long ops = agent == 0 ? s.operations() / 2 : s.operations() - s.operations() / 2;
                lines.add(Json.mapper().writeValueAsString(new AgentRecord(s.variant(), s.phase(), s.round(), s.operation(), s.threads(),
                        agent, "loadhost-" + (agent + 1), Math.max(1, s.threads() / 2), null, ops, ops * 100, 0, ops / s.elapsedSeconds(), 4,
                        0.25 * (agent + 1), 0.5, agent * 3L, 4000 + agent, "duration", "", null)));
            }
        }
        Files.writeString(run.resolve("agents.jsonl"), String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
        plugins = PluginRegistry.load(HostKeyDialogUiTest.class.getClassLoader(), List.of());
    }

    @AfterAll
    static void cleanUp() {
        TestHomes.clearUp(home, plugins);
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        window = TestHomes.show(stage, home, plugins, new FakeDialogs(), "gui-test-hostkeys", 880);
    }

    private static final HostKeyPolicy.UnknownKey KEY = new HostKeyPolicy.UnknownKey("loadhost-1.example", 2222, "ssh-ed25519",
            "SHA256:q0VvKXcmSBNG5o2HqGm7b2k0c3W8d3jVx9t6tq1cX0E", Path.of("known_hosts"));

    /** Asks as an SSH login does (off the FX thread) and waits for the dialog. */
    private CompletableFuture<Boolean> ask(FxRobot robot) throws Exception {
        HostKeyPolicy policy = window.run().hostKeyPolicy();
        CompletableFuture<Boolean> answer = CompletableFuture.supplyAsync(() -> policy.trusts(KEY));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> showing(robot) != null);
        return answer;
    }

    /** The dialog on screen now (a closed one's nodes may still be found). */
    private static DialogPane showing(FxRobot robot) {
        return robot.lookup("#hostKeyDialog").queryAll().stream().map(n -> (DialogPane) n)
                .filter(p -> p.getScene() != null && p.getScene().getWindow() != null && p.getScene().getWindow().isShowing())
                .findFirst().orElse(null);
    }

    @Test
    void anUnknownHostKeyIsAskedAboutInADialogAndTheAnswerGoesBackToTheLogin(FxRobot robot) throws Exception {
        CompletableFuture<Boolean> trusted = ask(robot);
        DialogPane pane = showing(robot);
        String text = ((Label) pane.lookup("#hostKeyText")).getText();
        assertTrue(text.contains("loadhost-1.example:2222 offers this ssh-ed25519 key") && text.contains(KEY.fingerprint())
                && text.contains("known_hosts"), text);
        Window dialog = pane.getScene().getWindow();
        Screenshots.save(robot, pane.getScene(), "host-key-dialog");
        assertFalse(trusted.isDone(), "the login waits for the answer");
        robot.clickOn(pane.lookupButton(HostKeyDialog.TRUST));
        assertTrue(trusted.get(30, TimeUnit.SECONDS), "trusted");
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(dialog.isShowing());

        CompletableFuture<Boolean> refused = ask(robot);
        robot.clickOn(showing(robot).lookupButton(HostKeyDialog.REFUSE));
        assertFalse(refused.get(30, TimeUnit.SECONDS), "refused");
    }

    @Test
    void eachLoadHostsShareIsOnItsOwnTab(FxRobot robot) throws Exception {
        robot.interact(() -> window.openBundle(home.resolve("runs/20261123-061128-fixture-stream")));
        robot.interact(() -> window.resultsView().showLoadHosts());
        WaitForAsyncUtils.waitForFxEvents();
        @SuppressWarnings("unchecked")
        TableView<List<String>> hosts = (TableView<List<String>>) robot.lookup("#loadHostsTable").query();
        assertEquals(List.of("Phase/op", "Threads", "Host", "Host threads", "Ops", "Ops/s", "Intervals", "Clock offset ms", "Round trip ms",
                "Start skew ms", "Ended"), hosts.getColumns().stream().map(c -> c.getText()).toList());
        assertEquals(4, hosts.getItems().size(), "two streams × two hosts");
        assertEquals(List.of("loadhost-1", "loadhost-2", "loadhost-1", "loadhost-2"), hosts.getItems().stream().map(r -> r.get(2)).toList());
        assertTrue(window.resultsView().detailTabs().getTabs().stream().anyMatch(t -> t.getText().equals("Load hosts") && !t.isDisable()));
        Screenshots.save(robot, stage.getScene(), "results-load-hosts");
    }
}
