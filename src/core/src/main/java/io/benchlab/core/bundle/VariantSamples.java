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
 * samples of the same thing; a cold phase is a single sample of a different thing. The report and
 * {@code benchlab compare} both take their samples from here, so they reach the same verdicts.
 *
 * @param warm        operation → seconds of each warm phase (failed runs dropped), plus {@value #TOTAL}
 *                    → the sum of each warm phase whose operations all succeeded
 * @param cold        operation → seconds of each cold phase
 * @param byPhase     phase label → operation → seconds
 * @param coldTotals  the sum of each cold phase whose operations all succeeded
 */
public record VariantSamples(Map<String, List<Double>> warm, Map<String, List<Double>> cold, Map<String, Map<String, Double>> byPhase,
                             List<Double> coldTotals) {

    /** The key of the per-phase total among the operations (present when there are two or more operations). */
    public static final String TOTAL = "total";

    public static VariantSamples of(Bundle b, String variant) {
        Set<String> coldPhases = new LinkedHashSet<>();
        for (PhaseRecord p : b.phases()) {
            if (p.variant().equals(variant) && "cold".equals(p.kind())) {
                coldPhases.add(p.phase());
            }
        }
        Map<String, List<Double>> warm = new LinkedHashMap<>();
        Map<String, List<Double>> cold = new LinkedHashMap<>();
        Map<String, Map<String, Double>> byPhase = new LinkedHashMap<>();
        Map<String, Double> warmTotals = new LinkedHashMap<>();
        Map<String, Double> coldTotals = new LinkedHashMap<>();
        Set<String> failedPhases = new LinkedHashSet<>();
        for (Measurement m : b.measurements()) {
            if (!m.variant().equals(variant)) {
                continue;
            }
            if (m.error() != null) {
                failedPhases.add(m.phase());
                continue;
            }
            byPhase.computeIfAbsent(m.phase(), k -> new LinkedHashMap<>()).merge(m.operation(), m.seconds(), Double::sum);
            boolean isCold = coldPhases.contains(m.phase());
            (isCold ? cold : warm).computeIfAbsent(m.operation(), k -> new ArrayList<>()).add(m.seconds());
            (isCold ? coldTotals : warmTotals).merge(m.phase(), m.seconds(), Double::sum);
        }
        failedPhases.forEach(warmTotals::remove);
        failedPhases.forEach(coldTotals::remove);
        Map<String, List<Double>> withTotal = new LinkedHashMap<>();
        if (warm.size() > 1 && !warmTotals.isEmpty()) {
            withTotal.put(TOTAL, new ArrayList<>(warmTotals.values()));
        }
        withTotal.putAll(warm);
        return new VariantSamples(withTotal, cold, byPhase, new ArrayList<>(coldTotals.values()));
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
