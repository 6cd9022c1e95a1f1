package io.benchlab.gui;

import java.util.concurrent.Executor;

/**
 * Where view-models publish state changes: {@code Platform::runLater} in the application, a
 * direct executor in view-model tests (which run without the JavaFX toolkit).
 */
@FunctionalInterface
public interface UiThread extends Executor {
    UiThread DIRECT = Runnable::run;
}
