package io.benchlab.gui;

import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.util.BenchlabHome;
import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Stage;

/** The JavaFX application: builds the window, restores its place, saves it on close. */
public final class BenchlabApp extends Application {
    private PluginRegistry plugins;
    private MainWindow window;

    @Override
    public void start(Stage stage) {
        LaunchArgs launch = LaunchArgs.parse(getParameters().getRaw());
        BenchlabHome home = launch.home();
        plugins = PluginRegistry.load(BenchlabApp.class.getClassLoader(), home.pluginFolders());
        AppPrefs prefs = AppPrefs.user();
        Boolean dark = prefs.dark();
        Theme theme = new Theme(dark != null ? dark : Theme.systemPrefersDark());
        window = new MainWindow(home, plugins, new NativeDialogs(stage, home), prefs, theme, Platform::runLater);
        double[] b = prefs.bounds();
        stage.setScene(window.scene(b[2], b[3]));
        if (!Double.isNaN(b[0]) && !Double.isNaN(b[1])) {
            stage.setX(b[0]);
            stage.setY(b[1]);
        }
        stage.setMaximized(prefs.maximized());
        stage.setTitle("benchlab");
        stage.setOnHiding(e -> {
            prefs.maximized(stage.isMaximized());
            if (!stage.isMaximized()) {
                prefs.bounds(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight());
            }
        });
        stage.show();
        Path p = launch.open();
        if (p != null) {
            if (p.toFile().isDirectory()) {
                window.openBundle(p);
            } else {
                window.openExperiment(p);
            }
        }
    }

    @Override
    public void stop() {
        if (window != null) {
            window.shutdown();
        }
        if (plugins != null) {
            plugins.close();
        }
    }

    /** The platform's file choosers. */
    private record NativeDialogs(Stage stage, BenchlabHome home) implements FileDialogs {
        @Override
        public Optional<Path> openExperiment() {
            FileChooser c = yamlChooser("Open experiment");
            return Optional.ofNullable(c.showOpenDialog(stage)).map(File::toPath);
        }

        @Override
        public Optional<Path> saveExperiment(String suggestedName) {
            FileChooser c = yamlChooser("Save experiment");
            c.setInitialFileName(suggestedName);
            return Optional.ofNullable(c.showSaveDialog(stage)).map(File::toPath);
        }

        @Override
        public Optional<Path> openBundle() {
            DirectoryChooser c = new DirectoryChooser();
            c.setTitle("Open run bundle (a folder with manifest.json)");
            if (home.runs().toFile().isDirectory()) {
                c.setInitialDirectory(home.runs().toFile());
            }
            return Optional.ofNullable(c.showDialog(stage)).map(File::toPath);
        }

        @Override
        public Optional<Path> saveReport(String suggestedName) {
            FileChooser c = new FileChooser();
            c.setTitle("Export HTML report");
            c.getExtensionFilters().add(new FileChooser.ExtensionFilter("HTML report (*.html)", "*.html"));
            c.setInitialFileName(suggestedName);
            return Optional.ofNullable(c.showSaveDialog(stage)).map(File::toPath);
        }

        private static FileChooser yamlChooser(String title) {
            FileChooser c = new FileChooser();
            c.setTitle(title);
            c.getExtensionFilters().add(new FileChooser.ExtensionFilter("Experiment (*.yaml, *.yml)", "*.yaml", "*.yml"));
            return c;
        }
    }
}
