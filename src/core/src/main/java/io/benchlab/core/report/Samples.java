package io.benchlab.core.report;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.bundle.Records.PhaseRecord;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The seconds of one column, split the way the statistics need them: warm phases are repeated
 * samples of the same thing; a cold phase is a single sample of a different thing.
 *
 * @param warm     operation → seconds of each warm phase (failed runs dropped), plus {@value #TOTAL}
 *                 → the sum of each warm phase whose operations all succeeded
 * @param cold     operation → seconds of each cold phase
 * @param byPhase  phase label → operation → seconds
 */
record Samples(Map<String, List<Double>> warm, Map<String, List<Double>> cold, Map<String, Map<String, Double>> byPhase) {

    static final String TOTAL = "total";

    static Samples of(Column c) {
        Bundle b = c.bundle();
        Set<String> coldPhases = new LinkedHashSet<>();
        for (PhaseRecord p : b.phases()) {
            if (p.variant().equals(c.variant()) && "cold".equals(p.kind())) {
                coldPhases.add(p.phase());
            }
        }
        Map<String, List<Double>> warm = new LinkedHashMap<>();
        Map<String, List<Double>> cold = new LinkedHashMap<>();
        Map<String, Map<String, Double>> byPhase = new LinkedHashMap<>();
        Map<String, Double> warmTotals = new LinkedHashMap<>();
        Set<String> failedPhases = new LinkedHashSet<>();
        for (Measurement m : b.measurements()) {
            if (!m.variant().equals(c.variant())) {
                continue;
            }
            if (m.error() != null) {
                failedPhases.add(m.phase());
                continue;
            }
            byPhase.computeIfAbsent(m.phase(), k -> new LinkedHashMap<>()).merge(m.operation(), m.seconds(), Double::sum);
            if (coldPhases.contains(m.phase())) {
                cold.computeIfAbsent(m.operation(), k -> new ArrayList<>()).add(m.seconds());
            } else {
                warm.computeIfAbsent(m.operation(), k -> new ArrayList<>()).add(m.seconds());
                warmTotals.merge(m.phase(), m.seconds(), Double::sum);
            }
        }
        failedPhases.forEach(warmTotals::remove);
        Map<String, List<Double>> withTotal = new LinkedHashMap<>();
        if (warm.size() > 1 && !warmTotals.isEmpty()) {
            withTotal.put(TOTAL, new ArrayList<>(warmTotals.values()));
        }
        withTotal.putAll(warm);
        return new Samples(withTotal, cold, byPhase);
    }

    static double[] array(List<Double> values) {
        return values == null ? new double[0] : values.stream().mapToDouble(Double::doubleValue).filter(v -> v > 0).toArray();
    }
}
