package io.benchlab.core.server;

import io.benchlab.core.BenchlabException;

/** A server could not be found, started, reached or kept alive. */
public class ServerException extends BenchlabException {
    private static final long serialVersionUID = 1L;

    public ServerException(String message) {
        super(message);
    }

    public ServerException(String message, Throwable cause) {
        super(message, cause);
    }
}
