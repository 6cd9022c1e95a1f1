package io.benchlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.WorkloadPlugin;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.gui.editor.EditorView;
import io.benchlab.gui.editor.EditorViewModel;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
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
 * The editor on a real JavaFX scene marks every problem of a file at once, each at the field its
 * path maps to: the file of five independent mistakes that {@code benchlab run} names in five lines
 * (BadFieldsTest) gets the same five fields marked, and nothing else.
 */
@ExtendWith(ApplicationExtension.class)
class EditorProblemsUiTest {
    /** The e2e corpus's file: the CLI and the editor are checked on the very same text. */
    private static final Path FIVE = Path.of("../../test/src/test/resources/bad/five-mistakes.yaml").toAbsolutePath().normalize();
    /** Every error label of the form, by the id it carries. */
    private static final List<String> ALL_FIELDS = List.of("#error-name", "#error-workload", "#error-phases", "#error-streamThreads",
            "#error-streamDuration", "#error-variants", "#error-experiment", "#error-param-schema", "#error-param-tableSize",
            "#error-param-engine", "#error-param-recreate");
    private static PluginRegistry registry;
    private EditorViewModel vm;
    private Stage stage;

    @BeforeAll
    static void plugins() {
        registry = PluginRegistry.load(EditorProblemsUiTest.class.getClassLoader(), List.of());
    }

    @AfterAll
    static void close() {
        registry.close();
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        List<WorkloadPlugin> plugins = registry.workloads().stream().map(l -> l.provider()).toList();
        vm = new EditorViewModel(plugins);
        EditorView view = new EditorView(vm, new FakeDialogs(), p -> {
        });
        stage.setScene(new Scene(view.root(), 1360, 1400));
        stage.show();
    }

    @Test
    void theFiveMistakesOfAFileAreMarkedAtTheirFiveFields(FxRobot robot) throws Exception {
        robot.interact(() -> vm.load(FIVE));
        WaitForAsyncUtils.waitForFxEvents();
        Set<String> marked = Set.of("#error-param-tableSize", "#error-phases", "#error-variants", "#error-streamThreads",
                "#error-streamDuration");
        for (String id : ALL_FIELDS) {
            Node n = robot.lookup(id).query();
            String text = ((Label) n).getText();
            if (marked.contains(id)) {
                assertTrue(n.isVisible() && !text.isEmpty(), id + " shows its problem");
            } else {
                assertTrue(text == null || text.isEmpty(), id + " shows nothing: " + text);
            }
        }
        assertTrue(((Label) robot.lookup("#error-param-tableSize").query()).getText().contains("'tableSize' must be at least 1"));
        assertTrue(((Label) robot.lookup("#error-variants").query()).getText().contains("smallest that works is 5M"));
        assertTrue(((Label) robot.lookup("#error-streamThreads").query()).getText().contains("stream.threads must be from 1 to 4096"));
        assertTrue(((Label) robot.lookup("#error-streamDuration").query()).getText().contains("stream.duration must be a duration"));
        assertTrue(((Label) robot.lookup("#error-phases").query()).getText().contains("phases run nothing"));
        String status = ((Label) robot.lookup("#editorStatus").query()).getText();
        assertTrue(status.contains("5 problems"), status);
        List<List<EditorViewModel.Problem>> problems = new java.util.ArrayList<>();
        robot.interact(() -> problems.add(vm.validate()));
        assertEquals(Set.of("workload.parameters.tableSize", "phases", "variants[1].settings.innodb_buffer_pool_size", "stream.threads",
                "stream.duration"), problems.get(0).stream().map(EditorViewModel.Problem::path).collect(java.util.stream.Collectors.toSet()));
        Screenshots.save(robot, stage.getScene(), "editor-five-problems");

        // the form's fields say what the file's catalog says: type, default and limit (docs/experiment-fields.md)
        String tip = ((javafx.scene.control.TextField) robot.lookup("#streamThreads").query()).getTooltip().getText();
        assertTrue(tip.contains("default 1") && tip.contains("1 – 4,096"), tip);

        // the fixes take each mark away as they are made, the others stay
        robot.interact(() -> vm.streamThreadsProperty().set("4"));
        assertFalse(vm.fieldErrors().containsKey(EditorViewModel.THREADS));
        assertTrue(vm.fieldErrors().containsKey(EditorViewModel.DURATION));
    }
}
