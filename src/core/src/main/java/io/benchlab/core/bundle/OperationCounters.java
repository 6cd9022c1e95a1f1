package io.benchlab.core.bundle;

import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.bundle.Records.PhaseRecord;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The status counters of one operation on one variant, per execution, over the same phases its
 * timings are compared on ({@link VariantSamples#forVerdicts}: the warm phases; the cold ones too
 * when asked, or when the variant ran only cold steps). What "the counters of this query" are when
 * two sides are put next to each other: a per-run mean, so sides with different numbers of phases
 * still compare.
 *
 * @param operation    the operation
 * @param executions   successful measurements summed
 * @param perExecution counter → its mean delta per execution (counters only, never gauges)
 */
public record OperationCounters(String operation, int executions, Map<String, Double> perExecution) {

    public static OperationCounters of(Bundle b, String variant, String operation, boolean includeCold) {
        Set<String> cold = new HashSet<>();
        for (PhaseRecord p : b.phases()) {
            if (p.variant().equals(variant) && p.cold()) {
                cold.add(p.phase());
            }
        }
        boolean withCold = includeCold || VariantSamples.of(b, variant).onlyCold();
        Map<String, Long> sums = new TreeMap<>();
        int n = 0;
        for (Measurement m : b.measurements()) {
            if (!m.variant().equals(variant) || !m.operation().equals(operation) || m.error() != null
                    || (!withCold && cold.contains(m.phase()))) {
                continue;
            }
            n++;
            if (m.globalStatus() != null) {
                m.globalStatus().forEach((k, v) -> {
                    if (StatusVariables.isCounter(k)) { // older bundles hold gauges here too
                        sums.merge(k, v, Long::sum);
                    }
                });
            }
        }
        Map<String, Double> mean = new TreeMap<>();
        int executions = n;
        sums.forEach((k, v) -> mean.put(k, (double) v / executions));
        return new OperationCounters(operation, n, mean);
    }
}
