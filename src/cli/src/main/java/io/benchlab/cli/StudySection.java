package io.benchlab.cli;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.view.PlanStabilityView;
import io.benchlab.core.view.StatisticsVarianceView;
import io.benchlab.core.view.TitledTable;

/** The plan-stability and statistics-variance studies of a run, as the report and the GUI lay them out (core.view). */
final class StudySection {
    private StudySection() {
    }

    /** Empty when the run declared no study. */
    static String render(Bundle b) {
        StringBuilder out = new StringBuilder();
        for (TitledTable t : PlanStabilityView.of(b.planStability())) {
            out.append('\n').append(PlanStabilityView.TITLE).append(" — ").append(t.title()).append('\n')
                    .append(TextTable.of(t.corner(), t.table()).alsoLeft(7).render());
        }
        for (TitledTable t : StatisticsVarianceView.of(b.statistics())) {
            out.append('\n').append(StatisticsVarianceView.TITLE).append(" — ").append(t.title()).append('\n')
                    .append(TextTable.of(t.corner(), t.table()).render());
        }
        return out.toString();
    }
}
