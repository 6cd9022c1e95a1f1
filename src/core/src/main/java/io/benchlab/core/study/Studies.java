package io.benchlab.core.study;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.experiment.Experiment;
import java.sql.SQLException;
import java.util.Map;

/** The optional studies an experiment declares, run per variant after its last phase. */
public final class Studies {
    private Studies() {
    }

    public static boolean any(Experiment e) {
        return e.planStability() != null || e.statisticsVariance() != null;
    }

    /** Plan stability first (it reads the statistics as the workload left them), then statistics variance. */
    public static void run(Experiment e, StudyContext ctx, Map<String, String> sqlByName) {
        try {
            if (e.planStability() != null) {
                new PlanStabilityStudy(e.planStability()).run(ctx, sqlByName);
            }
            if (e.statisticsVariance() != null) {
                new StatisticsVarianceStudy(e.statisticsVariance()).run(ctx);
            }
        } catch (SQLException ex) {
            throw new BenchlabException("study of variant '" + ctx.variant() + "' failed: " + ex.getMessage(), ex);
        }
    }
}
