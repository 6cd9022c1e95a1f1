package io.benchlab.core.run;

import io.benchlab.api.DatasetPlan;
import io.benchlab.api.DatasetProvider;
import io.benchlab.api.DatasetRequirement;
import io.benchlab.api.ParameterException;
import io.benchlab.api.Parameters;
import io.benchlab.api.Workload;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleWriter;
import io.benchlab.core.bundle.Records;
import io.benchlab.core.dataset.DatasetLoading;
import io.benchlab.core.dataset.LoadResult;
import io.benchlab.core.experiment.Experiment;
import io.benchlab.core.experiment.ExperimentFile;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.probe.EnvironmentProbe;
import io.benchlab.core.probe.SchemaSizes;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.OtherRuns;
import io.benchlab.core.server.ServerException;
import io.benchlab.core.settings.ServerVariables;
import io.benchlab.core.settings.StartupOptions;
import io.benchlab.core.settings.VariableCatalog;
import io.benchlab.core.util.BuildInfo;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Gets a variant ready to measure, the first time the schedule reaches it: its server running with
 * its start-up options, its datasets loaded (or reused), its global settings set, the workload's
 * prepare run, and what the variant runs with recorded (variants.jsonl, servervariables.jsonl); a
 * run without a server prepares only the workload's files. Also the environment the bundle
 * describes, and reconnecting a variant's session after a restart.
 */
final class VariantPreparation {
    private final PluginRegistry plugins;
    private final Path workRoot;

    /**
     * @param plugins  where the workload's dataset providers come from
     * @param workRoot where each plugin gets its own folder
     */
    VariantPreparation(PluginRegistry plugins, Path workRoot) {
        this.plugins = plugins;
        this.workRoot = workRoot;
    }

    void prepare(RunState run, VariantSession s) {
        if (!s.target().hasServer()) {
            prepareWithoutServer(run, s);
            return;
        }
        ExperimentFile file = run.file();
        Workload workload = run.workloadOf(s.variant()); // its own when the variant overrides workload parameters
        String pluginId = run.pluginId();
        BundleWriter bundle = run.bundle();
        RunListener listener = run.listener();
        try {
            String datasetSchema = null; // the first dataset's schema, when there are datasets
            List<DatasetPlan> plans = datasetPlans(workload, pluginId);
            if (s.target().shared()) {
                warnAboutOtherRuns(s, plans, workload.schema(), listener, bundle);
            }
            for (DatasetPlan plan : plans) {
                // a server on this machine: a dataset larger than its datadir's free room is refused before it loads
                java.nio.file.Path dataDir = s.target().serverMachine() instanceof ServerMachine.ThisMachine here ? here.dataDir() : null;
                LoadResult r = new DatasetLoading(s.target().pool(), listener, dataDir).ensure(plan);
                bundle.append(BundleFormat.DATASETS, new Records.DatasetRecord(s.variant().name(), plan.dataset(), plan.schema(),
                        plan.identity(), r.reused(), r.rows(), r.seconds()));
                if (datasetSchema == null) {
                    datasetSchema = plan.schema();
                }
            }
            String schema = datasetSchema != null ? datasetSchema : workload.schema();
            applyGlobals(s);
            s.open(schema);
            PluginFailure.guard(pluginId, "prepare()", () -> {
                workload.prepare(new Context(s.bench(), s.server(), file.folder(), workDirectory(pluginId), listener));
                return null;
            });
            s.open(schema); // prepare may have changed session state; start measuring from a clean connection
            String cipher = s.tlsCipher();
            Map<String, String> effective = s.effective();
            bundle.append(BundleFormat.VARIANTS, new Records.VariantRecord(s.variant().name(), s.target().label(),
                    s.server().flavor().name(), s.server().version(), s.variant().settings(), s.settings().session(), s.settings().global(),
                    s.settings().startup().options(), effective, cipher != null && !cipher.isEmpty(), cipher, s.authPlugin(), s.drivers()));
            recordServerVariables(s, effective, bundle);
            recordSizes(s, Records.SizePoint.LOADED, bundle, listener);
            prepareSideLoads(run, s);
        } catch (SQLException ex) {
            s.target().throwIfDead();
            throw new BenchlabException("preparing variant '" + s.variant().name() + "' failed: " + ex.getMessage(), ex);
        }
    }


