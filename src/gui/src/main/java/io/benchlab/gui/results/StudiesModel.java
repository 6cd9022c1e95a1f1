package io.benchlab.gui.results;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.view.PlanStabilityView;
import io.benchlab.core.view.StatisticsVarianceView;
import io.benchlab.core.view.TitledTable;
import io.benchlab.gui.ResultTables;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The Studies tab's view-model: the optimizer studies a run declared (planStability:,
 * statisticsVariance:), the tables {@code show} and the report print ({@link PlanStabilityView},
 * {@link StatisticsVarianceView}), plan stability first.
 */
public final class StudiesModel {
    private final ObjectProperty<List<ResultTables.Titled>> tables = new SimpleObjectProperty<>(List.of());

    /** Shows a run's studies (none for a run that declared no study). */
    public void show(Bundle b) {
        List<ResultTables.Titled> out = new ArrayList<>();
        for (TitledTable t : PlanStabilityView.of(b.planStability())) {
            out.add(titled(PlanStabilityView.TITLE, t));
        }
        for (TitledTable t : StatisticsVarianceView.of(b.statistics())) {
            out.add(titled(StatisticsVarianceView.TITLE, t));
        }
        tables.set(List.copyOf(out));
    }

    /** Whether the run has a study to show. */
    public boolean any() {
        return !tables.get().isEmpty();
    }

    /** Each study's tables, titled as {@code show} titles them. */
    public ObjectProperty<List<ResultTables.Titled>> tablesProperty() {
        return tables;
    }

    private static ResultTables.Titled titled(String study, TitledTable t) {
        return new ResultTables.Titled(t.id(), study + " — " + t.title(), ResultTables.table(t.corner(), t.table()));
    }
}
