package io.benchlab.core.report;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleSummary;
import io.benchlab.core.bundle.OperationVerdict;
import io.benchlab.core.report.Views.ComparisonBlock;
import io.benchlab.core.report.Views.SweepCell;
import io.benchlab.core.report.Views.SweepRow;
import io.benchlab.core.report.Views.SweepVerdicts;
import io.benchlab.core.report.Views.VerdictRow;
import io.benchlab.core.stats.Comparison;
import io.benchlab.core.stats.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The verdicts section: each candidate column against the baseline, operation by operation
 * ({@link OperationVerdict}, worded there for every face); or, for one bundle with a sweep, one
 * table per series with a column per value against the baseline value ({@link SweepTable}, which
 * {@code show} prints too) instead of a comparison per value.
 *
 * @param comparisons each candidate against the baseline; empty for a one-bundle sweep
 * @param sweeps      a one-bundle sweep's tables; else empty
 * @param noisy       some verdict was too noisy to conclude
 */
record VerdictViews(List<ComparisonBlock> comparisons, List<SweepVerdicts> sweeps, boolean noisy) {

    static VerdictViews of(List<Bundle> bundles, ColumnSamples m) {
        List<SweepTable> sweepTables = bundles.size() == 1
                ? SweepTable.of(bundles.get(0), BundleSummary.of(bundles.get(0)), m.baseline().variant()) : List.of();
        List<ComparisonBlock> comparisons = sweepTables.isEmpty() ? comparisons(m) : List.of();
        boolean noisy = comparisons.stream().flatMap(b -> b.rows().stream()).anyMatch(VerdictRow::noisy)
                || sweepTables.stream().flatMap(t -> t.lines().stream()).flatMap(l -> l.entries().stream())
                        .anyMatch(e -> e.verdict() != null && e.verdict().comparison().verdict().kind() == Verdict.Kind.TOO_NOISY);
        return new VerdictViews(comparisons, sweepTables.stream().map(VerdictViews::sweepVerdicts).toList(), noisy);
    }

    private static List<ComparisonBlock> comparisons(ColumnSamples m) {
        List<ComparisonBlock> blocks = new ArrayList<>();
        Column base = m.baseline();
        Map<String, double[]> a = m.of(base).forVerdicts(false);
        Map<String, Set<String>> plansA = OperationVerdict.plans(base.bundle(), base.variant());
        for (Column cand : m.candidates()) {
            List<VerdictRow> rows = new ArrayList<>();
            for (OperationVerdict v : OperationVerdict.of(a, m.of(cand).forVerdicts(false), plansA,
                    OperationVerdict.plans(cand.bundle(), cand.variant()))) {
                rows.add(verdictRow(v, base.label(), cand.label()));
            }
            boolean coldSteps = m.of(base).onlyCold() || m.of(cand).onlyCold();
            blocks.add(new ComparisonBlock(base.label(), cand.label(), rows, coldSteps ? OperationVerdict.COLD_STEPS_NOTE : null));
        }
        return blocks;
    }

    private static VerdictRow verdictRow(OperationVerdict ov, String baseLabel, String candLabel) {
        Comparison c = ov.comparison();
        Verdict v = c.verdict();
        String ci = c.speedupCi().isDefined()
                ? Numbers.sig(c.speedupCi().low()) + "–" + Numbers.sig(c.speedupCi().high()) + "×" : "–";
        String p = Double.isNaN(c.pValue()) ? "–" : String.format(Locale.ROOT, "%.3g", c.pValue());
        return new VerdictRow(ov.operation(), Double.isNaN(c.speedup()) ? "–" : Numbers.sig(c.speedup()) + "×", ci, p,
                ov.describe(baseLabel, candLabel), css(v), v.kind() == Verdict.Kind.TOO_NOISY, ov.plansDiffer());
    }

    private static SweepVerdicts sweepVerdicts(SweepTable t) {
        List<SweepRow> rows = new ArrayList<>();
        for (SweepTable.Line line : t.lines()) {
            List<SweepCell> cells = new ArrayList<>();
            for (SweepTable.Entry e : line.entries()) {
                String seconds = Double.isNaN(e.seconds()) ? "–" : Numbers.seconds(e.seconds());
                if (e.baseline()) {
                    cells.add(new SweepCell(seconds, "baseline", null, "baseline"));
                } else if (e.verdict() == null) {
                    cells.add(new SweepCell(seconds, "–", "not measured on both sides", ""));
                } else {
                    cells.add(new SweepCell(seconds, e.verdict().brief(), t.sentence(e),
                            css(e.verdict().comparison().verdict()) + (e.verdict().plansDiffer() ? " plan-flip" : "")));
                }
            }
            rows.add(new SweepRow(line.operation(), cells));
        }
        String title = "Sweep of " + t.variable() + ("(all)".equals(t.series()) ? "" : " — " + t.series());
        return new SweepVerdicts(title, t.variable(), t.baselineValue(), t.values(), rows, t.note());
    }

    /** The verdict's kind as the stylesheet names it: {@code faster}, {@code too-noisy}, … */
    private static String css(Verdict v) {
        return v.kind().name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
