package io.benchlab.core.run;

import io.benchlab.core.plan.Check;
import io.benchlab.core.plan.RunPlan;
import io.benchlab.core.plan.RunSettings;
import io.benchlab.api.AnswerReference;
import io.benchlab.core.answers.AnswerCache;
import io.benchlab.core.answers.AnswerCheck;
import io.benchlab.core.answers.ReferenceEngine;
import io.benchlab.core.answers.ResultRows;
import io.benchlab.api.Operation;
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
import io.benchlab.core.experiment.Experiment;
import io.benchlab.core.experiment.ExperimentFile;
import io.benchlab.core.experiment.Variant;
import io.benchlab.core.experiment.VariantPlanner;
import io.benchlab.core.metrics.LiveMetrics;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.remote.HostKeyPolicy;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.MavenSource;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.study.Studies;
import io.benchlab.core.util.BenchlabHome;
import io.benchlab.core.util.BuildInfo;
import java.net.InetAddress;
import java.nio.file.Path;
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
    private final StreamExecutor streams;
    /** Where check: answers keeps computed reference answers. */
    private final Path answersDir;
    /** The engine check: answers computes them with. */
    private final ReferenceEngine referenceEngine;
    private final VariantPreparation preparation;

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
        this.streams = streams;
        this.answersDir = answersDir;
        this.referenceEngine = referenceEngine;
        this.preparation = new VariantPreparation(plugins, workRoot);
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
        RunPlan plan = checked.plan();
        List<Variant> variants = checked.variants();
        Supplier<List<Path>> workloadFiles = () -> PluginFailure.guard(plugin.id(), "files()", workload::files);
        List<Phase> phases = Phase.of(plan.phases());
        RunScope scope = new RunScope(file.folder(), "run of experiment '" + e.name() + "'", plan.options().keepServer(),
                listener::message, workloadFiles);
        try (Targets targets = new Targets(targetFactory, scope, plan.options().parallelServers())) {
            Map<String, VariantSession> sessions = new LiveChecks(file, plan.options()).sessions(variants, targets, listener, maxWorkers(plan, e));
            Manifest template = new Manifest(BundleFormat.VERSION, null, e.name(), plugin.id(), RunStatus.RUNNING, null, Instant.now(), null,
                    ProcessHandle.current().pid(), hostName(), BuildInfo.load().benchlabVersion(),
                    variants.stream().map(Variant::name).toList(), phases.stream().map(Phase::label).toList(),
                    plan.phases().interleave() ? "interleaved" : "sequential")
                    .withPlan(operations.stream().filter(QueryOperation.class::isInstance).map(Operation::name).toList(), sweepOf(e));
            Parameters params = checked.parameters();
            RunInputs inputs = RunInputs.of(file, plugin.parameters(), params);
            try (BundleWriter bundle = BundleWriter.create(runsDir, template, inputs.experimentText())) {
                inputs.keep(bundle, plugin.id(), params, operations);
                listener.started(bundle.dir());
                RunOutcome outcome = execute(new RunState(file, plan, workload, plugin.id(), operations, variants, phases, sessions, targets,
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
        RunPlan plan = run.plan();
        List<Operation> operations = run.operations();
        Map<String, VariantSession> sessions = run.sessions();
        BundleWriter bundle = run.bundle();
        RunListener listener = run.listener();
        RunControl control = run.control();
        List<Step> schedule = schedule(run.variants(), run.phases(), plan.phases().interleave());
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
        boolean together = plan.stream().together();
        AnswerCheck answers = null;
        try {
            if (plan.options().check() != Check.NONE) {
                answers = answerCheck(run.workload(), run.pluginId(), operations, plan.options()); // a plugin failing here fails the run like any other
                answers = plan.options().check().checks(answers.hasReferences()) ? answers : null;
            }
            VariantSession first = sessions.get(schedule.get(0).variant().name());
            if (first.target().hasServer()) {
                run.targets().activate(first.target());
                VariantPreparation.ensure(first, maxWorkers(plan, e), bundle);
                VariantPreparation.writeEnvironment(bundle, first);
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
                VariantPreparation.ensure(s, maxWorkers(plan, e), bundle);
                if (!prepared.contains(s.variant().name())) {
                    preparation.prepare(run, s);
                    prepared.add(s.variant().name());
                    if (prepared.size() == 1 && !s.target().hasServer()) {
                        VariantPreparation.writeEnvironment(bundle, s); // after prepare: the workload's files exist and their disk can be described
                    }
                } else {
                    VariantPreparation.reopen(s);
                }
                ColdProof proof = null;
                PhaseKind kind = step.phase().runAs(plan.phases().interleave());
                if (kind.cold()) {
                    if (!s.target().hasServer()) {
                        listener.progress("evicting the workload's files from the page cache", -1, -1);
                        proof = s.target().coldRestart(plan.options().dropCaches());
                    } else {
                        listener.progress("cold restart of " + s.target().label(), -1, -1);
                        proof = s.target().coldRestart(plan.options().dropCaches());
                        if (s.target() instanceof Cluster cluster) {
                            cluster.flushRecords(s.variant().name(), step.phase(), bundle);
                        }
                        VariantPreparation.reopen(s);
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
                            streams.run(s, plan.variant(s.variant().name()), step.phase().label(), step.phase().round(), streamOperations,
                                    plan.stream(), bundle, control, listener, Map.of());
                            streamsRan = true;
                        }
                        continue;
                    }
                    switch (op) {
                        case QueryOperation q -> {
                            listener.operationStarted(s.variant().name(), step.phase().label(), q.name(), eta.startingAt(slot++));
                            ResultRows keep = answers == null ? null : answers.rowsFor(s.variant().name(), q.name());
                            VariantSession.Measured measured = s.measure(q, step.phase().label(), step.phase().round(), control,
                                    plan.options().queryTimeoutSeconds(), keep);
                            Measurement m = measured.measurement();
                            if (measured.states() != null) {
                                bundle.append(BundleFormat.THREAD_STATES, measured.states());
                            }
                            if (measured.warning() != null) {
                                RunWarnings.warn(bundle, listener, s.variant().name(), measured.warning());
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
                        case StreamOperation so -> streams.run(s, plan.variant(s.variant().name()), step.phase().label(), step.phase().round(),
                                List.of(so), plan.stream(), bundle, control, listener, Map.of());
                    }
                }
                // the scripted sessions after the workload's operations: its setup made what they lock and copy
                ScriptedSessions.run(s, step.phase().label(), step.phase().round(), plan.sessions(), bundle, listener);
                boolean lastOfVariant = isLastPhaseOf(schedule, step);
                if (lastOfVariant && plan.options().explain()) {
                    VariantEnd.capturePlans(s, run.operationsOf(s.variant()), plan.options().analyze(), bundle, listener);
                }
                if (lastOfVariant && Studies.any(e)) {
                    Studies.run(e, VariantEnd.studyContext(s, bundle, listener, control), VariantEnd.sqlByName(operations));
                }
                if (lastOfVariant && s.target() instanceof Cluster cluster) {
                    try {
                        // every node caught up and holding the same rows, else the run fails naming the node
                        ClusterCheck.finish(cluster, s.variant().name(), s.schema(), bundle, listener);
                    } catch (NodesDiffer differ) {
                        // a wrong result, as a wrong answer: recorded, and the other variants still run
                        bundle.append(BundleFormat.EVENTS, new Records.EventRecord(Instant.now(), "error", s.variant().name(),
                                differ.getMessage()));
                        listener.message("    " + differ.getMessage());
                        inconsistent++;
                    }
                }
                if (lastOfVariant) {
                    VariantPreparation.recordSizes(s, Records.SizePoint.END, bundle, listener);
                    failedChecks += VariantEnd.checkData(run, s);
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

    /** check: answers: each query operation's reference, as the workload declares it. */
    private AnswerCheck answerCheck(Workload workload, String pluginId, List<Operation> operations, RunSettings options) {
        Map<String, AnswerReference> references = new LinkedHashMap<>();
        for (Operation op : operations) {
            if (op instanceof QueryOperation q) {
                AnswerReference r = PluginFailure.guard(pluginId, "answerReference()", () -> workload.answerReference(q));
                references.put(q.name(), r == null ? new AnswerReference.None(null) : r);
            }
        }
        return new AnswerCheck(references, new AnswerCache(answersDir), referenceEngine, options.tolerance(),
                preparation.workDirectory("answers"));
    }

    /** After the last measurement: reference answers (cached or computed), compared; one record per (variant, query). */
    private int checkAnswers(AnswerCheck answers, List<Variant> variants, Workload workload, String pluginId, BundleWriter bundle,
                             RunListener listener, RunControl control) {
        AnswerCheck.Summary summary = answers.finish(variants.stream().map(Variant::name).toList(), preparation.datasetPlans(workload, pluginId),
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

    /** Connections the streams hold at once, plus those for probes and the runner's own. */
    private static int maxWorkers(RunPlan plan, Experiment e) {
        // a side load's statement holds a pool connection of its own while the streams run
        int sideStatements = (int) e.sideloadOrEmpty().stream().filter(s -> s != null && s.sql() != null).count();
        return ConnectionPool.forWorkers(Math.max(1, plan.stream().maxWorkers()) + sideStatements);
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
