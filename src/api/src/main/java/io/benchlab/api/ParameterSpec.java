package io.benchlab.api;

import java.util.List;
import java.util.Objects;

/**
 * Declares one parameter: its name, type, default and limits. Specs are immutable; use the static
 * factories and the {@code with…} methods to build them.
 *
 * @param name         key in the experiment file ({@code lowerCamel} or {@code kebab-case})
 * @param type         how the value is parsed and validated
 * @param defaultValue the typed default (e.g. a {@code Long} for INTEGER); {@code null} if none
 * @param description  one sentence for help texts and form tooltips
 * @param required     whether the experiment must give a value (only meaningful without default)
 * @param min          inclusive lower bound for numbers and sizes; {@code null} if none
 * @param max          inclusive upper bound for numbers and sizes; {@code null} if none
 * @param choices      allowed values for CHOICE; empty otherwise
 */
public record ParameterSpec(String name, ParameterType type, Object defaultValue, String description,
                            boolean required, Double min, Double max, List<String> choices) {

    /** Checks the name and type, and that a CHOICE has choices. */
    public ParameterSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        description = description == null ? "" : description;
        choices = choices == null ? List.of() : List.copyOf(choices);
        if (type == ParameterType.CHOICE && choices.isEmpty()) {
            throw new IllegalArgumentException("CHOICE parameter '" + name + "' needs choices");
        }
    }

    /** A whole number with a default. */
    public static ParameterSpec integer(String name, long defaultValue, String description) {
        return new ParameterSpec(name, ParameterType.INTEGER, defaultValue, description, false, null, null, List.of());
    }

    /** A decimal number with a default. */
    public static ParameterSpec decimal(String name, double defaultValue, String description) {
        return new ParameterSpec(name, ParameterType.DECIMAL, defaultValue, description, false, null, null, List.of());
    }

    /** A flag with a default. */
    public static ParameterSpec bool(String name, boolean defaultValue, String description) {
        return new ParameterSpec(name, ParameterType.BOOLEAN, defaultValue, description, false, null, null, List.of());
    }

    /** Free text with a default ({@code null} for none). */
    public static ParameterSpec string(String name, String defaultValue, String description) {
        return new ParameterSpec(name, ParameterType.STRING, defaultValue, description, false, null, null, List.of());
    }

    /** A name the workload puts into SQL ({@link SqlIdentifier}: checked before the run), with a default. */
    public static ParameterSpec identifier(String name, String defaultValue, String description) {
        return new ParameterSpec(name, ParameterType.IDENTIFIER, defaultValue, description, false, null, null, List.of());
    }

    /** One of {@code choices}, matched case-insensitively and given to the plugin as spelled here. */
    public static ParameterSpec choice(String name, String defaultValue, List<String> choices, String description) {
        return new ParameterSpec(name, ParameterType.CHOICE, defaultValue, description, false, null, null, choices);
    }

    /** A file path without default; the engine resolves it against the experiment file's folder. */
    public static ParameterSpec path(String name, String description) {
        return new ParameterSpec(name, ParameterType.PATH, null, description, false, null, null, List.of());
    }

    /** A text file the plugin reads (see {@link ParameterType#FILE}): checked to exist and be readable text before anything runs. */
    public static ParameterSpec file(String name, String description) {
        return new ParameterSpec(name, ParameterType.FILE, null, description, false, null, null, List.of());
    }

    /** A byte size ({@code 16M}) with a default in bytes. */
    public static ParameterSpec bytes(String name, long defaultBytes, String description) {
        return new ParameterSpec(name, ParameterType.BYTES, defaultBytes, description, false, null, null, List.of());
    }

    /** A duration ({@code 10s}) with a default. */
    public static ParameterSpec duration(String name, java.time.Duration defaultValue, String description) {
        return new ParameterSpec(name, ParameterType.DURATION, defaultValue, description, false, null, null, List.of());
    }

    /** A list of strings with a default. */
    public static ParameterSpec stringList(String name, List<String> defaultValue, String description) {
        return new ParameterSpec(name, ParameterType.STRING_LIST, defaultValue, description, false, null, null, List.of());
    }

    /** The same spec, required (no default). */
    public ParameterSpec asRequired() {
        return new ParameterSpec(name, type, null, description, true, min, max, choices);
    }

    /** The same spec with inclusive numeric bounds ({@code null} for open). */
    public ParameterSpec withRange(Double min, Double max) {
        return new ParameterSpec(name, type, defaultValue, description, required, min, max, choices);
    }
}
