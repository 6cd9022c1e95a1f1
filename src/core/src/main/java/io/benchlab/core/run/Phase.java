package io.benchlab.core.run;

import io.benchlab.core.experiment.Experiment.PhaseSpec;
import java.util.ArrayList;
import java.util.List;

/** One phase of a variant: the cold run or a warm repeat, labelled as the seeds' tables are. */
public record Phase(String label, boolean cold, int round) {

    public static List<Phase> of(PhaseSpec spec) {
        List<Phase> phases = new ArrayList<>();
        int round = 0;
        if (spec.coldOrDefault()) {
            phases.add(new Phase(PhaseSpec.COLD_LABEL, true, round++));
        }
        for (int i = 1; i <= spec.warmOrDefault(); i++) {
            phases.add(new Phase(PhaseSpec.warmLabel(i), false, round++));
        }
        return phases;
    }
}
