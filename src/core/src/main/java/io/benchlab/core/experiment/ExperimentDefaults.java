package io.benchlab.core.experiment;

import io.benchlab.core.plan.NodeChoice;
import io.benchlab.core.stream.StreamPlan;
import java.time.Duration;
import java.util.List;

/**
 * Every default of an experiment file, named once (as JMH's {@code Defaults}): what a run does for
 * a field the file leaves out. The model's {@code …OrDefault()} accessors, the stream executor and
 * the docs (docs/experiment-format.md) all take them from here.
 */
public final class ExperimentDefaults {
    /** {@code server.type}: the embedded MariaDB. */
    public static final String SERVER_TYPE = "embedded";
    /** {@code server.profile}: the managed server's datadir under servers/. */
    public static final String PROFILE = "default";
    /** {@code server.port} of a managed server (and a remote host's own): 0, any free port on 127.0.0.1, kept by restarts. */
    public static final int PORT = 0;
    /** {@code ssh.port}: sshd's usual port. */
    public static final int SSH_PORT = 22;
    /** {@code server.remoteHome}: benchlab's folder on a remote host, relative to the login's home. */
    public static final String REMOTE_HOME = ".benchlab";
    /** {@code server.user} of an external server without a user in its url. */
    public static final String USER = "root";
    /** {@code phases.cold}: one cold run first. */
    public static final boolean COLD = true;
    /** {@code phases.warm}: warm repeats. */
    public static final int WARM = 3;
    /** {@code phases.interleave}: variants one after another. */
    public static final boolean INTERLEAVE = false;
    /** The name of the one variant of an experiment that declares none. */
    public static final String VARIANT_NAME = "default";
    /** {@code sweep.factor} of a geometric series. */
    public static final double SWEEP_FACTOR = 2;
    /** {@code stream.threads}. */
    public static final int THREADS = 1;
    /** {@code stream.together}: a phase's stream operations one after another. */
    public static final boolean STREAMS_TOGETHER = false;
    /** {@code stream.duration} when neither a duration nor a number of operations is given. */
    public static final Duration STREAM_DURATION = Duration.ofSeconds(10);
    /** {@code stream.interval}: the stream engine's own sampling period, named here with the file's other defaults. */
    public static final Duration INTERVAL = StreamPlan.DEFAULT_INTERVAL;
    /** {@code stream.warmup}: none. */
    public static final Duration WARMUP = Duration.ZERO;
    /**
     * {@code stream.counters}: the status counters sampled per interval when the file names none. A
     * file's own list replaces these (it does not add to them): list them too to keep them.
     */
    public static final List<String> COUNTERS = List.of("Innodb_buffer_pool_reads", "Innodb_data_written", "Innodb_rows_inserted",
            "Innodb_rows_read", "Innodb_os_log_written", "Innodb_buffer_pool_pages_dirty");
    /** {@code stream.queueCapacity} in arrival-rate mode. */
    public static final int QUEUE_CAPACITY = 10_000;
    /** {@code stream.seed}. */
    public static final long SEED = 1;
    /** {@code stream.sessionQueries}: each session of a round runs the operation once (mysqlslap's one query per client). */
    public static final long SESSION_QUERIES = 1;
    /** {@code stream.audit}: none (an audit reads the written table back after each stream). */
    public static final String AUDIT = "none";
    /** {@code sideload[].threads}: a side stream of one session unless the file says more. */
    public static final int SIDELOAD_THREADS = 1;
    /** {@code sideload[].stopOnError}: a failing side load is reported and the measured streams go on. */
    public static final boolean SIDELOAD_STOP_ON_ERROR = false;
    /** {@code faults[].target} on a cluster: its writing node. */
    public static final String FAULT_TARGET_CLUSTER = NodeChoice.PRIMARY;
    /** {@code options.explain}: capture plans. */
    public static final boolean EXPLAIN = true;
    /** {@code options.analyze}. */
    public static final boolean ANALYZE = false;
    /** {@code options.dropCaches}. */
    public static final boolean DROP_CACHES = false;
    /** {@code options.keepServer}. */
    public static final boolean KEEP_SERVER = false;
    /** {@code options.parallelServers}: one managed server of the run up at a time. */
    public static final boolean PARALLEL_SERVERS = false;
    /**
     * {@code options.check}: answers, for workloads that offer reference answers (dbt3, ssb): a wrong
     * answer that looks fast is the worst result a benchmark can report, and the reference engine
     * computes them after the last measurement in about two minutes at SF 1 even on a busy 2-core
     * machine, then keeps them (docs/answers.md).
     */
    public static final String CHECK = "answers";
    /** {@code options.tolerance}: strict, numbers to the cent (docs/answers.md). */
    public static final String TOLERANCE = "strict";
    /**
     * The address live metrics listen on when {@code options.metrics} or {@code run --metrics} gives
     * only a port: this machine only, as every server benchlab starts. A Prometheus elsewhere needs
     * the address written out ({@code 0.0.0.0:9464}).
     */
    public static final String METRICS_HOST = "127.0.0.1";
    /** {@code options.queryTimeoutSeconds}: never. */
    public static final int QUERY_TIMEOUT_SECONDS = 0;
    /**
     * {@code options.stateInterval}: the run's sessions' thread states sampled ten times a second, often enough
     * to see states that last a fraction of a second, one small query each (docs/experiment-format.md gives the
     * measured cost).
     */
    public static final Duration STATE_INTERVAL = Duration.ofMillis(100);
    /** {@code options.openTables}: SHOW OPEN TABLES is not counted unless asked (it lists the whole table cache). */
    public static final boolean OPEN_TABLES = false;
    /** {@code options.performanceSchema}: wait events and stages are not sampled unless asked (MariaDB needs a restart for it). */
    public static final boolean PERFORMANCE_SCHEMA = false;
    /** How many wait events, and how many stages, each stream interval keeps: the longest by time. */
    public static final int PERFORMANCE_SCHEMA_TOP = 10;
    /** {@code planStability.runs}. */
    public static final int PLAN_STABILITY_RUNS = 30;
    /** {@code planStability.between}. */
    public static final String PLAN_STABILITY_BETWEEN = "none";
    /** {@code planStability.execute}. */
    public static final boolean PLAN_STABILITY_EXECUTE = false;
    /** {@code statisticsVariance.runs}. */
    public static final int STATISTICS_VARIANCE_RUNS = 10;

    /** {@code server.replicas} of a replication sandbox. */
    public static final int REPLICAS = 1;
    /** {@code server.nodes} of a Galera sandbox. */
    public static final int GALERA_NODES = 3;
    /** {@code stream.writeTo} on a cluster: the primary (a Galera cluster's first node). */
    public static final String WRITE_TO = NodeChoice.PRIMARY;
    /** A Galera sandbox's server when no {@code basedir} is given: the system's own (Debian's mariadb-server). */
    public static final String GALERA_BASEDIR = "/usr";

    private ExperimentDefaults() {
    }
}
