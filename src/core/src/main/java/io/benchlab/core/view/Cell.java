package io.benchlab.core.view;

/**
 * One cell of a {@link Table}: its text as every face prints it, the hover tip the report and the
 * GUI show (null for none), and the report's CSS class (null for none; "num" right-aligns).
 */
public record Cell(String text, String title, String css) {
    public static Cell of(String text) {
        return new Cell(text, null, null);
    }

    /** A number's cell: right-aligned in the report. */
    public static Cell num(String text) {
        return new Cell(text, null, "num");
    }
}
