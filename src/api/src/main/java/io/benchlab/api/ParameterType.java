package io.benchlab.api;

/** The type of a plugin or dataset parameter; decides parsing, validation and the GUI form field. */
public enum ParameterType {
    /** A whole number ({@code long}). */
    INTEGER,
    /** A decimal number ({@code double}), e.g. a scale factor. */
    DECIMAL,
    /** {@code true}/{@code false} (also on/off, yes/no, 1/0). */
    BOOLEAN,
    /** Free text. */
    STRING,
    /** One of {@link ParameterSpec#choices()}. */
    CHOICE,
    /** A file path, relative to the experiment file unless absolute; nothing is checked about the file. */
    PATH,
    /**
     * A text file (UTF-8) the plugin reads, relative to the experiment file unless absolute. Before
     * anything runs the engine checks that it exists and is a readable regular text file of at most
     * {@link TextFiles#DEFAULT_MAX_BYTES}; read it with {@link TextFiles#read}.
     */
    FILE,
    /** A byte size with an optional K/M/G/T suffix (powers of 1024), e.g. {@code 16M}. */
    BYTES,
    /** A duration such as {@code 500ms}, {@code 10s}, {@code 5m}, {@code 1h}. */
    DURATION,
    /** A list of strings (a YAML sequence, or a comma-separated string). */
    STRING_LIST,
    /**
     * A name the workload puts into SQL (a schema, a table, a storage engine): {@link SqlIdentifier}'s
     * rule, checked before anything runs, so the plugin may back-quote the value as it is.
     */
    IDENTIFIER
}
