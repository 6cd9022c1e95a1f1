package io.benchlab.gui.editor;

import java.util.LinkedHashMap;
import java.util.Map;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/** A row of the variants grid: a server setting and its value in each variant (blank = not set there). */
public final class SettingRow {
    private final StringProperty name = new SimpleStringProperty("");
    private final Map<String, StringProperty> values = new LinkedHashMap<>();

    public SettingRow(String name) {
        this.name.set(name);
    }

    public StringProperty nameProperty() {
        return name;
    }

    public StringProperty value(String variant) {
        return values.computeIfAbsent(variant, v -> new SimpleStringProperty(""));
    }

    void rename(String from, String to) {
        StringProperty p = values.remove(from);
        if (p != null) {
            values.put(to, p);
        }
    }
}
