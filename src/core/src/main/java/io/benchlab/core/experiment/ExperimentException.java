package io.benchlab.core.experiment;

import io.benchlab.core.BenchlabException;

/** A malformed or invalid experiment file; the message names the file, line and field. */
public class ExperimentException extends BenchlabException {
    private static final long serialVersionUID = 1L;

    public ExperimentException(String message) {
        super(message);
    }

    public ExperimentException(String message, Throwable cause) {
        super(message, cause);
    }
}
