package io.benchlab.gui;

import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.server.ManagedServer;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.util.BenchlabHome;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.prefs.Preferences;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * The throw-away BENCHLAB_HOMEs of the GUI tests: what goes in, the main window over one (the real
 * window, headless), and clearing up afterwards.
 */
final class TestHomes {
    private TestHomes() {
    }

    /**
     * The sql-file experiment's files the workbench tests run: a 3,000-row table with an index, and
     * two queries, "derived" (merged into the outer query unless derived_merge=off materialises
     * it: a plan change by design) and "point".
     */
    static void writeSqlFixture(Path experiments) throws IOException {
        Files.createDirectories(experiments);
        Files.writeString(experiments.resolve("setup.sql"), """
                DROP TABLE IF EXISTS t;
                CREATE TABLE t (id INT PRIMARY KEY, v INT NOT NULL, KEY kv (v)) ENGINE=InnoDB;
                DROP TABLE IF EXISTS digits;
                CREATE TABLE digits (d INT PRIMARY KEY);
                INSERT INTO digits VALUES (0),(1),(2),(3),(4),(5),(6),(7),(8),(9);
                INSERT INTO t SELECT a.d * 1000 + b.d * 100 + c.d * 10 + e.d + 1, (a.d * 1000 + b.d * 100 + c.d * 10 + e.d) % 97
                  FROM digits a, digits b, digits c, digits e WHERE a.d < 3;
                ANALYZE TABLE t;
                """, StandardCharsets.UTF_8);
        Files.writeString(experiments.resolve("queries.sql"), """
                -- name: derived
                SELECT d.v, COUNT(*) FROM (SELECT id, v FROM t WHERE id < 2000) d WHERE d.v < 50 GROUP BY d.v;
                -- name: point
                SELECT v FROM t WHERE id = 42;
                """, StandardCharsets.UTF_8);
    }

    /** A copy of the folder {@code from} (a fixture bundle) at {@code to}. */
    static void copyTree(Path from, Path to) throws IOException {
        try (var files = Files.walk(from)) {
            for (Path p : files.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }

    /** Removes a test home; a home left behind is no test failure. Kept when -Dbenchlab.gui.keepHome=true, for a look. */
    static void remove(Path home) {
        if (Boolean.getBoolean("benchlab.gui.keepHome")) {
            return;
        }
        try (var files = Files.walk(home)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // a leftover temp folder is not a test failure
        }
    }

    /**
     * The main window over {@code home}, shown on {@code stage} at 1360 × {@code height} (the size its
     * screenshots are taken at), light theme, with preferences of the test's own ({@code io/benchlab/<prefsNode>}).
     */
    static MainWindow show(Stage stage, Path home, PluginRegistry plugins, FileDialogs dialogs, String prefsNode, int height) {
        AppPrefs prefs = new AppPrefs(Preferences.userRoot().node("io/benchlab/" + prefsNode));
        MainWindow window = new MainWindow(new BenchlabHome(home), plugins, dialogs, prefs, new Theme(false), Platform::runLater);
        stage.setScene(window.scene(1360, height));
        stage.show();
        return window;
    }

    /**
     * After a test class: stops the managed servers of {@code servers} a failed test may have left
     * running (runs stop their own), closes the plugins and removes the home (a MariaDB datadir, ~150 MB).
     */
    static void clearUp(Path home, PluginRegistry plugins, ServerSpec... servers) {
        ServerFactory factory = new ServerFactory(new BenchlabHome(home));
        for (ServerSpec spec : servers) {
            ManagedServer s = factory.managed(spec);
            if (s.isRunning()) {
                s.stop();
            }
        }
        plugins.close();
        remove(home);
    }
}
