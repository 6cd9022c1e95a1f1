package io.benchlab.gui.compare;

import io.benchlab.core.bundle.OperationVerdict;
import io.benchlab.core.stats.Summary;
import io.benchlab.gui.ResultTables;
import io.benchlab.gui.TableData;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Seconds of each operation on both sides, next to the verdict: the median and the spread of the
 * runs (how many, fastest–slowest, coefficient of variation) from the same {@link Summary} the
 * verdict was reached on, and the verdict's sentence as {@link io.benchlab.core.stats.Comparison}
 * words it, last so that it may run long (the plan flip has its own column; the full sentence with
 * the plans is shown for the selected operation).
 */
final class TimingTable {
    static final List<String> HEADERS = List.of("Operation", "A median", "A runs", "B median", "B runs", "Plans", "Verdict");

    private TimingTable() {
    }

    static TableData of(Map<String, double[]> a, Map<String, double[]> b, List<OperationVerdict> verdicts) {
        Set<String> ops = new LinkedHashSet<>(a.keySet());
        ops.addAll(b.keySet());
        List<List<String>> rows = new ArrayList<>();
        for (String op : ops) {
            OperationVerdict v = verdicts.stream().filter(x -> x.operation().equals(op)).findFirst().orElse(null);
            Summary sa = v != null ? v.comparison().baseline() : Summary.of(a.getOrDefault(op, new double[0]));
            Summary sb = v != null ? v.comparison().candidate() : Summary.of(b.getOrDefault(op, new double[0]));
            String verdict = v != null ? v.comparison().describe("A", "B", op) : sa.n() == 0 ? "only measured in B" : "only measured in A";
            rows.add(List.of(op, median(sa), runs(sa), median(sb), runs(sb), plans(v), verdict));
        }
        return new TableData(HEADERS, rows);
    }

    private static String median(Summary s) {
        return s.n() == 0 ? "" : ResultTables.duration(s.median());
    }

    /** "3 runs · 0.40–1.43 ms · CV 35%"; one run has no spread. */
    static String runs(Summary s) {
        if (s.n() == 0) {
            return "";
        }
        if (s.n() == 1) {
            return "1 run";
        }
        return s.n() + " runs · " + ResultTables.durationRange(s.min(), s.max()) + " · CV "
                + String.format(Locale.ROOT, "%.0f%%", s.coefficientOfVariation() * 100);
    }

    private static String plans(OperationVerdict v) {
        if (v == null) {
            return "";
        }
        if (v.plansDiffer()) {
            return v.plansA().isEmpty() ? "differ: " + String.join(", ", v.flipped()) : "differ"; // the total names the flips
        }
        return v.plansA().isEmpty() || v.plansB().isEmpty() ? "" : "same";
    }
}
