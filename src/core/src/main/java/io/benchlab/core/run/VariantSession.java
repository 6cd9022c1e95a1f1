package io.benchlab.core.run;

import io.benchlab.core.answers.ResultRows;
import io.benchlab.core.bundle.Records.SystemSample;
import io.benchlab.core.probe.SystemSampler;

import io.benchlab.api.QueryOperation;
import io.benchlab.api.ServerInfo;
import io.benchlab.core.bundle.Records.DriverRecord;
import io.benchlab.core.bundle.Records.Drivers;
import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.bundle.Records.PlanRecord;
import io.benchlab.core.experiment.Variant;
import io.benchlab.core.bundle.StateRecords.ThreadStateRecord;
import io.benchlab.core.probe.ExplainProbe;
import io.benchlab.core.probe.ProcessList;
import io.benchlab.core.probe.ThreadStateSampler;
import io.benchlab.core.probe.StatusProbe;
import io.benchlab.core.probe.PageMovesProbe;
import io.benchlab.core.bundle.Records.PageMoves;
import io.benchlab.core.probe.WaitEventSampler;
import io.benchlab.core.settings.EffectiveSettings;
import io.benchlab.core.server.Endpoint;
import io.benchlab.core.server.StreamConnections;
import io.benchlab.core.settings.SettingsPlan;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.nio.file.Path;
import java.time.Instant;
import io.benchlab.core.settings.StartupOptions;
import io.benchlab.core.stream.ConnectionSource;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A variant's live state while it runs: its target, its settings, the benchmark connection
 * (session settings applied, in the workload's schema) and a separate probe connection for global
 * status, so the probe's own statements never run on the measured connection.
 */
public final class VariantSession implements AutoCloseable {
    /** The side loads beside this variant's streams; empty for none. */
    private volatile List<io.benchlab.core.run.host.SideLoadPlan> sideLoads = List.of();
    private volatile Path sideLoadWork;
    private final Variant variant;
    private final Target target;
    private final SettingsPlan settings;
    private final Map<String, StartupOptions> nodeStartup;
    private final Map<String, Map<String, String>> nodeGlobals;
    private String schema;
    private Connection bench;
    private Connection probe;
    private StatusProbe globalStatus;
    private StatusProbe sessionStatus;
    private PageMovesProbe pageMoves;
    private SystemSampler machine;
    /** How thread states are sampled; null when they are not (turned off, no server, a cluster). */
    private ThreadStateSampler.Plan statePlan;
    /** How performance_schema's waits and stages are sampled; null when they are not (not asked, no server, a cluster). */
    private WaitEventSampler.Plan waitPlan;
    /** The benchmark connection's server connection id, which its thread states are found by. */
    private long benchId = -1;

    VariantSession(Variant variant, Target target, SettingsPlan settings) {
        this(variant, target, settings, Map.of());
    }

    /**
     * @param nodePlans on a cluster, the variant's {@code nodeSettings} resolved per node: start-up
     *                  options on a sandbox, dynamic globals on an existing cluster
     */
    VariantSession(Variant variant, Target target, SettingsPlan settings, Map<String, SettingsPlan> nodePlans) {
        this.variant = variant;
        this.target = target;
        this.settings = settings;
        Map<String, StartupOptions> startup = new java.util.LinkedHashMap<>();
        Map<String, Map<String, String>> globals = new java.util.LinkedHashMap<>();
        nodePlans.forEach((node, p) -> {
            startup.put(node, p.startup());
            globals.put(node, p.global());
        });
        this.nodeStartup = Map.copyOf(startup);
        this.nodeGlobals = Map.copyOf(globals);
    }

    /** On an existing cluster: each node's own dynamic settings (from the variant's nodeSettings), set as SET GLOBAL. */
    public Map<String, Map<String, String>> nodeGlobals() {
        return nodeGlobals;
    }

    /** On a cluster: each node's own start-up options (from the variant's nodeSettings). */
    public Map<String, StartupOptions> nodeStartup() {
        return nodeStartup;
    }

    public Variant variant() {
        return variant;
    }

    /** The variant's name, as the bundle's records and the progress lines name it. */
    public String name() {
        return variant.name();
    }

    public Target target() {
        return target;
    }

    public SettingsPlan settings() {
        return settings;
    }

    public String schema() {
        return schema;
    }

    /**
     * Samples the thread states of this variant's sessions as {@code plan} says (null: never). A
     * cluster's are not sampled: its workers' connection ids are each node's own, so one
     * processlist cannot tell them apart.
     */
    void sampleThreadStates(ThreadStateSampler.Plan plan) {
        this.statePlan = target.hasServer() && !(target instanceof Cluster) ? plan : null;
    }

    /** The side loads that run beside this variant's streams (built once per run from the file: {@code SideLoadPlans}). */
    void sideLoads(List<io.benchlab.core.run.host.SideLoadPlan> plans, Path workDir) {
        this.sideLoads = List.copyOf(plans);
        this.sideLoadWork = workDir;
    }

    /** Where a side load's command runs when the server is here (a relative file it writes lands there). */
    Path sideLoadWork() {
        return sideLoadWork;
    }

    /** The side loads of one phase (empty: none). */
    List<io.benchlab.core.run.host.SideLoadPlan> sideLoadsIn(String phase) {
        return sideLoads.stream().filter(p -> p.head().runsIn(phase)).toList();
    }

    /** A running sampler of thread states on a pool connection of its own; null when this variant samples none. */
    ThreadStateSampler startStateSampler() throws SQLException {
        if (statePlan == null) {
            return null;
        }
        Connection c = target.pool().connection();
        return ThreadStateSampler.start(ProcessList.on(c, statePlan.openTables() ? schema : null), statePlan);
    }

    /**
     * Samples the streams' sessions' waits and stages as {@code plan} says (null: never); a
     * cluster's are not, for the reason its thread states are not.
     */
    void sampleWaits(WaitEventSampler.Plan plan) {
        this.waitPlan = target.hasServer() && !(target instanceof Cluster) ? plan : null;
    }

    /** A sampler of waits and stages on a pool connection of its own; null when this variant samples none. */
    WaitEventSampler startWaitSampler() throws SQLException {
        return waitPlan == null ? null : WaitEventSampler.start(target.pool().connection(), waitPlan);
    }

    /** The server's id of a connection, which its processlist row carries. */
    static long connectionId(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT CONNECTION_ID()")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** The server's flavor and version; {@code null} without a server. */
    public ServerInfo server() {
        return !target.hasServer() ? null : target.pool().serverInfo();
    }

    /** A new connection from the pool with the variant's session settings and schema; {@code null} without a server. */
    public Connection newConnection() throws SQLException {
        if (!target.hasServer()) {
            return null;
        }
        return inVariant(target.pool().connection());
    }

    /** How stream workers connect to this variant's server (the driver chosen for its flavour). */
    public StreamConnections streamConnections() {
        return StreamConnections.of(target.pool().endpoint(), server());
    }

    /**
     * A stream worker's own connection, outside the pool, with the variant's session settings and
     * schema; {@code null} without a server.
     */
    public Connection newStreamConnection() throws SQLException {
        if (!target.hasServer()) {
            return null;
        }
        return inVariant(streamConnections().open());
    }

    /**
     * Where a stream's workers connect: the target's endpoints for {@code nodes} (one server: its
     * own; a cluster: the nodes named), worker {@code i} to endpoint {@code i} modulo their number —
     * again after a reconnect, so a worker whose node a fault took down waits for that node rather
     * than moving its load onto the others.
     *
     * @param writes whether the stream writes (then never to a replica)
     */
    public ConnectionSource streamSource(String nodes, boolean writes) {
        if (!target.hasServer()) {
            return this::newStreamConnection;
        }
        List<StreamConnections> endpoints = streamConnections(nodes, writes);
        AtomicInteger next = new AtomicInteger();
        return new ConnectionSource() {
            @Override
            public Connection open() throws SQLException {
                return open(next.getAndIncrement());
            }

            @Override
            public Connection open(int worker) throws SQLException {
                return inVariant(endpoints.get(Math.floorMod(worker, endpoints.size())).open());
            }
        };
    }

    /** How stream workers connect to each of the nodes {@code nodes} names (one server: to it), in node order. */
    public List<StreamConnections> streamConnections(String nodes, boolean writes) {
        List<Endpoint> endpoints = target instanceof Cluster cluster ? cluster.streamEndpoints(nodes, writes) : List.of(target.pool().endpoint());
        return endpoints.stream().map(e -> StreamConnections.of(e, server())).toList();
    }

    private Connection inVariant(Connection c) throws SQLException {
        try {
            EffectiveSettings.applySession(c, settings.session());
            if (schema != null) {
                c.setCatalog(schema);
            }
            return c;
        } catch (SQLException | RuntimeException e) {
            c.close();
            throw e;
        }
    }

    /** Opens (or reopens after a restart) the benchmark and probe connections and calibrates the probes. */
    void open(String workloadSchema) throws SQLException {
        closeConnections();
        this.schema = workloadSchema;
        if (!target.hasServer()) {
            return;
        }
        if (schema != null) {
            try (Connection c = target.pool().connection(); Statement s = c.createStatement()) {
                s.execute("CREATE DATABASE IF NOT EXISTS `" + schema.replace("`", "``") + "`");
            }
        }
        bench = newConnection();
        benchId = statePlan == null ? -1 : connectionId(bench);
        probe = target.pool().connection();
        globalStatus = StatusProbe.global().calibrate(probe);
        sessionStatus = StatusProbe.session().calibrate(bench);
        pageMoves = new PageMovesProbe();
        machine = SystemSampler.enabled() ? machine() : null; // after a restart the server has a new pid
    }

    /**
     * A sampler of the machine beneath this variant's server: the block device holding a managed
     * server's datadir and its process; host CPU and page cache only for an external server; the
     * disk holding the workload's files without a server.
     */
    SystemSampler machine() {
        return target.machineSampler();
    }

    /** The workload's own files when the variant has no server (its disk is what is measured); empty otherwise. */
    List<Path> workloadFiles() {
        return target instanceof NoServerTarget none ? none.files() : List.of();
    }

    Connection bench() {
        return bench;
    }

    /** Values the server reports for the requested settings, read on the benchmark connection. */
    Map<String, String> effective() throws SQLException {
        java.util.List<String> names = new java.util.ArrayList<>(variant.settings().keySet());
        names.addAll(settings.startup().options().keySet());
        return EffectiveSettings.read(bench, names);
    }

    /**
     * The drivers and properties of the benchmark connection and of stream workers' connections;
     * opens one stream connection to ask its driver's version (and so finds a driver problem before
     * anything is measured).
     */
    Drivers drivers() throws SQLException {
        DriverRecord benchmark = new DriverRecord(bench.getMetaData().getDriverName(), bench.getMetaData().getDriverVersion(),
                StreamConnections.withoutSecrets(Endpoint.parameters(target.pool().endpoint().jdbcUrl())));
        StreamConnections streams = streamConnections();
        try (Connection c = streams.open()) {
            return new Drivers(benchmark, new DriverRecord(streams.driver().displayName(), c.getMetaData().getDriverVersion(),
                    streams.properties()));
        }
    }

    /** The benchmark connection's TLS cipher, or empty when it is plain TCP. */
    String tlsCipher() throws SQLException {
        try (Statement s = bench.createStatement(); ResultSet rs = s.executeQuery("SHOW SESSION STATUS LIKE 'Ssl_cipher'")) {
            return rs.next() ? rs.getString(2) : "";
        }
    }

    /**
     * The plugin the benchmark session's account logs in with ({@code caching_sha2_password},
     * {@code mysql_native_password}, MariaDB's {@code mysql_native_password} / {@code unix_socket} …),
     * from the account's row in the grant tables; null when the account may not read them.
     */
    String authPlugin() {
        String sql = server().isMariaDb()
                ? "SELECT JSON_VALUE(Priv, '$.plugin') FROM mysql.global_priv WHERE CONCAT(User, '@', Host) = CURRENT_USER()"
                : "SELECT plugin FROM mysql.user WHERE CONCAT(user, '@', host) = CURRENT_USER()";
        try (Statement s = bench.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            return rs.next() ? rs.getString(1) : null;
        } catch (SQLException noPrivilege) {
            return null;
        }
    }

    /**
     * A query measured, with what its session did meanwhile.
     *
     * @param states  its thread states (the passes too); null when not sampled
     * @param warning why the states are missing or stop early (the sampler failed); null when they are whole
     */
    record Measured(Measurement measurement, ThreadStateRecord states, String warning) {
    }

    /** Runs a query once: status before, execute and fetch (timed), status after. */
    Measured measure(QueryOperation q, String phase, int round, RunControl control, int timeoutSeconds) {
        return measure(q, phase, round, control, timeoutSeconds, null);
    }

    /**
     * As above, handing the result's values to {@code keep} as they are read (null: not kept), and
     * sampling the session's thread states from just before the query to its last row.
     */
    Measured measure(QueryOperation q, String phase, int round, RunControl control, int timeoutSeconds, ResultRows keep) {
        ThreadStateSampler states = null;
        String warning = null;
        try {
            states = startStateSampler();
        } catch (SQLException e) {
            warning = "thread states of " + q.name() + " not sampled: " + e.getMessage();
        }
        Measured m;
        try {
            m = measure(q, phase, round, control, timeoutSeconds, keep, states);
        } finally {
            if (states != null) {
                states.close();
            }
        }
        // after close: a sample that failed while the query ended is seen too
        if (states != null && states.failure() != null) {
            warning = "thread states of " + q.name() + " stopped early, the query went on: " + states.failure();
        }
        return new Measured(m.measurement(), m.states(), warning);
    }

    private Measured measure(QueryOperation q, String phase, int round, RunControl control, int timeoutSeconds, ResultRows keep,
                             ThreadStateSampler states) {
        Instant started = Instant.now();
        ThreadStateRecord record = null;
        try {
            Map<String, Long> gBefore = globalStatus.read(probe);
            PageMoves movesBefore = pageMoves.read(probe);
            Map<String, Long> sBefore = sessionStatus.read(bench);
            SystemSampler m = machine;
            if (m != null) {
                m.begin();
            }
            long rows;
            String checksum;
            long t0;
            long t1;
            try (Statement st = bench.createStatement()) {
                control.track(st);
                try {
                    if (timeoutSeconds > 0) {
                        st.setQueryTimeout(timeoutSeconds);
                    }
                    if (states != null) {
                        states.watch(benchId, q.name(), true);
                    }
                    t0 = System.nanoTime();
                    boolean hasResult = st.execute(q.sql());
                    if (hasResult) {
                        try (ResultSet rs = st.getResultSet()) {
                            ResultDigest d = ResultDigest.of(rs, keep);
                            rows = d.rows();
                            checksum = d.checksum();
                        }
                    } else {
                        rows = Math.max(0, st.getUpdateCount());
                        checksum = null;
                    }
                    t1 = System.nanoTime();
                } finally {
                    control.untrack(st);
                    // the states end with the query (its last row read, or its error)
                    record = states == null ? null : states.cut(variant.name(), phase, round, q.name(), null, null);
                }
            }
            SystemSample system = m == null ? null : m.sample();
            Map<String, Long> sAfter = sessionStatus.read(bench);
            Map<String, Long> gAfter = globalStatus.read(probe);
            PageMoves moves = PageMovesProbe.diff(movesBefore, pageMoves.read(probe));
            return new Measured(new Measurement(variant.name(), phase, round, q.name(), q.group(), started, (t1 - t0) / 1e9, rows,
                    checksum, false, globalStatus.diff(gBefore, gAfter), sessionStatus.diff(sBefore, sAfter), null, system,
                    StatusProbe.gauges(gBefore, gAfter), moves), record, null);
        } catch (SQLException e) {
            control.check();
            target.throwIfDead();
            return new Measured(new Measurement(variant.name(), phase, round, q.name(), q.group(), started, 0, 0, null, false, Map.of(),
                    Map.of(), e.getMessage(), null, null, null), record, null);
        }
    }

    PlanRecord explain(QueryOperation q, boolean analyze) throws SQLException {
        return ExplainProbe.capture(bench, server(), variant.name(), q.name(), q.sql(), analyze);
    }

    private void closeConnections() {
        for (Connection c : new Connection[] {bench, probe}) {
            if (c != null) {
                try {
                    c.close();
                } catch (SQLException ignored) {
                    // the server may have been restarted under it
                }
            }
        }
        bench = null;
        probe = null;
    }

    @Override
    public void close() {
        closeConnections();
    }
}
