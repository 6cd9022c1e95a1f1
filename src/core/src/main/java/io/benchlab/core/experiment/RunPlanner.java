package io.benchlab.core.experiment;

import io.benchlab.core.plan.Tolerance;
import io.benchlab.core.experiment.Experiment.FaultSpec;
import io.benchlab.core.experiment.Experiment.PhaseSpec;
import io.benchlab.core.experiment.Experiment.RunOptions;
import io.benchlab.core.experiment.Experiment.SessionSpec;
import io.benchlab.core.experiment.Experiment.StepSpec;
import io.benchlab.core.experiment.Experiment.StreamSpec;
import io.benchlab.core.plan.Audit;
import io.benchlab.core.plan.Check;
import io.benchlab.core.plan.FaultPlan;
import io.benchlab.core.plan.PhasePlan;
import io.benchlab.core.plan.Reconnect;
import io.benchlab.core.plan.RunPlan;
import io.benchlab.core.plan.RunSettings;
import io.benchlab.core.plan.SessionPlan;
import io.benchlab.core.plan.StreamSettings;
import io.benchlab.core.plan.StreamSettings.ThreadPoint;
import io.benchlab.core.plan.VariantPlan;
import io.benchlab.core.util.Durations;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a checked experiment into the plan the engine runs ({@link RunPlan}): the one step where
 * the file's left-out fields get their defaults ({@link ExperimentDefaults}, through the model's
 * {@code …OrDefault} accessors the checks read too), its times become durations and its words enums.
 * It runs after the checks ({@code CheckedExperiment}), so every value here is known to be good.
 */
public final class RunPlanner {
    /** An experiment without a {@code stream:} block streams as one with every field left out. */
    private static final StreamSpec NO_STREAM_BLOCK = new StreamSpec(null, null, null, null, null, null, null, null, null, null);

    private RunPlanner() {
    }

    /**
     * @param e                a checked experiment
     * @param variants         its variants ({@link VariantPlanner#plan})
     * @param streamOperations its workload's stream operations, by name
     */
    public static RunPlan plan(Experiment e, List<Variant> variants, List<String> streamOperations) {
        StreamSpec s = e.stream() != null ? e.stream() : NO_STREAM_BLOCK;
        Map<String, VariantPlan> planned = new LinkedHashMap<>();
        for (Variant v : variants) {
            String writeTo = v.writeTo() != null ? v.writeTo() : s.writeToOrDefault();
            String readFrom = v.readFrom() != null ? v.readFrom() : s.readFrom() != null ? s.readFrom() : writeTo;
            String faultTarget = v.server().cluster() ? ExperimentDefaults.FAULT_TARGET_CLUSTER : FaultSpec.SERVER;
            planned.put(v.name(), new VariantPlan(v.name(), writeTo, readFrom, v.faults().stream().map(f -> fault(f, faultTarget)).toList()));
        }
        return new RunPlan(phases(e.phases()), stream(s, streamOperations), options(e.options()),
                e.sessionsOrEmpty().stream().map(RunPlanner::session).toList(), planned);
    }

    public static PhasePlan phases(PhaseSpec p) {
        return new PhasePlan(p.coldOrDefault(), p.warmOrDefault(), p.interleaveOrDefault());
    }

    /** The stream block resolved; {@code streamOperations} get their threads at every point of the sweep. */
    public static StreamSettings stream(StreamSpec s, List<String> streamOperations) {
        List<ThreadPoint> points = new ArrayList<>();
        int maxWorkers = 0;
        for (int t : s.threadCounts()) {
            Map<String, Integer> perOperation = new LinkedHashMap<>();
            int atPoint = 0;
            for (String op : streamOperations) {
                Integer own = s.operationThreads() == null ? null : s.operationThreads().get(op);
                int threads = own != null ? own : t;
                perOperation.put(op, threads);
                atPoint = s.togetherOrDefault() ? atPoint + threads : Math.max(atPoint, threads);
            }
            points.add(new ThreadPoint(t, perOperation));
            maxWorkers = Math.max(maxWorkers, streamOperations.isEmpty() ? t : atPoint);
        }
        StreamSettings.ArrivalRate rate = s.rate() == null ? null
                : new StreamSettings.ArrivalRate(s.rate(), s.seedOrDefault(), s.queueCapacityOrDefault());
        StreamSettings.Rounds rounds = s.inRounds() ? new StreamSettings.Rounds(s.rounds(), s.sessionQueriesOrDefault()) : null;
        return new StreamSettings(points, maxWorkers, s.durationOrDefault(), s.operations() == null ? 0 : s.operations(),
                s.iterations() == null ? 0 : s.iterations(), s.intervalOrDefault(), s.warmupOrDefault(), rate, s.queueCapacityOrDefault(),
                s.countersOrDefault(), s.togetherOrDefault(), s.onLoadHosts(), Reconnect.of(s.reconnect()),
                Audit.of(s.audit() == null ? ExperimentDefaults.AUDIT : s.audit()).orElseThrow(), rounds);
    }

    public static FaultPlan fault(FaultSpec f, String defaultTarget) {
        Duration lasting = f.forDuration() == null || !f.faultAction().takesFor() ? null : Durations.parse("faults.for", f.forDuration());
        Duration at = Durations.parse("faults.at", f.at());
        return new FaultPlan(f.faultAction(), f.target() == null ? defaultTarget : f.target(), at == null ? Duration.ZERO : at, lasting,
                f.phase(), f.at(), f.forDuration());
    }

    static RunSettings options(RunOptions o) {
        return new RunSettings(o.dropCachesOrDefault(), o.explainOrDefault(), o.analyzeOrDefault(), o.keepServerOrDefault(),
                o.queryTimeoutOrDefault(), o.parallelServersOrDefault(), Check.of(o.check()), Tolerance.of(o.toleranceOrDefault()),
                o.stateIntervalOrDefault(), o.openTablesOrDefault());
    }

    static SessionPlan session(SessionSpec s) {
        return new SessionPlan(s.name(), ExperimentDefaults.WRITE_TO, s.steps().stream().map(RunPlanner::step).toList());
    }

    private static SessionPlan.Step step(StepSpec st) {
        return new SessionPlan.Step(st.name(), st.kind(), st.text(),
                st.sleep() == null ? null : Durations.parse("sleep", st.sleep()));
    }
}
