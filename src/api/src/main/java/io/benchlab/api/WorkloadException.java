package io.benchlab.api;

/** A workload's own, user-facing failure: the message is shown as is, prefixed by the plugin id. */
public class WorkloadException extends Exception {
    private static final long serialVersionUID = 1L;

    public WorkloadException(String message) {
        super(message);
    }

    public WorkloadException(String message, Throwable cause) {
        super(message, cause);
    }
}
