package io.benchlab.core.experiment;

import java.util.ArrayList;
import java.util.List;

/**
 * The one list every check adds its problems to (as HikariCP's validated config names the field in
 * each message, and JabRef's view models collect a form's problems): a check never throws, it
 * says what is wrong with its field and goes on, so the user sees every mistake in one run. The same
 * problem found twice (a stream choice checked against two servers) is kept once.
 */
public final class Problems {
    private final String fileName;
    private final FieldPositions positions;
    private final List<Problem> found = new ArrayList<>();
    /** What a plugin threw, kept for {@code --verbose}. */
    private Throwable cause;

    /**
     * @param fileName  the file's name as messages give it
     * @param positions where the fields stand in it ({@link FieldPositions#NONE} for an experiment not read from a file)
     */
    public Problems(String fileName, FieldPositions positions) {
        this.fileName = fileName;
        this.positions = positions;
    }

    /** Problems of a file. */
    public static Problems of(ExperimentFile file) {
        return new Problems(file.path().getFileName().toString(), file.positions());
    }

    /** Adds a problem with the field at {@code fieldPath}; the message says what is wrong and what would be right. */
    public void add(String fieldPath, String message) {
        FieldPositions.Position at = positions.of(fieldPath);
        Problem p = new Problem(fieldPath, at == null ? null : at.line(), at == null ? null : at.column(), message);
        if (!found.contains(p)) {
            found.add(p);
        }
    }

    /** As {@link #add(String, String)}, keeping what was thrown (a plugin's failure) for {@code --verbose}. */
    public void add(String fieldPath, String message, Throwable thrown) {
        add(fieldPath, message);
        if (cause == null) {
            cause = thrown;
        }
    }

    public boolean isEmpty() {
        return found.isEmpty();
    }

    /** How many were found so far (a check can tell whether its own part added any). */
    public int size() {
        return found.size();
    }

    public List<Problem> list() {
        return List.copyOf(found);
    }

    /** Ends the step when anything was found: all of it, in the file's order, in one exception. */
    public void throwIfAny() {
        if (!found.isEmpty()) {
            ExperimentProblems all = new ExperimentProblems(fileName, found);
            if (cause != null) {
                all.initCause(cause);
            }
            throw all;
        }
    }
}
