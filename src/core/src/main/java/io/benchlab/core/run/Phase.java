package io.benchlab.core.run;

import io.benchlab.core.bundle.PhaseKind;
import io.benchlab.core.experiment.Experiment.PhaseSpec;
import java.util.ArrayList;
import java.util.List;

/** One phase of a variant: the cold run or a warm repeat, labelled as the seeds' tables are. */
public record Phase(String label, PhaseKind kind, int round) {

    public static List<Phase> of(PhaseSpec spec) {
        List<Phase> phases = new ArrayList<>();
        int round = 0;
        if (spec.coldOrDefault()) {
            phases.add(new Phase("Cold", PhaseKind.COLD, round++));
        }
        for (int i = 1; i <= spec.warmOrDefault(); i++) {
            phases.add(new Phase("Run" + i, PhaseKind.WARM, round++));
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
