package io.benchlab.core.run;

import io.benchlab.core.server.ServerException;

/** The server went away mid-run: the run ends as failed, keeping what it measured. */
public final class ServerDied extends ServerException {
    private static final long serialVersionUID = 1L;

    ServerDied(String message) {
        super(message);
    }
}
