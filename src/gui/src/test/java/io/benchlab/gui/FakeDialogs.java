package io.benchlab.gui;

import java.nio.file.Path;
import java.util.Optional;

/** File dialogs answering what the test set (Monocle shows no native choosers). */
final class FakeDialogs implements FileDialogs {
    volatile Path nextOpen;
    volatile Path nextSave;
    volatile Path nextBundle;
    volatile Path nextReport;

    @Override
    public Optional<Path> openExperiment() {
        return Optional.ofNullable(nextOpen);
    }

    @Override
    public Optional<Path> saveExperiment(String suggestedName) {
        return Optional.ofNullable(nextSave);
    }

    @Override
    public Optional<Path> openBundle() {
        return Optional.ofNullable(nextBundle);
    }

    @Override
    public Optional<Path> saveReport(String suggestedName) {
        return Optional.ofNullable(nextReport);
    }
}
