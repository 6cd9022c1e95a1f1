package io.benchlab.core.plan;

import java.util.ArrayList;
import java.util.List;

/**
 * The phases of every variant.
 *
 * @param cold       one cold run first
 * @param warm       warm repeats after it
 * @param interleave variants in alternation (A B A B …), each step cold
 */
public record PhasePlan(boolean cold, int warm, boolean interleave) {
    /** The label of the cold phase, as tables and bundles write it. */
    public static final String COLD_LABEL = "Cold";

    /** The label of warm repeat {@code n} (1-based): {@code Run1}, {@code Run2}… */
    public static String warmLabel(int n) {
        return "Run" + n;
    }

    /** Every phase's label, in the order they run: {@code Cold}, {@code Run1}… */
    public List<String> labels() {
        List<String> out = new ArrayList<>();
        if (cold) {
            out.add(COLD_LABEL);
        }
        for (int i = 1; i <= warm; i++) {
            out.add(warmLabel(i));
        }
        return out;
    }
}
