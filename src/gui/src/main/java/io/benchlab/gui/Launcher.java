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
        if (!displayAvailable()) {
            System.err.println("benchlab: the desktop app needs a display (neither DISPLAY nor WAYLAND_DISPLAY is set);"
                    + " use the command line (./benchlab --help), or run it under a virtual display: xvfb-run -a ./benchlab gui");
            System.exit(2);
        }
        Application.launch(BenchlabApp.class, args);
    }

    /** On Linux a window needs an X or Wayland display; headless toolkits (Monocle) are chosen by property. */
    static boolean displayAvailable() {
        boolean linux = System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).contains("linux");
        boolean headlessToolkit = "Monocle".equals(System.getProperty("glass.platform"));
        return !linux || headlessToolkit || notBlank(System.getenv("DISPLAY")) || notBlank(System.getenv("WAYLAND_DISPLAY"));
    }

    private static boolean notBlank(String s) {
        return s != null && !s.isBlank();
    }
}
