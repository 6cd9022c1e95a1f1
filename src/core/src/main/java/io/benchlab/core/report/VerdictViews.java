package io.benchlab.core.report;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleSummary;
import io.benchlab.core.bundle.OperationVerdict;
import io.benchlab.core.bundle.VariantSamples;
import io.benchlab.core.compare.FigureComparison;
import io.benchlab.core.compare.FigureVerdict;
import io.benchlab.core.compare.VerdictTable;
import io.benchlab.core.report.Views.ComparisonBlock;
import io.benchlab.core.report.Views.Headline;
import io.benchlab.core.report.Views.SweepCell;
import io.benchlab.core.report.Views.SweepRow;
import io.benchlab.core.report.Views.SweepVerdicts;
import io.benchlab.core.report.Views.VerdictRow;
import io.benchlab.core.stats.Verdict;
import io.benchlab.core.util.Numbers;
import io.benchlab.core.view.SweepTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The verdicts section: each candidate column against the baseline, figure by figure (the table
 * {@code compare} prints, {@link VerdictTable}); or, for one bundle with a sweep, one
 * table per series with a column per value against the baseline value ({@link SweepTable}, which
 * {@code show} prints too) instead of a comparison per value.
 *
 * @param comparisons each candidate against the baseline; empty for a one-bundle sweep
 * @param sweeps      a one-bundle sweep's tables; else empty
 * @param noisy       some verdict was too noisy to conclude
 * @param headlines   the answer at the top of the report: per comparison its leading figure (the total, or each
 *                    stream's throughput) and how the other figures went
 */
record VerdictViews(List<ComparisonBlock> comparisons, List<SweepVerdicts> sweeps, boolean noisy, List<Headline> headlines) {

    static VerdictViews of(List<Bundle> bundles, ColumnSamples m) {
        List<SweepTable> sweepTables = bundles.size() == 1
                ? SweepTable.of(bundles.get(0), BundleSummary.of(bundles.get(0)), m.baseline().variant()) : List.of();
        List<Headline> headlines = new ArrayList<>();
        List<ComparisonBlock> comparisons = sweepTables.isEmpty() ? comparisons(m, headlines) : List.of();
        sweepTables.forEach(t -> headlines.addAll(sweepHeadlines(t)));
        boolean noisy = comparisons.stream().flatMap(b -> b.rows().stream()).anyMatch(VerdictRow::noisy)
                || sweepTables.stream().flatMap(t -> t.lines().stream()).flatMap(l -> l.entries().stream())
                        .anyMatch(e -> e.verdict() != null && e.verdict().comparison().verdict().kind() == Verdict.Kind.TOO_NOISY);
        return new VerdictViews(comparisons, sweepTables.stream().map(VerdictViews::sweepVerdicts).toList(), noisy, headlines);
    }

    /**
     * The rows a comparison leads with: the total when the queries have one, else each stream's first
     * figure (its throughput); with the others' words tallied ("2 faster, 11 same").
     */
    private static List<Headline> headlines(String against, List<VerdictTable.Row> rows) {
        List<VerdictTable.Row> lead = rows.stream().filter(r -> VariantSamples.TOTAL.equals(r.figure())).toList();
        if (lead.isEmpty()) {
            java.util.Set<String> streams = new java.util.LinkedHashSet<>();
            lead = rows.stream().filter(r -> r.figure().contains(" · ") && streams.add(r.figure().substring(0, r.figure().lastIndexOf(" · "))))
                    .toList();
        }
        if (lead.isEmpty() && !rows.isEmpty()) {
            lead = rows.subList(0, 1);
        }
        List<VerdictTable.Row> leading = lead;
        String tally = VerdictTable.tally(rows.stream().filter(r -> !leading.contains(r)).toList());
        List<Headline> out = new ArrayList<>();
        for (int i = 0; i < lead.size(); i++) {
            VerdictTable.Row r = lead.get(i);
            out.add(new Headline(i == 0 ? against : "", r.figure(), r.a(), r.b(), r.ratio(), r.word(), r.sentence(), r.kind(),
                    i == 0 ? tally : ""));
        }
        return out;
    }

    /** A sweep's answer: each value's verdict on the table's leading line (the total), against the baseline value. */
    private static List<Headline> sweepHeadlines(SweepTable t) {
        if (t.lines().isEmpty()) {
            return List.of();
        }
        SweepTable.Line lead = t.lines().get(0);
        List<Headline> out = new ArrayList<>();
        for (int i = 0; i < lead.entries().size(); i++) {
            SweepTable.Entry e = lead.entries().get(i);
            if (e.baseline() || e.verdict() == null) {
                continue;
            }
            int at = i;
            List<VerdictTable.Row> others = t.lines().stream().skip(1).map(l -> l.entries().get(at).verdict()).filter(v -> v != null)
                    .map(v -> VerdictTable.row(FigureVerdict.query(v))).toList();
            VerdictTable.Row r = VerdictTable.row(FigureVerdict.query(e.verdict()));
            out.add(new Headline(t.variable() + "=" + e.value(), r.figure(), r.a(), r.b(), r.ratio(), r.word(), t.sentence(e), r.kind(),
                    VerdictTable.tally(others)));
        }
        return out;
    }

    /**
     * Each candidate against the baseline, figure by figure ({@link FigureComparison}: every query and
     * every stream figure, as {@code compare} decides them), as the table {@code compare} prints
     * ({@link VerdictTable}: a word per verdict, its sentence as the cell's tip, the rules said once below).
     */
    private static List<ComparisonBlock> comparisons(ColumnSamples m, List<Headline> headlines) {
        List<ComparisonBlock> blocks = new ArrayList<>();
        Column base = m.baseline();
        for (Column cand : m.candidates()) {
            // the report's sentences name the columns (its table's header does), where compare's say A and B
            FigureComparison c = FigureComparison.of(base.bundle(), base.variant(), base.label(), cand.bundle(), cand.variant(),
                    cand.label(), false, null);
            VerdictTable table = VerdictTable.of(c);
            List<VerdictRow> rows = table.rows().stream().map(r -> new VerdictRow(r.figure(), r.a(), r.b(), r.ratio(), r.p(), r.word(),
                    r.sentence(), r.kind(), "too-noisy".equals(r.kind()), r.plansDiffer())).toList();
            boolean coldSteps = m.of(base).onlyCold() || m.of(cand).onlyCold();
            List<String> differences = c.differences().stream().map(d -> d.sentence(base.label(), cand.label())).toList();
            blocks.add(new ComparisonBlock(base.label(), cand.label(), rows, coldSteps ? OperationVerdict.COLD_STEPS_NOTE : null,
                    table.notes(), differences));
            headlines.addAll(headlines(cand.label(), table.rows()));
        }
        return blocks;
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
