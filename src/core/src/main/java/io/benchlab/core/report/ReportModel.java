package io.benchlab.core.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import io.benchlab.api.ByteSize;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.AnswerSummary;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleSummary;
import io.benchlab.core.bundle.ColdWrite;
import io.benchlab.core.bundle.OperationVerdict;
import io.benchlab.core.bundle.Manifest;
import io.benchlab.core.bundle.StreamSamples;
import io.benchlab.core.bundle.VariantSamples;
import io.benchlab.core.bundle.Records;
import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.bundle.Records.PlanRecord;
import io.benchlab.core.bundle.Records.VariantRecord;
import io.benchlab.core.bundle.Environment;
import io.benchlab.core.bundle.StatusVariables;
import io.benchlab.core.report.Views.BundleInfo;
import io.benchlab.core.report.Views.Cell;
import io.benchlab.core.report.Views.Chart;
import io.benchlab.core.report.Views.ChartGroup;
import io.benchlab.core.report.Views.ComparisonBlock;
import io.benchlab.core.report.Views.CounterDiff;
import io.benchlab.core.report.Views.CounterRow;
import io.benchlab.core.report.Views.KeyValue;
import io.benchlab.core.report.Views.PlanComparison;
import io.benchlab.core.report.Views.PlanDiff;
import io.benchlab.core.report.Views.PlanSide;
import io.benchlab.core.report.Views.Row;
import io.benchlab.core.report.Views.Setting;
import io.benchlab.core.report.Views.StatRow;
import io.benchlab.core.report.Views.SweepVerdicts;
import io.benchlab.core.report.Views.Table;
import io.benchlab.core.report.Views.VariantSettings;
import io.benchlab.core.report.Views.VerdictRow;
import io.benchlab.core.stats.Comparison;
import io.benchlab.core.stats.CounterChange;
import io.benchlab.core.stats.FiveNumberSummary;
import io.benchlab.core.stats.Summary;
import io.benchlab.core.stats.Verdict;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

/**
 * Everything the HTML report shows, computed from bundles and formatted as strings. Each bundle's
 * variants become columns; the first column (or the one named as baseline) is compared with
 * every other.
 *
 * @param title        page title
 * @param generated    when the report was made
 * @param baseline     the baseline column
 * @param columns      all columns, baseline first
 * @param bundles      environment and experiment of each bundle
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
 * @param plans        EXPLAIN plans of each candidate against the baseline
 * @param planStability per column and operation captured more than once: how many distinct plans it got
 * @param counters     status counter changes, largest movers first
 * @param noisy        some comparison was too noisy to conclude
 * @param variables    server variables that differ between the columns (shown before any timing)
 * @param gauges       per column: status gauges (current values) before the first and after the last operation of each phase
 * @param cluster      a cluster run's nodes side by side and lag / flow control under the throughput (docs/clusters.md); null for other runs
 * @param answers      per bundle that checked answers ({@code check: answers}): the headline and what did not match
 * @param threadStates the sessions' thread states: per operation every column's shares side by side, each query's passes,
 *                     each stream's states stacked under its throughput; null when no column sampled them
 */
