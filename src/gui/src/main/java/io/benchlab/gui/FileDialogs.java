package io.benchlab.gui;

import java.nio.file.Path;
import java.util.Optional;

/** Open/save questions; the window's native choosers in the app, a fixed answer in UI tests (Monocle has no file dialogs). */
public interface FileDialogs {
    Optional<Path> openExperiment();

    Optional<Path> saveExperiment(String suggestedName);

    Optional<Path> openBundle();

    /** Where to write an HTML report. */
    Optional<Path> saveReport(String suggestedName);
}
