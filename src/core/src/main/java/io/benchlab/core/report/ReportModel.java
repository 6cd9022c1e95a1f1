package io.benchlab.core.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.report.Views.BundleInfo;
import io.benchlab.core.report.Views.Chart;
import io.benchlab.core.report.Views.ChartGroup;
import io.benchlab.core.report.Views.ComparisonBlock;
import io.benchlab.core.report.Views.CounterDiff;
import io.benchlab.core.report.Views.PlanComparison;
import io.benchlab.core.report.Views.StatRow;
import io.benchlab.core.report.Views.SweepVerdicts;
import io.benchlab.core.view.StreamBreakdownViews;
import io.benchlab.core.view.Table;
import io.benchlab.core.view.TitledTable;
import java.time.Instant;
import java.util.List;

/**
 * Everything the HTML report shows, computed from bundles and formatted as strings. Each bundle's
 * variants become columns; the first column (or the one named as baseline) is compared with
 * every other. Each section is built by its own builder — {@link EnvironmentViews},
 * {@link VariableView}, {@link TotalViews}, {@link VerdictViews}, {@link SweepViews},
 * {@link StreamViews}, {@link PlanViews}, {@link CounterViews}, {@link ClusterViews},
 * {@link FaultViews}, {@link AnswerView}, {@link StateViews} — and this record only assembles them; the template decides their
 * order.
 *
 * @param title        page title
 * @param generated    when the report was made
 * @param baseline     the baseline column
 * @param columns      all columns, baseline first
 * @param bundles      environment and experiment of each bundle
 * @param headline     the answer the report leads with: what was compared, the headline verdicts, the variables that differ
 * @param totals       column × phase table of total seconds
 * @param queryCharts  grouped bars of seconds per operation, one chart per phase plus the warm median
 * @param stats        per column and operation: warm-sample statistics
 * @param cold         per column and operation: cold seconds (single samples)
 * @param comparisons  each candidate against the baseline, operation by operation (a one-bundle sweep: none, see sweepVerdicts)
 * @param sweepVerdicts a one-bundle sweep's verdicts: one table per series, a column per value against the baseline value
 * @param sweeps       time against the swept setting, when the experiment had a sweep
 * @param streamCharts the stream pictures per operation (see StreamViews), when streams ran
 * @param streamLatency per stream operation: response time per interval over time, one chart per percentile
 * @param stability    per stream: how steady its intervals were
 * @param streamTables what the streams' totals are made of (sysbench's SQL statistics, kinds, counts, errors by class;
 *                     {@link StreamBreakdownViews}), the tables {@code show} and the GUI print too
 * @param plans        EXPLAIN plans of each candidate against the baseline
 * @param planStability per column and operation captured more than once: how many distinct plans it got
 * @param counters     status counter changes, largest movers first
 * @param noisy        some comparison was too noisy to conclude
 * @param variables    server variables that differ between the columns (shown before any timing)
 * @param gauges       per column: status gauges (current values) before the first and after the last operation of each phase
 * @param cluster      a cluster run's nodes side by side and lag / flow control under the throughput (docs/clusters.md); null for other runs
 * @param answers      per bundle that checked answers ({@code check: answers}): the headline and what did not match
 * @param workload     what the workloads' own rules make of their streams (notes, rates such as NOPM, latency limits); see
 *                     WorkloadViews; null when no stream declares any
 * @param consistency  per bundle whose workload checked its data (TPC-C's consistency conditions): the verdict and what failed
 * @param faults       what each fault cost and what the durability audits found (docs/faults.md); null for runs without
 *                     faults
 * @param sideLoads    each column's side loads ({@code sideload:}), every execution timed on the streams' clock
 * @param bufferPool   per column, query and phase: the buffer pool's hit ratio and young / not-young moves, then each
 *                     candidate beside the baseline (view.BufferPoolView); empty when no query read InnoDB pages
 * @param sizes        per bundle: each variant's table and index sizes after the load and at its end, with its size and
 *                     speed against the first variant (view.SizesView); empty when no sizes were recorded
 * @param threadStates the sessions' thread states: per operation every column's shares side by side, each query's passes,
 *                     each stream's states stacked under its throughput; null when no column sampled them
 * @param studies      the optimizer studies of the columns' bundles (planStability:, statisticsVariance:): their tables and
 *                     the cardinality CV per index column; null when no bundle declared one
 * @param waits        per column that sampled them ({@code options.performanceSchema}): its streams' longest waits and stages
 */
