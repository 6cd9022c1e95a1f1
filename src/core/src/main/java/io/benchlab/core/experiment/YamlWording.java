package io.benchlab.core.experiment;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import java.io.IOException;
import java.util.Collection;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.error.MarkedYAMLException;

/**
 * Turns the YAML library's problems into what a user of experiment files needs to read: the field,
 * what was found and what would be right — never a Java type or the library's own wording.
 */
final class YamlWording {
    private static final Pattern DUPLICATE = Pattern.compile("Duplicate field '([^']*)'");

    private YamlWording() {
    }

    /** A value that does not fit its field, e.g. {@code field 'phases.warm' must be a whole number, not 2.5}. */
    static String mappingProblem(String field, JsonMappingException e) {
        String expected = null;
        String found = null;
        if (e instanceof InvalidFormatException f) {
            expected = expected(f.getTargetType());
            found = f.getValue() instanceof String str ? "'" + str + "'" : String.valueOf(f.getValue());
        } else if (e instanceof MismatchedInputException m) {
            expected = expected(m.getTargetType());
        }
        if (found == null && e.getProcessor() instanceof JsonParser p) {
            found = describeToken(p.currentToken(), text(p));
        }
        if (e.getCause() instanceof InputCoercionException) {
            return "field '" + field + "' is far too large (" + found + "); see the limits in docs/experiment-format.md";
        }
        if (expected != null) {
            return "field '" + field + "' must be " + expected + (found == null ? "" : ", not " + found);
        }
        return "field '" + field + "' has a value that does not fit it" + (found == null ? "" : " (" + found + ")");
    }

    /** A problem of the text itself: YAML syntax, a key given twice, a number too large. */
    static String syntaxProblem(JsonProcessingException e) {
        Matcher dup = DUPLICATE.matcher(String.valueOf(e.getOriginalMessage()));
        if (dup.find()) {
            return "field '" + dup.group(1) + "' is given twice in the same block (the second would silently replace the first);"
                    + " keep one";
        }
        if (e instanceof InputCoercionException c) {
            String name = c.getProcessor() instanceof JsonParser p ? currentName(p) : null;
            return (name == null ? "a number" : "field '" + name + "'") + " is far too large ("
                    + (c.getProcessor() instanceof JsonParser p ? text(p) : "?") + "); see the limits in docs/experiment-format.md";
        }
        if (e.getCause() instanceof MarkedYAMLException y) {
            String context = y.getContext() == null ? "" : y.getContext().strip() + ": ";
            return "not valid YAML: " + context + clean(y.getProblem());
        }
        // the YAML reader's own words, without its position lines (the line is already named)
        return "not valid YAML: " + clean(String.join(": ", String.valueOf(e.getOriginalMessage()).lines()
                .filter(l -> !l.isBlank() && !Character.isWhitespace(l.charAt(0)) && !l.startsWith("at [")).toList()));
    }

    /** How a YAML value reads to its writer: a list, a mapping, 'text', the number 3. */
    static String describeToken(JsonToken t, String text) {
        if (t == null) {
            return "nothing";
        }
        return switch (t) {
            case START_ARRAY -> "a list";
            case START_OBJECT -> "a mapping (field: value lines)";
            case VALUE_STRING -> "'" + text + "'";
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> text;
            case VALUE_TRUE -> "true";
            case VALUE_FALSE -> "false";
            case VALUE_NULL -> "an empty value";
            default -> "'" + text + "'";
        };
    }

    static String describeToken(JsonToken t) {
        return describeToken(t, "");
    }

    private static String expected(Class<?> type) {
        if (type == null) {
            return null;
        }
        if (type == Integer.class || type == int.class || type == Long.class || type == long.class || type == Short.class) {
            return "a whole number";
        }
        if (type == Double.class || type == double.class || type == Float.class) {
            return "a number";
        }
        if (type == Boolean.class || type == boolean.class) {
            return "true or false";
        }
        if (type == String.class) {
            return "a single value (text or a number)";
        }
        if (Collection.class.isAssignableFrom(type) || type.isArray()) {
            return "a list (e.g. [a, b], or lines starting with '- ')";
        }
        if (Map.class.isAssignableFrom(type) || type.isRecord()) {
            return "a mapping (field: value lines, or {field: value})";
        }
        return null;
    }

    private static String text(JsonParser p) {
        try {
            String s = p.getText();
            return s == null ? "" : s.length() > 60 ? s.substring(0, 60) + "…" : s;
        } catch (IOException e) {
            return "";
        }
    }

    private static String currentName(JsonParser p) {
        try {
            return p.currentName();
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** Drops anything that looks like a Java type from a library message. */
    private static String clean(String message) {
        return message == null ? "" : message.replaceAll("`[^`]*`", "").replaceAll("\\(class [^)]*\\)", "").strip();
    }
}
