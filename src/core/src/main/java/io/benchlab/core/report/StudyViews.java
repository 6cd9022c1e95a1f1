package io.benchlab.core.report;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.report.Views.Chart;
import io.benchlab.core.view.PlanStabilityView;
import io.benchlab.core.view.StatisticsVarianceView;
import io.benchlab.core.view.TitledTable;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The report's optimizer-studies section: each bundle's plan-stability and statistics-variance
 * tables (the views {@code show} and the GUI print) and a bar chart of the cardinality CV per index
 * column, one bar per variant and statistics setting.
 *
 * @param planStability per bundle, variant and query: its distinct plans ({@link PlanStabilityView})
 * @param statistics    per bundle, variant and setting: each index column's cardinality over the ANALYZEs ({@link StatisticsVarianceView})
 * @param cvCharts      per bundle with a statistics study: the CV per index column
 */
public record StudyViews(List<TitledTable> planStability, List<TitledTable> statistics, List<Chart> cvCharts) {

    /** The studies of the columns' bundles, each bundle once; null when none declared a study. */
    static StudyViews of(List<Column> columns) {
        Set<Bundle> bundles = new LinkedHashSet<>();
        columns.forEach(c -> bundles.add(c.bundle()));
        boolean several = bundles.size() > 1;
        List<TitledTable> plans = new ArrayList<>();
        List<TitledTable> statistics = new ArrayList<>();
        List<Chart> charts = new ArrayList<>();
        for (Bundle b : bundles) {
            String prefix = several ? b.id() + " · " : "";
            for (TitledTable t : PlanStabilityView.of(b.planStability())) {
                plans.add(new TitledTable("plan-stability-" + plans.size(), prefix + t.title(), t.corner(), t.table()));
            }
            for (TitledTable t : StatisticsVarianceView.of(b.statistics())) {
                statistics.add(new TitledTable("statistics-" + statistics.size(), prefix + t.title(), t.corner(), t.table()));
            }
            StatisticsVarianceView.CvBars bars = StatisticsVarianceView.cv(b.statistics());
            if (bars.present()) {
                String title = prefix + "Coefficient of variation of the estimated cardinality per index column";
                charts.add(Chart.plain("cardinality-cv-" + charts.size(), title,
                        new BarChart(title, bars.categories(), bars.series(), bars.percent(), AxisUnit.PERCENT).toSvg(false), true));
            }
        }
        return plans.isEmpty() && statistics.isEmpty() ? null : new StudyViews(plans, statistics, charts);
    }

    public boolean hasPlanStability() {
        return !planStability.isEmpty();
    }

    public boolean hasStatistics() {
        return !statistics.isEmpty();
    }
}
