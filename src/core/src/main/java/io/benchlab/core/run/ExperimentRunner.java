package io.benchlab.core.run;

import io.benchlab.api.AnswerReference;
import io.benchlab.api.DataCheck;
import io.benchlab.core.answers.AnswerCache;
import io.benchlab.core.answers.AnswerCheck;
import io.benchlab.core.answers.AnswerComparison;
import io.benchlab.core.answers.ReferenceEngine;
import io.benchlab.core.answers.ResultRows;
import io.benchlab.api.DatasetPlan;
import io.benchlab.api.DatasetProvider;
import io.benchlab.api.DatasetRequirement;
import io.benchlab.api.Operation;
import io.benchlab.api.ParameterException;
import io.benchlab.api.Parameters;
import io.benchlab.api.QueryOperation;
import io.benchlab.api.StreamOperation;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadPlugin;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleWriter;
import io.benchlab.core.bundle.Manifest;
import io.benchlab.core.bundle.PhaseKind;
import io.benchlab.core.bundle.Records;
import io.benchlab.core.bundle.Records.ColdProof;
import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.dataset.DatasetLoading;
import io.benchlab.core.dataset.LoadResult;
import io.benchlab.core.experiment.Experiment;
import io.benchlab.core.experiment.ExperimentFile;
import io.benchlab.core.experiment.Variant;
import io.benchlab.core.experiment.VariantPlanner;
import io.benchlab.core.metrics.LiveMetrics;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.remote.HostKeyPolicy;
import io.benchlab.core.probe.EnvironmentProbe;
import io.benchlab.core.probe.SchemaSizes;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.MavenSource;
import io.benchlab.core.server.OtherRuns;
import io.benchlab.core.server.ServerException;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.settings.ServerVariables;
import io.benchlab.core.settings.StartupOptions;
import io.benchlab.core.settings.VariableCatalog;
import io.benchlab.core.study.Studies;
import io.benchlab.core.study.StudyContext;
import io.benchlab.core.util.BenchlabHome;
import io.benchlab.core.util.BuildInfo;
import java.net.InetAddress;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Runs an experiment: validates everything against the live servers before measuring anything,
 * then walks the schedule of (variant, phase) steps, writing the bundle as it goes. Whatever
 * happens — a cancel, a dead server, a failing plugin — the bundle ends marked with what happened
 * and keeps every measurement already taken.
 */
public final class ExperimentRunner {
    private final PluginRegistry plugins;
    private final TargetFactory targetFactory;
    private final Path workRoot;
    private final StreamExecutor streams;
    /** Where check: answers keeps computed reference answers. */
    private final Path answersDir;
    /** The engine check: answers computes them with. */
    private final ReferenceEngine referenceEngine;

    /** Benchlab's own runner: the servers of {@link ServerTargets}, plugins' work folders under benchlab's home. */
    public ExperimentRunner(PluginRegistry plugins, ServerFactory servers, StreamExecutor streams) {
        this(plugins, servers, HostKeyPolicy.KNOWN_ONLY, streams);
    }

    /** As above, with how a remote server's unknown SSH host key is treated ({@code run --accept-new-host-key}). */
    public ExperimentRunner(PluginRegistry plugins, ServerFactory servers, HostKeyPolicy hostKeys, StreamExecutor streams) {
        this(plugins, new ServerTargets(servers, hostKeys), servers.home().root().resolve("work"), streams, servers.home().answers(),
                new ReferenceEngine(servers.home().cache(), servers.maven()));
    }

    /**
     * @param targetFactory what each server block of an experiment becomes
     * @param workRoot      where each plugin gets its own folder (e.g. a storage benchmark's test files)
     */
    public ExperimentRunner(PluginRegistry plugins, TargetFactory targetFactory, Path workRoot, StreamExecutor streams) {
        this(plugins, targetFactory, workRoot, streams, workRoot.resolveSibling("answers"),
                new ReferenceEngine(new BenchlabHome(workRoot.getParent()).cache(), MavenSource.fromEnvironment()));
    }

    private ExperimentRunner(PluginRegistry plugins, TargetFactory targetFactory, Path workRoot, StreamExecutor streams, Path answersDir,
                             ReferenceEngine referenceEngine) {
        this.plugins = plugins;
        this.targetFactory = targetFactory;
        this.workRoot = workRoot;
        this.streams = streams;
        this.answersDir = answersDir;
        this.referenceEngine = referenceEngine;
    }

