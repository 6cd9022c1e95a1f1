package io.benchlab.api;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Validated, typed parameter values. Built by {@link #validate} from the raw values of an
 * experiment file (strings, numbers, booleans, lists), so a plugin never parses text itself.
 */
public final class Parameters {
    private static final Pattern DURATION = Pattern.compile("(?i)\\s*(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|h)?\\s*");

    private final Map<String, Object> values;

    private Parameters(Map<String, Object> values) {
        this.values = Collections.unmodifiableMap(values);
    }

    /** An empty parameter set (for plugins without parameters, and tests). */
    public static Parameters empty() {
        return new Parameters(new LinkedHashMap<>());
    }

    /**
     * Checks raw values against specs: unknown names, missing required values, types, ranges and
     * choices. Defaults fill what is not given.
     *
     * @throws ParameterException naming the first offending parameter
     */
    public static Parameters validate(List<ParameterSpec> specs, Map<String, ?> raw) throws ParameterException {
        Map<String, ParameterSpec> byName = new LinkedHashMap<>();
        for (ParameterSpec spec : specs) {
            byName.put(spec.name(), spec);
        }
        for (String given : raw.keySet()) {
            if (!byName.containsKey(given)) {
                throw new ParameterException(given, "unknown parameter '" + given + "'; known: "
                        + (byName.isEmpty() ? "(none)" : String.join(", ", byName.keySet())));
            }
        }
        Map<String, Object> typed = new LinkedHashMap<>();
        for (ParameterSpec spec : specs) {
            Object value = raw.get(spec.name());
            if (value == null) {
                if (spec.required()) {
                    throw new ParameterException(spec.name(), "parameter '" + spec.name() + "' is required: " + spec.description());
                }
                if (spec.defaultValue() != null) {
                    typed.put(spec.name(), spec.defaultValue());
                }
                continue;
            }
            typed.put(spec.name(), convert(spec, value));
        }
        return new Parameters(typed);
    }

    private static Object convert(ParameterSpec spec, Object value) throws ParameterException {
        String name = spec.name();
        String text = value instanceof List<?> ? null : String.valueOf(value).trim();
        if (spec.type() != ParameterType.STRING_LIST && (value instanceof List<?> || value instanceof Map<?, ?>)) {
            throw new ParameterException(name, "parameter '" + name + "' takes a single value, not a "
                    + (value instanceof List<?> ? "list" : "mapping"));
        }
        if (value instanceof java.math.BigInteger || value instanceof java.math.BigDecimal) {
            throw new ParameterException(name, "parameter '" + name + "': " + value + " is far too large");
        }
        try {
            Object result = switch (spec.type()) {
                case INTEGER -> {
                    if (value instanceof Number n && !(value instanceof Double || value instanceof Float)) {
                        yield n.longValue();
                    }
                    yield Long.parseLong(text.replace("_", ""));
                }
                case DECIMAL -> {
                    double d = value instanceof Number n ? n.doubleValue() : Double.parseDouble(text);
                    if (!Double.isFinite(d)) {
                        throw new ParameterException(name, "parameter '" + name + "' must be a finite number, not " + text);
                    }
                    yield d;
                }
                case BOOLEAN -> parseBoolean(name, value, text);
                case IDENTIFIER -> {
                    if (!SqlIdentifier.isValid(text)) {
                        throw new ParameterException(name, "parameter '" + name + "' must be " + SqlIdentifier.RULE + ", not '" + text + "'");
                    }
                    yield text;
                }
                case STRING, PATH, FILE -> text;
                case CHOICE -> {
                    for (String choice : spec.choices()) {
                        if (choice.equalsIgnoreCase(text)) {
                            yield choice;
                        }
                    }
                    throw new ParameterException(name, "parameter '" + name + "' must be one of "
                            + String.join(", ", spec.choices()) + ", not '" + text + "'");
                }
                case BYTES -> value instanceof Number n ? n.longValue() : ByteSize.parse(text);
                case DURATION -> parseDuration(name, text);
                case STRING_LIST -> {
                    if (value instanceof List<?> list) {
                        List<String> out = new ArrayList<>();
                        for (Object o : list) {
                            out.add(String.valueOf(o));
                        }
                        yield List.copyOf(out);
                    }
                    yield text.isEmpty() ? List.of() : Arrays.stream(text.split(",")).map(String::trim).toList();
                }
            };
            checkRange(spec, result);
            return result;
        } catch (NumberFormatException e) {
            String detail = e.getMessage() != null && e.getMessage().contains("byte size") ? e.getMessage()
                    : "'" + text + "' is not " + switch (spec.type()) {
                        case INTEGER -> "a whole number";
                        case DECIMAL -> "a number";
                        case BYTES -> "a size (e.g. 512K, 16M, 1G)";
                        default -> "a valid " + spec.type().name().toLowerCase(Locale.ROOT);
                    };
            throw new ParameterException(name, "parameter '" + name + "': " + detail);
        }
    }

    private static Boolean parseBoolean(String name, Object value, String text) throws ParameterException {
        if (value instanceof Boolean b) {
            return b;
        }
        return switch (text.toLowerCase(Locale.ROOT)) {
            case "true", "on", "yes", "1" -> true;
            case "false", "off", "no", "0" -> false;
            default -> throw new ParameterException(name, "parameter '" + name + "' must be true or false, not '" + text + "'");
        };
    }

    private static Duration parseDuration(String name, String text) throws ParameterException {
        if (text.toUpperCase(Locale.ROOT).startsWith("PT")) {
            try {
                return Duration.parse(text.toUpperCase(Locale.ROOT));
            } catch (java.time.format.DateTimeParseException e) {
                throw new ParameterException(name, "parameter '" + name + "': '" + text + "' is not a duration (examples: 500ms, 10s, 5m, 1h)");
            }
        }
        Matcher m = DURATION.matcher(text);
        if (!m.matches()) {
            throw new ParameterException(name, "parameter '" + name + "': '" + text + "' is not a duration (examples: 500ms, 10s, 5m, 1h)");
        }
        double amount = Double.parseDouble(m.group(1));
        String unit = m.group(2) == null ? "s" : m.group(2).toLowerCase(Locale.ROOT);
        double millis = switch (unit) {
            case "ms" -> amount;
            case "m" -> amount * 60_000;
            case "h" -> amount * 3_600_000;
            default -> amount * 1000;
        };
        return Duration.ofMillis(Math.round(millis));
    }

    private static void checkRange(ParameterSpec spec, Object value) throws ParameterException {
        if (!(value instanceof Number n)) {
            return;
        }
        double v = n.doubleValue();
        if (spec.min() != null && v < spec.min()) {
            throw new ParameterException(spec.name(), "parameter '" + spec.name() + "' must be at least " + trim(spec.min()) + ", not " + value);
        }
        if (spec.max() != null && v > spec.max()) {
            throw new ParameterException(spec.name(), "parameter '" + spec.name() + "' must be at most " + trim(spec.max()) + ", not " + value);
        }
    }

    private static String trim(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }

    /**
     * The same values with every {@link ParameterType#PATH} and {@link ParameterType#FILE} parameter passed through
     * {@code resolver}. The engine uses this to make paths absolute against the experiment file's
     * folder, so plugins always receive usable paths.
     */
    public Parameters withResolvedPaths(List<ParameterSpec> specs, java.util.function.UnaryOperator<String> resolver) {
        Map<String, Object> copy = new LinkedHashMap<>(values);
        for (ParameterSpec spec : specs) {
            if ((spec.type() == ParameterType.PATH || spec.type() == ParameterType.FILE) && copy.get(spec.name()) != null) {
                copy.put(spec.name(), resolver.apply(copy.get(spec.name()).toString()));
            }
        }
        return new Parameters(copy);
    }

    /** True when the parameter has a value, given or default. */
    public boolean has(String name) {
        return values.containsKey(name);
    }

    /** An INTEGER or BYTES value; fails when the parameter has no value. */
    public long getLong(String name) {
        return ((Number) require(name)).longValue();
    }

    /** An INTEGER value that must fit an {@code int}. */
    public int getInt(String name) {
        return Math.toIntExact(getLong(name));
    }

    /** A DECIMAL (or INTEGER) value. */
    public double getDouble(String name) {
        return ((Number) require(name)).doubleValue();
    }

    /** A BOOLEAN value. */
    public boolean getBoolean(String name) {
        return (Boolean) require(name);
    }

    /** A STRING, CHOICE or PATH value (PATH made absolute by the engine); {@code null} when none. */
    public String getString(String name) {
        Object v = values.get(name);
        return v == null ? null : v.toString();
    }

    /** A DURATION value. */
    public Duration getDuration(String name) {
        return (Duration) require(name);
    }

    /** A STRING_LIST value; empty when none. */
    @SuppressWarnings("unchecked")
    public List<String> getStringList(String name) {
        Object v = values.get(name);
        return v == null ? List.of() : (List<String>) v;
    }

    /** All values, typed, in declaration order (for bundles and forms). */
    public Map<String, Object> asMap() {
        return values;
    }

    private Object require(String name) {
        Object v = values.get(name);
        if (v == null) {
            throw new IllegalStateException("parameter '" + name + "' has no value and no default");
        }
        return v;
    }

    @Override
    public String toString() {
        return values.toString();
    }
}
