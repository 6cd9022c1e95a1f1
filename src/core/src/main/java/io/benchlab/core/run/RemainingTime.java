package io.benchlab.core.run;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.bundle.RunStatus;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An estimate of how long the rest of a run takes: each timed operation still to run is expected
 * to take what it took so far in this run (same variant, else any variant), else what it took in
 * the newest finished run of the same experiment. Unknown until every remaining operation has an
 * expectation; restarts and dataset loads are not counted.
 */
final class RemainingTime {
    /** One timed operation of the schedule. */
    record Slot(String variant, String operation) {
    }

    private final List<Slot> slots;
    private final Map<Slot, double[]> thisRun = new HashMap<>();
    private final Map<String, double[]> thisRunAnyVariant = new HashMap<>();
    private final Map<Slot, Double> previousRun;
    private final Map<String, Double> previousRunAnyVariant;

    RemainingTime(List<Slot> slots, Map<Slot, Double> previousRun) {
        this.slots = slots;
        this.previousRun = previousRun;
        Map<String, double[]> any = new HashMap<>();
        previousRun.forEach((slot, s) -> add(any, slot.operation(), s));
        this.previousRunAnyVariant = new HashMap<>();
        any.forEach((op, sum) -> previousRunAnyVariant.put(op, sum[0] / sum[1]));
    }

    /** Mean seconds per (variant, operation) in the newest complete run of this experiment under {@code runsDir}; empty when none. */
    static Map<Slot, Double> previous(Path runsDir, String experiment) {
        BundleReader reader = new BundleReader();
        for (Path dir : reader.list(runsDir)) {
            try {
                var m = reader.manifest(dir);
                if (experiment.equals(m.experiment()) && m.status() == RunStatus.COMPLETE) {
                    Bundle b = reader.read(dir);
                    Map<Slot, double[]> sums = new HashMap<>();
                    for (Measurement x : b.measurements()) {
                        if (x.error() == null) {
                            add(sums, new Slot(x.variant(), x.operation()), x.seconds());
                        }
                    }
                    Map<Slot, Double> out = new HashMap<>();
                    sums.forEach((k, v) -> out.put(k, v[0] / v[1]));
                    return out;
                }
            } catch (RuntimeException unreadable) {
                // an estimate is a comfort: a damaged old bundle just gives none
            }
        }
        return Map.of();
    }

    /** The slot at {@code index} starts: seconds the run still needs from here, this operation included; NaN when unknown. */
    synchronized double startingAt(int index) {
        double total = 0;
        for (int i = index; i < slots.size(); i++) {
            double e = expected(slots.get(i));
            if (Double.isNaN(e)) {
                return Double.NaN;
            }
            total += e;
        }
        return total;
    }

    synchronized void finished(Measurement m) {
        if (m.error() == null) {
            add(thisRun, new Slot(m.variant(), m.operation()), m.seconds());
            add(thisRunAnyVariant, m.operation(), m.seconds());
        }
    }

    private double expected(Slot s) {
        double[] own = thisRun.get(s);
        if (own != null) {
            return own[0] / own[1];
        }
        double[] any = thisRunAnyVariant.get(s.operation());
        if (any != null) {
            return any[0] / any[1];
        }
        Double before = previousRun.get(s);
        if (before != null) {
            return before;
        }
        return previousRunAnyVariant.getOrDefault(s.operation(), Double.NaN);
    }

    private static <K> void add(Map<K, double[]> sums, K key, double seconds) {
        double[] v = sums.computeIfAbsent(key, k -> new double[2]);
        v[0] += seconds;
        v[1]++;
    }
}
