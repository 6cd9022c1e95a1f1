package io.benchlab.core.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.bundle.AnswerSummary;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BufferPoolFigures;
import io.benchlab.core.bundle.VariantSizes;
import io.benchlab.core.bundle.BundleSummary;
import io.benchlab.core.bundle.ClusterSamples;
import io.benchlab.core.bundle.DataCheckSummary;
import io.benchlab.core.bundle.FaultSamples;
import io.benchlab.core.bundle.NodeRecords;
import io.benchlab.core.bundle.Records.PlanStabilityRecord;
import io.benchlab.core.bundle.Records.StatisticsRecord;
import io.benchlab.core.bundle.Records.SystemSample;
import io.benchlab.core.bundle.Records.VariantRecord;
import io.benchlab.core.bundle.RoundSamples;
import io.benchlab.core.bundle.SideLoadSamples;
import io.benchlab.core.bundle.StateSamples;
import io.benchlab.core.bundle.StreamSamples;
import io.benchlab.core.bundle.WaitSamples;
import io.benchlab.core.experiment.SweepValues;
import io.benchlab.core.settings.VariableDiff;
import io.benchlab.core.settings.WarmReads;
import io.benchlab.core.view.SweepSeries;
import io.benchlab.core.view.SweepTable;
import java.util.List;
import java.util.Map;