    /** One step of the schedule. */
    record Step(Variant variant, Phase phase) {
    }

    public RunOutcome run(ExperimentFile file, Path runsDir, RunListener listener, RunControl control) {
        file.warnings().forEach(w -> listener.message("warning: " + w));
        return run(CheckedExperiment.of(file, plugins), runsDir, listener, control);
    }

    /**
     * Runs an experiment already checked in full ({@link CheckedExperiment#of}; {@code benchlab run}
     * checks before it logs in to load hosts): validates against the live servers, then measures.
     */
    public RunOutcome run(CheckedExperiment checked, Path runsDir, RunListener listener, RunControl control) {
        // live metrics when the experiment asks (options.metrics): listening before any server is touched
        try (LiveMetrics metrics = LiveMetrics.forRun(checked.experiment(), checked.plugin().id(), null)) {
            return run(checked, runsDir, listener, control, metrics);
        }
    }

    /**
     * As {@link #run(CheckedExperiment, Path, RunListener, RunControl)}, serving live metrics on an
     * endpoint the caller opened ({@link LiveMetrics#forRun}: {@code benchlab run} opens it before it
     * logs in to load hosts, and closes it); null for none.
     */
    public RunOutcome run(CheckedExperiment checked, Path runsDir, RunListener listener, RunControl control, LiveMetrics metrics) {
        if (metrics != null) {
            listener.message("metrics: " + metrics.url());
            listener = RunListener.both(listener, new MetricsListener(metrics));
        }
        ExperimentFile file = checked.file();
        Experiment e = file.experiment();
        WorkloadPlugin plugin = checked.plugin();
        Workload workload = checked.workload();
        List<Operation> operations = checked.operations();
        List<Variant> variants = VariantPlanner.plan(e);
        Supplier<List<Path>> workloadFiles = () -> PluginFailure.guard(plugin.id(), "files()", workload::files);
        List<Phase> phases = Phase.of(e.phases());
        RunScope scope = new RunScope(file.folder(), "run of experiment '" + e.name() + "'", e.options().keepServerOrDefault(),
                listener::message, workloadFiles);
        try (Targets targets = new Targets(targetFactory, scope, e.options().parallelServersOrDefault())) {
            Map<String, VariantSession> sessions = new LiveChecks(file).sessions(variants, targets, listener, maxWorkers(e, operations));
            Manifest template = new Manifest(BundleFormat.VERSION, null, e.name(), plugin.id(), RunStatus.RUNNING, null, Instant.now(), null,
                    ProcessHandle.current().pid(), hostName(), BuildInfo.load().benchlabVersion(),
                    variants.stream().map(Variant::name).toList(), phases.stream().map(Phase::label).toList(),
                    e.phases().interleaveOrDefault() ? "interleaved" : "sequential")
                    .withPlan(operations.stream().filter(QueryOperation.class::isInstance).map(Operation::name).toList(), sweepOf(e));
            Parameters params = checked.parameters();
            RunInputs inputs = RunInputs.of(file, plugin.parameters(), params);
            try (BundleWriter bundle = BundleWriter.create(runsDir, template, inputs.experimentText())) {
                inputs.keep(bundle, plugin.id(), params, operations);
                listener.started(bundle.dir());
                RunOutcome outcome = execute(new RunState(file, workload, plugin.id(), operations, variants, phases, sessions, targets,
                        bundle, listener, control, checked.sideWorkloads(), checked.variantWorkloads()));
                listener.finished(outcome);
                return outcome;
            } finally {
                sessions.values().forEach(VariantSession::close);
            }
        }
    }

    /** The sweep as the manifest keeps it, so readers never re-parse the experiment text. */
    private static Manifest.Sweep sweepOf(Experiment e) {
        List<VariantPlanner.SweepPoint> points = VariantPlanner.sweepPoints(e);
        if (points.isEmpty()) {
            return null;
        }
        return new Manifest.Sweep(e.sweep().swept(), e.sweep().from() != null,
                points.stream().map(p -> new Manifest.Point(p.variant().name(), p.series(), p.value())).toList());
    }

