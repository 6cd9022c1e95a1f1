package io.benchlab.core;

/**
 * A failure the user can act on: its message is one clear line shown without a stack trace
 * (the CLI prints the trace only with {@code --verbose}). Subclasses say which kind.
 */
public class BenchlabException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public BenchlabException(String message) {
        super(message);
    }

    public BenchlabException(String message, Throwable cause) {
        super(message, cause);
    }
}
