package io.benchlab.gui;

import java.util.Locale;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Scene;

/** Light or dark: one style class on the root, so the CSS file holds both palettes. */
public final class Theme {
    private final BooleanProperty dark = new SimpleBooleanProperty();

    public Theme(boolean dark) {
        this.dark.set(dark);
    }

    public BooleanProperty darkProperty() {
        return dark;
    }

    public boolean dark() {
        return dark.get();
    }

    public void apply(Scene scene) {
        String css = Theme.class.getResource("benchlab.css").toExternalForm();
        if (!scene.getStylesheets().contains(css)) {
            scene.getStylesheets().add(css);
        }
        Runnable update = () -> {
            scene.getRoot().getStyleClass().removeAll("theme-dark", "theme-light");
            scene.getRoot().getStyleClass().add(dark.get() ? "theme-dark" : "theme-light");
        };
        update.run();
        dark.addListener((o, a, b) -> update.run());
    }

    /**
     * Best guess at the desktop's preference: GNOME's color-scheme / GTK theme name through the
     * environment, else light. The View menu toggles it either way.
     */
    public static boolean systemPrefersDark() {
        String gtk = System.getenv("GTK_THEME");
        if (gtk != null && gtk.toLowerCase(Locale.ROOT).contains("dark")) {
            return true;
        }
        try {
            Process p = new ProcessBuilder("gsettings", "get", "org.gnome.desktop.interface", "color-scheme")
                    .redirectErrorStream(true).start();
            if (!p.waitFor(2, java.util.concurrent.TimeUnit.SECONDS)) {
                p.destroy();
                return false;
            }
            return new String(p.getInputStream().readAllBytes()).contains("dark");
        } catch (java.io.IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
