package io.benchlab.core.run;

import io.benchlab.core.plan.PhasePlan;
import io.benchlab.core.bundle.PhaseKind;
import java.util.ArrayList;
import java.util.List;

/** One phase of a variant: the cold run or a warm repeat, labelled as the seeds' tables are. */
public record Phase(String label, PhaseKind kind, int round) {

    public static List<Phase> of(PhasePlan plan) {
        List<Phase> phases = new ArrayList<>();
        int round = 0;
        if (plan.cold()) {
            phases.add(new Phase(PhasePlan.COLD_LABEL, PhaseKind.COLD, round++));
        }
        for (int i = 1; i <= plan.warm(); i++) {
            phases.add(new Phase(PhasePlan.warmLabel(i), PhaseKind.WARM, round++));
        }
        return phases;
    }

    public boolean cold() {
        return kind.cold();
    }

    /**
     * What this phase is when run: every step of an interleaved run starts cold (restart and
     * eviction), so drift and warmth fall on both sides alike (docs/experiment-format.md).
     */
    public PhaseKind runAs(boolean interleaved) {
        return interleaved ? PhaseKind.COLD : kind;
    }
}
