package io.benchlab.core.answers;

/** The reference answers cannot be computed; the message is one line for the user. */
public final class ReferenceException extends Exception {
    public ReferenceException(String message) {
        super(message);
    }
}
