package io.benchlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.run.RunOutcome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
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
 * sysbench's oltp_read_write made in the editor's form (its options are form fields with
 * sysbench's defaults), run through the window on a real embedded MariaDB, and read in Results:
 * the Streams tab opens with sysbench's SQL statistics — transactions and queries per second,
 * queries performed by class — and the per-class counts, the tables the report and {@code show}
 * print. Saves screenshots of the form and of the tab.
 */
@ExtendWith(ApplicationExtension.class)
class OltpUiTest {
    private static Path home;
    private static PluginRegistry plugins;
    private MainWindow window;
    private Stage stage;

    @BeforeAll
    static void home() throws Exception {
        home = Files.createTempDirectory("benchlab-gui-oltp");
        plugins = PluginRegistry.load(OltpUiTest.class.getClassLoader(), List.of());
    }

    @AfterAll
    static void stopServers() {
        TestHomes.clearUp(home, plugins, ServerSpec.embedded());
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        window = TestHomes.show(stage, home, plugins, new FakeDialogs(), "gui-test-oltp", 860);
    }

    /** Every script of the family is in the form's picker, with exactly its options (and the dataset's) as fields. */
    @Test
    void everyScriptOffersItsOptionsInTheForm(FxRobot robot) {
        List<String> scripts = List.of("oltp_read_only", "oltp_read_write", "oltp_write_only", "oltp_update_index",
                "oltp_update_non_index", "oltp_delete", "oltp_insert", "oltp_point_select", "bulk_insert", "select_random_points",
                "select_random_ranges", "oltp-insert", "oltp-point-select");
        var editor = window.editor();
        for (String id : scripts) {
            robot.interact(() -> editor.selectPlugin(id));
            assertEquals(id, editor.pluginProperty().get().id());
            List<String> fields = editor.parameters().stream().map(f -> f.spec().name()).toList();
            assertEquals(plugins.workload(id).parameters().stream().map(io.benchlab.api.ParameterSpec::name).toList(), fields, id);
            assertEquals(id.startsWith("oltp_") || id.startsWith("select_"), fields.contains("randType"), id + ": " + fields);
        }
    }

    @Test
    void oltpReadWriteFromTheFormShowsSysbenchsFiguresInResults(FxRobot robot) throws Exception {
        var editor = window.editor();
        robot.interact(() -> {
            window.tabs().getSelectionModel().select(2);
            editor.reset();
            editor.selectPlugin("oltp_read_write");
        });
        // sysbench's options are the form's fields, with sysbench's defaults; the dataset's follow the script's own
        assertEquals("10", editor.parameter("pointSelects").defaultText());
        assertEquals("special", editor.parameter("randType").defaultText());
        assertEquals("10000", editor.parameter("tableSize").defaultText());
        robot.interact(() -> {
            editor.nameProperty().set("oltp-gui");
            editor.parameter("tableSize").textProperty().set("2000");
            editor.parameter("tables").textProperty().set("2");
            editor.parameter("randType").textProperty().set("uniform");
            editor.coldProperty().set(false);
            editor.warmProperty().set(1);
            editor.streamThreadsProperty().set("2");
            editor.streamDurationProperty().set("3s");
        });
        assertTrue(editor.validate().isEmpty(), editor.validate().toString());
        Screenshots.save(robot, stage.getScene(), "editor-oltp-read-write");
        Path file = home.resolve("oltp-gui.yaml");
        robot.interact(() -> editor.save(file));
        robot.interact(() -> {
            window.openExperiment(file);
            window.runExperiment();
        });
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> window.run().runningProperty().get()
                || window.run().outcomeProperty().get() != null || !window.run().errorProperty().get().isEmpty());
        WaitForAsyncUtils.waitFor(600, TimeUnit.SECONDS, () -> !window.run().runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        RunOutcome outcome = window.run().outcomeProperty().get();
        assertNotNull(outcome, window.run().errorProperty().get());
        assertEquals(RunStatus.COMPLETE, outcome.status(), outcome.message());

        robot.interact(() -> {
            window.openBundle(outcome.bundle());
            window.resultsView().showStreams();
        });
        WaitForAsyncUtils.waitForFxEvents();
        Map<String, TableData> tables = window.resultsView().streamTables();
        assertEquals(List.of("stream-sql", "stream-counts", "stream-stalls"), List.copyOf(tables.keySet()),
                "SQL statistics, then the counts, then the stalls (a table for every stream of two intervals or more)");
        TableData sql = tables.get("stream-sql");
        assertEquals(List.of("stream", "threads", "transactions (per sec.)", "queries (per sec.)", "read", "write", "other"),
                sql.headers().subList(0, 7));
        List<String> row = sql.rows().get(0);
        assertTrue(row.get(0).endsWith(" · Run1/oltp_read_write") && row.get(1).equals("2"), row.toString());
        long transactions = number(row.get(2));
        long read = number(row.get(4));
        long write = number(row.get(5));
        long other = number(row.get(6));
        assertTrue(transactions > 0, row.toString());
        // per transaction: 14 reads, 4 writes, BEGIN and COMMIT (two threads on 4,000 rows may deadlock: those count apart)
        assertEquals(14 * transactions, read, 14 * 3, row.toString());
        assertEquals(2 * transactions, other, 2 * 3, row.toString());
        assertEquals(4 * transactions, write, 4 * 3, row.toString());
        TableData counts = tables.get("stream-counts");
        assertEquals(List.of("reads", "writes", "other"), counts.rows().stream().map(r -> r.get(2)).toList());
        // the headline table has transactions/s beside queries/s
        assertTrue(window.results().totalsProperty().get().headers().contains("Ops/s"));
        Screenshots.save(robot, stage.getScene(), "results-streams-oltp");
    }

    /** The count at the start of a cell ("1,234 (56.7/s)" → 1234). */
    private static long number(String cell) {
        return Long.parseLong(cell.replaceAll(" .*", "").replace(",", ""));
    }
}
