package io.benchlab.core.bundle;

import io.benchlab.core.stats.Comparison;
import io.benchlab.core.stats.Direction;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The verdict on one operation between two variants, and whether their EXPLAIN plans differ. A
 * speedup between two different plans measures the plans as much as the settings, so the sentence
 * says so wherever a verdict is shown ({@code compare}, the report, the GUI) — this is its one home.
 *
 * @param operation  operation name, or {@link VariantSamples#TOTAL}
 * @param comparison the statistics
 * @param flipped    operations whose plan fingerprints differ between the two sides (for an
 *                   operation: itself or nothing; for the total: every operation that flipped)
 * @param plansA     fingerprints of A's plans of this operation (empty for the total or when not captured)
 * @param plansB     the same for B
 */
public record OperationVerdict(String operation, Comparison comparison, List<String> flipped, Set<String> plansA,
                               Set<String> plansB) {

    /** Said next to verdicts whose samples are the cold steps of an interleaved run. */
    public static final String COLD_STEPS_NOTE = "interleaved run: every step started cold (restart + eviction), so the cold"
            + " steps are the samples compared";

    /** True when a plan of this operation (or, for the total, of any operation) differs between the sides. */
    public boolean plansDiffer() {
        return !flipped.isEmpty();
    }

    /** The verdict's sentence, with the plan flip when there is one. */
    public String describe(String nameA, String nameB) {
        String sentence = comparison.describe(nameA, nameB, operation);
        if (!plansDiffer()) {
            return sentence;
        }
        if (!plansA.isEmpty()) {
            return sentence + " — the plans differ (" + nameA + ": " + String.join(" | ", plansA) + "; " + nameB + ": "
                    + String.join(" | ", plansB) + ")";
        }
        return sentence + " — the plans of " + String.join(", ", flipped) + " differ";
    }

    /** Said once under a table of verdicts of which some compare different plans; {@link #planFinding} says which. */
    public static final String PLANS_DIFFER_RULE = "Plans differ: the EXPLAIN plans differ between A and B, so these times compare"
            + " the plans as much as the settings";

    /** Which plans differ, for the note under a table ("A: … ; B: …", or for the total the operations whose plans differ); null when none. */
    public String planFinding() {
        if (!plansDiffer()) {
            return null;
        }
        if (!plansA.isEmpty()) {
            return "A " + String.join(" | ", plansA) + "; B " + String.join(" | ", plansB);
        }
        return "includes " + String.join(", ", flipped);
    }

    /** The verdict in a few words for a table cell ("1.80× faster · plans differ"); {@link #describe} is its sentence. */
    public String brief() {
        return comparison.verdict().brief() + (plansDiffer() ? " · plans differ" : "");
    }

    /**
     * Verdicts for every operation with samples on both sides, in A's order.
     *
     * @param samplesA operation → seconds of A (as from {@link VariantSamples#forComparison})
     */
    public static List<OperationVerdict> of(Map<String, double[]> samplesA, Map<String, double[]> samplesB,
                                            Map<String, Set<String>> plansA, Map<String, Set<String>> plansB) {
        List<String> flippedOps = new ArrayList<>();
        plansA.forEach((op, fps) -> {
            Set<String> other = plansB.get(op);
            if (!fps.isEmpty() && other != null && !other.isEmpty() && !fps.equals(other)) {
                flippedOps.add(op);
            }
        });
        List<OperationVerdict> out = new ArrayList<>();
        samplesA.forEach((op, a) -> {
            double[] b = samplesB.get(op);
            if (b == null || a.length == 0 || b.length == 0) {
                return;
            }
            Comparison c = Comparison.of(a, b, Direction.LOWER_IS_BETTER);
            if (VariantSamples.TOTAL.equals(op)) {
                out.add(new OperationVerdict(op, c, List.copyOf(flippedOps), Set.of(), Set.of()));
            } else {
                boolean flipped = flippedOps.contains(op);
                out.add(new OperationVerdict(op, c, flipped ? List.of(op) : List.of(),
                        plansA.getOrDefault(op, Set.of()), plansB.getOrDefault(op, Set.of())));
            }
        });
        return out;
    }

    /** Operation → the distinct plan fingerprints captured for it on a variant, in capture order. */
    public static Map<String, Set<String>> plans(Bundle bundle, String variant) {
        Map<String, Set<String>> out = new LinkedHashMap<>();
        for (Records.PlanRecord p : bundle.plans()) {
            if (p.variant().equals(variant) && p.fingerprint() != null) {
                out.computeIfAbsent(p.operation(), k -> new LinkedHashSet<>()).add(p.fingerprint());
            }
        }
        return out;
    }
}
