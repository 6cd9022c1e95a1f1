package io.benchlab.core.view;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleSummary;
import io.benchlab.core.bundle.OperationVerdict;
import io.benchlab.core.bundle.VariantSamples;
import io.benchlab.core.stats.Summary;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A sweep as one table per series: one line per operation, one entry per swept value, each the
 * median seconds of the samples verdicts use and the verdict against the baseline value. A sweep of
 * ten values is one table with a baseline column, not nine pairwise comparisons. The report and
 * {@code show} both print it from here, so they cannot disagree.
 *
 * @param variable      the swept setting
 * @param series        the series' label (crossed flags or declared variant; "(all)" for a plain sweep)
 * @param baselineValue the value the others are compared with
 * @param values        every value of the series: the baseline first, the others in run order
 * @param lines         one per operation, in the baseline's order
 * @param note          what the samples are when that is not the warm phases (an interleaved run), else null
 */
public record SweepTable(String variable, String series, String baselineValue, List<String> values, List<Line> lines, String note) {

    /** One operation across the values. */
    public record Line(String operation, List<Entry> entries) {
    }

    /**
     * One value of one operation.
     *
     * @param seconds median of the samples (NaN when none)
     * @param verdict against the baseline value; null for the baseline itself or when a side has no samples
     */
    public record Entry(String value, String variant, boolean baseline, double seconds, OperationVerdict verdict) {
    }

    /**
     * The verdict's sentence for one entry, each side named by its value
     * ("join_buffer_size=1M is 1.80× faster than join_buffer_size=128K on Q13 …"); null without a verdict.
     */
    public String sentence(Entry e) {
        return e.verdict() == null ? null : e.verdict().describe(variable + "=" + baselineValue, variable + "=" + e.value());
    }

    /**
     * The tables of a bundle's sweep, one per series; empty without a sweep.
     *
     * @param baselineVariant the variant the user named as baseline, used for a series it belongs
     *                        to; null (or not in the series) for the series' first value
     */
    public static List<SweepTable> of(Bundle b, BundleSummary s, String baselineVariant) {
        Optional<SweepSeries> sweep = SweepSeries.of(b, s);
        if (sweep.isEmpty()) {
            return List.of();
        }
        List<SweepTable> out = new ArrayList<>();
        sweep.get().series().forEach((label, points) -> out.add(table(b, sweep.get().variable(), label, points, baselineVariant)));
        return out;
    }

    private static SweepTable table(Bundle b, String variable, String label, List<SweepSeries.Point> runOrder, String baselineVariant) {
        SweepSeries.Point base = runOrder.stream().filter(p -> p.variant().equals(baselineVariant)).findFirst().orElse(runOrder.get(0));
        // the baseline column first, the others in run order
        List<SweepSeries.Point> points = new ArrayList<>(List.of(base));
        runOrder.stream().filter(p -> p != base).forEach(points::add);
        Map<String, VariantSamples> samples = new LinkedHashMap<>();
        points.forEach(p -> samples.put(p.variant(), VariantSamples.of(b, p.variant())));
        Map<String, Map<String, double[]>> forVerdicts = new LinkedHashMap<>();
        samples.forEach((v, vs) -> forVerdicts.put(v, vs.forVerdicts(false)));
        Map<String, double[]> a = forVerdicts.get(base.variant());
        Map<String, Set<String>> plansA = OperationVerdict.plans(b, base.variant());
        Map<String, Map<String, OperationVerdict>> verdicts = new LinkedHashMap<>();
        for (SweepSeries.Point p : points) {
            Map<String, OperationVerdict> byOp = new LinkedHashMap<>();
            if (p != base) {
                OperationVerdict.of(a, forVerdicts.get(p.variant()), plansA, OperationVerdict.plans(b, p.variant()))
                        .forEach(v -> byOp.put(v.operation(), v));
            }
            verdicts.put(p.variant(), byOp);
        }
        Set<String> operations = new LinkedHashSet<>(a.keySet());
        forVerdicts.values().forEach(m -> operations.addAll(m.keySet()));
        List<Line> lines = new ArrayList<>();
        for (String op : operations) {
            List<Entry> entries = new ArrayList<>();
            for (SweepSeries.Point p : points) {
                double[] x = forVerdicts.get(p.variant()).getOrDefault(op, new double[0]);
                entries.add(new Entry(p.value(), p.variant(), p == base, x.length == 0 ? Double.NaN : Summary.of(x).median(),
                        verdicts.get(p.variant()).get(op)));
            }
            lines.add(new Line(op, entries));
        }
        boolean coldSteps = samples.values().stream().anyMatch(VariantSamples::onlyCold);
        return new SweepTable(variable, label, base.value(), points.stream().map(SweepSeries.Point::value).toList(), lines,
                coldSteps ? OperationVerdict.COLD_STEPS_NOTE : null);
    }
}
