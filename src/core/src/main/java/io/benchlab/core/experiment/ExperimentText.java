package io.benchlab.core.experiment;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Scalar values of an experiment's YAML text replaced in place, by field path ({@code
 * workload.parameters.queries}, {@code variants[1].server.passwordFile}): everything else —
 * comments, order, layout — stays as the user wrote it. A bundle's copy of the experiment points
 * at its own {@code inputs/} this way.
 */
public final class ExperimentText {
    /** Written as they are; anything else is single-quoted. */
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_./][A-Za-z0-9_./@+=,-]*");

    private ExperimentText() {
    }

    /** Every scalar (string, number, boolean) by its field path, as the YAML gives its text. */
    public static Map<String, String> scalars(String text) {
        Map<String, String> out = new LinkedHashMap<>();
        walkValid(text, new Visitor() {
            @Override
            public void scalar(String path, int start, int end, String value) {
                out.put(path, value);
            }
        });
        return out;
    }

    /**
     * {@code text} with the scalar at each field path replaced by a new value (quoted when YAML
     * needs it). A path the text does not hold as a scalar is left alone.
     */
    public static String replace(String text, Map<String, String> byPath) {
        record Span(int start, int end, String value) {
        }
        List<Span> spans = new ArrayList<>();
        walkValid(text, new Visitor() {
            @Override
            public void scalar(String path, int start, int end, String value) {
                String replacement = byPath.get(path);
                if (replacement != null) {
                    spans.add(new Span(start, end, replacement));
                }
            }
        });
        StringBuilder out = new StringBuilder(text);
        for (int i = spans.size() - 1; i >= 0; i--) { // from the end, so earlier offsets stay true
            Span s = spans.get(i);
            String old = text.substring(s.start, s.end);
            out.replace(s.start, s.end, quoted(s.value) + (old.endsWith("\n") ? "\n" : ""));
        }
        return out.toString();
    }

    /** A scalar as YAML reads it back unchanged. */
    static String quoted(String value) {
        return PLAIN.matcher(value).matches() ? value : "'" + value.replace("'", "''") + "'";
    }

    /**
     * The line and column of every field path, for problems naming the line: a field's own, and a
     * block's (a mapping or list reached by index) where it opens. A text that is no valid YAML gives
     * the positions up to its first error (parsing it says where that is).
     */
    static FieldPositions fieldPositions(String text) {
        Map<String, FieldPositions.Position> positions = new HashMap<>();
        try {
            walk(text, new Visitor() {
                @Override
                public void field(String path, int line, int column, boolean block) {
                    FieldPositions.Position at = new FieldPositions.Position(line, column);
                    if (block) {
                        positions.putIfAbsent(path, at);
                    } else {
                        positions.put(path, at);
                    }
                }
            });
        } catch (IOException e) {
            // locations are a convenience: the positions before the error are kept
        }
        return new FieldPositions(positions);
    }

    /** What a walk reports, by field path. */
    private interface Visitor {
        /** A field name ({@code block} false) or a block opening ({@code block} true), with its line and column. */
        default void field(String path, int line, int column, boolean block) {
        }

        /** A scalar value with its span in the text (quotes included). */
        default void scalar(String path, int start, int end, String value) {
        }
    }

    /** Walks the YAML once, reporting fields, blocks and scalars by their field path; what comes before a syntax error is reported. */
    private static void walk(String text, Visitor visitor) throws IOException {
        try (JsonParser p = new YAMLFactory().createParser(text)) {
            Deque<String> stack = new ArrayDeque<>();
            Deque<Integer> indexes = new ArrayDeque<>();
            String pendingField = null;
            JsonToken t;
            while ((t = p.nextToken()) != null) {
                String parent = stack.isEmpty() ? "" : stack.peek();
                switch (t) {
                    case FIELD_NAME -> {
                        pendingField = p.currentName();
                        visitor.field(child(parent, pendingField, indexes), p.currentLocation().getLineNr(), p.currentLocation().getColumnNr(),
                                false);
                    }
                    case START_OBJECT, START_ARRAY -> {
                        String self = child(parent, pendingField, indexes);
                        if (!self.isEmpty()) {
                            visitor.field(self, p.currentLocation().getLineNr(), p.currentLocation().getColumnNr(), true);
                        }
                        stack.push(self);
                        indexes.push(t == JsonToken.START_ARRAY ? 0 : -1);
                        pendingField = null;
                    }
                    case END_OBJECT, END_ARRAY -> {
                        stack.pop();
                        indexes.pop();
                        advance(indexes);
                    }
                    default -> {
                        if (t.isScalarValue()) {
                            // the parser counts code points; a String counts UTF-16 units
                            int start = text.offsetByCodePoints(0, (int) p.currentTokenLocation().getCharOffset());
                            int end = text.offsetByCodePoints(0, (int) p.currentLocation().getCharOffset());
                            visitor.scalar(child(parent, pendingField, indexes), start, end, p.getText());
                        }
                        pendingField = null;
                        advance(indexes);
                    }
                }
            }
        }
    }

    /** A walk of a text already read as an experiment (so it is valid YAML). */
    private static void walkValid(String text, Visitor visitor) {
        try {
            walk(text, visitor);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the experiment text", e);
        }
    }

    private static String child(String parent, String field, Deque<Integer> indexes) {
        if (field != null) {
            return parent.isEmpty() ? field : parent + "." + field;
        }
        Integer idx = indexes.peek();
        return idx != null && idx >= 0 ? parent + "[" + idx + "]" : parent;
    }

    private static void advance(Deque<Integer> indexes) {
        Integer idx = indexes.peek();
        if (idx != null && idx >= 0) {
            indexes.pop();
            indexes.push(idx + 1);
        }
    }
}
