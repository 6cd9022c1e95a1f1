package io.benchlab.core.experiment;

/**
 * One thing wrong with an experiment: the field it is about, where that field stands in the file,
 * and what is wrong and what would be right. Every check adds its problems to one list
 * ({@link Problems}), so a file with five mistakes is told all five at once; the CLI prints one
 * line per problem, the GUI editor shows each at the form field its {@link #field} maps to.
 *
 * @param field   the field path, e.g. {@code variants[1].settings.innodb_buffer_pool_size}, {@code stream.threads},
 *                {@code workload.parameters.sf}; a block's path ({@code server}) for a problem of the block as a whole
 * @param line    the line of the field (or of the nearest enclosing block written in the file); null when
 *                unknown (a field the file leaves out, an experiment not read from a file)
 * @param column  the column of that line where the field's name starts (1-based); null when unknown
 * @param message one sentence in the words of experiment files: what is wrong, what would be right
 */
public record Problem(String field, Integer line, Integer column, String message) {

    /** The problem as one line of output, as every experiment error has been written: {@code FILE line N: message}. */
    public String describe(String fileName) {
        return fileName + (line == null ? "" : " line " + line) + ": " + message;
    }
}