public record ReportModel(String title, String generated, String baseline, List<String> columns, List<BundleInfo> bundles,
                          Table totals, ChartGroup queryCharts, List<StatRow> stats, Table cold,
                          List<ComparisonBlock> comparisons, List<SweepVerdicts> sweepVerdicts, List<Chart> sweeps, List<Chart> streamCharts, List<ChartGroup> streamLatency,
                          Table stability,
                          List<PlanComparison> plans, Table planStability, List<CounterDiff> counters, boolean noisy,
                          VariableView variables, Table gauges,
                          @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
                          ClusterViews cluster,
                          @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_EMPTY)
                          List<AnswerView> answers,
                          @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
                          StateViews threadStates) {

    /** One bundle's answer checks, from {@link AnswerSummary} as {@code show} prints them. */
    public record AnswerView(String id, String headline, boolean wrong, List<String> problems) {
        private static final int SHOWN_PROBLEMS = 25;

        static List<AnswerView> of(List<Bundle> bundles) {
            List<AnswerView> out = new ArrayList<>();
            for (Bundle b : bundles) {
                AnswerSummary a = AnswerSummary.of(b);
                if (a != null) {
                    List<String> problems = a.problems();
                    if (problems.size() > SHOWN_PROBLEMS) {
                        problems = new ArrayList<>(problems.subList(0, SHOWN_PROBLEMS));
                        problems.add("… and " + (a.problems().size() - SHOWN_PROBLEMS) + " more (benchlab show " + b.id() + ")");
                    }
                    out.add(new AnswerView(b.id(), a.headline(), a.mismatched() > 0, problems));
                }
            }
            return out;
        }
    }

    /** Counter rows shown per comparison; the rest are counted, not listed. */
    static final int COUNTER_ROWS = 40;

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
        return hasMeasurements() || hasCounters();
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
     * Builds the model.
     *
     * @param baselineName a column label or variant name; null for the first column
     */
    public static ReportModel of(List<Bundle> bundles, String baselineName) {
        if (bundles.isEmpty()) {
            throw new BenchlabException("no bundle to report on");
        }
        List<Column> columns = columns(bundles, baselineName);
        Map<Column, VariantSamples> samples = new LinkedHashMap<>();
        columns.forEach(c -> samples.put(c, VariantSamples.of(c.bundle(), c.variant())));
        List<String> operations = operations(samples);
        // one bundle with a sweep: its values side by side in one table, instead of a comparison per value
        List<SweepTable> sweepTables = bundles.size() == 1 ? SweepTable.of(bundles.get(0), BundleSummary.of(bundles.get(0)),
                columns.get(0).variant()) : List.of();
        List<ComparisonBlock> comparisons = sweepTables.isEmpty() ? comparisons(columns, samples) : List.of();
        boolean noisy = comparisons.stream().flatMap(b -> b.rows().stream()).anyMatch(VerdictRow::noisy)
                || sweepTables.stream().flatMap(t -> t.lines().stream()).flatMap(l -> l.entries().stream())
                        .anyMatch(e -> e.verdict() != null && e.verdict().comparison().verdict().kind() == Verdict.Kind.TOO_NOISY);
        String title = bundles.size() == 1 ? bundles.get(0).manifest().experiment()
                : bundles.stream().map(b -> b.manifest().experiment()).distinct().reduce((a, b) -> a + " · " + b).orElse("");
        return new ReportModel(title, Instant.now().toString(), columns.get(0).label(), columns.stream().map(Column::label).toList(),
                bundles.stream().map(ReportModel::bundleInfo).toList(), totals(columns, samples),
                queryCharts(columns, samples, operations), stats(columns, samples), cold(columns, samples, operations),
                comparisons, sweepTables.stream().map(ReportModel::sweepVerdicts).toList(), sweeps(bundles, columns, samples), StreamViews.charts(columns), StreamViews.latency(columns),
                StreamViews.stability(columns),
                plans(columns), planStability(columns), counters(columns), noisy, VariableView.of(columns), gauges(columns),
                ClusterViews.of(columns), AnswerView.of(bundles), StateViews.of(columns));
    }

    static List<Column> columns(List<Bundle> bundles, String baselineName) {
        List<Column> out = new ArrayList<>();
        boolean several = bundles.size() > 1;
        for (Bundle b : bundles) {
            for (String v : b.manifest().variants()) {
                out.add(new Column(b, v, several ? b.id() + ":" + v : v));
            }
        }
        if (out.isEmpty()) {
            throw new BenchlabException("the bundles have no variants");
        }
        if (baselineName != null) {
            Column base = out.stream().filter(c -> c.label().equals(baselineName)).findFirst()
                    .or(() -> out.stream().filter(c -> c.variant().equals(baselineName)).findFirst())
                    .orElseThrow(() -> new BenchlabException("no variant '" + baselineName + "' to use as baseline; there are "
                            + out.stream().map(Column::label).toList()));
            out.remove(base);
            out.add(0, base);
        }
        return out;
    }

    private static List<String> operations(Map<Column, VariantSamples> samples) {
        Set<String> ops = new LinkedHashSet<>();
        samples.values().forEach(s -> s.byPhase().values().forEach(m -> ops.addAll(m.keySet())));
        return new ArrayList<>(ops);
    }

    // ---- environment and experiment ---------------------------------------------------------

    private static void addIfRecorded(List<KeyValue> out, String key, String value) {
        if (value != null) {
            out.add(new KeyValue(key, value));
        }
    }

    private static void listFields(JsonNode host, String prefix, List<KeyValue> out) {
        host.fields().forEachRemaining(e -> {
            if (e.getValue().isObject()) {
                e.getValue().fields().forEachRemaining(d -> out.add(new KeyValue(prefix + e.getKey() + "." + d.getKey(),
                        bytesIfSize(d.getKey(), d.getValue()))));
            } else {
                out.add(new KeyValue(prefix + e.getKey(), bytesIfSize(e.getKey(), e.getValue())));
            }
        });
    }

    private static BundleInfo bundleInfo(Bundle b) {
        Environment.Server server = Environment.of(b).server();
        List<KeyValue> serverKv = new ArrayList<>();
        List<KeyValue> nonDefaults = new ArrayList<>();
        if (server != null) {
            addIfRecorded(serverKv, "flavor", server.flavor());
            addIfRecorded(serverKv, "version", server.version());
            addIfRecorded(serverKv, "versionComment", server.versionComment());
            if (server.nonDefaultVariables() != null) {
                server.nonDefaultVariables().forEach((k, v) -> nonDefaults.add(new KeyValue(k, v)));
            }
        }
        // every host field, whatever this version of benchlab recorded (disks are objects): listed as found;
        // the server's machine first, then where benchlab ran when that was another one
        List<KeyValue> hardware = new ArrayList<>();
        JsonNode env = b.environment() == null ? MissingNode.getInstance() : b.environment();
        if (env.hasNonNull("unseenHost")) {
            hardware.add(new KeyValue("server host", env.path("unseenHost").asText() + " (benchlab cannot look into it)"));
        }
        listFields(env.path("host"), "", hardware);
        listFields(env.path("client"), "benchlab ran on: ", hardware);
        List<VariantSettings> variants = b.variants().stream().map(ReportModel::variantSettings).toList();
        List<Views.ColdProof> proofs = new ArrayList<>();
        List<ColdWrite> coldWrites = ColdWrite.of(b);
        for (Records.PhaseRecord p : b.phases()) {
            Records.ColdProof c = p.coldProof();
            if (c != null) {
                proofs.add(new Views.ColdProof(p.variant(), p.phase(), c.method(), Numbers.bytes(c.datadirBytes()),
                        resident(c.residentBytesBefore()), resident(c.residentBytesAtFirstQuery()),
                        c.bufferPoolPagesTotal() < 0 ? "no server" : c.bufferPoolPagesData() + " of " + c.bufferPoolPagesTotal() + " pages hold data",
                        c.dumpLoadDisabled() ? "yes" : "NO", c.dropCaches() ? "yes" : "no",
                        c.settle() == null ? "–" : c.settle().summary(),
                        coldWrites.stream().filter(w -> w.variant().equals(p.variant()) && w.phase().equals(p.phase()))
                                .map(ColdWrite::describe).toList()));
            }
        }
        List<KeyValue> events = b.events().stream()
                .map(e -> new KeyValue(e.at() + " " + e.level() + (e.variant() == null ? "" : " " + e.variant()), e.message())).toList();
        var m = b.manifest();
        String orderText = "interleaved".equals(m.order())
                ? "Variants ran interleaved: round by round, each variant in turn, so slow drift of the machine affects all alike."
                : "Variants ran sequentially: all phases of one variant, then the next (" + String.join(" → ", m.variants()) + ").";
        return new BundleInfo(b.id(), m.experiment(), m.workload(), String.valueOf(m.status()).toLowerCase(Locale.ROOT), m.message(),
                String.valueOf(m.startedAt()), m.endedAt() == null ? "–" : m.endedAt().toString(), m.host(), m.benchlabVersion(),
                m.order() == null ? "sequential" : m.order(), orderText, serverKv, hardware, nonDefaults, variants, proofs,
                b.experimentText(), "benchlab run experiment.yaml", events);
    }

    private static String bytesIfSize(String key, JsonNode v) {
        if (v.isNumber() && key.toLowerCase(Locale.ROOT).endsWith("bytes")) {
            return Numbers.bytes(v.asLong());
        }
        return v.asText();
    }

    private static String resident(long bytes) {
        return bytes < 0 ? "not measured" : Numbers.bytes(bytes);
    }

    private static VariantSettings variantSettings(VariantRecord v) {
        Map<String, Setting> rows = new TreeMap<>();
        Map<String, String> effective = v.effective() == null ? Map.of() : v.effective();
        if (v.requested() != null) {
            v.requested().forEach((k, val) -> rows.put(k, new Setting(k, String.valueOf(val), effective.getOrDefault(k, "–"),
                    scope(v, k))));
        }
        effective.forEach((k, val) -> rows.putIfAbsent(k, new Setting(k, "–", val, scope(v, k))));
        return new VariantSettings(v.variant(), v.server(), v.version(), v.tls() ? "TLS " + Objects.toString(v.tlsCipher(), "") : "no TLS",
                new ArrayList<>(rows.values()));
    }

    private static String scope(VariantRecord v, String k) {
        if (v.startup() != null && v.startup().containsKey(k)) {
            return "startup";
        }
        if (v.global() != null && v.global().containsKey(k)) {
            return "global";
        }
        if (v.session() != null && v.session().containsKey(k)) {
            return "session";
        }
        return "";
    }

    // ---- times --------------------------------------------------------------------------------

    /** Whole phases only (as {@code show} prints them): a partial or failed phase says so instead of a sum. */
    private static Table totals(List<Column> columns, Map<Column, VariantSamples> samples) {
        Set<String> phases = new LinkedHashSet<>();
        columns.forEach(c -> phases.addAll(c.bundle().manifest().phases()));
        List<Row> rows = new ArrayList<>();
        for (Column c : columns) {
            VariantSamples vs = samples.get(c);
            List<Cell> cells = new ArrayList<>();
            for (String p : phases) {
                Double total = vs.totals().get(p);
                VariantSamples.Incomplete why = vs.incomplete().get(p);
                int ops = vs.byPhase().getOrDefault(p, Map.of()).size();
                cells.add(total != null ? new Cell(Numbers.seconds(total), ops + " operation(s)", "num")
                        : why != null ? new Cell(why.label(), why.failed() > 0 ? why.failed() + " operation(s) failed"
                                : why.measured() + " of " + why.expected() + " operations finished", "num")
                        : Cell.of("–"));
            }
            rows.add(new Row(c.label(), cells));
        }
        return new Table(new ArrayList<>(phases), rows);
    }

    private static ChartGroup queryCharts(List<Column> columns, Map<Column, VariantSamples> samples, List<String> operations) {
        List<String> labels = columns.stream().map(Column::label).toList();
        List<Chart> charts = new ArrayList<>();
        double[][] median = new double[columns.size()][operations.size()];
        for (int s = 0; s < columns.size(); s++) {
            for (int o = 0; o < operations.size(); o++) {
                double[] warm = VariantSamples.array(samples.get(columns.get(s)).warm().get(operations.get(o)));
                median[s][o] = warm.length == 0 ? Double.NaN : Summary.of(warm).median();
            }
        }
        charts.add(Chart.scaled("q-warm-median", "warm median",
                new BarChart("Warm median seconds per operation", operations, labels, median, AxisUnit.SECONDS), true));
        Set<String> phases = new LinkedHashSet<>();
        columns.forEach(c -> phases.addAll(c.bundle().manifest().phases()));
        int i = 0;
        for (String p : phases) {
            double[][] v = new double[columns.size()][operations.size()];
            for (int s = 0; s < columns.size(); s++) {
                Map<String, Double> ops = samples.get(columns.get(s)).byPhase().getOrDefault(p, Map.of());
                for (int o = 0; o < operations.size(); o++) {
                    v[s][o] = ops.getOrDefault(operations.get(o), Double.NaN);
                }
            }
            charts.add(Chart.scaled("q-phase-" + i++, p, new BarChart("Seconds per operation, " + p, operations, labels, v,
                    AxisUnit.SECONDS), false));
        }
        return new ChartGroup("query-charts", "Seconds per operation", charts);
    }

    private static List<StatRow> stats(List<Column> columns, Map<Column, VariantSamples> samples) {
        List<StatRow> rows = new ArrayList<>();
        for (Column c : columns) {
            samples.get(c).warm().forEach((op, values) -> {
                Summary s = Summary.of(VariantSamples.array(values));
                boolean noisy = s.coefficientOfVariation() > io.benchlab.core.stats.Thresholds.DEFAULT.cvLimit();
                rows.add(new StatRow(c.label(), op, String.valueOf(s.n()), Numbers.seconds(s.mean()), Numbers.seconds(s.median()),
                        Numbers.seconds(s.stddev()), Numbers.percent(s.coefficientOfVariation()),
                        s.hasInterval() ? Numbers.seconds(s.meanCi95ForDisplay().low()) + " – " + Numbers.seconds(s.meanCi95ForDisplay().high()) : "–",
                        noisy ? "noisy" : ""));
            });
        }
        return rows;
    }

    private static Table cold(List<Column> columns, Map<Column, VariantSamples> samples, List<String> operations) {
        List<Row> rows = new ArrayList<>();
        for (Column c : columns) {
            Map<String, List<Double>> cold = samples.get(c).cold();
            if (cold.isEmpty()) {
                continue;
            }
            List<Cell> cells = new ArrayList<>();
            for (String op : operations) {
                List<Double> v = cold.get(op);
                cells.add(v == null ? Cell.of("–") : new Cell(v.stream().map(Numbers::seconds).reduce((a, b) -> a + ", " + b).orElse("–"),
                        null, "num"));
            }
            rows.add(new Row(c.label(), cells));
        }
        return new Table(operations, rows);
    }

    // ---- statistics -------------------------------------------------------------------------

    static List<ComparisonBlock> comparisons(List<Column> columns, Map<Column, VariantSamples> samples) {
        List<ComparisonBlock> blocks = new ArrayList<>();
        Column base = columns.get(0);
        Map<String, double[]> a = samples.get(base).forVerdicts(false);
        Map<String, Set<String>> plansA = OperationVerdict.plans(base.bundle(), base.variant());
        for (Column cand : columns.subList(1, columns.size())) {
            List<VerdictRow> rows = new ArrayList<>();
            for (OperationVerdict v : OperationVerdict.of(a, samples.get(cand).forVerdicts(false), plansA,
                    OperationVerdict.plans(cand.bundle(), cand.variant()))) {
                rows.add(verdictRow(v, base.label(), cand.label()));
            }
            boolean coldSteps = samples.get(base).onlyCold() || samples.get(cand).onlyCold();
            blocks.add(new ComparisonBlock(base.label(), cand.label(), rows, coldSteps ? OperationVerdict.COLD_STEPS_NOTE : null));
        }
        return blocks;
    }

    static VerdictRow verdictRow(OperationVerdict ov, String baseLabel, String candLabel) {
        Comparison c = ov.comparison();
        Verdict v = c.verdict();
        String kind = v.kind().name().toLowerCase(Locale.ROOT).replace('_', '-');
        String ci = c.speedupCi().isDefined()
                ? Numbers.sig(c.speedupCi().low()) + "–" + Numbers.sig(c.speedupCi().high()) + "×" : "–";
        String p = Double.isNaN(c.pValue()) ? "–" : String.format(Locale.ROOT, "%.3g", c.pValue());
        return new VerdictRow(ov.operation(), Double.isNaN(c.speedup()) ? "–" : Numbers.sig(c.speedup()) + "×", ci, p,
                ov.describe(baseLabel, candLabel), kind, v.kind() == Verdict.Kind.TOO_NOISY, ov.plansDiffer());
    }

    // ---- sweeps -----------------------------------------------------------------------------

    static SweepVerdicts sweepVerdicts(SweepTable t) {
        List<Views.SweepRow> rows = new ArrayList<>();
        for (SweepTable.Line line : t.lines()) {
            List<Views.SweepCell> cells = new ArrayList<>();
            for (SweepTable.Entry e : line.entries()) {
                String seconds = Double.isNaN(e.seconds()) ? "–" : Numbers.seconds(e.seconds());
                if (e.baseline()) {
                    cells.add(new Views.SweepCell(seconds, "baseline", null, "baseline"));
                } else if (e.verdict() == null) {
                    cells.add(new Views.SweepCell(seconds, "–", "not measured on both sides", ""));
                } else {
                    cells.add(new Views.SweepCell(seconds, e.verdict().brief(), t.sentence(e),
                            e.verdict().comparison().verdict().kind().name().toLowerCase(Locale.ROOT).replace('_', '-')
                                    + (e.verdict().plansDiffer() ? " plan-flip" : "")));
                }
            }
            rows.add(new Views.SweepRow(line.operation(), cells));
        }
        String title = "Sweep of " + t.variable() + ("(all)".equals(t.series()) ? "" : " — " + t.series());
        return new SweepVerdicts(title, t.variable(), t.baselineValue(), t.values(), rows, t.note());
    }

    private static List<Chart> sweeps(List<Bundle> bundles, List<Column> columns, Map<Column, VariantSamples> samples) {
        List<Chart> charts = new ArrayList<>();
        for (Bundle b : bundles) {
            Manifest.Sweep sweep = b.manifest().sweep();
            if (sweep == null) {
                continue;
            }
            String var = sweep.variable();
            boolean geometric = sweep.geometric();
            // series: variants that differ only in the swept value share a line
            Map<String, List<double[]>> points = new LinkedHashMap<>();
            Map<String, Map<String, List<double[]>>> perOp = new LinkedHashMap<>();
            for (Column c : columns) {
                if (c.bundle() != b) {
                    continue;
                }
                VariantRecord vr = b.variants().stream().filter(v -> v.variant().equals(c.variant())).findFirst().orElse(null);
                if (vr == null || vr.requested() == null || !vr.requested().containsKey(var)) {
                    continue;
                }
                double x = numeric(vr.requested().get(var));
                if (Double.isNaN(x)) {
                    continue;
                }
                // the series as the variant's name says it (crossed flags, declared variant), as the run recorded it
                String series = sweep.points().stream().filter(p -> p.variant().equals(c.variant())).map(Manifest.Point::series)
                        .filter(label -> !label.isEmpty()).findFirst().orElse(var);
                samples.get(c).warm().forEach((op, values) -> {
                    double[] arr = VariantSamples.array(values);
                    if (arr.length > 0) {
                        perOp.computeIfAbsent(op, k -> new LinkedHashMap<>())
                                .computeIfAbsent(series, k -> new ArrayList<>()).add(new double[]{x, Summary.of(arr).median()});
                    }
                });
            }
            int i = 0;
            for (var e : perOp.entrySet()) {
                List<LineChart.Series> lines = new ArrayList<>();
                e.getValue().forEach((label, pts) -> {
                    pts.sort(Comparator.comparingDouble(p -> p[0]));
                    lines.add(new LineChart.Series(label, pts.stream().mapToDouble(p -> p[0]).toArray(),
                            pts.stream().mapToDouble(p -> p[1]).toArray()));
                });
                String title = e.getKey() + " — warm median seconds vs " + var + (bundles.size() > 1 ? " (" + b.id() + ")" : "");
                boolean bytes = b.variants().stream().anyMatch(v -> v.requested() != null && v.requested().get(var) != null
                        && ByteSize.hasUnit(String.valueOf(v.requested().get(var))));
                java.util.function.DoubleFunction<String> xText = bytes ? v -> ByteSize.format((long) v) : Numbers::tick;
                charts.add(Chart.scaled("sweep-" + charts.size() + "-" + i++, title,
                        new LineChart(title, var, geometric, lines, xText, AxisUnit.SECONDS), true));
            }
        }
        return charts;
    }

    /** A setting's value as a number: 8M → 8388608, 0.5 → 0.5; NaN for ON/OFF and other words. */
    static double numeric(Object value) {
        String s = String.valueOf(value).trim();
        try {
            if (ByteSize.hasUnit(s)) {
                return ByteSize.parse(s);
            }
            return Double.parseDouble(s);
        } catch (RuntimeException notANumber) {
            return Double.NaN;
        }
    }

    // ---- plans ------------------------------------------------------------------------------

    private static final List<String> PLAN_COLUMNS = List.of("id", "select_type", "table", "type", "possible_keys", "key",
            "key_len", "ref", "rows", "filtered", "Extra");
    /** Columns whose change means a different plan; row estimates drift with statistics and are shown, not flagged. */
    private static final Set<String> PLAN_SHAPE = Set.of("table", "type", "key", "Extra", "select_type");

    private static List<PlanComparison> plans(List<Column> columns) {
        List<PlanComparison> out = new ArrayList<>();
        Column base = columns.get(0);
        Map<String, PlanRecord> a = plansOf(base);
        if (a.isEmpty()) {
            return out;
        }
        for (Column cand : columns.subList(1, columns.size())) {
            Map<String, PlanRecord> b = plansOf(cand);
            List<PlanDiff> diffs = new ArrayList<>();
            int changed = 0;
            for (var e : a.entrySet()) {
                PlanRecord pb = b.get(e.getKey());
                if (pb == null) {
                    continue;
                }
                PlanRecord pa = e.getValue();
                boolean same = Objects.equals(pa.fingerprint(), pb.fingerprint());
                if (!same) {
                    changed++;
                }
                diffs.add(new PlanDiff(e.getKey(), same, side(base, pa, pb), side(cand, pb, pa)));
            }
            if (!diffs.isEmpty()) {
                out.add(new PlanComparison(base.label(), cand.label(), diffs, changed));
            }
        }
        return out;
    }

    /** Operations whose plan was captured more than once in a column (e.g. per phase); empty when each was captured once. */
    static Table planStability(List<Column> columns) {
        List<Row> rows = new ArrayList<>();
        for (Column c : columns) {
            Map<String, List<String>> byOp = new LinkedHashMap<>();
            c.bundle().plans().stream().filter(p -> p.variant().equals(c.variant()))
                    .forEach(p -> byOp.computeIfAbsent(p.operation(), k -> new ArrayList<>()).add(Objects.toString(p.fingerprint(), "")));
            byOp.forEach((op, fps) -> {
                if (fps.size() > 1) {
                    Set<String> distinct = new LinkedHashSet<>(fps);
                    rows.add(new Row(c.label(), List.of(Cell.of(op), new Cell(String.valueOf(fps.size()), null, "num"),
                            new Cell(String.valueOf(distinct.size()), null, distinct.size() > 1 ? "num noisy" : "num"),
                            Cell.of(String.join("  |  ", distinct)))));
                }
            });
        }
        return new Table(List.of("operation", "captures", "distinct plans", "fingerprints"), rows);
    }

    private static Map<String, PlanRecord> plansOf(Column c) {
        Map<String, PlanRecord> m = new LinkedHashMap<>();
        c.bundle().plans().stream().filter(p -> p.variant().equals(c.variant())).forEach(p -> m.put(p.operation(), p));
        return m;
    }

    private static PlanSide side(Column c, PlanRecord mine, PlanRecord other) {
        List<Map<String, String>> rows = mine.tabular() == null ? List.of() : mine.tabular();
        List<Map<String, String>> others = other.tabular() == null ? List.of() : other.tabular();
        List<String> headers = new ArrayList<>();
        for (String h : PLAN_COLUMNS) {
            if (rows.stream().anyMatch(r -> r.containsKey(h)) || others.stream().anyMatch(r -> r.containsKey(h))) {
                headers.add(h);
            }
        }
        rows.forEach(r -> r.keySet().stream().filter(k -> !headers.contains(k)).forEach(headers::add));
        List<Row> out = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            Map<String, String> r = rows.get(i);
            Map<String, String> o = i < others.size() ? others.get(i) : Map.of();
            List<Cell> cells = new ArrayList<>();
            for (String h : headers) {
                String v = r.get(h);
                boolean differs = !Objects.equals(v, o.get(h));
                String css = differs ? (PLAN_SHAPE.contains(h) ? "changed" : "drift") : null;
                cells.add(new Cell(v == null ? "NULL" : v, differs ? "other side: " + Objects.toString(o.get(h), "(no such row)") : null, css));
            }
            out.add(new Row(String.valueOf(i + 1), cells));
        }
        return new PlanSide(c.label(), mine.fingerprint(), new Table(headers, out), mine.json());
    }

    // ---- counters ---------------------------------------------------------------------------

    /** Gauges that moved, per column: "before → after" for each phase, as {@code benchlab show} prints them. */
    static Table gauges(List<Column> columns) {
        List<String> phases = new ArrayList<>();
        List<Row> rows = new ArrayList<>();
        Map<Bundle, BundleSummary> summaries = new LinkedHashMap<>();
        for (Column c : columns) {
            BundleSummary s = summaries.computeIfAbsent(c.bundle(), BundleSummary::of);
            s.phases().stream().filter(p -> !phases.contains(p)).forEach(phases::add);
        }
        for (Column c : columns) {
            BundleSummary s = summaries.get(c.bundle());
            Map<String, Map<String, Records.Gauge>> byPhase = s.gauges().getOrDefault(c.variant(), Map.of());
            for (String g : s.topGauges(COUNTER_ROWS)) {
                if (byPhase.values().stream().noneMatch(m -> m.containsKey(g))) {
                    continue;
                }
                List<Cell> cells = new ArrayList<>(List.of(Cell.of(g)));
                for (String p : phases) {
                    Records.Gauge v = byPhase.getOrDefault(p, Map.of()).get(g);
                    cells.add(new Cell(v == null ? "=" : Numbers.count(v.before()) + " → " + Numbers.count(v.after()), null, "num"));
                }
                rows.add(new Row(c.label(), cells));
            }
        }
        List<String> headers = new ArrayList<>(List.of("gauge"));
        headers.addAll(phases);
        return new Table(headers, rows);
    }

    private static List<CounterDiff> counters(List<Column> columns) {
        List<CounterDiff> out = new ArrayList<>();
        Column base = columns.get(0);
        Counters qa = Counters.queries(base);
        Counters sa = Counters.streams(base);
        for (Column cand : columns.subList(1, columns.size())) {
            CounterDiff q = diff("Status counters of queries", qa, Counters.queries(cand), base, cand);
            if (q != null) {
                out.add(q);
            }
            CounterDiff s = diff("Status counters of streams", sa, Counters.streams(cand), base, cand);
            if (s != null) {
                out.add(s);
            }
        }
        return out;
    }

    static CounterDiff diff(String title, Counters a, Counters b, Column base, Column cand) {
        if (a.operations() == 0 || b.operations() == 0) {
            return null;
        }
        Set<String> names = new LinkedHashSet<>(a.totals().keySet());
        names.addAll(b.totals().keySet());
        record Mover(String name, double a, double b, double an, double bn, double rel) {
        }
        List<Mover> movers = new ArrayList<>();
        for (String n : names) {
            double va = a.totals().getOrDefault(n, 0L);
            double vb = b.totals().getOrDefault(n, 0L);
            if ((va == 0 && vb == 0) || n.startsWith("Uptime")) {
                continue; // Uptime* count seconds of the clock, not work done by the queries
            }
            double an = va / a.operations() * a.scale();
            double bn = vb / b.operations() * b.scale();
            double rel = an == 0 ? Double.POSITIVE_INFINITY : Math.abs(bn - an) / Math.abs(an);
            movers.add(new Mover(n, va, vb, an, bn, rel));
        }
        if (movers.isEmpty()) {
            return null;
        }
        movers.sort(Comparator.comparingDouble((Mover m) -> m.rel).reversed()
                .thenComparing(Comparator.comparingDouble((Mover m) -> Math.abs(m.bn - m.an)).reversed()));
        List<CounterRow> rows = movers.stream().limit(COUNTER_ROWS).map(m -> new CounterRow(m.name, Numbers.count(m.a), Numbers.count(m.b),
                Numbers.sig(m.an), Numbers.sig(m.bn), new CounterChange(m.an, m.bn).describe("").strip(),
                m.bn > m.an ? "up" : m.bn < m.an ? "down" : "")).toList();
        String per = a.scale() == 1 ? "per operation" : "per " + Numbers.tick(a.scale()) + " operations";
        return new CounterDiff(title, base.label(), cand.label(), per, rows, Math.max(0, movers.size() - COUNTER_ROWS));
    }

    /**
     * Summed status counter deltas of a column and how many operations produced them, so runs of
     * different length compare per operation.
     *
     * @param scale per how many operations the normalised value is given (1 for queries, 1000 for streams)
     */
    record Counters(Map<String, Long> totals, long operations, double scale) {
        static Counters queries(Column c) {
            Map<String, Long> t = new TreeMap<>();
            long n = 0;
            for (Measurement m : c.bundle().measurements()) {
                if (m.variant().equals(c.variant()) && m.error() == null && m.globalStatus() != null) {
                    m.globalStatus().forEach((k, v) -> {
                        if (StatusVariables.isCounter(k)) { // older bundles hold gauges here too
                            t.merge(k, v, Long::sum);
                        }
                    });
                    n++;
                }
            }
            return new Counters(t, n, 1);
        }

        static Counters streams(Column c) {
            Map<String, Long> t = new TreeMap<>();
            long n = 0;
            for (StreamSamples.Stream st : c.streams()) {
                for (Records.IntervalRecord i : st.intervals()) {
                    if (i.counters() != null) {
                        i.counters().forEach((k, v) -> {
                            // schema_bytes is a size and gauges are current values: neither is a per-interval delta
                            if (!"schema_bytes".equals(k) && StatusVariables.isCounter(k)) {
                                t.merge(k, v, Long::sum);
                            }
                        });
                    }
                }
                if (st.summary() != null) {
                    n += st.summary().operations();
                }
            }
            return new Counters(t, n, 1000);
        }
    }

    static FiveNumberSummary box(double[] values) {
        return FiveNumberSummary.of(values);
    }
}
