package io.benchlab.core.experiment;

import java.time.Duration;

/**
 * The bounds of every count and size in an experiment: far above any sensible experiment, far below
 * what would exhaust the machine (memory, threads, days of run time). Checked before anything
 * starts, and each error message states its bound. docs/experiment-format.md lists them.
 */
public final class ExperimentLimits {
    /** Experiment files read into memory. */
    public static final long MAX_FILE_BYTES = 1024 * 1024;
    /** Files read into memory for plugin parameters (SQL scripts and the like). */
    public static final long MAX_INPUT_FILE_BYTES = io.benchlab.api.TextFiles.DEFAULT_MAX_BYTES;
    /** Warm repeats per variant. */
    public static final int MAX_WARM = 1_000;
    /** Variants after the sweep is expanded. */
    public static final int MAX_VARIANTS = 1_000;
    /** (variant, phase) steps of one run. */
    public static final int MAX_STEPS = 10_000;
    /** {@code sideload}: side loads per experiment (each runs on connections of its own beside the workers). */
    public static final int MAX_SIDELOADS = 100;
    /** {@code sideload[].every}: the shortest period (a shorter one is a stream: use plugin). */
    public static final java.time.Duration MIN_SIDELOAD_PERIOD = java.time.Duration.ofMillis(100);
    /** Values of one sweep. */
    public static final int MAX_SWEEP_VALUES = 64;
    /** Worker threads of a stream (each holds a connection); the live server's max_connections may lower it. */
    public static final int MAX_THREADS = 4_096;
    /**
     * The connections a run holds on a server besides its stream workers, counted with them against
     * {@code max_connections}: the measured session, the probe session (status counters, EXPLAIN) and
     * spares for the runner's own short queries (settings, variables, sizes). The smallest pool benchlab
     * opens ({@code ConnectionPool.forWorkers(0)}).
     */
    public static final int CONNECTIONS_BESIDES_WORKERS = 4;
    /** Load hosts of one stream (each holds an SSH connection and a reader thread in the coordinator). */
    public static final int MAX_AGENTS = 64;
    /** Entries of stream.threadSweep. */
    public static final int MAX_THREAD_SWEEP = 32;
    /** Arrival rate per second. */
    public static final double MAX_RATE = 10_000_000;
    /** Pending arrivals held in memory. */
    public static final int MAX_QUEUE_CAPACITY = 10_000_000;
    /** Counters sampled per interval. */
    public static final int MAX_COUNTERS = 200;
    /** Length of a stream (duration or warmup). */
    public static final Duration MAX_STREAM_DURATION = Duration.ofDays(7);
    /** Shortest sampling interval. */
    public static final Duration MIN_INTERVAL = Duration.ofMillis(10);
    /** Shortest thread-state sampling period (each sample is a query on the server). */
    public static final Duration MIN_STATE_INTERVAL = Duration.ofMillis(10);
    /** Longest thread-state sampling period. */
    public static final Duration MAX_STATE_INTERVAL = Duration.ofSeconds(10);
    /** Query time-out. */
    public static final int MAX_QUERY_TIMEOUT_SECONDS = 7 * 24 * 3600;
    /** Runs of a study (EXPLAINs or ANALYZE rounds) per query or table. */
    public static final int MAX_STUDY_RUNS = 10_000;
    /** Length of names (experiment, variants, profiles). */
    public static final int MAX_NAME_LENGTH = 200;

    /** Replicas of a replication sandbox (each is a server on this machine). */
    public static final int MAX_REPLICAS = 8;
    /** Nodes of a Galera sandbox. */
    public static final int MAX_GALERA_NODES = 9;

    private ExperimentLimits() {
    }
}
