package io.benchlab.core.bundle;

/** Where a run ended; RUNNING in a bundle whose process is gone reads as INTERRUPTED. */
public enum RunStatus {
    RUNNING, COMPLETE, FAILED, INTERRUPTED;

    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
