package io.benchlab.core.experiment;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.benchlab.core.plan.Audit;
import io.benchlab.core.plan.Between;
import io.benchlab.core.plan.Check;
import io.benchlab.core.plan.FaultAction;
import io.benchlab.core.plan.PhasePlan;
import io.benchlab.core.plan.StepKind;
import io.benchlab.core.util.Durations;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * An experiment as written in its YAML file: a workload run on variants (server × settings)
 * through phases. See docs/experiment-format.md for every field.
 *
 * @param name        short name, used in bundle folder names
 * @param description free text
 * @param server      the default target of every variant
 * @param workload    plugin id and its parameters
 * @param phases      cold run and warm repeats
 * @param variants    the variants compared side by side; empty means one variant named {@code default}
 * @param sweep       generates variants from a setting's values (optionally crossed with flag sets)
 * @param stream      how stream operations run (threads, duration, rate)
 * @param options     run options
 * @param planStability      optional study: EXPLAIN (and run) queries many times per variant and count distinct plans
 * @param statisticsVariance optional study: ANALYZE tables many times per variant and measure how index cardinality varies
 * @param faults      faults injected while the streams of a phase run (a server or node killed, stopped, restarted,
 *                    paused, resumed), for every variant that has none of its own (docs/faults.md)
 * @param sessions    scripted sessions, each running its steps after the workload's operations
 * @param sideload    loads run beside the measured streams of a phase (another plugin's stream, a statement every
 *                    N seconds, a statement or a command once), each timed apart from the measured figures
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Experiment(String name, String description, ServerSpec server, WorkloadSpec workload, PhaseSpec phases,
                         List<VariantSpec> variants, SweepSpec sweep, StreamSpec stream, RunOptions options,
                         PlanStabilitySpec planStability, StatisticsVarianceSpec statisticsVariance, List<FaultSpec> faults,
                         List<SessionSpec> sessions, List<SideLoadSpec> sideload) {

    public Experiment {
        server = server == null ? ServerSpec.embedded() : server;
        phases = phases == null ? new PhaseSpec(ExperimentDefaults.COLD, ExperimentDefaults.WARM, ExperimentDefaults.INTERLEAVE) : phases;
        variants = variants == null ? List.of() : List.copyOf(variants);
        options = options == null ? new RunOptions(null, null, null, null, null, null, null, null, null, null, null, null) : options;
        faults = faults == null ? null : java.util.Collections.unmodifiableList(new java.util.ArrayList<>(faults));
        sessions = sessions == null ? null : java.util.Collections.unmodifiableList(new java.util.ArrayList<>(sessions));
        sideload = sideload == null ? null : java.util.Collections.unmodifiableList(new java.util.ArrayList<>(sideload));
    }

    /** An experiment without side loads. */
    public Experiment(String name, String description, ServerSpec server, WorkloadSpec workload, PhaseSpec phases,
                      List<VariantSpec> variants, SweepSpec sweep, StreamSpec stream, RunOptions options,
                      PlanStabilitySpec planStability, StatisticsVarianceSpec statisticsVariance, List<FaultSpec> faults,
                      List<SessionSpec> sessions) {
        this(name, description, server, workload, phases, variants, sweep, stream, options, planStability, statisticsVariance, faults,
                sessions, null);
    }

    /** An experiment without scripted sessions. */
    public Experiment(String name, String description, ServerSpec server, WorkloadSpec workload, PhaseSpec phases,
                      List<VariantSpec> variants, SweepSpec sweep, StreamSpec stream, RunOptions options,
                      PlanStabilitySpec planStability, StatisticsVarianceSpec statisticsVariance, List<FaultSpec> faults) {
        this(name, description, server, workload, phases, variants, sweep, stream, options, planStability, statisticsVariance, faults, null);
    }

    /** An experiment without faults. */
    public Experiment(String name, String description, ServerSpec server, WorkloadSpec workload, PhaseSpec phases,
                      List<VariantSpec> variants, SweepSpec sweep, StreamSpec stream, RunOptions options,
                      PlanStabilitySpec planStability, StatisticsVarianceSpec statisticsVariance) {
        this(name, description, server, workload, phases, variants, sweep, stream, options, planStability, statisticsVariance, null);
    }

    /** An experiment with nothing set (the GUI's new, empty form); defaults apply as for a file. */
    public static Experiment empty() {
        return new Experiment(null, null, null, null, null, null, null, null, null, null, null, null, null, null);
    }

    /** The faults of the experiment (empty when it has none). */
    public List<FaultSpec> faultsOrEmpty() {
        return faults == null ? List.of() : faults;
    }

    /**
     * Where the target server comes from. Exactly one of the type-specific fields applies.
     * {@code version} picks an embedded MariaDB version (fetched through Maven on first use);
     * {@code tarball} names a server archive (file or URL) a binaries server is unpacked from, checked
     * against {@code sha256} when given. {@code version} also names Debian's builds
     * ({@code mysql-9.7.4}, {@code mariadb-11.8.9}: {@link ServerVersionName}).
     * A {@code remote} server runs on {@code host}, reached over {@code ssh}: benchlab's own copy of
     * the embedded (or {@code version}) binaries under {@code remoteHome}, or, with {@code service},
     * a server the host already runs, started and stopped by the service's commands.
     * A cluster ({@code type: replication} or {@code galera}, see docs/clusters.md) is either a
     * sandbox benchlab runs on 127.0.0.1 ({@code replicas} resp. {@code nodes}, {@code provider})
     * or an existing cluster given by its nodes' JDBC URLs ({@code nodeUrls}, name → URL, the
     * first a replication cluster's primary).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record ServerSpec(String type, String profile, String basedir, Integer port, String url, String user,
                             String passwordEnv, String passwordFile, Boolean passwordPrompt, String password,
                             String version, String tarball, Integer replicas, Integer nodes, String provider,
                             Map<String, String> nodeUrls, String host, SshSpec ssh, ServiceSpec service, String remoteHome,
                             String sha256) {
        /** Every field but the tarball's checksum (callers that name no tarball). */
        public ServerSpec(String type, String profile, String basedir, Integer port, String url, String user,
                          String passwordEnv, String passwordFile, Boolean passwordPrompt, String password,
                          String version, String tarball, Integer replicas, Integer nodes, String provider,
                          Map<String, String> nodeUrls, String host, SshSpec ssh, ServiceSpec service, String remoteHome) {
            this(type, profile, basedir, port, url, user, passwordEnv, passwordFile, passwordPrompt, password, version, tarball,
                    replicas, nodes, provider, nodeUrls, host, ssh, service, remoteHome, null);
        }

        /** The first fields, as before clusters and remote hosts: callers that know neither leave them out. */
        public ServerSpec(String type, String profile, String basedir, Integer port, String url, String user,
                          String passwordEnv, String passwordFile, Boolean passwordPrompt, String password,
                          String version, String tarball) {
            this(type, profile, basedir, port, url, user, passwordEnv, passwordFile, passwordPrompt, password, version, tarball,
                    null, null, null, null, null, null, null, null);
        }

        public static ServerSpec embedded() {
            return embedded(null);
        }

        /** The embedded MariaDB under a profile (null: the default profile). */
        public static ServerSpec embedded(String profile) {
            return new ServerSpec(ExperimentDefaults.SERVER_TYPE, profile, null, null, null, null, null, null, null, null, null, null);
        }

        /** An embedded MariaDB version (null: the one benchlab was built with) under a profile. */
        public static ServerSpec embeddedVersion(String profile, String version) {
            return new ServerSpec(ServerKind.EMBEDDED.word(), profile, null, null, null, null, null, null, null, null, version, null);
        }

        /** The same block running another version (null: the built-in one); every other field kept (the editor's version field). */
        public ServerSpec withVersion(String v) {
            return new ServerSpec(type, profile, basedir, port, url, user, passwordEnv, passwordFile, passwordPrompt, password, v, tarball,
                    replicas, nodes, provider, nodeUrls, host, ssh, service, remoteHome, sha256);
        }

        /** Another server build's binaries, managed by benchlab under a profile. */
        public static ServerSpec binaries(String profile, String basedir) {
            return new ServerSpec(ServerKind.BINARIES.word(), profile, basedir, null, null, null, null, null, null, null, null, null);
        }

        public String typeOrDefault() {
            return type == null ? (url != null ? ServerKind.EXTERNAL.word() : basedir != null || tarball != null ? ServerKind.BINARIES.word()
                    : ExperimentDefaults.SERVER_TYPE) : type;
        }

        /** The kind {@code type:} names (or implies), if it is one; an unknown word is its block's problem ({@code ServerChecks}). */
        public java.util.Optional<ServerKind> knownKind() {
            return ServerKind.of(typeOrDefault());
        }

        /** Whether the block is of this kind. */
        public boolean is(ServerKind k) {
            return knownKind().orElse(null) == k;
        }

        /** The kind of a checked block; an unknown word here is a block that skipped the checks. */
        public ServerKind kind() {
            return knownKind().orElseThrow(() -> new IllegalStateException("server type '" + typeOrDefault() + "' was not checked"));
        }

        /** Asks the kind; a block of an unknown type answers {@code unknown} (its one error line is the type's, not a second one). */
        private boolean can(java.util.function.Predicate<ServerKind> capability, boolean unknown) {
            return knownKind().map(capability::test).orElse(unknown);
        }

        /** {@code type: replication} or {@code galera}: several nodes, sandboxed or existing. */
        public boolean cluster() {
            return can(ServerKind::cluster, false);
        }

        /** A cluster benchlab runs itself on 127.0.0.1 (no {@code nodeUrls}). */
        public boolean sandbox() {
            return cluster() && nodeUrls == null;
        }

        /** The node names of a cluster, in order: {@code primary, replica1…}, {@code node1…}, or the keys of {@code nodeUrls}. */
        public List<String> nodeNames() {
            return knownKind().map(k -> k.nodeNames(this)).orElse(List.of());
        }

        /**
         * Each server build gets its own datadir unless a profile is named: a datadir made by one
         * version must not be opened by another. The embedded default version keeps {@link ExperimentDefaults#PROFILE}.
         */
        public String profileOrDefault() {
            if (profile != null) {
                return profile;
            }
            if (is(ServerKind.EMBEDDED) && version != null) {
                // mysql-9.7.4 and mariadb-11.8.9 (Debian's builds) are profile names already; a bare Maven version gets its flavour
                return ServerVersionName.isPackaged(version) ? version : "mariadb-" + version;
            }
            if (sandbox()) {
                return typeOrDefault(); // nodes are NAME-primary, NAME-replica1… resp. NAME-node1…
            }
            if (is(ServerKind.BINARIES)) {
                String from = basedir != null ? basedir : tarball;
                String last = from == null ? "" : java.nio.file.Path.of(from.replaceAll("/+$", "")).getFileName() + "";
                String name = last.replaceAll("\\.(tar(\\.(gz|xz|bz2|zst))?|tgz|txz)$", "").replaceAll("[^A-Za-z0-9_.-]", "_");
                return "binaries-" + (name.isEmpty() ? "root" : name);
            }
            return ExperimentDefaults.PROFILE;
        }

        /** A server benchlab starts and restarts on this machine (embedded, binaries, or a cluster sandbox). */
        public boolean managed() {
            return can(k -> k.runsHere(this), true);
        }

        /** {@code type: remote}: a server on another host, controlled over SSH (benchlab can restart it, so cold phases work). */
        public boolean remote() {
            return is(ServerKind.REMOTE);
        }

        /** Whether benchlab starts this server with its own command line, so global settings can become start-up options. */
        public boolean takesStartupOptions() {
            return can(k -> k.takesStartupOptions(this), true);
        }

        /** Whether benchlab can restart this server: cold phases, start-up options and restarts between plans need it. */
        public boolean restartable() {
            return can(k -> k.restartable(this), true);
        }

        /** Whether a fault may strike it (benchlab signals its processes): the validator asks this, the runner's targets agree ({@code ServerKindTest}). */
        public boolean takesFaults() {
            return can(k -> k.takesFaults(this), true);
        }

        /** {@code type: none}: no server at all, for workloads that declare they need none (storage IO). */
        public boolean none() {
            return is(ServerKind.NONE);
        }

        public static ServerSpec noServer() {
            return new ServerSpec(ServerKind.NONE.word(), null, null, null, null, null, null, null, null, null, null, null);
        }
    }

    /**
     * How to log in to a remote server's host, as {@code ssh -i identityFile -p port user@host} would;
     * the host's key must be in {@code knownHosts}.
     *
     * @param user           login user on the host
     * @param identityFile   the private key (relative to the experiment file, or {@code ~/…})
     * @param port           sshd's port (default 22)
     * @param knownHosts     OpenSSH known_hosts file (default ~/.ssh/known_hosts)
     * @param passphraseEnv  environment variable holding the key's passphrase
     * @param passphraseFile owner-only file holding the key's passphrase
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record SshSpec(String user, String identityFile, Integer port, String knownHosts, String passphraseEnv, String passphraseFile) {
    }

    /**
     * A server the remote host runs as a service: benchlab starts and stops it with these commands
     * (run over SSH) and reaches it by the server block's JDBC {@code url}.
     *
     * @param start    shell command that starts it (e.g. {@code sudo systemctl start mariadb})
     * @param stop     shell command that stops it
     * @param datadir  its datadir on the host (evicted from the page cache for cold phases)
     * @param errorLog its error log on the host (fetched into the bundle)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record ServiceSpec(String start, String stop, String datadir, String errorLog) {
    }

    public record WorkloadSpec(String plugin, Map<String, Object> parameters) {
        public WorkloadSpec {
            parameters = parameters == null ? Map.of() : parameters;
        }
    }

    /**
     * @param cold       one cold run first (server restarted, caches emptied and proven empty)
     * @param warm       warm repeats after it, without restart
     * @param interleave run variants in alternation (A B A B …) instead of one after another
     */
    public record PhaseSpec(Boolean cold, Integer warm, Boolean interleave) {
        public boolean coldOrDefault() {
            return cold == null ? ExperimentDefaults.COLD : cold;
        }

        public int warmOrDefault() {
            return warm == null ? ExperimentDefaults.WARM : warm;
        }

        public boolean interleaveOrDefault() {
            return interleave == null ? ExperimentDefaults.INTERLEAVE : interleave;
        }

        /** The label of the cold phase, as tables and bundles write it. */
        public static final String COLD_LABEL = PhasePlan.COLD_LABEL;

        /** The label of warm repeat {@code n} (1-based): {@code Run1}, {@code Run2}… */
        public static String warmLabel(int n) {
            return PhasePlan.warmLabel(n);
        }

        /** Every phase's label, in the order they run: {@code Cold}, {@code Run1}… */
        public List<String> labels() {
            return RunPlanner.phases(this).labels();
        }
    }

    /**
     * @param name     unique variant name, shown as a row or column
     * @param server   overrides the experiment's server
     * @param settings server variables; benchlab decides from the live catalog whether each is set
     *                 per session, globally, or at start-up
     * @param startup  extra command-line options for a managed server (e.g. {@code skip-log-bin: ""})
     * @param nodeSettings a cluster's per-node settings, node name → settings, on top of {@code settings}
     *                 (which every node gets), e.g. {@code replica1: {innodb_flush_log_at_trx_commit: 2}}
     * @param writeTo  on a cluster, where this variant's stream workers connect (overrides {@code stream.writeTo}),
     *                 so "writes to one node vs all nodes" is two variants
     * @param readFrom on a cluster, where this variant's read-only streams run (overrides {@code stream.readFrom}),
     *                 so "reads on the primary vs on the replica" is two variants
     * @param faults   this variant's own faults instead of the experiment's ({@code []}: none), so "the same kill
     *                 with and without a replica" or "no fault vs a fault" is two variants
     * @param workload workload parameters this variant overrides (checked by the plugin's own parameter rules, as the
     *                 workload block's are), so "compressed vs uncompressed tables" or "1 vs 1000 rows per commit" is two
     *                 variants of one experiment
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record VariantSpec(String name, ServerSpec server, Map<String, Object> settings, Map<String, Object> startup,
                              Map<String, Map<String, Object>> nodeSettings, String writeTo, String readFrom, List<FaultSpec> faults,
                              Map<String, Object> workload) {
        public VariantSpec {
            settings = settings == null ? Map.of() : settings;
            startup = startup == null ? Map.of() : startup;
            faults = faults == null ? null : java.util.Collections.unmodifiableList(new java.util.ArrayList<>(faults));
            workload = workload == null ? null : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(workload));
        }

        public VariantSpec(String name, ServerSpec server, Map<String, Object> settings, Map<String, Object> startup,
                           Map<String, Map<String, Object>> nodeSettings, String writeTo, String readFrom, List<FaultSpec> faults) {
            this(name, server, settings, startup, nodeSettings, writeTo, readFrom, faults, null);
        }

        public VariantSpec(String name, ServerSpec server, Map<String, Object> settings, Map<String, Object> startup,
                           Map<String, Map<String, Object>> nodeSettings, String writeTo, String readFrom) {
            this(name, server, settings, startup, nodeSettings, writeTo, readFrom, null, null);
        }

        public VariantSpec(String name, ServerSpec server, Map<String, Object> settings, Map<String, Object> startup) {
            this(name, server, settings, startup, null, null, null, null, null);
        }

        /** This variant with other settings (an editor changes those; the rest of the file is kept). */
        public VariantSpec withSettings(Map<String, Object> newSettings) {
            return new VariantSpec(name, server, newSettings, startup, nodeSettings, writeTo, readFrom, faults, workload);
        }

        /** The workload parameters this variant overrides (none: the workload block's own). */
        public Map<String, Object> workloadOrEmpty() {
            return workload == null ? Map.of() : workload;
        }

        public Map<String, Map<String, Object>> nodeSettingsOrEmpty() {
            return nodeSettings == null ? Map.of() : nodeSettings;
        }
    }

    /**
     * A sweep over one setting: explicit {@code values}, or a geometric series {@code from} → {@code to}
     * multiplying by {@code factor} (default 2). Each value is crossed with every entry of {@code cross}
     * (settings maps such as optimizer_switch flag sets), and with every declared variant. With
     * {@code parameter} instead of {@code variable} the sweep runs over a workload parameter (checked by the
     * plugin's rules at every value), e.g. {@code rowsPerCommit: [1, 10, 1000]}.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record SweepSpec(String variable, List<Object> values, Object from, Object to, Double factor,
                            List<Map<String, Object>> cross, String parameter) {
        public SweepSpec(String variable, List<Object> values, Object from, Object to, Double factor, List<Map<String, Object>> cross) {
            this(variable, values, from, to, factor, cross, null);
        }

        /** What is swept: the server variable, or the workload parameter ({@code parameter}) when the sweep names one. */
        public String swept() {
            return parameter != null ? parameter : variable;
        }
    }

    /**
     * @param threads       worker threads (closed loop or arrival-rate workers)
     * @param threadSweep   run the stream once per thread count
     * @param duration      e.g. {@code 60s}
     * @param operations    stop after this many operations (whichever comes first with duration)
     * @param interval      sampling period, default 1s
     * @param rate          arrival rate λ per second (arrival-rate mode when set)
     * @param queueCapacity bounded queue of pending arrivals
     * @param seed          seed of arrivals and worker randomness
     * @param warmup        excluded from results
     * @param counters      status counters sampled per interval
     * @param writeTo       on a cluster, where the workers connect: {@code primary} (a replication cluster's primary,
     *                      a Galera cluster's first node), a node's name, or {@code all} (workers spread over every node)
     * @param readFrom      on a cluster, where the streams that only read run: {@code primary}, {@code replicas}
     *                      (a replication cluster's replicas, workers spread over them), a node's name, or {@code all};
     *                      null: where the stream writes. Streams that write always run on {@code writeTo}.
     * @param agents        load hosts that run the stream's threads (or arrival rate) split between them; null or empty: this process
     * @param together      run all the workload's stream operations of a phase at the same time, each with its own
     *                      workers (default false: one after another)
     * @param operationThreads threads of the named stream operations (operation name → threads), instead of
     *                      {@code threads} or the sweep point's count
     * @param iterations    operations each thread (session) runs, as mysqlslap's iterations per client: a thread
     *                      that did its share stops, the stream ends when the last one did (closed loop only;
     *                      whichever comes first with duration and operations)
     * @param reconnect     a worker whose connection was lost reconnects (with growing waits) and goes on; default: true
     *                      in a phase with faults, false otherwise (a lost connection fails the run)
     * @param audit         {@code acknowledged}: after each stream, every row whose commit the server acknowledged is
     *                      looked for in its table (streams that offer it, e.g. insert-stream); {@code none} (default)
     * @param rounds        mysqlslap's {@code --iterations}: this many rounds, each opening {@code threads} new sessions
     *                      that start together once all are connected, run {@code sessionQueries} operations each and
     *                      disconnect (closed loop only; the stream ends after the last round, or at {@code duration})
     * @param sessionQueries operations each session runs per round (default 1; mysqlslap's
     *                      {@code --number-of-queries} divided by {@code --concurrency}); with {@code rounds} only
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record StreamSpec(Integer threads, List<Integer> threadSweep, String duration, Long operations, String interval,
                             Double rate, Integer queueCapacity, Long seed, String warmup, List<String> counters, String writeTo,
                             String readFrom, List<AgentSpec> agents, Boolean together, Map<String, Integer> operationThreads,
                             Long iterations, Boolean reconnect, String audit, Integer rounds, Long sessionQueries) {
        /** The values {@code stream.audit} takes. */
        public static final List<String> AUDITS = Audit.words();

        public StreamSpec(Integer threads, List<Integer> threadSweep, String duration, Long operations, String interval,
                          Double rate, Integer queueCapacity, Long seed, String warmup, List<String> counters) {
            this(threads, threadSweep, duration, operations, interval, rate, queueCapacity, seed, warmup, counters, null, null, null,
                    null, null);
        }

        /** The fields before {@code iterations}. */
        public StreamSpec(Integer threads, List<Integer> threadSweep, String duration, Long operations, String interval,
                          Double rate, Integer queueCapacity, Long seed, String warmup, List<String> counters, String writeTo,
                          String readFrom, List<AgentSpec> agents, Boolean together, Map<String, Integer> operationThreads) {
            this(threads, threadSweep, duration, operations, interval, rate, queueCapacity, seed, warmup, counters, writeTo, readFrom,
                    agents, together, operationThreads, null, null, null);
        }

        /** The fields before {@code rounds}. */
        public StreamSpec(Integer threads, List<Integer> threadSweep, String duration, Long operations, String interval,
                          Double rate, Integer queueCapacity, Long seed, String warmup, List<String> counters, String writeTo,
                          String readFrom, List<AgentSpec> agents, Boolean together, Map<String, Integer> operationThreads,
                          Long iterations, Boolean reconnect, String audit) {
            this(threads, threadSweep, duration, operations, interval, rate, queueCapacity, seed, warmup, counters, writeTo, readFrom,
                    agents, together, operationThreads, iterations, reconnect, audit, null, null);
        }

        /** This block with other threads and duration (an editor changes those; the rest of the file is kept). */
        public StreamSpec withThreadsAndDuration(Integer newThreads, String newDuration) {
            return new StreamSpec(newThreads, threadSweep, newDuration, operations, interval, rate, queueCapacity, seed, warmup, counters,
                    writeTo, readFrom, agents, together, operationThreads, iterations, reconnect, audit, rounds, sessionQueries);
        }

        /** Whether the stream runs in rounds of new sessions (mysqlslap's iterations). */
        public boolean inRounds() {
            return rounds != null;
        }

        /** The operations each session of a round runs: {@code sessionQueries}, else 1. */
        public long sessionQueriesOrDefault() {
            return sessionQueries == null ? ExperimentDefaults.SESSION_QUERIES : sessionQueries;
        }

        /** Whether workers reconnect after a lost connection: {@code reconnect}, else whether the phase has faults. */
        public boolean reconnectOrDefault(boolean phaseHasFaults) {
            return reconnect != null ? reconnect : phaseHasFaults;
        }

        /** Whether acknowledged writes are audited after each stream ({@code audit: acknowledged}). */
        public boolean auditsAcknowledged() {
            return Audit.of(audit == null ? ExperimentDefaults.AUDIT : audit).orElse(null) == Audit.ACKNOWLEDGED;
        }

        public boolean togetherOrDefault() {
            return together == null ? ExperimentDefaults.STREAMS_TOGETHER : together;
        }

        public int threadsOrDefault() {
            return threads == null ? ExperimentDefaults.THREADS : threads;
        }

        /** The thread counts the stream runs with, one run per count: the sweep, else {@code threads}, else the default. */
        public List<Integer> threadCounts() {
            return threadSweep != null && !threadSweep.isEmpty() ? threadSweep : List.of(threadsOrDefault());
        }

        /** How long the stream runs: {@code duration}, else (without {@code operations}, {@code iterations} and {@code rounds} too) the default; null: until those. */
        public Duration durationOrDefault() {
            Duration d = Durations.parse("stream.duration", duration);
            return d == null && (operations == null || operations == 0) && (iterations == null || iterations == 0) && rounds == null
                    ? ExperimentDefaults.STREAM_DURATION : d;
        }

        public Duration intervalOrDefault() {
            return interval == null ? ExperimentDefaults.INTERVAL : Durations.parse("stream.interval", interval);
        }

        public Duration warmupOrDefault() {
            return warmup == null ? ExperimentDefaults.WARMUP : Durations.parse("stream.warmup", warmup);
        }

        public long seedOrDefault() {
            return seed == null ? ExperimentDefaults.SEED : seed;
        }

        public int queueCapacityOrDefault() {
            return queueCapacity == null ? ExperimentDefaults.QUEUE_CAPACITY : queueCapacity;
        }

        /** The status counters sampled per interval: {@code counters} (which replace the defaults), else {@link ExperimentDefaults#COUNTERS}. */
        public List<String> countersOrDefault() {
            return counters != null ? counters : ExperimentDefaults.COUNTERS;
        }

        /** The threads of one operation at one point of the sweep: its own count if {@code operationThreads} names it. */
        public int threadsOf(String operation, int sweepThreads) {
            Integer own = operationThreads == null ? null : operationThreads.get(operation);
            return own != null ? own : sweepThreads;
        }

        /**
         * The most stream workers connected at once over the sweep: the operations' threads added
         * when they run together, the largest when they run one after another.
         *
         * @param streamOperations the workload's stream operations (names)
         */
        public int maxWorkers(List<String> streamOperations) {
            int most = 0;
            for (int t : threadCounts()) {
                int atPoint = 0;
                for (String op : streamOperations) {
                    atPoint = togetherOrDefault() ? atPoint + threadsOf(op, t) : Math.max(atPoint, threadsOf(op, t));
                }
                most = Math.max(most, streamOperations.isEmpty() ? t : atPoint);
            }
            return most;
        }

        public String writeToOrDefault() {
            return writeTo == null ? ExperimentDefaults.WRITE_TO : writeTo;
        }

        /** Where read-only streams run when no variant says: {@code readFrom}, else where the stream writes. */
        public String readFromOrDefault() {
            return readFrom == null ? writeToOrDefault() : readFrom;
        }

        /** Whether the stream runs on load hosts ({@code benchlab agent} over SSH) instead of in this process. */
        public boolean onLoadHosts() {
            return agents != null && !agents.isEmpty();
        }
    }

    /**
     * A fault injected while a phase's streams run (docs/faults.md): a server or a cluster's node
     * killed, stopped, restarted, paused or resumed at a time counted from the stream's measured start.
     *
     * @param at          when, after the measurement started (after any warmup), e.g. {@code 20s}
     * @param action      {@code kill} (SIGKILL), {@code stop} (a clean shutdown), {@code restart} (start again; one that
     *                    runs is stopped first), {@code pause} (SIGSTOP: a hung server), {@code resume} (SIGCONT)
     * @param target      {@code server} (one server), {@code primary} (a cluster's writing node) or a node's name
     *                    ({@code replica1}, {@code node2}); default {@code server}, or {@code primary} on a cluster
     * @param forDuration how long it lasts, from when the action was done; then it is undone: a killed or stopped
     *                    server started again, a paused one resumed, a restarted one kept down that long; null: it
     *                    stays so (until a later fault, or the stream's end)
     * @param phase       the phase it strikes in ({@code Cold}, {@code Run1}, …); null: every phase
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record FaultSpec(String at, String action, String target, @JsonProperty("for") String forDuration, String phase) {
        /** The actions, in the words of the file. */
        public static final List<String> ACTIONS = FaultAction.words();

        /** The action, if its word is one ({@code FaultChecks} words an unknown one). */
        public java.util.Optional<FaultAction> knownAction() {
            return FaultAction.of(action);
        }

        /** The action of a checked fault. */
        public FaultAction faultAction() {
            return knownAction().orElseThrow(() -> new IllegalStateException("fault action '" + action + "' was not checked"));
        }
        /** The target word of a target that is one server. */
        public static final String SERVER = io.benchlab.core.plan.FaultPlan.ONE_SERVER;
    }

    /** The side loads of the experiment (empty when it has none). */
    public List<SideLoadSpec> sideloadOrEmpty() {
        return sideload == null ? List.of() : sideload;
    }

    /**
     * A load beside the measured streams of a phase (seed 000's DROP TABLE and mysqldump during an
     * arrival-rate run, seed 002's periodic scan): exactly one of {@code plugin} (another workload's
     * stream at its own threads and rate), {@code sql} (a statement) and {@code command} (a shell
     * command on the server's host); with {@code every} the statement or command is repeated, else it
     * runs once. Times count from the measured start of the phase's streams (after any warmup).
     *
     * @param name        what the side load is called on charts and in tables; default: its statement's,
     *                    command's or plugin's first words
     * @param plugin      a workload plugin whose first stream operation runs beside the measured one
     * @param parameters  that plugin's parameters
     * @param threads     that stream's threads (default 1)
     * @param rate        that stream's arrival rate per second; null: a closed loop
     * @param sql         a statement run on a connection of its own (its rows read and counted)
     * @param command     a shell command run on the server's host (here for a server benchlab runs here, over SSH
     *                    for a remote one), with the server's address in BENCHLAB_HOST, BENCHLAB_PORT, BENCHLAB_USER
     *                    and BENCHLAB_SCHEMA
     * @param at          when it starts, e.g. {@code 10s}; default 0s (at the measured start)
     * @param every       repeat the statement or command this often (from {@code at}) until the streams end
     * @param phase       the phase it runs in ({@code Cold}, {@code Run1}, …); null: every phase
     * @param stopOnError a failure stops the measured streams and fails the run; default false (reported, the streams go on)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record SideLoadSpec(String name, String plugin, Map<String, Object> parameters, Integer threads, Double rate, String sql,
                               String command, String at, String every, String phase, Boolean stopOnError) {
        /** What a side load does; its word names the field that makes it so. */
        public enum Kind {
            /** Another plugin's stream ({@code plugin}). */
            STREAM("plugin"),
            /** A statement or command repeated ({@code every}). */
            PERIODIC("every"),
            /** A statement or command once ({@code at}). */
            ONCE("at");

            private final String word;

            Kind(String word) {
                this.word = word;
            }

            public String word() {
                return word;
            }
        }

        /** What it does: a stream with {@code plugin}, else periodic with {@code every}, else once. */
        public Kind kind() {
            return plugin != null ? Kind.STREAM : every != null ? Kind.PERIODIC : Kind.ONCE;
        }

        public Map<String, Object> parametersOrEmpty() {
            return parameters == null ? Map.of() : parameters;
        }

        public int threadsOrDefault() {
            return threads == null ? ExperimentDefaults.SIDELOAD_THREADS : threads;
        }

        /** When it starts after the measured start. */
        public Duration atOrDefault() {
            Duration d = Durations.parse("at", at);
            return d == null ? Duration.ZERO : d;
        }

        public boolean stopOnErrorOrDefault() {
            return stopOnError == null ? ExperimentDefaults.SIDELOAD_STOP_ON_ERROR : stopOnError;
        }

        /** Whether it runs in the phase so labelled. */
        public boolean runsIn(String phaseLabel) {
            return phase == null || phase.equals(phaseLabel);
        }

        /** Its name, else the first words of what it runs (at most 40 characters), as charts mark it. */
        public String label() {
            if (name != null && !name.isBlank()) {
                return name;
            }
            String what = plugin != null ? plugin : sql != null ? sql : command != null ? command : "side load";
            String words = what.strip().replaceAll("\\s+", " ");
            return words.length() <= 40 ? words : words.substring(0, 39) + "…";
        }
    }

    /** The scripted sessions of the experiment (empty when it has none). */
    public List<SessionSpec> sessionsOrEmpty() {
        return sessions == null ? List.of() : sessions;
    }

    /**
     * A scripted session (seed 004's "session 1: LOCK TABLES …; session 2: CREATE TABLE … LIKE"): a
     * named connection of its own that runs its steps in order in every phase, after the workload's
     * operations, at the same time as the other sessions; each step timed and the session's thread
     * states sampled while it runs.
     *
     * @param name  the session's name ({@code A}, {@code locker}), unique in the experiment
     * @param steps what it does, in order
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record SessionSpec(String name, List<StepSpec> steps) {
    }

    /**
     * One step of a scripted session: exactly one of {@code sql}, {@code sleep} and {@code waitFor}.
     *
     * @param name    the step's name, for another session's {@code waitFor}; else it is known by its number (from 1)
     * @param sql     a statement the session runs (its results read and dropped)
     * @param sleep   a pause, e.g. {@code 5s}, the session connected and idle
     * @param waitFor {@code SESSION/STEP}: wait until that session's step (its name or number) has ended
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record StepSpec(String name, String sql, String sleep, String waitFor) {
        /** What the step does. */
        public StepKind kind() {
            return sql != null ? StepKind.SQL : sleep != null ? StepKind.SLEEP : StepKind.WAIT_FOR;
        }

        /** Its statement, its pause or the step it waits for. */
        public String text() {
            return sql != null ? sql : sleep != null ? sleep : waitFor;
        }
    }

    /**
     * A load host that runs a share of a stream's threads (or arrival rate) as a {@code benchlab
     * agent} started over SSH.
     *
     * @param host name or address of the load host
     * @param ssh  how to log in there (null: the current user, ~/.ssh/id_ed25519, port 22, ~/.ssh/known_hosts)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record AgentSpec(String host, SshSpec ssh) {
    }

    /**
     * @param dropCaches          also drop the whole OS page cache for cold phases (root only)
     * @param explain             capture EXPLAIN plans (default true)
     * @param analyze             also run ANALYZE FORMAT=JSON / EXPLAIN ANALYZE once per query (executes it)
     * @param keepServer          leave a managed server running after the run
     * @param queryTimeoutSeconds cancel a query after this long (0 = never)
     * @param parallelServers     let the managed servers of different variants run at the same time (default: one at a time)
     * @param check               {@code answers} (default): compare every query's answer with its workload's reference
     *                            (docs/answers.md; left out, only for workloads that offer references); {@code none}: do not
     * @param tolerance           how far apart numbers that are not whole may be: {@code strict} (default, to the cent) or
     *                            {@code specification} (TPC-H's: sums within $100, averages and ratios within 1%)
     * @param stateInterval       how often the run's own sessions' thread states are sampled while something is
     *                            measured (default 100ms); {@code off} for never
     * @param openTables          also count {@code SHOW OPEN TABLES} of the workload's schema at every thread-state sample
     * @param metrics             serve live metrics while the run runs, at this address ({@link MetricsAddress}: a port, or
     *                            HOST:PORT); none when left out. {@code run --metrics} overrides it
     * @param performanceSchema   also sample the workload's sessions' wait events and stages from performance_schema per
     *                            stream interval (a managed server is started with it on; an external one must have it on)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record RunOptions(Boolean dropCaches, Boolean explain, Boolean analyze, Boolean keepServer, Integer queryTimeoutSeconds,
                             Boolean parallelServers, String check, String tolerance, String stateInterval, Boolean openTables,
                             String metrics, Boolean performanceSchema) {
        /** The values {@code options.check} takes. */
        public static final List<String> CHECKS = Check.WORDS;
        /** The values {@code options.tolerance} takes. */
        public static final List<String> TOLERANCES = io.benchlab.core.plan.Tolerance.words();
        /** What {@code options.stateInterval} says for "never" ({@code off} unquoted reads as false in YAML). */
        public static final List<String> OFF = List.of("off", "false");

        /** The options before thread states. */
        public RunOptions(Boolean dropCaches, Boolean explain, Boolean analyze, Boolean keepServer, Integer queryTimeoutSeconds,
                          Boolean parallelServers, String check, String tolerance) {
            this(dropCaches, explain, analyze, keepServer, queryTimeoutSeconds, parallelServers, check, tolerance, null, null, null, null);
        }

        /** The options before performance_schema sampling. */
        public RunOptions(Boolean dropCaches, Boolean explain, Boolean analyze, Boolean keepServer, Integer queryTimeoutSeconds,
                          Boolean parallelServers, String check, String tolerance, String stateInterval, Boolean openTables,
                          String metrics) {
            this(dropCaches, explain, analyze, keepServer, queryTimeoutSeconds, parallelServers, check, tolerance, stateInterval,
                    openTables, metrics, null);
        }

        /** How often thread states are sampled; null when the experiment turns them off. */
        public java.time.Duration stateIntervalOrDefault() {
            if (stateInterval == null) {
                return ExperimentDefaults.STATE_INTERVAL;
            }
            return OFF.contains(stateInterval.strip().toLowerCase(java.util.Locale.ROOT)) ? null
                    : io.benchlab.core.util.Durations.parse("options.stateInterval", stateInterval);
        }

        public boolean performanceSchemaOrDefault() {
            return performanceSchema == null ? ExperimentDefaults.PERFORMANCE_SCHEMA : performanceSchema;
        }

        public boolean openTablesOrDefault() {
            return openTables == null ? ExperimentDefaults.OPEN_TABLES : openTables;
        }

        /** False only when the check is turned off (a workload may still have nothing to check). */
        public boolean checkAnswersOrDefault() {
            return Check.of(check == null ? ExperimentDefaults.CHECK : check) == Check.ANSWERS;
        }

        /**
         * Whether this run checks answers: as the file says, or, left out, by default where the
         * workload offers independent answers (dbt3, ssb) and nowhere else, so other workloads'
         * bundles are not filled with "no independent answer".
         */
        public boolean checkAnswers(boolean workloadHasReferences) {
            return checkAnswersOrDefault() && (check != null || workloadHasReferences);
        }

        /**
         * Where live metrics are served, or null when the file asks for none.
         *
         * @throws IllegalArgumentException for a value {@link MetricsAddress#parse} refuses (the validator says so first)
         */
        public MetricsAddress metricsAddress() {
            return metrics == null ? null : MetricsAddress.parse(metrics);
        }

        public String toleranceOrDefault() {
            return tolerance == null ? ExperimentDefaults.TOLERANCE : tolerance;
        }

        /** Managed servers of different variants run one at a time unless asked, so they never compete for the machine. */
        public boolean parallelServersOrDefault() {
            return parallelServers == null ? ExperimentDefaults.PARALLEL_SERVERS : parallelServers;
        }

        public boolean dropCachesOrDefault() {
            return dropCaches == null ? ExperimentDefaults.DROP_CACHES : dropCaches;
        }

        public boolean explainOrDefault() {
            return explain == null ? ExperimentDefaults.EXPLAIN : explain;
        }

        public boolean analyzeOrDefault() {
            return analyze == null ? ExperimentDefaults.ANALYZE : analyze;
        }

        public boolean keepServerOrDefault() {
            return keepServer == null ? ExperimentDefaults.KEEP_SERVER : keepServer;
        }

        public int queryTimeoutOrDefault() {
            return queryTimeoutSeconds == null ? ExperimentDefaults.QUERY_TIMEOUT_SECONDS : queryTimeoutSeconds;
        }
    }

    /**
     * Plan stability, run once per variant after its last phase.
     *
     * @param queries operations to study (names as the workload gives them, e.g. {@code Q8})
     * @param runs    EXPLAINs per query (default 30)
     * @param between what happens before each run after the first: {@code none}, {@code analyze} (ANALYZE TABLE on the
     *                query's tables) or {@code restart} (server restart; managed servers only)
     * @param execute also run the query each time and time it (per plan)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record PlanStabilitySpec(List<String> queries, Integer runs, String between, Boolean execute) {
        public static final List<String> BETWEEN = Between.words();

        public PlanStabilitySpec {
            queries = queries == null ? List.of() : List.copyOf(queries);
        }

        public int runsOrDefault() {
            return runs == null ? ExperimentDefaults.PLAN_STABILITY_RUNS : runs;
        }

        public String betweenOrDefault() {
            return between == null ? ExperimentDefaults.PLAN_STABILITY_BETWEEN : between;
        }

        /** What happens between runs, for a checked experiment ({@code RunChecks} words an unknown word). */
        public Between betweenChoice() {
            return Between.of(betweenOrDefault()).orElseThrow(() -> new IllegalStateException("planStability.between '" + between
                    + "' was not checked"));
        }

        public boolean executeOrDefault() {
            return execute == null ? ExperimentDefaults.PLAN_STABILITY_EXECUTE : execute;
        }
    }

    /**
     * Statistics variance, run once per variant after its last phase: ANALYZE TABLE {@code runs} times and record the
     * cardinality of every index column.
     *
     * @param tables      tables of the workload's schema (default: all of them)
     * @param runs        ANALYZE rounds (default 10)
     * @param samplePages optional list of sample sizes, set in turn as innodb_stats_persistent_sample_pages or
     *                    innodb_stats_transient_sample_pages (whichever statistics are in use); the old value is restored
     * @param persistent  optional: set innodb_stats_persistent for the study (restored afterwards)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record StatisticsVarianceSpec(List<String> tables, Integer runs, List<Integer> samplePages, Boolean persistent) {
        public StatisticsVarianceSpec {
            tables = tables == null ? List.of() : List.copyOf(tables);
            samplePages = samplePages == null ? List.of() : List.copyOf(samplePages);
        }

        public int runsOrDefault() {
            return runs == null ? ExperimentDefaults.STATISTICS_VARIANCE_RUNS : runs;
        }
    }
}
