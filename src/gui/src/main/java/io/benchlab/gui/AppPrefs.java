package io.benchlab.gui;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/** What the window remembers between sessions: size and position, theme, recent experiments. Never credentials. */
public final class AppPrefs {
    private static final int RECENT_MAX = 8;
    private final Preferences node;

    public AppPrefs(Preferences node) {
        this.node = node;
    }

    public static AppPrefs user() {
        return new AppPrefs(Preferences.userRoot().node("io/benchlab/gui"));
    }

    public double[] bounds() {
        return new double[] {node.getDouble("x", Double.NaN), node.getDouble("y", Double.NaN),
            node.getDouble("width", 1360), node.getDouble("height", 860)};
    }

    public void bounds(double x, double y, double w, double h) {
        node.putDouble("x", x);
        node.putDouble("y", y);
        node.putDouble("width", w);
        node.putDouble("height", h);
    }

    public boolean maximized() {
        return node.getBoolean("maximized", false);
    }

    public void maximized(boolean m) {
        node.putBoolean("maximized", m);
    }

    /** Null when the user never chose: then the app follows the system. */
    public Boolean dark() {
        String v = node.get("dark", null);
        return v == null ? null : Boolean.valueOf(v);
    }

    public void dark(boolean d) {
        node.put("dark", String.valueOf(d));
    }

    public List<Path> recent() {
        String v = node.get("recent", "");
        return v.isEmpty() ? List.of() : Arrays.stream(v.split("\n")).map(Path::of).toList();
    }

    public void addRecent(Path p) {
        List<Path> list = new ArrayList<>(recent());
        Path abs = p.toAbsolutePath().normalize();
        list.remove(abs);
        list.add(0, abs);
        while (list.size() > RECENT_MAX) {
            list.remove(list.size() - 1);
        }
        node.put("recent", String.join("\n", list.stream().map(Path::toString).toList()));
    }

    public void flush() {
        try {
            node.flush();
        } catch (BackingStoreException e) {
            // preferences are a comfort; losing them must not stop the app from closing
        }
    }
}