public record ReportModel(String title, String generated, String baseline, List<String> columns, List<BundleInfo> bundles,
                          HeadlineViews headline,
                          Table totals, ChartGroup queryCharts, List<StatRow> stats, Table cold,
                          List<ComparisonBlock> comparisons, List<SweepVerdicts> sweepVerdicts, List<Chart> sweeps, List<Chart> streamCharts, List<ChartGroup> streamLatency,
                          Table stability, List<TitledTable> streamTables,
                          List<PlanComparison> plans, Table planStability, List<CounterDiff> counters, boolean noisy,
                          VariableView variables, Table gauges,
                          @JsonInclude(JsonInclude.Include.NON_NULL)
                          ClusterViews cluster,
                          @JsonInclude(JsonInclude.Include.NON_EMPTY)
                          List<AnswerView> answers,
                          @JsonInclude(JsonInclude.Include.NON_NULL)
                          WorkloadViews.Figures workload,
                          @JsonInclude(JsonInclude.Include.NON_EMPTY)
                          List<WorkloadViews.ConsistencyView> consistency,
                          @JsonInclude(JsonInclude.Include.NON_NULL)
                          FaultViews faults,
                          @JsonInclude(JsonInclude.Include.NON_NULL)
                          StateViews threadStates,
                          @JsonInclude(JsonInclude.Include.NON_NULL)
                          RoundViews rounds,
                          @JsonInclude(JsonInclude.Include.NON_EMPTY)
                          List<SessionViews> sessions,
                          @JsonInclude(JsonInclude.Include.NON_EMPTY)
                          List<io.benchlab.core.view.TitledTable> waits,
                          @JsonInclude(JsonInclude.Include.NON_EMPTY)
                          List<io.benchlab.core.view.TitledTable> sideLoads,
                          @JsonInclude(JsonInclude.Include.NON_EMPTY)
                          List<io.benchlab.core.view.TitledTable> bufferPool,
                          @JsonInclude(JsonInclude.Include.NON_EMPTY)
                          List<io.benchlab.core.view.TitledTable> sizes,
                          @JsonInclude(JsonInclude.Include.NON_NULL)
                          StudyViews studies) {

    public boolean hasStudies() {
        return studies != null;
    }

    public boolean hasWaits() {
        return !waits.isEmpty();
    }

    public boolean hasBufferPool() {
        return !bufferPool.isEmpty();
    }

    public boolean hasSizes() {
        return !sizes.isEmpty();
    }

    public boolean hasSessions() {
        return !sessions.isEmpty();
    }

    public boolean hasSideLoads() {
        return !sideLoads.isEmpty();
    }

    public boolean hasRounds() {
        return rounds != null;
    }

    public boolean hasFaults() {
        return faults != null;
    }

    public boolean hasMeasurements() {
        return !stats.isEmpty() || cold.present();
    }

    public boolean hasSweeps() {
        return !sweeps.isEmpty();
    }

    public boolean hasStreams() {
        return !streamCharts.isEmpty();
    }

    public boolean hasCluster() {
        return cluster != null;
    }

    public boolean hasThreadStates() {
        return threadStates != null;
    }

    public boolean hasPlans() {
        return !plans.isEmpty();
    }

    public boolean hasCounters() {
        return !counters.isEmpty();
    }

    /** The counters section: always with queries (it says when there is nothing to compare), for streams only with counters. */
    public boolean showCounters() {
        return hasMeasurements() || hasCounters() || hasBufferPool() || hasSizes();
    }

    /** The anchor of the first cold proof (linked from the top: the proofs come after the results); null when no phase was cold. */
    public String coldProofLink() {
        return bundles.stream().filter(BundleInfo::hasColdProofs).map(b -> "cold-proof-" + b.id()).findFirst().orElse(null);
    }

    /** The answer first: with timed queries (their totals follow it) or a comparison; one stream run alone leads with its pictures. */
    public boolean showAnswer() {
        return hasMeasurements() || hasVerdicts();
    }

    /** The verdicts section: with queries always (it says when there is nothing to compare), for streams when two columns compare. */
    public boolean showVerdicts() {
        return hasMeasurements() || hasVerdicts();
    }

    public boolean hasComparisons() {
        return !comparisons.isEmpty();
    }

    public boolean hasSweepVerdicts() {
        return !sweepVerdicts.isEmpty();
    }

    /** Something to compare: pairs of columns, or a sweep's values. */
    public boolean hasVerdicts() {
        return hasComparisons() || hasSweepVerdicts();
    }

    /**
     * Builds the model, one section builder after the other.
     *
     * @param baselineName a column label or variant name; null for the first column
     */
    public static ReportModel of(List<Bundle> bundles, String baselineName) {
        if (bundles.isEmpty()) {
            throw new BenchlabException("no bundle to report on");
        }
        List<Column> columns = Column.of(bundles, baselineName);
        ColumnSamples samples = ColumnSamples.of(columns);
        VerdictViews verdicts = VerdictViews.of(bundles, samples);
        String title = bundles.size() == 1 ? bundles.get(0).manifest().experiment()
                : bundles.stream().map(b -> b.manifest().experiment()).distinct().reduce((a, b) -> a + " · " + b).orElse("");
        VariableView variables = VariableView.of(columns);
        return new ReportModel(title, Instant.now().toString(), columns.get(0).label(), samples.labels(),
                EnvironmentViews.of(bundles), HeadlineViews.of(samples, variables, verdicts.headlines()),
                TotalViews.totals(samples), TotalViews.charts(samples), TotalViews.stats(samples), TotalViews.cold(samples),
                verdicts.comparisons(), verdicts.sweeps(), SweepViews.charts(bundles, samples),
                StreamViews.charts(columns), StreamViews.latency(columns), StreamViews.stability(columns), StreamViews.breakdown(columns),
                PlanViews.comparisons(columns), PlanViews.stability(columns), CounterViews.diffs(columns), verdicts.noisy(),
                variables, CounterViews.gauges(columns),
                ClusterViews.of(columns), AnswerView.of(bundles), WorkloadViews.of(columns), WorkloadViews.ConsistencyView.of(bundles),
                FaultViews.of(columns), StateViews.of(columns), RoundViews.of(columns),
                SessionViews.of(columns), WaitViews.of(columns), sideLoads(columns), CounterViews.bufferPool(columns),
                CounterViews.sizes(columns), StudyViews.of(columns));
    }

    /** Every column's side loads ({@link io.benchlab.core.view.SideLoadsView}), titled with the column; empty when none ran. */
    private static List<io.benchlab.core.view.TitledTable> sideLoads(List<Column> columns) {
        List<io.benchlab.core.view.TitledTable> out = new java.util.ArrayList<>();
        for (Column c : columns) {
            io.benchlab.core.bundle.SideLoadSamples s = io.benchlab.core.bundle.SideLoadSamples.of(c.bundle());
            if (!s.of(c.variant()).isEmpty()) {
                out.add(new io.benchlab.core.view.TitledTable("sideloads-" + out.size(), c.label(), io.benchlab.core.view.SideLoadsView.CORNER,
                        io.benchlab.core.view.SideLoadsView.executions(s, c.variant())));
            }
        }
        return out;
    }
}
