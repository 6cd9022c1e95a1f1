package io.benchlab.core.answers;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A measured query's rows as the server's driver gave them (each value's text, {@code null} for SQL
 * NULL), kept for {@code check: answers}. Filled while the measured result is read, so the rows
 * compared are the rows measured.
 */
public final class ResultRows {
    /** Rows kept at most: TPC-H's largest answer (Q16) has about 18,000 at SF 1. */
    public static final int MAX_ROWS = 200_000;

    private final List<List<String>> rows = new ArrayList<>();
    private List<String> current;
    private boolean complete = true;

    /** Starts a row; values follow through {@link #value}. */
    public void startRow() {
        if (rows.size() >= MAX_ROWS) {
            complete = false;
            current = null;
            return;
        }
        current = new ArrayList<>();
        rows.add(current);
    }

    public void value(String text) {
        if (current != null) {
            current.add(text);
        }
    }

    /** The rows kept, read-only. */
    public List<List<String>> rows() {
        return Collections.unmodifiableList(rows);
    }

    /** False when the result had more than {@link #MAX_ROWS} rows, so only a prefix is kept. */
    public boolean complete() {
        return complete;
    }
}
