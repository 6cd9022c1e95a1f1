package io.benchlab.core.bundle;

import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.bundle.Records.PhaseRecord;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The seconds of one variant, split the way the statistics need them: warm phases are repeated
 * samples of the same thing; a cold phase is a single sample of a different thing. The report,
 * {@code benchlab compare}, {@code show} and the GUI all take their numbers from here, so they
 * print the same totals and reach the same verdicts.
 *
 * <p>A phase has a total only when it is whole: every operation of the run measured, none failed.
 * A run killed (or cancelled) mid-phase leaves a partial phase: its finished measurements are
 * samples of their operations, but their sum is not a phase total.
 *
 * @param warm        operation → seconds of each warm phase (failed runs dropped), plus {@value #TOTAL}
 *                    → the total of each whole warm phase
 * @param cold        operation → seconds of each cold phase
 * @param byPhase     phase label → operation → seconds (successful measurements)
 * @param coldTotals  the total of each whole cold phase
 * @param totals      phase label → total seconds, whole phases only, in run order
 * @param incomplete  phase label → why it has no total (partial or failed)
 */
public record VariantSamples(Map<String, List<Double>> warm, Map<String, List<Double>> cold, Map<String, Map<String, Double>> byPhase,
                             List<Double> coldTotals, Map<String, Double> totals, Map<String, Incomplete> incomplete) {

    /** The key of the per-phase total among the operations (present when there are two or more operations). */
    public static final String TOTAL = "total";

    /**
     * A phase without a total.
     *
     * @param measured operations with a measurement in the phase
     * @param expected operations the run measures per phase
     * @param failed   measurements that failed
     */
    public record Incomplete(int measured, int expected, int failed) {
        /** As tables show it: "failed" when an operation failed, else "partial 3/4". */
        public String label() {
            return failed > 0 ? "failed" : "partial " + measured + "/" + expected;
        }
    }

    public static VariantSamples of(Bundle b, String variant) {
        Set<String> coldPhases = new LinkedHashSet<>();
        for (PhaseRecord p : b.phases()) {
            if (p.variant().equals(variant) && p.cold()) {
                coldPhases.add(p.phase());
            }
        }
        List<String> expected = expectedOperations(b, variant);
        Map<String, List<Double>> warm = new LinkedHashMap<>();
        Map<String, List<Double>> cold = new LinkedHashMap<>();
        Map<String, Map<String, Double>> byPhase = new LinkedHashMap<>();
        Map<String, Double> sums = new LinkedHashMap<>();
        Map<String, Set<String>> seen = new LinkedHashMap<>();
        Map<String, Integer> failures = new LinkedHashMap<>();
        for (Measurement m : b.measurements()) {
            if (!m.variant().equals(variant)) {
                continue;
            }
            seen.computeIfAbsent(m.phase(), k -> new LinkedHashSet<>()).add(m.operation());
            if (m.error() != null) {
                failures.merge(m.phase(), 1, Integer::sum);
                continue;
            }
            byPhase.computeIfAbsent(m.phase(), k -> new LinkedHashMap<>()).merge(m.operation(), m.seconds(), Double::sum);
            boolean isCold = coldPhases.contains(m.phase());
            (isCold ? cold : warm).computeIfAbsent(m.operation(), k -> new ArrayList<>()).add(m.seconds());
            sums.merge(m.phase(), m.seconds(), Double::sum);
        }
        Map<String, Double> totals = new LinkedHashMap<>();
        Map<String, Incomplete> incomplete = new LinkedHashMap<>();
        for (String phase : phaseOrder(b, seen.keySet())) {
            Set<String> done = seen.get(phase);
            int failed = failures.getOrDefault(phase, 0);
            if (failed > 0 || !done.containsAll(expected)) {
                int measured = (int) expected.stream().filter(done::contains).count();
                incomplete.put(phase, new Incomplete(measured, expected.size(), failed));
            } else {
                totals.put(phase, sums.getOrDefault(phase, 0.0));
            }
        }
        List<Double> warmTotals = new ArrayList<>();
        List<Double> coldTotals = new ArrayList<>();
        totals.forEach((phase, total) -> (coldPhases.contains(phase) ? coldTotals : warmTotals).add(total));
        Map<String, List<Double>> withTotal = new LinkedHashMap<>();
        if (warm.size() > 1 && !warmTotals.isEmpty()) {
            withTotal.put(TOTAL, warmTotals);
        }
        withTotal.putAll(warm);
        return new VariantSamples(withTotal, cold, byPhase, coldTotals, totals, incomplete);
    }

    /**
     * The operations a whole phase has: the manifest's list; for bundles written before it was
     * recorded, every operation the variant measured in any phase.
     */
    static List<String> expectedOperations(Bundle b, String variant) {
        if (b.manifest().operations() != null) {
            return b.manifest().operations();
        }
        Set<String> ops = new LinkedHashSet<>();
        b.measurements().stream().filter(m -> m.variant().equals(variant)).forEach(m -> ops.add(m.operation()));
        return List.copyOf(ops);
    }

    private static List<String> phaseOrder(Bundle b, Set<String> measured) {
        List<String> order = new ArrayList<>();
        if (b.manifest().phases() != null) {
            b.manifest().phases().stream().filter(measured::contains).forEach(order::add);
        }
        measured.stream().filter(p -> !order.contains(p)).forEach(order::add);
        return order;
    }

    /** Samples for comparing variants: operation (and {@value #TOTAL}) → positive seconds; cold phases join only when asked. */
    public Map<String, double[]> forComparison(boolean includeCold) {
        Map<String, double[]> out = new LinkedHashMap<>();
        if (includeCold && !warm.containsKey(TOTAL) && cold.size() > 1 && !coldTotals.isEmpty()) {
            out.put(TOTAL, array(coldTotals)); // only cold phases ran: their totals are the samples
        }
        warm.forEach((op, values) -> {
            List<Double> all = new ArrayList<>(values);
            if (includeCold) {
                all.addAll(TOTAL.equals(op) ? coldTotals : cold.getOrDefault(op, List.of()));
            }
            out.put(op, array(all));
        });
        if (includeCold) {
            cold.forEach((op, values) -> out.putIfAbsent(op, array(values)));
        }
        return out;
    }

    /**
     * True when this variant ran only cold steps, as in an interleaved (A B A B) run, where the
     * cold state is restored before every step.
     */
    public boolean onlyCold() {
        return warm.isEmpty() && !cold.isEmpty();
    }

    /**
     * The samples verdicts use: the warm phases (and the cold ones when asked); for a variant that
     * ran only cold steps (an interleaved run), its cold steps — they are its repeated samples.
     * Callers say so next to the verdicts (see {@link #onlyCold()}).
     */
    public Map<String, double[]> forVerdicts(boolean includeCold) {
        return forComparison(includeCold || onlyCold());
    }

    /** Positive values only: a failed or empty sample is no sample (statistics need positive seconds). */
    public static double[] array(List<Double> values) {
        return values == null ? new double[0] : values.stream().mapToDouble(Double::doubleValue).filter(v -> v > 0).toArray();
    }
}
