package io.benchlab.gui.editor;

import io.benchlab.api.ParameterException;
import io.benchlab.api.ParameterSpec;
import io.benchlab.api.ParameterType;
import io.benchlab.api.Parameters;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/** One plugin parameter in the form: its spec, the text typed, and the validation message (empty when fine). */
public final class ParamField {
    private final ParameterSpec spec;
    private final StringProperty text = new SimpleStringProperty("");
    private final StringProperty error = new SimpleStringProperty("");

    public ParamField(ParameterSpec spec) {
        this.spec = spec;
        text.addListener((o, a, b) -> validate());
    }

    public ParameterSpec spec() {
        return spec;
    }

    public StringProperty textProperty() {
        return text;
    }

    public StringProperty errorProperty() {
        return error;
    }

    /** The default as the form shows it (prompt text). */
    public String defaultText() {
        Object d = spec.defaultValue();
        if (d instanceof List<?> l) {
            return String.join(", ", l.stream().map(String::valueOf).toList());
        }
        return d == null ? "" : String.valueOf(d);
    }

    /** The value for the experiment file, typed so the YAML reads naturally; null when left to the default. */
    public Object value() {
        String t = text.get() == null ? "" : text.get().trim();
        if (t.isEmpty()) {
            return null;
        }
        return switch (spec.type()) {
            case INTEGER -> parseOr(t, () -> Long.parseLong(t.replace("_", "")));
            case DECIMAL -> parseOr(t, () -> Double.parseDouble(t));
            case BOOLEAN -> t.equalsIgnoreCase("true") || t.equalsIgnoreCase("false") ? Boolean.valueOf(t) : t;
            case STRING_LIST -> Arrays.stream(t.split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList();
            default -> t;
        };
    }

    private static Object parseOr(String t, java.util.function.Supplier<Object> parse) {
        try {
            return parse.get();
        } catch (NumberFormatException e) {
            return t; // left as typed: validation names the problem
        }
    }

    /** Validates with the plugin API's own rules ({@link Parameters#validate}); returns true when fine. */
    public boolean validate() {
        Object v = value();
        try {
            Parameters.validate(List.of(spec), v == null ? Map.of() : Map.of(spec.name(), v));
            error.set("");
            return true;
        } catch (ParameterException e) {
            error.set(e.getMessage());
            return false;
        }
    }

    public void setFrom(Object raw) {
        text.set(text(raw));
    }

    /** A value from a file as the form shows it. */
    static String text(Object raw) {
        if (raw == null) {
            return "";
        }
        if (raw instanceof List<?> l) {
            return String.join(", ", l.stream().map(String::valueOf).toList());
        }
        return String.valueOf(raw);
    }

    public boolean isBoolean() {
        return spec.type() == ParameterType.BOOLEAN;
    }

    public boolean isChoice() {
        return spec.type() == ParameterType.CHOICE;
    }
}