    /**
     * The side loads of a variant: each side stream's workload gets its datasets and is prepared as the
     * experiment's own is, in its own schema; then the file's entries become the typed plans the
     * stream host reads ({@link SideLoadPlans}), once.
     */
    private void prepareSideLoads(RunState run, VariantSession s) throws SQLException {
        List<Experiment.SideLoadSpec> specs = run.experiment().sideloadOrEmpty();
        if (specs.isEmpty()) {
            return;
        }
        Map<Integer, String> schemas = new HashMap<>();
        for (SideWorkload w : run.sideWorkloads()) {
            String schema = null;
            for (DatasetPlan plan : datasetPlans(w.workload(), w.pluginId())) {
                java.nio.file.Path dataDir = s.target().serverMachine() instanceof ServerMachine.ThisMachine here ? here.dataDir() : null;
                LoadResult r = new DatasetLoading(s.target().pool(), run.listener(), dataDir).ensure(plan);
                run.bundle().append(BundleFormat.DATASETS, new Records.DatasetRecord(s.variant().name(), plan.dataset(), plan.schema(),
                        plan.identity(), r.reused(), r.rows(), r.seconds()));
                schema = schema == null ? plan.schema() : schema;
            }
            schema = schema != null ? schema : w.workload().schema() != null ? w.workload().schema() : s.schema();
            schemas.put(w.index(), schema);
            try (Connection c = s.newConnection()) {
                if (schema != null) {
                    try (java.sql.Statement st = c.createStatement()) {
                        st.execute("CREATE DATABASE IF NOT EXISTS `" + schema.replace("`", "``") + "`");
                    }
                    c.setCatalog(schema);
                }
                PluginFailure.guard(w.pluginId(), "prepare()", () -> {
                    w.workload().prepare(new Context(c, s.server(), run.file().folder(), workDirectory(w.pluginId()), run.listener()));
                    return null;
                });
            }
        }
        s.sideLoads(SideLoadPlans.of(specs, run.sideWorkloads(), schemas), workDirectory("sideload"));
    }

    /**
     * The workload schema's tables and indexes (information_schema, and the files when the datadir is
     * on this machine), on a pool connection; a failure is a warning, never the run's end.
     */
    static void recordSizes(VariantSession s, Records.SizePoint point, BundleWriter bundle, RunListener listener) {
        if (!s.target().hasServer() || s.schema() == null) {
            return;
        }
        java.nio.file.Path dataDir = s.target().serverMachine() instanceof ServerMachine.ThisMachine here ? here.dataDir() : null;
        try (java.sql.Connection c = s.target().pool().connection()) {
            List<Records.TableSize> tables = SchemaSizes.read(c, s.schema(), dataDir);
            if (!tables.isEmpty()) {
                bundle.append(BundleFormat.SIZES, new Records.SizeRecord(s.variant().name(), point, s.schema(), tables));
            }
        } catch (SQLException | RuntimeException ex) {
            RunWarnings.warn(bundle, listener, s.variant().name(), "table sizes not read: " + ex.getMessage());
        }
    }

    /** The variant's whole configuration, on a pool connection so the benchmark session's counters stay untouched. */
    private static void recordServerVariables(VariantSession s, Map<String, String> effective, BundleWriter bundle) throws SQLException {
        Map<String, String> session = new LinkedHashMap<>();
        s.settings().session().keySet().forEach(k -> {
            String n = VariableCatalog.normalise(k);
            if (effective.containsKey(n)) {
                session.put(n, effective.get(n));
            }
        });
        List<String> setByUser = new ArrayList<>(s.variant().settings().keySet());
        setByUser.addAll(s.settings().startup().options().keySet());
        ServerVariables variables;
        try (Connection c = s.target().pool().connection()) {
            variables = ServerVariables.read(c, s.variant().name(), session, setByUser);
        }
        if (s.target() instanceof Cluster cluster) {
            Map<String, ConnectionPool> nodes = cluster.nodePools();
            // nodeSettings change one node only: record every node, each with what the experiment set on it
            String writing = nodes.keySet().iterator().next();
            Map<String, ServerVariables.NodeVariables> others = new LinkedHashMap<>();
            for (var node : nodes.entrySet()) {
                StartupOptions own = s.nodeStartup().getOrDefault(node.getKey(), StartupOptions.none());
                // a sandbox's nodeSettings are start-up options, an existing cluster's SET GLOBAL values
                java.util.Set<String> ownGlobals = s.nodeGlobals().getOrDefault(node.getKey(), Map.of()).keySet();
                if (node.getKey().equals(writing)) {
                    setByUser.addAll(own.options().keySet());
                    setByUser.addAll(ownGlobals);
                    continue;
                }
                List<String> setOnNode = new ArrayList<>(s.settings().startup().options().keySet());
                setOnNode.addAll(own.options().keySet());
                setOnNode.addAll(s.settings().global().keySet());
                setOnNode.addAll(ownGlobals);
                try (Connection c = node.getValue().connection()) {
                    others.put(node.getKey(), ServerVariables.NodeVariables.read(c, setOnNode));
                }
            }
            variables = new ServerVariables(variables.variant(), variables.version(), variables.global(), variables.session(),
                    setByUser.stream().map(VariableCatalog::normalise).toList(), writing, others);
        }
        bundle.append(BundleFormat.SERVER_VARIABLES, variables);
    }


    /** No server: no datasets, settings or TLS; the workload prepares its own files. */
    private void prepareWithoutServer(RunState run, VariantSession s) {
        Workload workload = run.workloadOf(s.variant());
        String pluginId = run.pluginId();
        if (!PluginFailure.guard(pluginId, "datasets()", workload::datasets).isEmpty()) {
            throw new BenchlabException("plugin '" + pluginId + "' needs no server but asks for a dataset, which needs one");
        }
        PluginFailure.guard(pluginId, "prepare()", () -> {
            workload.prepare(new Context(null, null, run.file().folder(), workDirectory(pluginId), run.listener()));
            return null;
        });
        run.bundle().append(BundleFormat.VARIANTS, new Records.VariantRecord(s.variant().name(), s.target().label(), null, null, Map.of(), Map.of(),
                Map.of(), Map.of(), Map.of(), false, null, null, null));
    }


