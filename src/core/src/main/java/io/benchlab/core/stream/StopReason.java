package io.benchlab.core.stream;

/** Why a stream run ended. */
public enum StopReason {
    /** The operation or unit limit of the plan was reached. */
    COMPLETED,
    /** The planned duration elapsed. */
    DURATION,
    /** Arrival-rate mode: an arrival was due while the queue was full (workers could not keep up). */
    QUEUE_FULL,
    /** {@link StreamRunner#cancel()} was called (or the running thread was interrupted). */
    CANCELLED,
    /** A worker failed and the error policy made it fatal, or a connection could not be opened. */
    ERROR
}