    private RunOutcome execute(RunState run) {
        Experiment e = run.experiment();
        List<Operation> operations = run.operations();
        Map<String, VariantSession> sessions = run.sessions();
        BundleWriter bundle = run.bundle();
        RunListener listener = run.listener();
        RunControl control = run.control();
        List<Step> schedule = schedule(run.variants(), run.phases(), e.phases().interleaveOrDefault());
        Map<String, String> firstChecksums = new HashMap<>();
        List<String> prepared = new ArrayList<>();
        int failed = 0;
        int inconsistent = 0;
        int failedChecks = 0;
        List<RemainingTime.Slot> slots = new ArrayList<>();
        for (Step step : schedule) {
            operations.stream().filter(QueryOperation.class::isInstance)
                    .forEach(op -> slots.add(new RemainingTime.Slot(step.variant().name(), op.name())));
        }
        RemainingTime eta = new RemainingTime(slots, RemainingTime.previous(bundle.dir().getParent(), e.name()));
        int slot = 0;
        boolean together = e.stream() != null && e.stream().togetherOrDefault();
        AnswerCheck answers = null;
        try {
            if (e.options().checkAnswersOrDefault()) {
                answers = answerCheck(run.workload(), run.pluginId(), operations, e.options()); // a plugin failing here fails the run like any other
                answers = e.options().checkAnswers(answers.hasReferences()) ? answers : null;
            }
            VariantSession first = sessions.get(schedule.get(0).variant().name());
            if (first.target().hasServer()) {
                run.targets().activate(first.target());
                ensure(first, maxWorkers(e, operations), bundle);
                writeEnvironment(bundle, first);
            }
            String previous = null;
            for (Step step : schedule) {
                control.check();
                VariantSession s = sessions.get(step.variant().name());
                if (!step.variant().name().equals(previous)) {
                    if (previous != null) {
                        // give its connections back to the shared pool; reopened if the schedule comes back to it
                        sessions.get(previous).close();
                    }
                    listener.variantStarted(step.variant().name(), run.variants().indexOf(step.variant()), run.variants().size());
                    previous = step.variant().name();
                }
                run.targets().activate(s.target());
                ensure(s, maxWorkers(e, operations), bundle);
                if (!prepared.contains(s.variant().name())) {
                    prepareVariant(run, s);
                    prepared.add(s.variant().name());
                    if (prepared.size() == 1 && !s.target().hasServer()) {
                        writeEnvironment(bundle, s); // after prepare: the workload's files exist and their disk can be described
                    }
                } else {
                    reopen(s);
                }
                ColdProof proof = null;
                PhaseKind kind = step.phase().runAs(e.phases().interleaveOrDefault());
                if (kind.cold()) {
                    if (!s.target().hasServer()) {
                        listener.progress("evicting the workload's files from the page cache", -1, -1);
                        proof = s.target().coldRestart(e.options().dropCachesOrDefault());
                    } else {
                        listener.progress("cold restart of " + s.target().label(), -1, -1);
                        proof = s.target().coldRestart(e.options().dropCachesOrDefault());
                        if (s.target() instanceof Cluster cluster) {
                            cluster.flushRecords(s.variant().name(), step.phase(), bundle);
                        }
                        reopen(s);
                    }
                    bundle.append(BundleFormat.EVENTS, new Records.EventRecord(Instant.now(), "info", s.variant().name(), "cold: " + proof.method()));
                }
                listener.phaseStarted(s.variant().name(), step.phase().label());
                bundle.append(BundleFormat.PHASES, new Records.PhaseRecord(s.variant().name(), step.phase().label(),
                        kind, step.phase().round(), Instant.now(), proof));
                boolean streamsRan = false;
                List<Operation> variantOperations = run.operationsOf(s.variant()); // its own workload's when it overrides parameters
                List<StreamOperation> streamOperations = variantOperations.stream().filter(StreamOperation.class::isInstance)
                        .map(StreamOperation.class::cast).toList();
                for (Operation op : variantOperations) {
                    control.check();
                    if (op instanceof StreamOperation && together) {
                        // all the phase's streams at once, where the first of them stands in the workload's order
                        if (!streamsRan) {
                            streams.run(s, step.phase().label(), step.phase().round(), streamOperations, e.stream(), bundle, control,
                                    listener, Map.of());
                            streamsRan = true;
                        }
                        continue;
                    }
                    switch (op) {
                        case QueryOperation q -> {
                            listener.operationStarted(s.variant().name(), step.phase().label(), q.name(), eta.startingAt(slot++));
                            ResultRows keep = answers == null ? null : answers.rowsFor(s.variant().name(), q.name());
                            VariantSession.Measured measured = s.measure(q, step.phase().label(), step.phase().round(), control,
                                    e.options().queryTimeoutOrDefault(), keep);
                            Measurement m = measured.measurement();
                            if (measured.states() != null) {
                                bundle.append(BundleFormat.THREAD_STATES, measured.states());
                            }
                            if (measured.warning() != null) {
                                warn(bundle, listener, s.variant().name(), measured.warning());
                            }
                            if (keep != null && m.error() == null) {
                                answers.keep(s.variant().name(), q.name(), keep);
                            }
                            m = flagChangedResult(m, q, s.schema(), firstChecksums);
                            if (m.error() != null) {
                                failed++;
                            }
                            bundle.append(BundleFormat.MEASUREMENTS, m);
                            eta.finished(m);
                            listener.operationFinished(m);
                        }
                        case StreamOperation so -> streams.run(s, step.phase().label(), step.phase().round(), List.of(so), e.stream(),
                                bundle, control, listener, Map.of());
                    }
                }
                // the scripted sessions after the workload's operations: its setup made what they lock and copy
                ScriptedSessions.run(s, step.phase().label(), step.phase().round(), e.sessionsOrEmpty(), bundle, listener);
                boolean lastOfVariant = isLastPhaseOf(schedule, step);
                if (lastOfVariant && e.options().explainOrDefault()) {
                    capturePlans(s, run.operationsOf(s.variant()), e.options().analyzeOrDefault(), bundle, listener);
                }
                if (lastOfVariant && Studies.any(e)) {
                    Studies.run(e, studyContext(s, bundle, listener, control), sqlByName(operations));
                }
                if (lastOfVariant && s.target() instanceof Cluster cluster) {
                    try {
                        cluster.finishVariant(s.variant().name(), s.schema(), bundle, listener);
                    } catch (NodesDiffer differ) {
                        // a wrong result, as a wrong answer: recorded, and the other variants still run
                        bundle.append(BundleFormat.EVENTS, new Records.EventRecord(Instant.now(), "error", s.variant().name(),
                                differ.getMessage()));
                        listener.message("    " + differ.getMessage());
                        inconsistent++;
                    }
                }
                if (lastOfVariant) {
                    recordSizes(s, Records.SizePoint.END, bundle, listener);
                    failedChecks += checkData(run, s);
                }
            }
            int wrong = answers == null ? 0 : checkAnswers(answers, run.variants(), run.workload(), run.pluginId(), bundle, listener, control);
            String msg = failed == 0 ? null : failed + " operation(s) failed; see measurements with an error";
            if (wrong > 0) {
                msg = (msg == null ? "" : msg + "; ") + wrong + " answer(s) differ from the reference; see answers.jsonl";
            }
            if (inconsistent > 0) {
                msg = (msg == null ? "" : msg + "; ") + "the nodes differ at the end of " + inconsistent
                        + " variant(s); see nodedigests.jsonl";
            }
            if (failedChecks > 0) {
                msg = (msg == null ? "" : msg + "; ") + failedChecks + " consistency condition(s) of the workload's data did not hold;"
                        + " see checks.jsonl";
            }
            bundle.finish(RunStatus.COMPLETE, msg);
            return new RunOutcome(bundle.dir(), RunStatus.COMPLETE, msg, failed, wrong, inconsistent, failedChecks);
        } catch (RunControl.Cancelled c) {
            bundle.finish(RunStatus.INTERRUPTED, "cancelled by the user; finished measurements are kept");
            return new RunOutcome(bundle.dir(), RunStatus.INTERRUPTED, "cancelled by the user", failed);
        } catch (RuntimeException ex) {
            String msg = ex instanceof BenchlabException ? ex.getMessage() : ex.toString();
            bundle.append(BundleFormat.EVENTS, new Records.EventRecord(Instant.now(), "error", null, msg));
            bundle.finish(RunStatus.FAILED, msg);
            return new RunOutcome(bundle.dir(), RunStatus.FAILED, msg, failed);
        } finally {
            copyServerLogs(sessions, bundle);
            finish(run.workload(), run.pluginId(), bundle);
            run.variantWorkloads().values().forEach(w -> finish(w.workload(), run.pluginId(), bundle));
        }
    }

