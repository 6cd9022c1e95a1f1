package io.benchlab.gui.editor;

import java.util.LinkedHashMap;
import java.util.Map;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/** A row of the variants grid: a server setting and its value in each variant (blank = not set there). */
public final class SettingRow {
    private final StringProperty name = new SimpleStringProperty("");
    private final Map<String, StringProperty> values = new LinkedHashMap<>();
    /** Bumped on every edit of the name or a value, so the editor knows the form changed. */
    private final ReadOnlyLongWrapper revision = new ReadOnlyLongWrapper();

    public SettingRow(String name) {
        this.name.set(name);
        this.name.addListener((o, a, b) -> revision.set(revision.get() + 1));
    }

    public StringProperty nameProperty() {
        return name;
    }

    public StringProperty value(String variant) {
        return values.computeIfAbsent(variant, v -> {
            StringProperty p = new SimpleStringProperty("");
            p.addListener((o, a, b) -> revision.set(revision.get() + 1));
            return p;
        });
    }

    public ReadOnlyLongProperty revisionProperty() {
        return revision.getReadOnlyProperty();
    }

    void rename(String from, String to) {
        StringProperty p = values.remove(from);
        if (p != null) {
            values.put(to, p);
        }
    }
}
