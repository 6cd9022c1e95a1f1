package io.benchlab.core.plan;

/** Whether stream workers reconnect after a lost connection ({@code stream.reconnect}). */
public enum Reconnect {
    ALWAYS,
    NEVER,
    /** Left out: when the phase has faults (a struck server comes back; workers follow it). */
    WHEN_FAULTED;

    public static Reconnect of(Boolean written) {
        return written == null ? WHEN_FAULTED : written ? ALWAYS : NEVER;
    }

    public boolean reconnects(boolean phaseHasFaults) {
        return this == ALWAYS || (this == WHEN_FAULTED && phaseHasFaults);
    }
}
