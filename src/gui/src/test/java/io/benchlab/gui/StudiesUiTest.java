package io.benchlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.view.PlanStabilityView;
import io.benchlab.core.view.StatisticsVarianceView;
import io.benchlab.core.view.TitledTable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
 * The Results view's Studies tab: the checked-in studies fixture (a real run with a plan-stability
 * and a statistics-variance study, two variants) shows every study table that {@code show} prints,
 * laid out by the same views; a run without a study leaves the tab disabled.
 */
@ExtendWith(ApplicationExtension.class)
class StudiesUiTest {
    private static final Path FIXTURES = Path.of("../core/src/test/resources/bundles").toAbsolutePath().normalize();
    private static Path home;
    private static Path run;
    private static Path plain;
    private static PluginRegistry plugins;
    private MainWindow window;

    @BeforeAll
    static void home() throws Exception {
        home = Files.createTempDirectory("benchlab-gui-studies");
        Path runs = Files.createDirectories(home.resolve("runs"));
        run = runs.resolve("20261128-101010-fixture-studies");
        TestHomes.copyTree(FIXTURES.resolve("studies"), run);
        plain = runs.resolve("20261128-090909-fixture-query");
        TestHomes.copyTree(FIXTURES.resolve("query"), plain);
        plugins = PluginRegistry.load(StudiesUiTest.class.getClassLoader(), List.of());
    }

    @AfterAll
    static void cleanUp() throws Exception {
        TestHomes.clearUp(home, plugins);
    }

    @Start
    void start(Stage stage) {
        window = TestHomes.show(stage, home, plugins, new FakeDialogs(), "gui-test-studies", 1100);
    }

    @Test
    void theStudiesTabListsEveryStudyAsShowDoes(FxRobot robot) throws Exception {
        robot.interact(() -> window.tabs().getSelectionModel().select(0));
        robot.interact(() -> window.openBundle(plain));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(studiesTab().isDisable(), "a run without a study has nothing on the Studies tab");

        robot.interact(() -> window.openBundle(run));
        robot.interact(() -> window.resultsView().showStudies());
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(studiesTab().isDisable());

        Bundle b = new BundleReader().read(run);
        List<String> expected = new ArrayList<>();
        PlanStabilityView.of(b.planStability()).forEach(t -> expected.add(PlanStabilityView.TITLE + " — " + t.title()));
        StatisticsVarianceView.of(b.statistics()).forEach(t -> expected.add(StatisticsVarianceView.TITLE + " — " + t.title()));
        assertEquals(6, expected.size(), "two variants' plan stability, two variants × two sample sizes of statistics");
        assertEquals(expected, window.resultsView().studyTitles());
        assertTrue(expected.get(0).startsWith("Plan stability — persistent / self-join"), expected.get(0));

        List<TableData> tables = window.resultsView().studyTables();
        TitledTable plans = PlanStabilityView.of(b.planStability()).get(0);
        assertEquals(PlanStabilityView.CORNER, tables.get(0).headers().get(0));
        assertEquals(plans.table().rows().size(), tables.get(0).rows().size());
        assertTrue(tables.get(0).rows().get(0).get(7).contains("a:ref:grp"), "the plan's fingerprint: " + tables.get(0));
        TitledTable stats = StatisticsVarianceView.of(b.statistics()).get(0);
        assertEquals(List.of(StatisticsVarianceView.CORNER, "mean", "min", "max", "CV"), tables.get(2).headers());
        assertEquals(stats.table().rows().size(), tables.get(2).rows().size());
        assertEquals(stats.table().rows().get(0).cells().get(3).text(), tables.get(2).rows().get(0).get(4), "the CV as show prints it");
        Screenshots.save(robot, window.resultsView().detailTabs().getScene(), "studies");
    }

    private javafx.scene.control.Tab studiesTab() {
        return window.resultsView().detailTabs().getTabs().stream().filter(t -> t.getText().equals("Studies")).findFirst().orElseThrow();
    }
}
