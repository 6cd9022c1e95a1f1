package io.benchlab.core.bundle;

/** File names and the format version of run bundles; docs/bundle-format.md describes them. */
public final class BundleFormat {
    private BundleFormat() {
    }

    /** Bumped on incompatible changes; readers accept this version and older. */
    public static final int VERSION = 1;

    public static final String MANIFEST = "manifest.json";
    public static final String EXPERIMENT = "experiment.yaml";
    public static final String ENVIRONMENT = "environment.json";
    public static final String VARIANTS = "variants.jsonl";
    public static final String PHASES = "phases.jsonl";
    public static final String MEASUREMENTS = "measurements.jsonl";
    public static final String PLANS = "plans.jsonl";
    public static final String EVENTS = "events.jsonl";
    public static final String INTERVALS = "intervals.jsonl";
    public static final String STREAMS = "streams.jsonl";
    /** Per load host figures of streams run by agents ({@code Records.AgentRecord}), beside the merged stream. */
    public static final String AGENTS = "agents.jsonl";
    public static final String DATASETS = "datasets.jsonl";
    /** Plan-stability study: one record per (variant, query) with its distinct plans. */
    public static final String PLAN_STABILITY = "planstability.jsonl";
    /** Statistics-variance study: one record per (variant, sample setting, index column). */
    public static final String STATISTICS = "statistics.jsonl";
    /** Each variant's tables and indexes: sizes after the load and at the variant's end ({@link Records.SizeRecord}). */
    public static final String SIZES = "sizes.jsonl";
    /** Every variant's full SHOW GLOBAL VARIABLES (plus its session settings), for the variable diff. */
    public static final String SERVER_VARIABLES = "servervariables.jsonl";
    /** Cluster runs: one record per (stream interval, node): counters, replica lag, Galera flow control. */
    public static final String NODE_INTERVALS = "nodeintervals.jsonl";
    /** Cluster runs: each node's cold proof per cold phase. */
    public static final String NODE_COLD = "nodecold.jsonl";
    /** Cluster runs: each start of the cluster, with every node's start-up time. */
    public static final String CLUSTER_STARTS = "clusterstarts.jsonl";
    /** Cluster runs: row count and checksum of each table the workload wrote, on every node, at the end of each variant. */
    public static final String NODE_DIGESTS = "nodedigests.jsonl";
    /** Runs with faults: one record per (fault, stream) with when it struck, the recovery, the dip and the errors in it. */
    public static final String FAULTS = "faults.jsonl";
    /** {@code stream.audit: acknowledged}: one record per (stream, node) with acknowledged, present and lost writes. */
    public static final String AUDITS = "audits.jsonl";
    /** {@code check: answers}: one record per (variant, query) saying whether its answer matched the reference. */
    public static final String ANSWERS = "answers.jsonl";
    /** A workload's checks of its data after each variant (TPC-C's consistency conditions): one record per (variant, condition). */
    public static final String CHECKS = "checks.jsonl";
    /** The run's own sessions' thread states while something was measured: per stream interval, per query ({@code StateRecords}). */
    public static final String THREAD_STATES = "threadstates.jsonl";
    /** Streams in rounds ({@code stream.rounds}, mysqlslap's iterations): one record per round with its connect and query times ({@code RoundRecords}). */
    public static final String ROUNDS = "rounds.jsonl";
    /** Scripted sessions ({@code sessions:}): one record per step and phase, timed, with its thread states ({@code SessionRecords}). */
    public static final String SESSIONS = "sessions.jsonl";
    /** Side loads ({@code sideload:}): one record per execution of each, timed from the streams' measured start ({@code SideLoadRecords}). */
    public static final String SIDE_LOADS = "sideloads.jsonl";
    /** {@code options.performanceSchema}: the streams' sessions' longest wait events and stages, per stream interval ({@code WaitRecords}). */
    public static final String WAITS = "waits.jsonl";
    public static final String LOGS_DIR = "logs";
}
