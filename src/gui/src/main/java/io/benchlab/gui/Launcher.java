package io.benchlab.gui;

import javafx.application.Application;

/**
 * Entry point of {@code ./benchlab gui}. Deliberately not an {@link Application}: JavaFX refuses
 * to start an Application main class from the class path, but launching it from here works.
 */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) {
        Application.launch(BenchlabApp.class, args);
    }
}