    /** A warning: printed, and kept in the bundle's events. */
    static void warn(BundleWriter bundle, RunListener listener, String variant, String message) {
        listener.message("warning: " + message);
        bundle.append(BundleFormat.EVENTS, new Records.EventRecord(Instant.now(), "warning", variant, message));
    }

    /**
     * After a variant's last measurement: the workload checks its data (TPC-C's consistency conditions) on the
     * variant's server; every condition goes to checks.jsonl. Returns how many did not hold.
     */
    private static int checkData(RunState run, VariantSession s) {
        if (!s.target().hasServer()) {
            return 0;
        }
        long start = System.nanoTime();
        List<DataCheck> checks = PluginFailure.guard(run.pluginId(), "check()", () -> run.workload().check(s.bench()));
        if (checks == null || checks.isEmpty()) {
            return 0;
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        int failed = 0;
        for (DataCheck c : checks) {
            run.bundle().append(BundleFormat.CHECKS, new Records.CheckRecord(s.variant().name(), c.name(), c.rule(), c.holds(),
                    c.holds() ? null : c.violation(), seconds));
            if (!c.holds()) {
                failed++;
                run.listener().message("consistency: " + c.name() + " did not hold in " + s.variant().name() + ": " + c.rule()
                        + "; first offending row: " + c.violation());
            }
        }
        if (failed == 0) {
            run.listener().message(String.format(java.util.Locale.ROOT, "consistency: all %d conditions held in %s (checked in %.1f s)",
                    checks.size(), s.variant().name(), seconds));
        }
        return failed;
    }

    /** check: answers: each query operation's reference, as the workload declares it. */
    private AnswerCheck answerCheck(Workload workload, String pluginId, List<Operation> operations, Experiment.RunOptions options) {
        Map<String, AnswerReference> references = new LinkedHashMap<>();
        for (Operation op : operations) {
            if (op instanceof QueryOperation q) {
                AnswerReference r = PluginFailure.guard(pluginId, "answerReference()", () -> workload.answerReference(q));
                references.put(q.name(), r == null ? new AnswerReference.None(null) : r);
            }
        }
        return new AnswerCheck(references, new AnswerCache(answersDir), referenceEngine, AnswerComparison.Tolerance.of(options.toleranceOrDefault()),
                workDirectory("answers"));
    }

    /** After the last measurement: reference answers (cached or computed), compared; one record per (variant, query). */
    private int checkAnswers(AnswerCheck answers, List<Variant> variants, Workload workload, String pluginId, BundleWriter bundle,
                             RunListener listener, RunControl control) {
        AnswerCheck.Summary summary = answers.finish(variants.stream().map(Variant::name).toList(), datasetPlans(workload, pluginId),
                r -> bundle.append(BundleFormat.ANSWERS, r), (step, done, total) -> {
                    control.check();
                    listener.progress(step, done, total);
                });
        String reference = summary.reference().describe();
        bundle.append(BundleFormat.EVENTS, new Records.EventRecord(Instant.now(), "info", null, reference));
        listener.message(reference);
        listener.message(String.format(java.util.Locale.ROOT, "answers: %d matched, %d differ, %d without reference, %d not compared",
                summary.matched(), summary.mismatched(), summary.noReference(), summary.notCompared()));
        return summary.mismatched();
    }

    /** The workload's datasets as planned for loading (the engine added the inherited parameters to each requirement). */
    private List<DatasetPlan> datasetPlans(Workload workload, String pluginId) {
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

    /** The workload's end-of-run hook; its failure is recorded, never hides the run's outcome. */
    private static void finish(Workload workload, String pluginId, BundleWriter bundle) {
        try {
            PluginFailure.guard(pluginId, "finish()", () -> {
                workload.finish();
                return null;
            });
        } catch (RuntimeException ex) {
            bundle.append(BundleFormat.EVENTS, new Records.EventRecord(Instant.now(), "warning", null, ex.getMessage()));
        }
    }

    private static void reopen(VariantSession s) {
        try {
            s.open(s.schema());
        } catch (SQLException ex) {
            s.target().throwIfDead();
            throw new BenchlabException("cannot reconnect to " + s.target().label() + ": " + ex.getMessage(), ex);
        }
    }

    /** Connections the streams hold at once, plus those for probes and the runner's own. */
    private static int maxWorkers(Experiment e, List<Operation> operations) {
        List<String> streams = operations.stream().filter(StreamOperation.class::isInstance).map(Operation::name).toList();
        // a side load's statement holds a pool connection of its own while the streams run
        int sideStatements = (int) e.sideloadOrEmpty().stream().filter(s -> s != null && s.sql() != null).count();
        return ConnectionPool.forWorkers(Math.max(1, e.stream() == null ? 1 : e.stream().maxWorkers(streams)) + sideStatements);
    }

    static List<Step> schedule(List<Variant> variants, List<Phase> phases, boolean interleave) {
        List<Step> steps = new ArrayList<>();
        if (interleave) {
            for (Phase p : phases) {
                for (Variant v : variants) {
                    steps.add(new Step(v, p));
                }
            }
        } else {
            for (Variant v : variants) {
                for (Phase p : phases) {
                    steps.add(new Step(v, p));
                }
            }
        }
        return steps;
    }

    private static boolean isLastPhaseOf(List<Step> schedule, Step step) {
        for (int i = schedule.size() - 1; i >= 0; i--) {
            if (schedule.get(i).variant().equals(step.variant())) {
                return schedule.get(i) == step;
            }
        }
        return false;
    }

    /** A plugin's own folder under benchlab's home, e.g. for a storage benchmark's test files. */
    private Path workDirectory(String pluginId) {
        return workRoot.resolve(pluginId);
    }

    private void prepareVariant(RunState run, VariantSession s) {
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
    private static void recordSizes(VariantSession s, Records.SizePoint point, BundleWriter bundle, RunListener listener) {
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
            warn(bundle, listener, s.variant().name(), "table sizes not read: " + ex.getMessage());
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

    private static Measurement flagChangedResult(Measurement m, QueryOperation q, String schema, Map<String, String> first) {
        if (m.checksum() == null || !q.checkResult()) {
            return m;
        }
        String key = schema + "/" + q.name();
        String seen = first.putIfAbsent(key, m.checksum() + "/" + m.rows());
        if (seen == null || seen.equals(m.checksum() + "/" + m.rows())) {
            return m;
        }
        return new Measurement(m.variant(), m.phase(), m.round(), m.operation(), m.group(), m.startedAt(), m.seconds(), m.rows(), m.checksum(),
                true, m.globalStatus(), m.sessionStatus(), m.error(), m.system(), m.gauges(), m.pageMoves());
    }

    private static void capturePlans(VariantSession s, List<Operation> operations, boolean analyze, BundleWriter bundle, RunListener listener) {
        for (Operation op : operations) {
            if (op instanceof QueryOperation q && q.isExplainable()) {
                listener.progress("capturing plans", operations.indexOf(op), operations.size());
                try {
                    bundle.append(BundleFormat.PLANS, s.explain(q, analyze));
                } catch (SQLException ex) {
                    bundle.append(BundleFormat.EVENTS, new Records.EventRecord(Instant.now(), "warning", s.variant().name(),
                            "EXPLAIN of " + q.name() + " failed: " + ex.getMessage()));
                }
            }
        }
    }

    private static StudyContext studyContext(VariantSession s, BundleWriter bundle, RunListener listener, RunControl control) {
        return new StudyContext() {
            @Override
            public String variant() {
                return s.variant().name();
            }

            @Override
            public String schema() {
                return s.schema();
            }

            @Override
            public Connection connection() {
                return s.bench();
            }

            @Override
            public void restart() {
                ColdProof proof = s.target().coldRestart(false);
                reopen(s);
                bundle.append(BundleFormat.EVENTS, new Records.EventRecord(Instant.now(), "info", s.variant().name(),
                        "restart for the plan-stability study: " + proof.method()));
            }

            @Override
            public void checkCancelled() {
                control.check();
            }

            @Override
            public void progress(String step, long done, long total) {
                listener.progress(step, done, total);
            }

            @Override
            public void append(String file, Object record) {
                bundle.append(file, record);
            }
        };
    }

    private static Map<String, String> sqlByName(List<Operation> operations) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Operation op : operations) {
            if (op instanceof QueryOperation q) {
                out.put(q.name(), q.sql());
            }
        }
        return out;
    }

    private static void writeEnvironment(BundleWriter bundle, VariantSession first) {
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
    private static void ensure(VariantSession s, int maxConnections, BundleWriter bundle) {
        if (s.target() instanceof Cluster cluster) {
            cluster.ensure(s.settings().startup(), s.nodeStartup(), maxConnections);
            cluster.flushRecords(s.variant().name(), null, bundle);
        } else if (!s.nodeStartup().isEmpty()) {
            throw new ServerException("settings per node need a cluster; " + s.target().label() + " is one server");
        } else {
            s.target().ensure(s.settings().startup(), maxConnections);
        }
    }

    private static void copyServerLogs(Map<String, VariantSession> sessions, BundleWriter bundle) {
        sessions.values().stream().map(VariantSession::target).distinct()
                .forEach(t -> t.logs().forEach((name, log) -> bundle.copyLog(log, name)));
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (Exception e) {
            return "unknown";
        }
    }
}