/**
 * Everything {@code benchlab show} prints about one bundle, as one document: the schema of
 * {@code show --format json} (docs/bundle-format.md). Assembled here, next to the report model,
 * from the same summaries ({@link BundleSummary}, {@link StreamSamples}), so a script and a
 * reader of the report get the same figures. Optional parts are left out when the run has none.
 *
 * @param summary       the {@link BundleSummary} fields, at the top level
 * @param environment   host and server as recorded (environment.json)
 * @param settings      each variant's server and settings (variants.jsonl)
 * @param sweep         the swept setting's series with every phase's total and per-operation seconds
 * @param planStability the plan-stability study's records
 * @param statistics    the statistics-variance study's records
 * @param streams       every stream run: summary, intervals (units/s, ops/s, percentiles, errors,
 *                      system metrics), per-interval five-number summaries, rate vs units with exit velocity
 * @param machine       per query: what the machine did while it ran
 * @param cluster       a cluster run's per-node figures ({@link ClusterSamples}): summaries side by side, every node's
 *                      intervals, start-up times, cold proofs per node, the end-of-variant consistency check
 * @param answers       {@code check: answers}: counts and every (variant, query) check (absent when not asked for)
 * @param consistency   the workload's checks of its data after each variant (TPC-C's consistency conditions): counts and
 *                      every (variant, condition) record (absent when the workload checks nothing)
 * @param faults        each fault as each stream lived it and each durability audit ({@link FaultSamples}); absent without
 *                      faults
 * @param threadStates  the run's sessions' thread states ({@link StateSamples}): per variant and operation the share of
 *                      session-time per state, each query's passes, each stream's states per interval (absent when not sampled)
 * @param waits         {@code options.performanceSchema}: the streams' sessions' waits and stages ({@link WaitSamples}): per
 *                      variant and operation each event's share of the sessions' time, and every interval's record (absent when
 *                      not sampled)
 * @param rounds        streams run in rounds ({@code stream.rounds}, {@link RoundSamples}): mysqlslap's figures per stream and
 *                      each round's connect and query seconds, operations, p95 and main states (absent without rounds)
 * @param sideLoads     each execution of each side load ({@code sideload:}, {@link SideLoadSamples}), timed on the streams'
 *                      clock, apart from the measured figures (absent without side loads)
 * @param bufferPool    per variant, phase and query ({@link BufferPoolFigures}): read requests, pool misses, hit ratio,
 *                      young / not-young page moves; cold and warm phases apart (absent without InnoDB counters)
 * @param sizes         per variant ({@link VariantSizes}): its tables after the load and at its end (sizes.jsonl's records)
 *                      and its speed (streams' mean rate, or queries' mean seconds per warm phase); absent when not recorded
 * @param warmReads     the variants whose warm phases read the device, not the OS page cache ({@link WarmReads}: InnoDB's
 *                      data files opened with O_DIRECT); absent when none
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record RunDocument(@JsonUnwrapped BundleSummary summary, JsonNode environment, List<VariantRecord> settings,
                          Sweep sweep, List<PlanStabilityRecord> planStability, List<StatisticsRecord> statistics, List<StreamSamples.Stream> streams,
                          List<QueryMachine> machine, VariableDiff variableDiff, Cluster cluster,
                          AnswerSummary answers, DataCheckSummary consistency, FaultSamples faults, StateSamples threadStates,
                          WaitSamples waits, List<RoundSamples.RoundStream> rounds, SideLoadSamples sideLoads,
                          List<BufferPoolFigures.QueryPool> bufferPool, List<VariantSizes.Row> sizes, List<WarmReads> warmReads) {

    /** The per-node part of a cluster run; absent for other runs. */
    public record Cluster(List<ClusterSamples.NodeSummary> nodes, List<NodeRecords.NodeIntervalRecord> intervals,
                          List<NodeRecords.ClusterStartRecord> starts, List<NodeRecords.NodeColdRecord> cold,
                          List<NodeRecords.NodeDigestRecord> consistency) {
        static Cluster of(Bundle b) {
            ClusterSamples c = ClusterSamples.of(b);
            return c.isEmpty() ? null : new Cluster(c.summaries(), c.intervals(), c.starts(), c.cold(), c.digests());
        }
    }

    /** What the machine did while one query ran (measurements.jsonl's {@code system}), next to its seconds. */
    public record QueryMachine(String variant, String phase, String operation, double seconds, SystemSample system) {
    }

    /** The sweep with each point's figures. */
    public record Sweep(String variable, List<Series> series) {
    }

    /** @param verdicts one per operation (and the total): each value against the baseline value, as {@link SweepTable} has them */
    public record Series(String label, boolean logScale, List<SweepPoint> points, List<SweepVerdicts> verdicts) {
    }

    public record SweepVerdicts(String operation, String baseline, List<SweepVerdict> values) {
    }

    /**
     * One value of one operation against the baseline value.
     *
     * @param medianSeconds median of the samples compared; null when there are none
     * @param kind          the verdict's kind (FASTER, SLOWER, …); null for the baseline itself or without samples on both sides
     * @param brief         {@link io.benchlab.core.bundle.OperationVerdict#brief}
     * @param sentence      {@link io.benchlab.core.bundle.OperationVerdict#describe}
     */
    public record SweepVerdict(String value, Double medianSeconds, String kind, String brief, String sentence, boolean plansDiffer) {
    }

    public record SweepPoint(String value, String variant, Map<String, Double> totalSeconds,
                             Map<String, Map<String, Double>> operationSeconds) {
    }

    public static RunDocument of(Bundle b) {
        BundleSummary s = BundleSummary.of(b);
        Map<String, SweepTable> tables = new java.util.LinkedHashMap<>();
        SweepTable.of(b, s, null).forEach(t -> tables.put(t.series(), t));
        Sweep sweep = SweepSeries.of(b, s).map(sw -> new Sweep(sw.variable(), sw.series().entrySet().stream()
                .map(e -> new Series(e.getKey(), SweepValues.logAxis(e.getValue().stream().map(SweepSeries.Point::value).toList()), e.getValue().stream()
                        .map(p -> new SweepPoint(p.value(), p.variant(), s.totalSeconds().getOrDefault(p.variant(), Map.of()),
                                s.operationSeconds().getOrDefault(p.variant(), Map.of())))
                        .toList(), verdicts(tables.get(e.getKey()))))
                .toList())).orElse(null);
        return new RunDocument(s, b.environment(), b.variants(), sweep, b.planStability(),
                b.statistics(), StreamSamples.of(b).streams(), machine(b), variableDiff(b), Cluster.of(b),
                AnswerSummary.of(b), DataCheckSummary.of(b), faults(b), threadStates(b), waits(b), RoundSamples.of(b).streams(),
                sideLoads(b), BufferPoolFigures.of(b).queries(), VariantSizes.of(b).rows(), WarmReads.of(b));
    }

    private static SideLoadSamples sideLoads(Bundle b) {
        SideLoadSamples s = SideLoadSamples.of(b);
        return s.isEmpty() ? null : s;
    }

    private static FaultSamples faults(Bundle b) {
        FaultSamples f = FaultSamples.of(b);
        return f.isEmpty() ? null : f;
    }

    private static List<SweepVerdicts> verdicts(SweepTable t) {
        if (t == null) {
            return List.of();
        }
        return t.lines().stream().map(l -> new SweepVerdicts(l.operation(), t.baselineValue(), l.entries().stream()
                .map(e -> {
                    var v = e.verdict();
                    return new SweepVerdict(e.value(), Double.isNaN(e.seconds()) ? null : e.seconds(),
                            v == null ? null : v.comparison().verdict().kind().name(), v == null ? null : v.brief(), t.sentence(e),
                            v != null && v.plansDiffer());
                }).toList())).toList();
    }

    /** The performance_schema waits, when the run sampled any. */
    private static WaitSamples waits(Bundle b) {
        WaitSamples w = WaitSamples.of(b);
        return w.isEmpty() ? null : w;
    }

    /** The thread states, when the run sampled any. */
    private static StateSamples threadStates(Bundle b) {
        StateSamples s = StateSamples.of(b);
        return s.isEmpty() ? null : s;
    }

    /** "Server variables that differ between the variants", when there are two or more variants' variables to compare. */
    private static VariableDiff variableDiff(Bundle b) {
        VariableDiff d = VariableDiff.of(b);
        return d.comparable() ? d : null;
    }

    /** The machine per query, for the queries that have a sample; empty for runs made without system metrics. */
    public static List<QueryMachine> machine(Bundle b) {
        return b.measurements().stream().filter(m -> m.system() != null)
                .map(m -> new QueryMachine(m.variant(), m.phase(), m.operation(), m.seconds(), m.system())).toList();
    }
}
