package io.benchlab.core.experiment;

import java.util.Map;

/**
 * Where each field path of an experiment file stands (line and column of its name, 1-based), so a
 * problem can name the line. A field the file leaves out is reported at the block that lacks it:
 * {@link #of} walks up the path ({@code variants[1].settings.x} → {@code variants[1].settings} →
 * {@code variants[1]} → {@code variants}) to the nearest one written.
 */
public record FieldPositions(Map<String, Position> byPath) {

    /** No positions: an experiment built in memory (the GUI's form) rather than read from a file. */
    public static final FieldPositions NONE = new FieldPositions(Map.of());

    /** A line and a column in the file. */
    public record Position(int line, int column) {
    }

    public FieldPositions {
        byPath = Map.copyOf(byPath);
    }

    /** The position of the field, or of its nearest enclosing block written in the file; null when none is. */
    public Position of(String fieldPath) {
        for (String p = fieldPath; p != null && !p.isEmpty(); p = parentOf(p)) {
            Position found = byPath.get(p);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    /** The enclosing path: {@code a.b[2].c} → {@code a.b[2]} → {@code a.b} → {@code a}; null at the top. */
    static String parentOf(String path) {
        int cut = Math.max(path.lastIndexOf('.'), path.lastIndexOf('['));
        return cut <= 0 ? null : path.substring(0, cut);
    }
}