    /**
     * A shared (external) server has no profile lock: another benchlab run on the same schema would
     * reload or change the tables this one measures. Warn, naming it (its connection attributes tell).
     */
    private static void warnAboutOtherRuns(VariantSession s, List<DatasetPlan> plans, String workloadSchema, RunListener listener,
                                           BundleWriter bundle) throws SQLException {
        List<String> schemas = new ArrayList<>(plans.stream().map(DatasetPlan::schema).toList());
        if (workloadSchema != null) {
            schemas.add(workloadSchema);
        }
        try (Connection c = s.target().pool().connection()) {
            for (OtherRuns.Session other : OtherRuns.on(c, schemas)) {
                String msg = "warning: another benchlab run (pid " + other.pid() + ") is connected to " + s.target().label() + " in schema '"
                        + other.schema() + "': the two runs can change each other's tables and measurements";
                listener.message(msg);
                bundle.append(BundleFormat.EVENTS, new Records.EventRecord(Instant.now(), "warning", s.variant().name(), msg));
            }
        }
    }


    private static void applyGlobals(VariantSession s) throws SQLException {
        if (s.target() instanceof Cluster cluster) {
            cluster.setGlobals(s.settings().global(), s.nodeGlobals());
        } else {
            s.target().setGlobals(s.settings().global());
        }
    }


    /** The workload's datasets as planned for loading (the engine added the inherited parameters to each requirement). */
    List<DatasetPlan> datasetPlans(Workload workload, String pluginId) {
        List<DatasetPlan> plans = new ArrayList<>();
        try {
            for (DatasetRequirement req : PluginFailure.guard(pluginId, "datasets()", workload::datasets)) {
                DatasetProvider provider = plugins.dataset(req.dataset());
                Parameters dp = Parameters.validate(provider.parameters(), req.parameters());
                plans.add(PluginFailure.guard(provider.id(), "plan()", () -> provider.plan(dp)));
            }
        } catch (ParameterException ex) {
            throw new BenchlabException("dataset parameter: " + ex.getMessage());
        }
        return plans;
    }


    /** A plugin's own folder under benchlab's home, e.g. for a storage benchmark's test files. */
    Path workDirectory(String pluginId) {
        return workRoot.resolve(pluginId);
    }


    static void reopen(VariantSession s) {
        try {
            s.open(s.schema());
        } catch (SQLException ex) {
            s.target().throwIfDead();
            throw new BenchlabException("cannot reconnect to " + s.target().label() + ": " + ex.getMessage(), ex);
        }
    }


    static void writeEnvironment(BundleWriter bundle, VariantSession first) {
        Map<String, Object> env = new LinkedHashMap<>();
        // "host" is the server's machine; where benchlab ran is "client" when that is another one
        switch (first.target().serverMachine()) {
            case ServerMachine.ThisMachine here -> env.put("host", EnvironmentProbe.host(here.dataDir()));
            case ServerMachine.Remote remote -> {
                env.put("host", EnvironmentProbe.host(remote.files(), remote.seenOver()));
                env.put("client", EnvironmentProbe.host(null));
            }
            case ServerMachine.Unseen unseen -> {
                env.put("unseenHost", unseen.host());
                env.put("client", EnvironmentProbe.host(null));
            }
        }
        if (!first.target().hasServer()) {
            // the disk under test of a storage workload; there is no server to describe
            first.workloadFiles().stream().findFirst().map(Path::getParent).ifPresent(dir -> env.put("filesDisk", EnvironmentProbe.disk(dir)));
            env.put("benchlab", BuildInfo.load().benchlabVersion());
            bundle.writeDocument(BundleFormat.ENVIRONMENT, env);
            return;
        }
        try (Connection c = first.target().pool().connection()) {
            env.put("server", EnvironmentProbe.server(c, first.target().pool().serverInfo()));
        } catch (SQLException ex) {
            env.put("server", Map.of("error", ex.getMessage()));
        }
        env.put("benchlab", BuildInfo.load().benchlabVersion());
        bundle.writeDocument(BundleFormat.ENVIRONMENT, env);
    }


    /** Makes the variant's server (every node, with its own node settings) run with its start-up options, and records what the target kept. */
    static void ensure(VariantSession s, int maxConnections, BundleWriter bundle) {
        if (s.target() instanceof Cluster cluster) {
            cluster.ensure(s.settings().startup(), s.nodeStartup(), maxConnections);
            cluster.flushRecords(s.variant().name(), null, bundle);
        } else if (!s.nodeStartup().isEmpty()) {
            throw new ServerException("settings per node need a cluster; " + s.target().label() + " is one server");
        } else {
            s.target().ensure(s.settings().startup(), maxConnections);
        }
    }
}
